// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/blocksize/blocksizeconfig.h"

#include "core/bench/engine/transfersize.h"
#include "core/run/phasestats.h"
#include "core/util/byteunits.h"
#include "core/util/frontendwords.h"
#include "core/util/jsonreader.h"
#include "core/util/random.h"
#include "core/util/text.h"

#include <QJsonArray>

#include <bit>

namespace DriveScope {

namespace {

// Every size's buffers (depth × size) are allocated before its I/Os; above this the
// machine may not have them.
constexpr qint64 MaxSweepBuffers = qint64(1) << 30;

bool isTransferSize(qint64 bytes)
{
    return bytes >= BlockSizeConfig::SmallestSize && bytes <= BlockSizeConfig::LargestSize
        && std::has_single_bit(quint64(bytes));
}

} // namespace

std::optional<std::vector<qint64>> parseTransferSizes(const QString &text, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<std::vector<qint64>> {
        *error = message;
        return std::nullopt;
    };
    auto sizeOf = [&](QStringView part, qint64 *out) -> bool {
        QString why;
        const auto bytes = parseByteSize(part.trimmed(), &why);
        if (!bytes || !isTransferSize(*bytes)) {
            *error = Text::tr("'%1' is not a transfer size: a power of two from 512 B to 64 MiB (4KiB, 1MiB).")
                         .arg(part.trimmed());
            return false;
        }
        *out = *bytes;
        return true;
    };
    std::vector<qint64> sizes;
    for (const QStringView part : QStringView(text).split(u',')) {
        if (part.trimmed().isEmpty())
            continue;
        const qsizetype dots = part.indexOf(u"..");
        qint64 from = 0, to = 0;
        if (!sizeOf(dots < 0 ? part : part.left(dots), &from))
            return std::nullopt;
        to = from;
        if (dots >= 0 && !sizeOf(part.mid(dots + 2), &to))
            return std::nullopt;
        if (to < from)
            return fail(Text::tr("In '%1' the first size is larger than the second: smallest first (4KiB..8MiB).")
                            .arg(part.trimmed()));
        for (qint64 s = from; s <= to; s *= 2) {
            if (!sizes.empty() && s <= sizes.back())
                return fail(Text::tr("The sizes must go up, each once (%1 comes after %2).")
                                .arg(transferSizeName(s), transferSizeName(sizes.back())));
            sizes.push_back(s);
        }
    }
    if (sizes.empty())
        return fail(Text::tr("No transfer size given (4KiB..8MiB, or 4KiB,64KiB,1MiB)."));
    return sizes;
}

QString transferSizeName(qint64 bytes)
{
    if (bytes >= (qint64(1) << 20) && bytes % (qint64(1) << 20) == 0)
        return QStringLiteral("%1 MiB").arg(bytes >> 20);
    if (bytes >= 1024 && bytes % 1024 == 0)
        return QStringLiteral("%1 KiB").arg(bytes >> 10);
    return QStringLiteral("%1 B").arg(bytes);
}

QString transferSizesText(const std::vector<qint64> &sizes, QString (*name)(qint64))
{
    bool doubling = sizes.size() > 2;
    for (std::size_t i = 1; i < sizes.size(); ++i)
        doubling = doubling && sizes[i] == 2 * sizes[i - 1];
    if (doubling)
        return name(sizes.front()) + QStringLiteral("..") + name(sizes.back());
    QStringList names;
    for (qint64 s : sizes)
        names << name(s);
    return names.join(QStringLiteral(", "));
}

std::vector<BlockSizePlan::Phase> BlockSizePlan::phases() const
{
    std::vector<Phase> out;
    for (int i = 0; i < int(sizes.size()); ++i) {
        out.push_back({ i, false });
        if (write)
            out.push_back({ i, true });
    }
    return out;
}

QString BlockSizePlan::phaseName(qint64 size, bool write)
{
    return transferSizeName(size) + (write ? QStringLiteral(" write") : QStringLiteral(" read"));
}

std::optional<BlockSizePlan> planBlockSize(
    const BlockSizeConfig &config, const DeviceInfo &target, bool writable, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<BlockSizePlan> {
        *error = message;
        return std::nullopt;
    };
    BlockSizePlan plan;
    plan.alignment = directIoUnit(target);
    plan.sizes = config.sizes;
    if (plan.sizes.empty()) // from the smallest transfer the target takes
        for (qint64 s = std::max(
                 BlockSizeConfig::SmallestSize, qint64(std::bit_ceil(quint64(std::max<qint64>(plan.alignment, 1)))));
             s <= BlockSizeConfig::LargestSize; s *= 2)
            plan.sizes.push_back(s);
    for (std::size_t i = 0; i < plan.sizes.size(); ++i) {
        const qint64 s = plan.sizes[i];
        if (!isTransferSize(s))
            return fail(
                Text::tr("%1 is not a transfer size: a power of two from 512 B to 64 MiB.").arg(transferSizeName(s)));
        if (i > 0 && s <= plan.sizes[i - 1])
            return fail(Text::tr("The transfer sizes must go up, each once."));
        //: %1 of the sentences on a transfer size ("The %1 must be positive (got %2 B).")
        const QString transferSize = Text::tr("transfer size");
        if (QString why
            = transferSizeProblem(transferSize, s, target, BlockSizeConfig::LargestSize, Text::tr("one transfer"));
            !why.isEmpty())
            return fail(why);
    }
    if (plan.sizes.empty())
        return fail(Text::tr("%1 takes no transfer of 64 MiB or less.").arg(target.path));
    if (config.queueDepth < 1 || config.queueDepth > BlockSizeConfig::MaxDepth)
        return fail(Text::tr("The queue depth must be from 1 to %1 (got %2).")
                        .arg(BlockSizeConfig::MaxDepth)
                        .arg(config.queueDepth));
    plan.depth = config.queueDepth;
    if (plan.largestSize() * plan.depth > MaxSweepBuffers)
        return fail(Text::tr("%1 transfers of %2 in flight would need more than 1 GiB of buffers.")
                        .arg(plan.depth)
                        .arg(transferSizeName(plan.largestSize())));
    if (config.durationNs < 10'000'000 || config.durationNs > 3600'000'000'000)
        return fail(Text::tr("The time per size must be between 0.01 s and one hour."));
    plan.durationNs = config.durationNs;
    plan.areaBytes = config.areaBytes;
    if (plan.areaBytes < plan.largestSize() || plan.areaBytes % plan.largestSize() != 0)
        return fail(Text::tr("The test area must be a multiple of the largest transfer, %1 (got %2 B).")
                        .arg(transferSizeName(plan.largestSize()))
                        .arg(plan.areaBytes));
    if (target.sizeBytes < plan.areaBytes)
        return fail(Text::tr("%1 holds %2, less than the %3 test area: %4.")
                        .arg(target.path, formatBytesBinary(target.sizeBytes), formatBytesBinary(plan.areaBytes),
                            frontEndWords(u"give a smaller --area", Text::tr("choose a smaller test area"))));
    plan.write = config.write;
    if (plan.write && !writable)
        return fail(
            Text::tr("%1 was opened for reading only: writes need a directory (for a scratch file) or a "
                     "whole device %2.")
                .arg(target.path,
                    frontEndWords(u"confirmed with --destroy-data-on", Text::tr("whose name you typed to confirm"))));
    if (plan.phases().size() > std::size_t(PhaseStats::MaxPhasesPerRun))
        return fail(Text::tr("More than %1 sizes and directions.").arg(PhaseStats::MaxPhasesPerRun));
    if (config.keepSamplesPerPhase < 0 || config.keepSamplesPerPhase > BlockSizeConfig::MaxKeepSamples)
        return fail(Text::tr("The samples kept per size must be from 0 to %1 (got %2).")
                        .arg(BlockSizeConfig::MaxKeepSamples)
                        .arg(config.keepSamplesPerPhase));
    plan.keepSamplesPerPhase = config.keepSamplesPerPhase;
    plan.seed = runSeed(std::nullopt);
    return plan;
}

QJsonObject BlockSizePlan::toJson() const
{
    QJsonArray list;
    for (qint64 s : sizes)
        list.append(double(s));
    return {
        { QStringLiteral("sizes"), list },
        { QStringLiteral("queue_depth"), depth },
        { QStringLiteral("area_bytes"), double(areaBytes) },
        { QStringLiteral("alignment"), double(alignment) },
        { QStringLiteral("duration_per_size_s"), double(durationNs) / 1e9 },
        { QStringLiteral("write"), write },
        { QStringLiteral("keep_samples_per_size"), double(keepSamplesPerPhase) },
        { QStringLiteral("workers"), 1 },
        { QStringLiteral("seed"), QString::number(seed) },
    };
}

std::optional<BlockSizePlan> BlockSizePlan::fromJson(const QJsonObject &c)
{
    // A session file may be crafted: every number is bounded before it is used.
    BlockSizePlan plan;
    for (const QJsonValue &v : c.value(QStringLiteral("sizes")).toArray()) {
        const auto s = JsonReader::wholeNumber(v, BlockSizeConfig::SmallestSize, BlockSizeConfig::LargestSize);
        if (!s || !isTransferSize(*s) || (!plan.sizes.empty() && *s <= plan.sizes.back()))
            return std::nullopt;
        plan.sizes.push_back(*s);
    }
    const auto depth = JsonReader::wholeNumber(c.value(QStringLiteral("queue_depth")), 1, BlockSizeConfig::MaxDepth);
    const auto area = JsonReader::wholeNumber(c.value(QStringLiteral("area_bytes")), 1);
    const auto alignment = JsonReader::wholeNumber(c.value(QStringLiteral("alignment")), 0, qint64(1) << 30);
    const auto seconds = JsonReader::finiteNumber(c.value(QStringLiteral("duration_per_size_s")), 0, 3600);
    const auto keep
        = JsonReader::wholeNumber(c.value(QStringLiteral("keep_samples_per_size")), 0, BlockSizeConfig::MaxKeepSamples);
    const QJsonValue write = c.value(QStringLiteral("write"));
    if (plan.sizes.empty() || !depth || !area || !alignment || !seconds || !keep || !write.isBool())
        return std::nullopt;
    plan.depth = int(*depth);
    plan.areaBytes = *area;
    plan.alignment = *alignment;
    plan.durationNs = qint64(*seconds * 1e9);
    plan.write = write.toBool();
    plan.keepSamplesPerPhase = *keep;
    plan.seed = c.value(QStringLiteral("seed")).toString().toULongLong();
    return plan;
}

BlockSizeConfig configFromPlan(const BlockSizePlan &plan, const DeviceInfo &)
{
    BlockSizeConfig c;
    c.sizes = plan.sizes;
    c.queueDepth = plan.depth;
    c.areaBytes = plan.areaBytes;
    c.durationNs = plan.durationNs;
    c.write = plan.write;
    c.keepSamplesPerPhase = plan.keepSamplesPerPhase;
    return c;
}

} // namespace DriveScope
