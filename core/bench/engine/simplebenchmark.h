// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/inflightrecord.h"
#include "core/bench/engine/phaseprogress.h"
#include "core/bench/engine/plannedbenchmark.h"

#include <memory>

namespace DriveScope {

// A benchmark whose run is its plan and its workers' loop, with nothing else of its own
// (seek, zone, sync write, depth). Its header declares only makeXBenchmark(target,
// plan); its .cpp specialises start(), runWorker() and benchmarkId() for its plan and
// defines makeXBenchmark, the one place the class is instantiated (so no other file
// needs to see the specialisations). A benchmark with more state (a sampler thread,
// phases) is a class of its own, derived from PlannedBenchmark.
template<class Plan> class SimpleBenchmark final : public PlannedBenchmark<Plan> {
public:
    SimpleBenchmark(Target &target, Plan plan)
        : PlannedBenchmark<Plan>(target, std::move(plan))
    {
    }

    // Starts the workers on runner; returns at once. Specialised per benchmark.
    void start(BenchRunner &runner) override;
    // After runner.wait(): the run under benchmarkId() with its samples, status and
    // failure; its config is the plan's, plus the pages of any buffer m_buffer made.
    RunResult result(const BenchRunner &runner) override
    {
        QJsonObject config = this->m_plan.toJson();
        m_buffer.addTo(config);
        RunResult r = this->runResult(benchmarkId(), runner, config);
        r.inFlight = m_inFlight.parts();
        return r;
    }
    // The id its runs are saved under ("seek"). Specialised per benchmark.
    static QString benchmarkId();

private:
    // One worker's loop. Specialised per benchmark.
    void runWorker(WorkerContext &ctx) override;

    // For a worker that allocates its buffer in the plan's pages (BufferPages).
    BufferRecord m_buffer;
    // For a benchmark that keeps I/Os in flight: how deep its queues really were.
    InFlightRecord m_inFlight;
    // For a benchmark in phases that end at a count or a time (depth): its progress.
    std::unique_ptr<PhaseProgress> m_phases;
};

} // namespace DriveScope
