// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/syncwrite/syncwritebenchmark.h"

#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/iorecord.h"
#include "core/bench/engine/simplebenchmark.h"
#include "core/io/alignedbuffer.h"
#include "core/io/target.h"
#include "core/util/text.h"

#include <cerrno>
#include <cstring>
#include <random>

namespace DriveScope {

using SyncWriteBenchmark = SimpleBenchmark<SyncWritePlan>;

template<> QString SyncWriteBenchmark::benchmarkId()
{
    return QStringLiteral("syncwrite");
}

template<> void SyncWriteBenchmark::start(BenchRunner &runner)
{
    runner.setProgressWithoutWarmUps(1, m_plan.count);
    startWorkers(runner, 1, m_plan.count + 1); // + the warm-up write
}

template<> void SyncWriteBenchmark::runWorker(WorkerContext &ctx)
{
    const auto size = std::size_t(m_plan.writeSize);
    AlignedBuffer buffer = allocateOrFail(ctx, size, std::size_t(std::max(4096, m_target.alignment())), m_plan.start);
    if (buffer.isNull())
        return;
    // One random block for every write: incompressible, never zeros. Fresh content per
    // write would cost time inside the loop and changes nothing a drive can exploit.
    std::random_device rd;
    buffer.fillRandom((quint64(rd()) << 32) ^ rd());
    const PostWrite post = postWriteFor(m_plan.mode);
    const qint64 writes = m_plan.count + 1; // + the warm-up write
    IoRecord what { 0, qint64(size), 0, 0, QStringLiteral(" (%1)").arg(syncModeFlagsText(m_plan.mode)) };

    for (qint64 i = 0; i < writes; ++i) {
        if (ctx.shouldStop())
            return;
        const qint64 offset = m_plan.offsetOf(i);
        // The measured path: one pwrite (plus its fsync/fdatasync in those modes).
        const IoOutcome io = m_target.write(buffer.data(), size, offset, post);
        what.offset = offset;
        what.flags = Sample::Write | (i == 0 ? Sample::WarmUp : 0);
        if (!recordIo(ctx, io, what, m_target.info().path))
            return;
    }
    // Untimed: whatever a mode left in a cache (the page cache for none) reaches the
    // drive now, so it does not slow down the next run instead.
    if (!m_target.flush()) {
        const int err = errno;
        // DriveScope::Text: lupdate finds no plain Text inside this specialization.
        ctx.fail(err, -1,
            DriveScope::Text::tr("Flushing %1 after the last write failed: %2.")
                .arg(m_target.info().path, QString::fromLocal8Bit(strerror(err))));
    }
}

std::shared_ptr<BenchmarkJob> makeSyncWriteBenchmark(Target &target, SyncWritePlan plan)
{
    return std::make_shared<SyncWriteBenchmark>(target, std::move(plan));
}

} // namespace DriveScope
