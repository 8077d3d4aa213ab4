// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/bandwidthjson.h"

#include <QJsonArray>

namespace DriveScope {

QJsonObject bandwidthSummaryToJson(const BandwidthSummary &s)
{
    QJsonArray intervals;
    for (const ThroughputInterval &i : s.intervals)
        intervals.append(QJsonObject { { QStringLiteral("start_ns"), double(i.startNs) },
            { QStringLiteral("end_ns"), double(i.endNs) }, { QStringLiteral("bytes"), i.bytes },
            { QStringLiteral("completed"), double(i.completed) },
            { QStringLiteral("mb_per_s"), i.megabytesPerSecond() } });
    QJsonObject o {
        { QStringLiteral("bytes"), double(s.bytes) },
        { QStringLiteral("blocks"), double(s.blocks) },
        { QStringLiteral("seconds"), s.seconds },
        { QStringLiteral("mb_per_s"), s.megabytesPerSecond() },
        { QStringLiteral("intervals"), intervals },
        { QStringLiteral("request_size"),
            QJsonObject { { QStringLiteral("verdict"), RequestSizeCheck::verdictName(s.requestSize.verdict) },
                { QStringLiteral("block_size"), double(s.requestSize.blockSize) },
                { QStringLiteral("average_request_bytes"), s.requestSize.averageRequestBytes },
                { QStringLiteral("requests"), double(s.requestSize.requests) },
                { QStringLiteral("sentence"), s.requestSize.sentence } } },
    };
    if (s.flushNs >= 0)
        o.insert(QStringLiteral("flush_ns"), double(s.flushNs));
    return o;
}

} // namespace DriveScope
