// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchrunner.h"
#include "runresult.h"
#include "seekconfig.h"

namespace DriveScope {

class Target;

// Random-access reads (seeds 000 and 001). Each worker does one warm-up read and then
// plan.count timed reads, one at a time (queue depth 1, pread on an O_DIRECT
// descriptor), so each latency is one seek plus rotation plus transfer.
class SeekBenchmark
{
public:
    SeekBenchmark(Target &target, SeekPlan plan);

    // Starts the workers on runner; returns at once.
    void start(BenchRunner &runner);
    // After runner.wait(): the run with its samples, status and failure.
    RunResult result(const BenchRunner &runner) const;

    const SeekPlan &plan() const { return m_plan; }

private:
    void runWorker(WorkerContext &ctx) const;

    Target &m_target;
    SeekPlan m_plan;
    QDateTime m_startedAt;
};

} // namespace DriveScope
