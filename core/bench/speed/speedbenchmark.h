// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/plannedbenchmark.h"
#include "core/bench/speed/speedconfig.h"
#include "core/run/phasestats.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <vector>

namespace DriveScope {

class AlignedBuffer;

// The speed grid (CrystalDiskMark's): each test of the plan, each direction, each run
// in turn, for plan.durationNs. A test with T threads runs T workers at once, each
// keeping its depth of I/Os in flight through the target's IoQueue (io_uring, or the
// model's queue); no phase overlaps another. Sequential workers stream their own share
// of the test area, random ones pick aligned offsets anywhere in it. Every I/O counts
// in the phase's PhaseStats; only the first plan.keepSamplesPerThread of each worker
// are kept as samples. Writes send random bytes, stamped afresh every 4 KiB of every
// write so that no two written blocks are alike (a compressing or deduplicating
// controller gains nothing); an untimed flush follows each phase that wrote.
class SpeedBenchmark : public PlannedBenchmark<SpeedPlan> {
public:
    SpeedBenchmark(Target &target, SpeedPlan plan);

    void start(BenchRunner &runner) override;
    RunResult result(const BenchRunner &runner) override;
    // The phases finished so far, in plan order (for the live grid; any thread).
    std::vector<PhaseStats> finishedPhases() const;
    // Which phase runs now (-1 before the first).
    int currentPhase() const { return m_phase.load(); }

private:
    void runWorker(WorkerContext &ctx) override;
    bool waitForPhase(WorkerContext &ctx, int phase);
    bool runPhase(WorkerContext &ctx, int phase, AlignedBuffer &buffer);
    void beginPhase(int phase); // the last worker to arrive, under m_mutex
    qint64 progressMs() const;

    int m_workers = 1;
    std::vector<SpeedPlan::Phase> m_order;
    mutable std::mutex m_mutex;
    std::condition_variable m_gate;
    int m_arrived = 0;
    int m_openPhase = -1;
    std::vector<PhaseStats> m_phases; // one per phase, merged from its workers
    std::vector<int> m_done; // per phase: workers that merged their share
    std::atomic<int> m_phase { -1 };
    std::atomic<qint64> m_phaseStartNs { 0 };
};

} // namespace DriveScope
