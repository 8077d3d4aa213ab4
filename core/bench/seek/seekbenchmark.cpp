// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/seek/seekbenchmark.h"

#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/iorecord.h"
#include "core/io/alignedbuffer.h"
#include "core/io/target.h"

namespace DriveScope {

SeekBenchmark::SeekBenchmark(Target &target, SeekPlan plan)
    : PlannedBenchmark(target, std::move(plan))
{
}

void SeekBenchmark::start(BenchRunner &runner)
{
    startWorkers(runner, m_plan.workers, m_plan.count + 1); // + each worker's warm-up read
}

void SeekBenchmark::runWorker(WorkerContext &ctx)
{
    OffsetGenerator offsets(m_plan.regions, m_plan.readSize, m_plan.alignment, m_plan.placement,
        workerSeed(m_plan.seed, ctx.index()), ctx.index());
    AlignedBuffer buffer
        = allocateOrFail(ctx, std::size_t(m_plan.readSize), std::size_t(std::max(4096, m_target.alignment())), 0);
    if (buffer.isNull())
        return;
    const auto size = std::size_t(m_plan.readSize);
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

RunResult SeekBenchmark::result(const BenchRunner &runner)
{
    return runResult(QStringLiteral("seek"), runner, m_plan.toJson());
}

} // namespace DriveScope
