// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/speed/speedconfig.h"
#include "core/run/phasestats.h"

#include <vector>

namespace DriveScope {

// One run of one test in one direction, from every one of its I/Os.
struct SpeedFigures {
    double megabytesPerSecond = 0; // MB = 10^6 B
    double iops = 0;
    double meanNs = 0;
    double p99Ns = 0; // from the log-linear histogram (within 0.4 %)
    qint64 ios = 0;
    static SpeedFigures of(const PhaseStats &phase);
};

// A tile of the grid: one test in one direction, its runs, the median run (by MB/s;
// the lower middle one of an even number) and the best.
struct SpeedCell {
    SpeedTest test;
    SpeedDirection direction = SpeedDirection::Read;
    std::vector<SpeedFigures> runs;
    SpeedFigures median;
    SpeedFigures best;
    InFlightCounts inFlight; // over its runs: how deep the queue really was
    bool measured() const { return !runs.empty(); }
};

// The grid a run measured, cell by cell in plan order (test, then direction).
struct SpeedGrid {
    std::vector<SpeedCell> cells;
    qint64 ios = 0; // every I/O of every phase
    qint64 keptSamples = 0; // of those, kept as samples

    // phases: finished ones, named as SpeedPlan::phaseName; others are ignored.
    static SpeedGrid of(const SpeedPlan &plan, const std::vector<PhaseStats> &phases);
    const SpeedCell *cell(const QString &testName, SpeedDirection direction) const;
    // Figure keys: "seq1m_q8t1_read" ("mbps", "iops", "mean", "p99" appended by callers).
    static QString key(const SpeedCell &cell);
};

} // namespace DriveScope
