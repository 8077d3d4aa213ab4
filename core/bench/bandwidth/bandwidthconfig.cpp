// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/bandwidthconfig.h"

#include "core/bench/engine/transfersize.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <algorithm>
#include <random>

namespace DriveScope {

std::optional<BandwidthPlan> planBandwidth(const BandwidthConfig &config, const DeviceInfo &target, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<BandwidthPlan> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const qint64 align = directIoUnit(target);
    //: %1 of the sentences on a transfer size ("The %1 must be positive (got %2 B).")
    const QString blockSize = Text::tr("block size");
    //: %4 of "The %1 %2 is larger than the %3 %4 may be."
    const QString oneTransfer = Text::tr("one transfer");
    if (QString why = transferSizeProblem(blockSize, config.blockSize, target, qint64(1) << 30, oneTransfer);
        !why.isEmpty())
        return fail(why);
    if (config.total <= 0)
        return fail(Text::tr("The total must be positive."));
    if (config.intervalNs < 100'000'000 || config.intervalNs > 3600'000'000'000)
        return fail(Text::tr("The interval must be between 0.1 s and 1 h."));

    BandwidthPlan plan;
    plan.write = config.write;
    plan.blockSize = config.blockSize;
    plan.intervalNs = config.intervalNs;
    plan.flushAtEnd = config.flushAtEnd;
    plan.bufferPages = config.bufferPages;
    QString why;
    const auto region = planRegion(config.region, target.sizeBytes, &why);
    if (!region)
        return fail(why);
    plan.region = *region;
    if (plan.region.start % align != 0)
        return fail(Text::tr("The region starts at %1, not a multiple of the %2 B that direct I/O needs here.")
                        .arg(plan.region.start)
                        .arg(align));
    plan.requestedTotal = config.total;
    // The last block may be shorter than the others, but never unaligned.
    const qint64 room = plan.region.length / align * align;
    plan.total = std::min(config.total, room) / align * align;
    plan.totalCapped = plan.total < config.total;
    if (plan.total <= 0)
        return fail(Text::tr("The region '%1' is too small for one %2 B transfer.").arg(plan.region.label).arg(align));
    std::random_device rd;
    plan.dataSeed = (quint64(rd()) << 32) ^ rd();
    return plan;
}

QJsonObject BandwidthPlan::toJson() const
{
    return {
        { QStringLiteral("direction"), write ? QStringLiteral("write") : QStringLiteral("read") },
        { QStringLiteral("block_size"), double(blockSize) },
        { QStringLiteral("total"), double(total) },
        { QStringLiteral("requested_total"), double(requestedTotal) },
        { QStringLiteral("total_capped"), totalCapped },
        { QStringLiteral("blocks"), double(blockCount()) },
        { QStringLiteral("region"), regionToJson(region) },
        { QStringLiteral("interval_ns"), double(intervalNs) },
        { QStringLiteral("queue_depth"), 1 },
        { QStringLiteral("flush_at_end"), write && flushAtEnd },
        { QStringLiteral("buffer_pages"), bufferPagesName(bufferPages) },
    };
}

std::optional<BandwidthPlan> BandwidthPlan::fromJson(const QJsonObject &c)
{
    const auto whole = [&c](const char *key, qint64 min, qint64 max = JsonReader::Max) {
        return JsonReader::wholeNumber(c.value(QLatin1String(key)), min, max);
    };
    const QString direction = c.value(QStringLiteral("direction")).toString();
    const auto blockSize = whole("block_size", 1, qint64(1) << 30);
    const auto total = whole("total", 0);
    const auto region = regionFromJson(c.value(QStringLiteral("region")));
    // Runs saved before these keys existed: one-second intervals, the total as asked.
    const auto interval = c.contains(QLatin1String("interval_ns")) ? whole("interval_ns", 1'000'000, 3600'000'000'000)
                                                                   : std::optional<qint64>(1'000'000'000);
    const auto pages = parseBufferPagesName(c.value(QStringLiteral("buffer_pages")).toString(QStringLiteral("normal")));
    if ((direction != u"read" && direction != u"write") || !blockSize || !total || !region || !interval || !pages)
        return std::nullopt;
    BandwidthPlan plan;
    plan.write = direction == u"write";
    plan.blockSize = *blockSize;
    plan.total = *total;
    plan.requestedTotal = JsonReader::wholeOr(c.value(QStringLiteral("requested_total")), plan.total, 0);
    plan.totalCapped = c.value(QStringLiteral("total_capped")).toBool();
    plan.region = *region;
    plan.intervalNs = *interval;
    plan.flushAtEnd = c.value(QStringLiteral("flush_at_end")).toBool(plan.write);
    plan.bufferPages = *pages;
    return plan;
}

BandwidthConfig configFromPlan(const BandwidthPlan &plan, const DeviceInfo &measured)
{
    BandwidthConfig c;
    c.write = plan.write;
    c.blockSize = plan.blockSize;
    c.total = plan.requestedTotal > 0 ? plan.requestedTotal : plan.total;
    c.region = regionSpec(plan.region, measured.sizeBytes);
    c.intervalNs = plan.intervalNs;
    c.flushAtEnd = plan.flushAtEnd;
    c.bufferPages = plan.bufferPages;
    return c;
}

} // namespace DriveScope
