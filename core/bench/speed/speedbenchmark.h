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
// controller gains nothing); an untimed flush follows each phase that wrote. A phase
// cut short (cancel, failure) is no run: only phases finished whole are kept.
class SpeedBenchmark : public PlannedBenchmark<SpeedPlan> {
public:
    SpeedBenchmark(Target &target, SpeedPlan plan);

    void start(BenchRunner &runner) override;
    RunResult result(const BenchRunner &runner) override;
    // The phases finished whole so far, in plan order, from index from on (the live
    // grid asks only for the new ones; any thread).
    std::vector<PhaseStats> finishedPhases(std::size_t from = 0) const override;
    // Which phase runs now (-1 before the first).
    int currentPhase() const { return m_phase.load(); }
    // The write phase whose writes are being flushed between phases (untimed, and on a
    // slow disk longer than the phase), or -1: what the window says while progress waits.
    int flushingPhase() const { return m_flushing.load(); }

private:
    void runWorker(WorkerContext &ctx) override;
    // The gate before phase (phase == the count: the end): the last worker to arrive
    // flushes the previous phase's writes and opens it. false: the run stops.
    bool waitForPhase(WorkerContext &ctx, int phase);
    bool flushWrites(WorkerContext &ctx, int phase);
    bool runPhase(WorkerContext &ctx, int phase, AlignedBuffer &buffer);
    qint64 perPhaseMs() const;
    qint64 progressMs() const;

    int m_workers = 1;
    std::vector<SpeedPlan::Phase> m_order;
    mutable std::mutex m_mutex;
    std::condition_variable m_gate;
    int m_arrived = 0;
    int m_openPhase = -1;
    std::vector<PhaseStats> m_phases; // one per phase, merged from its workers
    std::vector<int> m_done; // per phase: workers that merged their share
    std::vector<bool> m_cut; // per phase: some worker's share was cut short
    std::atomic<int> m_phasesDone { 0 }; // the leading phases finished whole
    std::atomic<bool> m_stopped { false }; // a worker has returned: no phase is running
    std::atomic<int> m_phase { -1 };
    std::atomic<int> m_flushing { -1 };
    std::atomic<qint64> m_phaseStartNs { 0 };
};

} // namespace DriveScope
