// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/bandwidth/requestsizecheck.h"
#include "core/bench/bandwidth/throughputseries.h"
#include "core/run/runresult.h"

#include <vector>

namespace DriveScope {

// The figures of a bandwidth run, all recomputable from its samples and device rows.
struct BandwidthSummary {
    qint64 bytes = 0; // successfully transferred
    qint64 blocks = 0; // successful transfers
    double seconds = 0; // first transfer's start to last transfer's end
    double megabytesPerSecond() const { return seconds > 0 ? double(bytes) / 1e6 / seconds : 0.0; }
    // Our MB/s over the same windows as the device rows (or every interval when there
    // are no device statistics), so the two can be read side by side.
    std::vector<ThroughputInterval> intervals;
    RequestSizeCheck requestSize;
    qint64 flushNs = -1; // writes: the untimed flush after the last block
};

BandwidthSummary summarizeBandwidth(const RunResult &run);

} // namespace DriveScope
