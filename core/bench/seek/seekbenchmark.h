// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/engine/benchrunner.h"
#include "core/bench/seek/seekconfig.h"
#include "core/run/runresult.h"

namespace DriveScope {

class Target;

// Random-access reads (seeds 000 and 001). Each worker does one warm-up read and then
// plan.count timed reads, one at a time (queue depth 1, pread on an O_DIRECT
// descriptor), so each latency is one seek plus rotation plus transfer.
class SeekBenchmark : public BenchmarkJob {
public:
    SeekBenchmark(Target &target, SeekPlan plan);

    // Starts the workers on runner; returns at once.
    void start(BenchRunner &runner) override;
    // After runner.wait(): the run with its samples, status and failure.
    RunResult result(const BenchRunner &runner) override;
    QJsonObject config() const override;

    const SeekPlan &plan() const { return m_plan; }

private:
    void runWorker(WorkerContext &ctx) const;

    Target &m_target;
    SeekPlan m_plan;
    QDateTime m_startedAt;
};

} // namespace DriveScope
