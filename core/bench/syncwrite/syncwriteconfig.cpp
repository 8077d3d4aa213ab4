// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/syncwrite/syncwriteconfig.h"

#include "core/bench/engine/transfersize.h"

#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <algorithm>

namespace DriveScope {

qint64 SyncWriteConfig::maxSize() const
{
    return sizes.empty() ? 0 : *std::max_element(sizes.begin(), sizes.end());
}

qint64 SyncWriteConfig::requiredBytes() const
{
    return start + (count + 1) * maxSize();
}

qint64 SyncWriteConfig::scratchFileSize() const
{
    constexpr qint64 MiB = 1 << 20;
    const qint64 rounded = (requiredBytes() + MiB - 1) / MiB * MiB;
    return std::max<qint64>(64 * MiB, rounded);
}

std::vector<std::pair<qint64, SyncMode>> SyncWriteConfig::runs() const
{
    std::vector<std::pair<qint64, SyncMode>> out;
    for (SyncMode mode : modes)
        for (qint64 size : sizes)
            out.emplace_back(size, mode);
    return out;
}

std::optional<SyncWritePlan> planSyncWrite(
    const SyncWriteConfig &config, qint64 writeSize, SyncMode mode, const DeviceInfo &target, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<SyncWritePlan> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (config.count <= 0)
        return fail(Text::tr("The write count must be at least 1 (got %1).").arg(config.count));
    if (config.count > SyncWriteConfig::MaxCount)
        return fail(
            Text::tr("The write count must be at most %1 (got %2).").arg(SyncWriteConfig::MaxCount).arg(config.count));
    if (writeSize <= 0)
        return fail(Text::tr("The write size must be positive (got %1).").arg(writeSize));
    if (writeSize > SyncWriteConfig::MaxWriteSize)
        return fail(Text::tr("The write size %1 is larger than the 64 MiB a sync write may be.")
                        .arg(formatBytesBinary(writeSize)));
    if (config.start < 0)
        return fail(Text::tr("The start offset must not be negative (got %1).").arg(config.start));

    // Buffered writes (mode none) may be any size; O_DIRECT needs the device's unit.
    const qint64 dio = std::max(1, target.directIoAlignment);
    if (writeSize % dio != 0)
        return fail(Text::tr("The write size %1 B is not a multiple of the %2 B that direct I/O needs on %3.")
                        .arg(writeSize)
                        .arg(dio)
                        .arg(target.path));
    if (config.start % dio != 0)
        return fail(Text::tr("The start offset %1 is not a multiple of the %2 B that direct I/O needs on %3.")
                        .arg(config.start)
                        .arg(dio)
                        .arg(target.path));
    const qint64 end = config.start + (config.count + 1) * writeSize;
    if (end > target.sizeBytes)
        return fail(Text::tr("%1 writes of %2 from offset %3 end at byte %4, past the end of %5 (%6).")
                        .arg(config.count + 1)
                        .arg(formatBytesBinary(writeSize))
                        .arg(config.start)
                        .arg(end)
                        .arg(target.path, formatBytesBinary(target.sizeBytes)));

    SyncWritePlan plan;
    plan.count = config.count;
    plan.writeSize = writeSize;
    plan.start = config.start;
    plan.mode = mode;
    plan.includeWarmUp = config.includeWarmUp;
    return plan;
}

QJsonObject SyncWritePlan::toJson() const
{
    return {
        { QStringLiteral("count"), double(count) },
        { QStringLiteral("write_size"), double(writeSize) },
        { QStringLiteral("start"), double(start) },
        { QStringLiteral("sync_mode"), syncModeName(mode) },
        { QStringLiteral("sync_flags"), syncModeFlags(mode) },
        { QStringLiteral("o_direct"), mode != SyncMode::None },
        { QStringLiteral("include_warm_up"), includeWarmUp },
        { QStringLiteral("write_cache"), writeCache },
    };
}

std::optional<SyncWritePlan> SyncWritePlan::fromJson(const QJsonObject &c)
{
    const auto count = JsonReader::wholeNumber(c.value(QStringLiteral("count")), 1, SyncWriteConfig::MaxCount);
    const auto writeSize
        = JsonReader::wholeNumber(c.value(QStringLiteral("write_size")), 1, SyncWriteConfig::MaxWriteSize);
    const auto start = JsonReader::wholeNumber(c.value(QStringLiteral("start")), 0);
    const auto mode = parseSyncMode(c.value(QStringLiteral("sync_mode")).toString());
    if (!count || !writeSize || !start || !mode)
        return std::nullopt;
    SyncWritePlan plan;
    plan.count = *count;
    plan.writeSize = *writeSize;
    plan.start = *start;
    plan.mode = *mode;
    plan.includeWarmUp = c.value(QStringLiteral("include_warm_up")).toBool();
    plan.writeCache = c.value(QStringLiteral("write_cache")).toObject();
    return plan;
}

SyncWriteConfig configFromPlan(const SyncWritePlan &plan, const DeviceInfo &measured)
{
    (void)measured; // a sync write's sizes are bytes, whatever the target's block
    SyncWriteConfig c;
    c.count = plan.count;
    c.sizes = { plan.writeSize };
    c.start = plan.start;
    c.modes = { plan.mode };
    c.includeWarmUp = plan.includeWarmUp;
    return c;
}

} // namespace DriveScope
