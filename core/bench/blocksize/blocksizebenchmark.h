// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/blocksize/blocksizeconfig.h"
#include "core/bench/engine/phaseprogress.h"
#include "core/bench/engine/plannedbenchmark.h"
#include "core/run/phasestats.h"

#include <mutex>
#include <vector>

namespace DriveScope {

class AlignedBuffer;

// Throughput against transfer size. One worker streams through the first
// plan.areaBytes of the target at each size of plan.sizes in turn, reads first and
// then (plan.write) writes, keeping plan.depth transfers in flight through the target's
// IoQueue (io_uring, or the model's queue; pread/pwrite at depth 1 go the same way),
// each size and direction for the area once or plan.durationNs, whichever comes first.
// Every I/O counts in its phase's PhaseStats; only the first plan.keepSamplesPerPhase
// are kept as samples. Writes send random bytes stamped afresh every 4 KiB
// (WriteStamp); an untimed flush follows each size's writes. A phase cut short
// (cancel, failure) is left out: only phases finished whole are kept.
class BlockSizeBenchmark : public PlannedBenchmark<BlockSizePlan> {
public:
    BlockSizeBenchmark(Target &target, BlockSizePlan plan);

    void start(BenchRunner &runner) override;
    RunResult result(const BenchRunner &runner) override;
    std::vector<PhaseStats> finishedPhases(std::size_t from = 0) const override;
    // The phases in the order they run, and one as people name it ("4 KiB read"), for a
    // live line: which one the progress (in PhaseProgress units) is in.
    int phaseCount() const { return int(m_order.size()); }
    QString phaseTitle(int index) const;

private:
    void runWorker(WorkerContext &ctx) override;
    bool runPhase(WorkerContext &ctx, int phase, AlignedBuffer &buffer);

    std::vector<BlockSizePlan::Phase> m_order;
    mutable std::mutex m_mutex;
    std::vector<PhaseStats> m_done; // the phases finished whole, in order
    PhaseProgress m_progress;
};

} // namespace DriveScope
