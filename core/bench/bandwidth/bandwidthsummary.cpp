// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/bandwidthsummary.h"

#include "core/util/jsonreader.h"

namespace DriveScope {

BandwidthSummary summarizeBandwidth(const RunResult &run)
{
    BandwidthSummary s;
    // A bandwidth run has no warm-up: every block counts.
    s.bytes = run.measuredBytes(true);
    s.seconds = run.measuredSeconds(true);
    for (const Sample &sample : run.samples)
        s.blocks += !sample.isFailed();
    if (!run.deviceStats.empty()) {
        std::vector<ThroughputInterval> windows;
        for (const IostatRow &r : run.deviceStats)
            windows.push_back({ r.startNs, r.endNs, 0, 0 });
        s.intervals = throughputOverWindows(run.samples, std::move(windows));
    } else {
        s.intervals = throughputPerInterval(run.samples, throughputIntervalNs(run.config));
    }
    s.requestSize = checkRequestSize(run);
    s.flushNs = JsonReader::wholeOr(run.config.value(QStringLiteral("flush_ns")), -1, -1);
    return s;
}

} // namespace DriveScope
