// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/blocksize/blocksizebenchmark.h"

#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/queuedloop.h"
#include "core/bench/engine/writestamp.h"
#include "core/io/alignedbuffer.h"
#include "core/util/random.h"
#include "core/util/text.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace DriveScope {

namespace {

// A phase as a failure names it ("4 KiB read" in the user's words; the phase name
// itself is what finished phases are found by).
QString titleOf(qint64 size, bool write)
{
    return write ? Text::tr("%1 write", "a transfer size's writes").arg(transferSizeName(size))
                 : Text::tr("%1 read", "a transfer size's reads").arg(transferSizeName(size));
}
} // namespace

BlockSizeBenchmark::BlockSizeBenchmark(Target &target, BlockSizePlan plan)
    : PlannedBenchmark(target, std::move(plan))
    , m_order(m_plan.phases())
    , m_progress(int(m_order.size()), m_plan.durationNs)
{
}

QString BlockSizeBenchmark::phaseTitle(int index) const
{
    const BlockSizePlan::Phase &p = m_order[std::size_t(std::clamp(index, 0, phaseCount() - 1))];
    return titleOf(m_plan.sizes[std::size_t(p.size)], p.write);
}

void BlockSizeBenchmark::start(BenchRunner &runner)
{
    // A phase ends at the end of the area or of its time, whichever comes first.
    runner.setProgressSource([this] { return m_progress.done(m_target.nowNs()); }, m_progress.total());
    m_target.expectQueues(1);
    startWorkers(runner, 1, m_plan.keepSamplesPerPhase * qint64(m_order.size()));
}

void BlockSizeBenchmark::runWorker(WorkerContext &ctx)
{
    AlignedBuffer buffer;
    for (int phase = 0; phase < int(m_order.size()) && !ctx.shouldStop(); ++phase) {
        // Sizes go up: a larger buffer replaces the last one (the old one freed first),
        // before the phase is timed.
        const std::size_t need
            = std::size_t(m_plan.sizes[std::size_t(m_order[std::size_t(phase)].size)]) * std::size_t(m_plan.depth);
        if (buffer.size() < need) {
            buffer = AlignedBuffer();
            buffer = allocateOrFail(ctx, need, std::size_t(std::max(4096, m_target.alignment())), 0);
            if (buffer.isNull())
                break;
        }
        if (!runPhase(ctx, phase, buffer))
            break;
    }
    const std::lock_guard lock(m_mutex);
    m_progress.stop(int(m_done.size()));
}

bool BlockSizeBenchmark::runPhase(WorkerContext &ctx, int phase, AlignedBuffer &buffer)
{
    const BlockSizePlan::Phase &p = m_order[std::size_t(phase)];
    const qint64 size = m_plan.sizes[std::size_t(p.size)];
    if (p.write) // random bytes, untimed
        buffer.fillRandom(workerSeed(m_plan.seed, phase));
    WriteStamp stamp(workerSeed(m_plan.seed, phase) ^ 0x5bd1e995ULL);
    PhaseStats tally;
    tally.phase = BlockSizePlan::phaseName(size, p.write);
    QueuedIoPlan q;
    q.depth = m_plan.depth;
    q.size = std::size_t(size);
    q.count = m_plan.areaBytes / size; // the area once
    q.durationNs = m_plan.durationNs;
    q.warmUp = false;
    q.detail = QStringLiteral(" (%1)").arg(titleOf(size, p.write));
    q.tally = &tally;
    q.keepSamples = m_plan.keepSamplesPerPhase;
    q.inFlight = &tally.inFlight;
    m_progress.begin(phase, m_target.nowNs(), q.count);
    char *data = static_cast<char *>(buffer.data());
    qint64 next = 0;
    const bool ok = runQueuedIo(ctx, m_target, q, buffer, [&](int slot) {
        NextIo io { next, p.write };
        next += size;
        m_progress.countIo();
        if (p.write)
            stamp.stamp(data + std::size_t(slot) * std::size_t(size), size);
        return io;
    });
    if (ok && p.write && !ctx.shouldStop() && !m_target.flush()) {
        const int err = errno;
        ctx.fail(err, 0,
            Text::tr("Flushing the writes of %1 to %2 failed: %3.")
                .arg(titleOf(size, p.write), m_target.info().path, QString::fromLocal8Bit(std::strerror(err))));
        return false;
    }
    if (!ok || ctx.shouldStop())
        return false; // a phase cut short is no measurement of its size
    std::lock_guard lock(m_mutex);
    m_done.push_back(std::move(tally));
    return true;
}

std::vector<PhaseStats> BlockSizeBenchmark::finishedPhases(std::size_t from) const
{
    std::lock_guard lock(m_mutex);
    return from < m_done.size() ? std::vector<PhaseStats>(m_done.begin() + qsizetype(from), m_done.end())
                                : std::vector<PhaseStats> {};
}

RunResult BlockSizeBenchmark::result(const BenchRunner &runner)
{
    RunResult r = runResult(QStringLiteral("blocksize"), runner, m_plan.toJson());
    r.phases = finishedPhases(0);
    return r;
}

} // namespace DriveScope
