// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/zone/zoneconfig.h"

#include "core/bench/engine/transfersize.h"
#include "core/util/byteunits.h"
#include "core/util/frontendwords.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <algorithm>

namespace DriveScope {

namespace {

constexpr qint64 MaxPoints = 100000;
constexpr qint64 MaxBlockSize = 64 * 1024 * 1024;
// Preserve mode holds one point's bytes in memory between reading and writing them back.
constexpr qint64 MaxPreservedBytes = qint64(1) << 30;

} // namespace

QString zoneWriteName(ZoneConfig::Write write)
{
    switch (write) {
    case ZoneConfig::Write::None: return QStringLiteral("none");
    case ZoneConfig::Write::Preserve: return QStringLiteral("preserve");
    case ZoneConfig::Write::Random: return QStringLiteral("random");
    }
    return {};
}

std::optional<ZoneConfig::Write> parseZoneWriteName(const QString &name)
{
    for (auto w : { ZoneConfig::Write::None, ZoneConfig::Write::Preserve, ZoneConfig::Write::Random }) {
        if (zoneWriteName(w) == name)
            return w;
    }
    return std::nullopt;
}

qint64 ZonePlan::pointOffset(qint64 index) const
{
    if (points <= 1)
        return region.start;
    // index * span / (points - 1) without overflowing 64 bits for huge disks.
    const qint64 span = region.length - bytesPerPoint;
    const qint64 n = points - 1;
    const qint64 raw = (span / n) * index + (span % n) * index / n;
    return region.start + raw / alignment * alignment;
}

bool ZonePlan::pointsOverlap() const
{
    return points > 1 && pointOffset(1) - pointOffset(0) < bytesPerPoint;
}

qint64 ZonePlan::samplesPerPoint() const
{
    return blocksPerPoint() + (write == ZoneConfig::Write::Preserve ? blocksPerPoint() : 1);
}

qint64 ZonePlan::timedBlocksAfter(qint64 samples) const
{
    const qint64 perPoint = blocksPerPoint();
    const qint64 untimed = samplesPerPoint() - perPoint;
    return samples / samplesPerPoint() * perPoint + std::max<qint64>(0, samples % samplesPerPoint() - untimed);
}

QJsonObject ZonePlan::toJson() const
{
    return {
        { QStringLiteral("points"), double(points) },
        { QStringLiteral("bytes_per_point"), double(bytesPerPoint) },
        { QStringLiteral("block_size"), double(blockSize) },
        { QStringLiteral("alignment"), double(alignment) },
        { QStringLiteral("region"), regionToJson(region) },
        { QStringLiteral("write"), zoneWriteName(write) },
        { QStringLiteral("queue_depth"), 1 },
        { QStringLiteral("buffer_pages"), bufferPagesName(bufferPages) },
    };
}

std::optional<ZonePlan> ZonePlan::fromJson(const QJsonObject &c)
{
    // A session file may be crafted: every number is bounded before it is used.
    ZonePlan plan;
    const auto whole = [&c](const char *key, qint64 min, qint64 max = JsonReader::Max) {
        return JsonReader::wholeNumber(c.value(QLatin1String(key)), min, max);
    };
    const auto points = whole("points", 1, MaxPoints);
    const auto bytesPerPoint = whole("bytes_per_point", 1);
    const auto blockSize = whole("block_size", 1, qint64(1) << 30);
    const auto alignment = whole("alignment", 1, qint64(1) << 30);
    const auto region = regionFromJson(c.value(QStringLiteral("region")));
    const auto write = parseZoneWriteName(c.value(QStringLiteral("write")).toString(QStringLiteral("none")));
    if (!write || !points || !bytesPerPoint || !blockSize || !alignment || !region)
        return std::nullopt;
    plan.points = *points;
    plan.bytesPerPoint = *bytesPerPoint;
    plan.blockSize = *blockSize;
    plan.alignment = *alignment;
    plan.region = *region;
    if (plan.bytesPerPoint < plan.blockSize || plan.bytesPerPoint % plan.blockSize != 0
        || plan.region.length < plan.bytesPerPoint)
        return std::nullopt;
    plan.write = *write;
    // Runs saved before buffer_pages existed used ordinary pages.
    plan.bufferPages = parseBufferPagesName(c.value(QStringLiteral("buffer_pages")).toString(QStringLiteral("normal")))
                           .value_or(BufferPages::Normal);
    return plan;
}

std::optional<ZonePlan> planZone(const ZoneConfig &config, const DeviceInfo &target, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<ZonePlan> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (config.points < 1 || config.points > MaxPoints)
        return fail(
            Text::tr("The number of points must be between 1 and %1 (got %2).").arg(MaxPoints).arg(config.points));
    const qint64 align = directIoUnit(target);
    if (QString why
        = transferSizeProblem(Text::tr("block size"), config.blockSize, target, MaxBlockSize, Text::tr("one read"));
        !why.isEmpty())
        return fail(why);
    if (config.bytesPerPoint <= 0 || config.bytesPerPoint % config.blockSize != 0)
        return fail(Text::tr("The bytes per point (%1 B) must be a positive multiple of the block size (%2 B).")
                        .arg(config.bytesPerPoint)
                        .arg(config.blockSize));
    if (config.write == ZoneConfig::Write::Preserve && config.bytesPerPoint > MaxPreservedBytes)
        return fail(
            //: %1 names the setting: the window's field "Bytes per point" (or the CLI's option)
            Text::tr("Preserving writes keep a point's bytes in memory, so %1 may be at most %2 (got %3).")
                .arg(frontEndWords(u"--bytes-per-point", Text::tr("Bytes per point")),
                    formatBytesBinary(MaxPreservedBytes), formatBytesBinary(config.bytesPerPoint)));

    QString err;
    const auto parsed = planRegion(config.region, target.sizeBytes, &err);
    if (!parsed)
        return fail(err);
    Region region = *parsed;
    // Direct I/O needs aligned offsets: shrink the region inward to aligned bounds.
    const qint64 start = (region.start + align - 1) / align * align;
    const qint64 end = region.end() / align * align;
    region.length = std::max<qint64>(0, end - start);
    region.start = start;
    qint64 bytesPerPoint = config.bytesPerPoint;
    if (config.shrinkToFit && region.length / config.points < bytesPerPoint)
        bytesPerPoint = std::max(config.blockSize, region.length / config.points / config.blockSize * config.blockSize);
    if (region.length < bytesPerPoint)
        return fail(Text::tr("The region '%1' (%2) is smaller than the %3 to read at each point.")
                        .arg(regionLabelText(region.label), formatBytesBinary(region.length),
                            formatBytesBinary(bytesPerPoint)));

    ZonePlan plan;
    plan.points = config.points;
    plan.bytesPerPoint = bytesPerPoint;
    plan.blockSize = config.blockSize;
    plan.alignment = align;
    plan.region = region;
    plan.write = config.write;
    plan.bufferPages = config.bufferPages;
    return plan;
}

ZoneConfig configFromPlan(const ZonePlan &plan, const DeviceInfo &measured)
{
    ZoneConfig c;
    c.points = plan.points;
    c.bytesPerPoint = plan.bytesPerPoint;
    c.shrinkToFit = false; // the run's own values, as they were measured
    c.blockSize = plan.blockSize;
    c.region = regionSpec(plan.region, measured.sizeBytes, plan.alignment - 1);
    c.write = plan.write;
    c.bufferPages = plan.bufferPages;
    return c;
}

} // namespace DriveScope
