// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/plannedbenchmark.h"
#include "core/bench/seek/seekconfig.h"
#include "core/run/runresult.h"

namespace DriveScope {

// Random-access reads (seeds 000 and 001). Each worker does one warm-up read and then
// plan.count timed reads: at queue depth 1 one at a time (pread on an O_DIRECT
// descriptor), so each latency is one seek plus rotation plus transfer; at depth N with
// N in flight through the target's IoQueue (io_uring), each timed from its submission
// to its completion.
class SeekBenchmark : public PlannedBenchmark<SeekPlan> {
public:
    SeekBenchmark(Target &target, SeekPlan plan);

    // Starts the workers on runner; returns at once.
    void start(BenchRunner &runner) override;
    // After runner.wait(): the run with its samples, status and failure.
    RunResult result(const BenchRunner &runner) override;

private:
    void runWorker(WorkerContext &ctx) override;
    bool queued() const;
};

} // namespace DriveScope
