// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/benchrunner.h"
#include "core/bench/runresult.h"
#include "core/stats/latencysummary.h"

namespace DriveScope {

// One benchmark, planned against an opened target, as the window runs it: a page makes
// one (SeekPage wraps SeekBenchmark; the zone sweep, sync write and bandwidth pages wrap
// theirs the same way) and RunController does the rest.
class BenchmarkJob {
public:
    virtual ~BenchmarkJob() = default;
    // Starts the workers on runner and returns at once.
    virtual void start(BenchRunner &runner) = 0;
    // After the runner has finished; called on a pool thread.
    virtual RunResult result(const BenchRunner &runner) const = 0;
    // Whether each worker's warm-up I/O counts in the statistics.
    virtual bool includeWarmUp() const { return false; }
    // The resolved plan (what result() puts in RunResult::config), known before the run
    // ends: the window's crash journal records it when the run starts.
    virtual QJsonObject config() const { return {}; }
    // The runs table's "Key figures" for this result (pool thread); empty by default.
    // summary is the run's exact latency summary, already computed for the other columns
    // (sorting a million latencies twice is not free).
    virtual QString keyFigures(const RunResult &result, const LatencySummary &summary) const
    {
        Q_UNUSED(result);
        Q_UNUSED(summary);
        return {};
    }
};

} // namespace DriveScope
