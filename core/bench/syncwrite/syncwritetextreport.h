// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/latencysummary.h"
#include "core/stats/linearhistogram.h"

namespace DriveScope {

// The report of one sync-write run, for terminals and plain-text exports:
//   size=1024, N=2000, took=4.450788 s, thput=3 mb/s (0.460 MB/s)
//   write: avg=8.388851 max=24.998846 min=8.335624 ms
//   8 ms: 1992 cases
// one "cases" line per non-empty bucket (1 ms; microseconds when the median is under
// 1 ms, and a line says so), then percentiles, preceded by how the numbers were
// obtained: sync mode, O_DIRECT, target and write-cache state. "mb/s" is megabits per
// second (bytes * 8 / 10^6 / s, truncated); the MB/s (10^6 bytes per second) figure
// follows it in parentheses.
struct SyncWriteTextReportOptions {
    using Unit = HistogramUnit;
    Unit unit = Unit::Auto;
};

QString syncWriteTextReport(
    const RunResult &run, const LatencySummary &summary, const SyncWriteTextReportOptions &options = {});

// The integer "thput" figure: megabits per second, truncated.
qint64 thputMegabitsPerSecond(qint64 bytes, double seconds);

} // namespace DriveScope
