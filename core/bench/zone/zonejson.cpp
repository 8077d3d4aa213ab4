// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/zone/zonejson.h"

#include "core/run/runjson.h"

#include <QJsonArray>

namespace DriveScope {

QJsonObject zoneProfileToJson(const ZoneProfile &p, const ZonePlan &plan)
{
    QJsonArray index, offset, blocks, bytes, start, end, mbps, complete;
    for (const ZonePoint &z : p.points) {
        index.append(double(z.index));
        offset.append(double(z.offset));
        blocks.append(double(z.blocks));
        bytes.append(double(z.bytes));
        start.append(double(z.firstStartNs));
        end.append(double(z.lastEndNs));
        mbps.append(z.megabytesPerSecond());
        complete.append(z.complete);
    }
    // null, not 0, when there is no drop to compute: 0 % would be a finding.
    const QJsonValue none(QJsonValue::Null);
    return {
        { QStringLiteral("points_planned"), double(plan.points) },
        { QStringLiteral("points_complete"), double(p.completePoints) },
        { QStringLiteral("points_overlap"), plan.pointsOverlap() },
        { QStringLiteral("max_mb_per_s"), p.maxMBps },
        { QStringLiteral("min_mb_per_s"), p.minMBps },
        { QStringLiteral("mean_mb_per_s"), p.meanMBps },
        { QStringLiteral("first_tenth_points"), double(p.firstTenthPoints) },
        { QStringLiteral("last_tenth_points"), double(p.lastTenthPoints) },
        { QStringLiteral("first_tenth_mb_per_s"), p.hasDrop ? QJsonValue(p.firstTenthMBps) : none },
        { QStringLiteral("last_tenth_mb_per_s"), p.hasDrop ? QJsonValue(p.lastTenthMBps) : none },
        { QStringLiteral("drop_percent"), p.hasDrop ? QJsonValue(p.dropPercent) : none },
        { QStringLiteral("mismatch"), p.mismatch },
        { QStringLiteral("per_point"),
            QJsonObject {
                { QStringLiteral("index"), index },
                { QStringLiteral("offset"), offset },
                { QStringLiteral("blocks"), blocks },
                { QStringLiteral("bytes"), bytes },
                { QStringLiteral("first_start_ns"), start },
                { QStringLiteral("last_end_ns"), end },
                { QStringLiteral("mb_per_s"), mbps },
                { QStringLiteral("complete"), complete },
            } },
    };
}

QJsonObject zoneRunToJson(
    const RunResult &run, const ZonePlan &plan, const ZoneProfile &profile, const LatencySummary &blocks)
{
    QJsonObject o = runToJson(run, blocks);
    o.insert(QStringLiteral("zone"), zoneProfileToJson(profile, plan));
    return o;
}

} // namespace DriveScope
