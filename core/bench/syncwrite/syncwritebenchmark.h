// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/plannedbenchmark.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/run/runresult.h"

namespace DriveScope {

// Seed 002: plan.count + 1 contiguous writes of plan.writeSize from plan.start, one at
// a time on one thread, each timed around the write (and the fsync/fdatasync that
// belongs to it) on a target opened for plan.mode. The first write is the warm-up.
// Random data, so nothing below can shortcut zeros. The target must have been opened
// with openOptionsFor(plan.mode).
class SyncWriteBenchmark : public PlannedBenchmark<SyncWritePlan> {
public:
    SyncWriteBenchmark(Target &target, SyncWritePlan plan);

    // Starts the worker on runner; returns at once.
    void start(BenchRunner &runner) override;
    // After runner.wait(): the run (benchmark "syncwrite") with its samples and status.
    RunResult result(const BenchRunner &runner) override;

private:
    void runWorker(WorkerContext &ctx) override;
};

} // namespace DriveScope
