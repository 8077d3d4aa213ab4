// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include <QList>
#include <QPointF>

#include <vector>

namespace DriveScope {

// What the latency charts of compare draw for one run (LatencyCompareView), computed
// from the run alone with the code the benchmark pages use (LinearHistogram, the log
// buckets of LatencyCounts, DecimatedSeries), so an overlay shows each run exactly as
// its own page does, only normalised.
struct CompareSeries {
    enum class HistogramScale { Milliseconds, LogMicroseconds };
    struct Bucket {
        double lowerNs = 0;
        double upperNs = 0; // exclusive
        quint64 count = 0;
        double percent = 0; // of the run's counted I/Os
    };
    enum class TimeAxis { Seconds, PercentOfRun };

    // 1 ms buckets when every run's median latency is 1 ms or more (disks that seek, as
    // the seek page decides), logarithmic µs otherwise: the same buckets for all runs.
    static HistogramScale automaticScale(const QList<RunRecordPtr> &runs);
    // The run's counted latencies (successful; warm-up only when the run counts it, as
    // its summary does) in the scale's buckets: from 0 ms (linear) or from the first
    // non-empty bucket (logarithmic) to the last non-empty one.
    static std::vector<Bucket> histogram(const RunRecord &record, HistogramScale scale);

    // Mean latency (ns) per interval of the run, in at most bins intervals
    // (DecimatedSeries): x in seconds since the start or in percent of the run's length.
    static QList<QPointF> latencyOverTime(const RunRecord &record, TimeAxis axis, int bins = 256);
    // Seconds from the run's start to the end of its last counted I/O.
    static double runSeconds(const RunRecord &record);
    // Percent of the run when lengths differ more than twofold (one line would
    // otherwise be squeezed into the left edge), seconds otherwise.
    static TimeAxis automaticTimeAxis(const QList<RunRecordPtr> &runs);
};

} // namespace DriveScope
