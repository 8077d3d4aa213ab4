// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchrunner.h"
#include "core/run/runresult.h"

#include <QJsonObject>

#include <vector>

namespace DriveScope {

// One benchmark planned against an opened target, as a runner (the window's
// RunController, the CLI's command skeleton) drives it: every benchmark is one
// (SimpleBenchmark<SeekPlan> from makeSeekBenchmark, BandwidthBenchmark, ...).
class BenchmarkJob {
public:
    virtual ~BenchmarkJob() = default;
    // Starts the workers on runner and returns at once (may read sysfs: not on a GUI thread).
    virtual void start(BenchRunner &runner) = 0;
    // After the runner has finished: the run with its samples, status and failure.
    virtual RunResult result(const BenchRunner &runner) = 0;
    // The resolved plan (what result() puts in RunResult::config), known before the run
    // ends: a crash journal records it when the run starts.
    virtual QJsonObject config() const = 0;
    // The parts of the run finished so far, from index from on (the speed grid's test
    // runs; none for a benchmark without phases). Safe to call while the run goes on:
    // the page's tiles and the crash journal read them.
    virtual std::vector<PhaseStats> finishedPhases(std::size_t from) const
    {
        Q_UNUSED(from);
        return {};
    }
};

} // namespace DriveScope
