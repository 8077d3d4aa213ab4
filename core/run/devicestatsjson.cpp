// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/devicestatsjson.h"

namespace DriveScope {

QJsonObject iostatRowToJson(const IostatRow &r)
{
    return {
        { QStringLiteral("start_ns"), double(r.startNs) },
        { QStringLiteral("end_ns"), double(r.endNs) },
        { QStringLiteral("elapsed_s"), r.elapsedS },
        { QStringLiteral("delta"),
            QJsonObject {
                { QStringLiteral("read_ios"), double(r.readIos) },
                { QStringLiteral("read_merges"), double(r.readMerges) },
                { QStringLiteral("read_sectors"), double(r.readSectors) },
                { QStringLiteral("read_ticks_ms"), double(r.readTicksMs) },
                { QStringLiteral("write_ios"), double(r.writeIos) },
                { QStringLiteral("write_merges"), double(r.writeMerges) },
                { QStringLiteral("write_sectors"), double(r.writeSectors) },
                { QStringLiteral("write_ticks_ms"), double(r.writeTicksMs) },
                { QStringLiteral("discard_ios"), double(r.discardIos) },
                { QStringLiteral("discard_sectors"), double(r.discardSectors) },
                { QStringLiteral("discard_ticks_ms"), double(r.discardTicksMs) },
                { QStringLiteral("flush_ios"), double(r.flushIos) },
                { QStringLiteral("io_ticks_ms"), double(r.ioTicksMs) },
                { QStringLiteral("time_in_queue_ms"), double(r.timeInQueueMs) },
            } },
        { QStringLiteral("in_flight_at_end"), double(r.inFlightAtEnd) },
        { QStringLiteral("r_per_s"), r.readsPerS },
        { QStringLiteral("w_per_s"), r.writesPerS },
        { QStringLiteral("rrqm_per_s"), r.readMergesPerS },
        { QStringLiteral("wrqm_per_s"), r.writeMergesPerS },
        { QStringLiteral("r_mb_per_s"), r.readBytesPerS / 1e6 },
        { QStringLiteral("w_mb_per_s"), r.writeBytesPerS / 1e6 },
        { QStringLiteral("rareq_sz_bytes"), r.readAvgRequestBytes },
        { QStringLiteral("wareq_sz_bytes"), r.writeAvgRequestBytes },
        { QStringLiteral("areq_sz_bytes"), r.avgRequestBytes },
        { QStringLiteral("r_await_ms"), r.readAwaitMs },
        { QStringLiteral("w_await_ms"), r.writeAwaitMs },
        { QStringLiteral("await_ms"), r.awaitMs },
        { QStringLiteral("aqu_sz"), r.avgQueueSize },
        { QStringLiteral("util_percent"), r.utilPercent },
    };
}

QJsonArray iostatRowsToJson(const std::vector<IostatRow> &rows)
{
    QJsonArray a;
    for (const IostatRow &r : rows)
        a.append(iostatRowToJson(r));
    return a;
}

} // namespace DriveScope
