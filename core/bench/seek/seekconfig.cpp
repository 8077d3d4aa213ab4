// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/seek/seekconfig.h"

#include "core/bench/engine/transfersize.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/random.h"
#include "core/util/text.h"

#include <QJsonArray>

namespace DriveScope {

std::optional<SeekPlan> planSeek(const SeekConfig &config, const DeviceInfo &target, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<SeekPlan> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    SeekPlan plan;
    if (config.count <= 0)
        return fail(Text::tr("The read count must be at least 1 (got %1).").arg(config.count));
    // Every sample is kept (40 bytes in memory, a few in a session): a billion reads per
    // worker is already 40 GB, and more than a session file can hold.
    if (config.count > SeekConfig::MaxCount)
        return fail(Text::tr("The read count %1 is more than the %2 reads per worker DriveScope can keep.")
                        .arg(config.count)
                        .arg(SeekConfig::MaxCount));
    if (config.workers < 1 || config.workers > 256)
        return fail(Text::tr("The number of workers must be between 1 and 256 (got %1).").arg(config.workers));
    if (config.queueDepth < 1 || config.queueDepth > SeekConfig::MaxQueueDepth)
        return fail(Text::tr("The queue depth must be between 1 and %1 (got %2).")
                        .arg(SeekConfig::MaxQueueDepth)
                        .arg(config.queueDepth));
    if (qint64(config.queueDepth) * config.workers > SeekConfig::MaxInFlight)
        return fail(Text::tr("Queue depth %1 × %2 workers would keep %3 reads in flight; at most %4 can be.")
                        .arg(config.queueDepth)
                        .arg(config.workers)
                        .arg(qint64(config.queueDepth) * config.workers)
                        .arg(SeekConfig::MaxInFlight));
    plan.count = config.count;
    plan.workers = config.workers;
    plan.queueDepth = config.queueDepth;
    plan.placement = config.placement;
    plan.includeWarmUp = config.includeWarmUp;

    const qint64 unit = directIoUnit(target);
    if (config.readSize < 0)
        return fail(Text::tr("The read size must be positive."));
    plan.readSize = config.readSize > 0 ? config.readSize : unit;
    if (QString why
        = transferSizeProblem(Text::tr("read size"), plan.readSize, target, 64 * 1024 * 1024, Text::tr("a seek read"));
        !why.isEmpty())
        return fail(why);
    // Each read in flight has its own buffer: together they stay far from what memory holds.
    const qint64 buffers = qint64(plan.workers) * plan.queueDepth;
    if (plan.readSize * buffers > SeekConfig::MaxBufferBytes)
        return fail(Text::tr("%1 buffers of %2 (workers × queue depth) would take %3; together they may take at "
                             "most %4.")
                        .arg(buffers)
                        .arg(formatBytesBinary(plan.readSize), formatBytesBinary(plan.readSize * buffers),
                            formatBytesBinary(SeekConfig::MaxBufferBytes)));
    plan.alignment = config.alignment > 0 ? config.alignment : unit;
    if (plan.alignment % unit != 0)
        return fail(Text::tr("The alignment %1 B is not a multiple of the target's block size (%2 B).")
                        .arg(plan.alignment)
                        .arg(unit));

    // No region named: the whole target, as every plan's planRegion reads an empty spec.
    const QStringList specs = config.regions.isEmpty() ? QStringList { QString() } : config.regions;
    for (const QString &spec : specs) {
        QString err;
        auto r = planRegion(spec, target.sizeBytes, &err);
        if (!r)
            return fail(err);
        plan.regions.push_back(*r);
    }
    for (const Region &r : plan.regions) {
        if (OffsetGenerator::slotCount(r, plan.readSize, plan.alignment) == 0)
            return fail(Text::tr("The region '%1' is too small for one %2 read.")
                            .arg(regionLabelText(r.label), formatBytesBinary(plan.readSize)));
    }
    if (plan.placement != Placement::Random && plan.regions.size() < 2 && plan.placement == Placement::Alternate)
        return fail(Text::tr("Alternating placement needs at least two regions."));
    // Worker i reads region i: a region without a worker would silently never be read.
    if (plan.placement == Placement::PerWorker && plan.regions.size() > std::size_t(plan.workers))
        return fail(Text::tr("Per-worker placement gives each worker one region, but %1 regions have only %2 "
                             "workers; use at least %1 workers.")
                        .arg(plan.regions.size())
                        .arg(plan.workers));

    plan.seed = runSeed(config.seed);
    return plan;
}

QJsonObject SeekPlan::toJson() const
{
    QJsonArray regionArray;
    for (const Region &r : regions)
        regionArray.append(regionToJson(r));
    return {
        { QStringLiteral("count_per_worker"), double(count) },
        { QStringLiteral("read_size"), double(readSize) },
        { QStringLiteral("alignment"), double(alignment) },
        { QStringLiteral("regions"), regionArray },
        { QStringLiteral("placement"), placementName(placement) },
        { QStringLiteral("workers"), workers },
        { QStringLiteral("queue_depth"), queueDepth },
        // A string: JSON numbers are doubles and would round a 64-bit seed.
        { QStringLiteral("seed"), QString::number(seed) },
        { QStringLiteral("include_warm_up"), includeWarmUp },
    };
}

std::optional<SeekPlan> SeekPlan::fromJson(const QJsonObject &c)
{
    const auto whole = [&c](const char *key, qint64 min, qint64 max) {
        return JsonReader::wholeNumber(c.value(QLatin1String(key)), min, max);
    };
    const auto count = whole("count_per_worker", 1, SeekConfig::MaxCount);
    const auto readSize = whole("read_size", 1, qint64(1) << 30);
    const auto alignment = whole("alignment", 1, qint64(1) << 30);
    const auto workers = whole("workers", 1, 256);
    // Runs saved before queue depth existed read one at a time.
    const auto depth = c.contains(QLatin1String("queue_depth")) ? whole("queue_depth", 1, SeekConfig::MaxQueueDepth)
                                                                : std::optional<qint64>(1);
    const auto placement = parsePlacement(c.value(QStringLiteral("placement")).toString(QStringLiteral("random")));
    if (!count || !readSize || !alignment || !workers || !depth || !placement)
        return std::nullopt;
    SeekPlan plan;
    for (const QJsonValue &v : c.value(QStringLiteral("regions")).toArray()) {
        const auto region = regionFromJson(v);
        if (!region)
            return std::nullopt;
        plan.regions.push_back(*region);
    }
    if (plan.regions.empty())
        return std::nullopt;
    plan.count = *count;
    plan.readSize = *readSize;
    plan.alignment = *alignment;
    plan.workers = int(*workers);
    plan.queueDepth = int(*depth);
    plan.placement = *placement;
    plan.seed = c.value(QStringLiteral("seed")).toString().toULongLong();
    plan.includeWarmUp = c.value(QStringLiteral("include_warm_up")).toBool();
    return plan;
}

SeekConfig configFromPlan(const SeekPlan &plan, const DeviceInfo &measured)
{
    SeekConfig c;
    const qint64 unit = directIoUnit(measured);
    c.count = plan.count;
    c.readSize = plan.readSize == unit ? 0 : plan.readSize;
    c.alignment = plan.alignment == unit ? 0 : plan.alignment;
    for (const Region &r : plan.regions) {
        const QString spec = regionSpec(r, measured.sizeBytes);
        c.regions << (spec.isEmpty() ? QStringLiteral("all") : spec);
    }
    if (c.regions == QStringList { QStringLiteral("all") })
        c.regions.clear();
    c.placement = plan.placement;
    c.workers = plan.workers;
    c.queueDepth = plan.queueDepth;
    c.includeWarmUp = plan.includeWarmUp;
    return c;
}

} // namespace DriveScope
