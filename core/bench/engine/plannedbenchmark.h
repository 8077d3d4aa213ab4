// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/engine/benchrunner.h"
#include "core/io/target.h"

#include <QDateTime>

namespace DriveScope {

// What every benchmark class shares: the target it measures, its plan (what result()
// records as the run's config), when it started, and starting its workers on the
// target's clock. A benchmark supplies runWorker() and result().
template<class Plan> class PlannedBenchmark : public BenchmarkJob {
public:
    const Plan &plan() const { return m_plan; }
    QJsonObject config() const override { return m_plan.toJson(); }

protected:
    PlannedBenchmark(Target &target, Plan plan)
        : m_target(target)
        , m_plan(std::move(plan))
    {
    }
    // One worker function per thread; each worker's samples are stamped on the
    // target's clock (CLOCK_MONOTONIC, or a simulated drive's time).
    void startWorkers(BenchRunner &runner, int workers, qint64 samplesPerWorker)
    {
        m_startedAt = QDateTime::currentDateTimeUtc();
        runner.start(
            workers, samplesPerWorker, [this](WorkerContext &ctx) { runWorker(ctx); },
            [this] { return m_target.nowNs(); });
    }
    virtual void runWorker(WorkerContext &ctx) = 0;
    // The run as the runner holds it, under the benchmark's id.
    RunResult runResult(const QString &benchmark, const BenchRunner &runner, const QJsonObject &config) const
    {
        return runner.result(benchmark, m_target, config, m_startedAt);
    }

    Target &m_target;
    Plan m_plan;
    QDateTime m_startedAt;
};

} // namespace DriveScope
