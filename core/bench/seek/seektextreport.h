// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/accesstimefit.h"
#include "core/stats/latencysummary.h"
#include "core/stats/linearhistogram.h"

namespace DriveScope {

// The seek report, a latency histogram, for terminals and plain-text exports:
//   one line per bucket with an x for every two reads and ':' for one left over,
//   "Took S s for N seeks of TARGET (G GB)", "Mean: ...; Median: a-b ms; Std dev: ...",
// then percentiles, how the numbers were obtained, and what the reads say about the
// drive's mechanics: "Rotation (estimated): ..." and "Seek curve (estimated): ..."
// (tests and scripts read these two lines). Disks get 1 ms buckets; when
// the median is under 1 ms the buckets switch to microseconds and the report says so.
struct SeekTextReportOptions {
    using Unit = HistogramUnit;
    Unit unit = Unit::Auto;
    int maxBarWidth = 100; // beyond this, one x stands for more reads (and the report says how many)
    const AccessTimeEstimate *accessTime = nullptr; // null: estimated here from the run
};

QString seekTextReport(const RunResult &run, const LatencySummary &summary, const SeekTextReportOptions &options = {});

} // namespace DriveScope
