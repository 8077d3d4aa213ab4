// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/seek/seekbenchmark.h"

#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/iorecord.h"
#include "core/bench/engine/queuedloop.h"
#include "core/bench/engine/simplebenchmark.h"
#include "core/io/alignedbuffer.h"
#include "core/io/target.h"

namespace DriveScope {

using SeekBenchmark = SimpleBenchmark<SeekPlan>;

namespace {

bool readsThroughQueues(const SeekPlan &plan, const Target &target)
{
    // A simulated SSD's channels serve several one-at-a-time readers in parallel only
    // through its queues (Q1T16 as a drive would); everything else at depth 1 is pread.
    return plan.queueDepth > 1 || (plan.workers > 1 && target.parallelOnlyThroughQueues());
}

} // namespace

template<> QString SeekBenchmark::benchmarkId()
{
    return QStringLiteral("seek");
}

template<> void SeekBenchmark::start(BenchRunner &runner)
{
    if (readsThroughQueues(m_plan, m_target))
        m_target.expectQueues(m_plan.workers);
    runner.setProgressWithoutWarmUps(m_plan.workers, m_plan.count);
    startWorkers(runner, m_plan.workers, m_plan.count + 1); // + each worker's warm-up read
}

template<> void SeekBenchmark::runWorker(WorkerContext &ctx)
{
    OffsetGenerator offsets(m_plan.regions, m_plan.readSize, m_plan.alignment, m_plan.placement,
        workerSeed(m_plan.seed, ctx.index()), ctx.index());
    const auto size = std::size_t(m_plan.readSize);
    AlignedBuffer buffer = allocateOrFail(
        ctx, size * std::size_t(m_plan.queueDepth), std::size_t(std::max(4096, m_target.alignment())), 0);
    if (buffer.isNull())
        return;
    if (readsThroughQueues(m_plan, m_target)) {
        // Depth N: N reads in flight through the target's queue (io_uring), the same
        // offsets in the same order as one at a time.
        QueuedIoPlan plan;
        plan.depth = m_plan.queueDepth;
        plan.size = size;
        plan.count = m_plan.count + 1; // + the warm-up read
        InFlightCounts inFlight;
        plan.inFlight = &inFlight;
        runQueuedIo(ctx, m_target, plan, buffer, [&offsets](int) { return NextIo { offsets.next(), false }; });
        m_inFlight.add(0, inFlight);
        return;
    }
    const qint64 reads = m_plan.count + 1; // + the warm-up read
    IoRecord what { 0, qint64(size), 0, quint16(ctx.index()), {} };

    for (qint64 i = 0; i < reads; ++i) {
        if (ctx.shouldStop())
            return;
        const qint64 offset = offsets.next();
        // The measured path: the target times one pread (or the model answers one read).
        const IoOutcome io = m_target.read(buffer.data(), size, offset);
        what.offset = offset;
        what.flags = i == 0 ? Sample::WarmUp : 0;
        if (!recordIo(ctx, io, what, m_target.info().path))
            return;
    }
}

std::shared_ptr<BenchmarkJob> makeSeekBenchmark(Target &target, SeekPlan plan)
{
    return std::make_shared<SeekBenchmark>(target, std::move(plan));
}

} // namespace DriveScope
