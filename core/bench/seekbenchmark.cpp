// SPDX-License-Identifier: GPL-3.0-or-later
#include "seekbenchmark.h"

#include "../io/alignedbuffer.h"
#include "../io/target.h"
#include "../util/byteunits.h"

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace DriveScope {

SeekBenchmark::SeekBenchmark(Target &target, SeekPlan plan)
    : m_target(target)
    , m_plan(std::move(plan))
{
}

void SeekBenchmark::start(BenchRunner &runner)
{
    m_startedAt = QDateTime::currentDateTimeUtc();
    runner.start(
        m_plan.workers, m_plan.count + 1, [this](WorkerContext &ctx) { runWorker(ctx); },
        [this] { return m_target.nowNs(); });
}

void SeekBenchmark::runWorker(WorkerContext &ctx) const
{
    OffsetGenerator offsets(m_plan.regions, m_plan.readSize, m_plan.alignment, m_plan.placement,
                            workerSeed(m_plan.seed, ctx.index()), ctx.index());
    AlignedBuffer buffer(std::size_t(m_plan.readSize), std::size_t(std::max(4096, m_target.alignment())));
    const auto size = std::size_t(m_plan.readSize);
    const qint64 reads = m_plan.count + 1; // + the warm-up read
    SampleLog &log = ctx.log();

    for (qint64 i = 0; i < reads; ++i) {
        if (ctx.shouldStop())
            return;
        const qint64 offset = offsets.next();
        // The measured path: the target times one pread (or the model answers one read).
        const IoOutcome io = m_target.read(buffer.data(), size, offset);
        const qint64 n = io.result;
        const int err = io.err;

        Sample s;
        s.offset = offset;
        s.startNs = io.startNs - ctx.runStartNs();
        s.latencyNs = io.latencyNs;
        s.bytes = qint32(size);
        s.result = n < 0 ? -err : qint32(n);
        s.worker = quint16(ctx.index());
        s.flags = i == 0 ? Sample::WarmUp : 0;
        if (n != qint64(size))
            s.flags |= Sample::Failed;
        log.append(s);

        if (n < 0) {
            ctx.fail(err, offset,
                     QStringLiteral("Reading %1 at offset %2 of %3 failed: %4.")
                         .arg(formatBytesBinary(qint64(size)))
                         .arg(offset)
                         .arg(m_target.info().path, QString::fromLocal8Bit(strerror(err))));
            return;
        }
        if (n != qint64(size)) {
            // A short read inside the target means the device shrank or vanished.
            ctx.fail(0, offset,
                     QStringLiteral("Short read at offset %1 of %2: got %3 of %4 bytes (did the device shrink "
                                    "or disappear?).")
                         .arg(offset)
                         .arg(m_target.info().path)
                         .arg(n)
                         .arg(size));
            return;
        }
    }
}

RunResult SeekBenchmark::result(const BenchRunner &runner) const
{
    return RunResult::fromRunner(QStringLiteral("seek"), m_target, m_plan.toJson(), runner, m_startedAt);
}

} // namespace DriveScope
