// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/plannedbenchmark.h"
#include "core/bench/seek/seekconfig.h"
#include "core/run/runresult.h"

namespace DriveScope {

// Random-access reads (seeds 000 and 001). Each worker does one warm-up read and then
// plan.count timed reads, one at a time (queue depth 1, pread on an O_DIRECT
// descriptor), so each latency is one seek plus rotation plus transfer.
class SeekBenchmark : public PlannedBenchmark<SeekPlan> {
public:
    SeekBenchmark(Target &target, SeekPlan plan);

    // Starts the workers on runner; returns at once.
    void start(BenchRunner &runner) override;
    // After runner.wait(): the run with its samples, status and failure.
    RunResult result(const BenchRunner &runner) override;

private:
    void runWorker(WorkerContext &ctx) override;
};

} // namespace DriveScope
