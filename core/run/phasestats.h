// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/inflightcounts.h"
#include "core/stats/latencyhistogram.h"
#include "core/stats/latencysummary.h"

#include <QString>

#include <vector>

namespace DriveScope {

// Every I/O of one part of a run (one test's run in the speed grid), counted without
// keeping each as a sample: at 300,000 IOPS a run makes 300,000 samples a second, so
// past a stated number of kept samples the figures come from here. Counts, bytes and
// the mean are exact; percentiles come from the log-linear histogram (within 0.4 %).
struct PhaseStats {
    // A run has at most this many (each holds a 59 KB histogram): 59 MB at most.
    static constexpr int MaxPhasesPerRun = 1000;
    QString phase; // which part of the run: "SEQ1M Q8T1 · read · 1"
    qint64 ios = 0; // completed I/Os, kept as samples or not
    qint64 bytes = 0;
    qint64 firstStartNs = -1; // the first submission, relative to the run's start
    qint64 lastEndNs = -1; // the last completion
    double latencySumNs = 0;
    qint64 keptSamples = 0; // of ios, how many are also in RunResult::samples
    LatencyHistogram histogram;
    InFlightCounts inFlight; // a queued phase: how deep its queue really was

    void add(qint64 startNs, qint64 latencyNs, qint64 ioBytes);
    void merge(const PhaseStats &other); // another worker's share of the same phase
    bool empty() const { return ios == 0; }
    double seconds() const { return lastEndNs > firstStartNs ? double(lastEndNs - firstStartNs) / 1e9 : 0; }
    double iops() const { return seconds() > 0 ? double(ios) / seconds() : 0; }
    double megabytesPerSecond() const { return seconds() > 0 ? double(bytes) / 1e6 / seconds() : 0; }
    double meanNs() const { return ios ? latencySumNs / double(ios) : 0; }
};

// Over every I/O of the phases: what the runs table and a run's generic rows show for
// a run that keeps only some of its I/Os as samples (so never from the samples).
// Percentiles and the standard deviation from the merged histogram (within 0.4 %), the
// time the sum of the phases' times.
LatencySummary summarizePhases(const std::vector<PhaseStats> &phases);

} // namespace DriveScope
