// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/zone/zonebenchmark.h"

#include "core/bench/engine/iorecord.h"
#include "core/bench/engine/simplebenchmark.h"
#include "core/io/alignedbuffer.h"
#include "core/io/target.h"
#include "core/util/text.h"

#include <cerrno>
#include <cstring>
#include <random>

namespace DriveScope {

using ZoneBenchmark = SimpleBenchmark<ZonePlan>;

namespace {

// The random pattern a --no-preserve write sweep cycles through: large enough that no
// layer sees the same block over and over, small enough not to matter in memory.
constexpr qint64 RandomPatternBytes = 64 * 1024 * 1024;

} // namespace

template<> QString ZoneBenchmark::benchmarkId()
{
    return QStringLiteral("zone");
}

template<> void ZoneBenchmark::start(BenchRunner &runner)
{
    // Progress in the timed blocks the report counts ("3,840 of 3,840 blocks"): each point
    // begins with untimed reads (the seek to it, or the bytes a preserving write puts back).
    runner.setProgressSource([&runner, plan = m_plan] { return plan.timedBlocksAfter(runner.completedSamples()); },
        m_plan.points * m_plan.blocksPerPoint());
    startWorkers(runner, 1, m_plan.points * m_plan.samplesPerPoint());
}

template<> void ZoneBenchmark::runWorker(WorkerContext &ctx)
{
    const auto block = std::size_t(m_plan.blockSize);
    const auto alignment = std::size_t(std::max(4096, m_target.alignment()));
    const qint64 perPoint = m_plan.blocksPerPoint();
    const bool writing = m_plan.write != ZoneConfig::Write::None;
    const bool preserve = m_plan.write == ZoneConfig::Write::Preserve;

    // Reads land in (and writes come from) buffer; preserve keeps a whole point.
    qint64 bufferBytes = m_plan.blockSize;
    if (preserve)
        bufferBytes = m_plan.bytesPerPoint;
    else if (writing)
        bufferBytes = std::max(
            m_plan.blockSize, std::min(m_plan.bytesPerPoint, RandomPatternBytes) / m_plan.blockSize * m_plan.blockSize);
    AlignedBuffer buffer
        = m_buffer.allocate(ctx, std::size_t(bufferBytes), alignment, m_plan.bufferPages, m_plan.pointOffset(0));
    if (buffer.isNull())
        return;
    if (m_plan.write == ZoneConfig::Write::Random) {
        std::random_device rd;
        buffer.fillRandom((std::uint64_t(rd()) << 32) ^ rd());
    }
    auto *base = static_cast<char *>(buffer.data());
    // A random write sweep's pre-read must not land on the random pattern: it would
    // write the device's own bytes back and change nothing.
    AlignedBuffer preReadBuffer;
    char *preRead = base;
    if (m_plan.write == ZoneConfig::Write::Random) {
        preReadBuffer = m_buffer.allocate(ctx, block, alignment, m_plan.bufferPages, m_plan.pointOffset(0));
        if (preReadBuffer.isNull())
            return;
        preRead = static_cast<char *>(preReadBuffer.data());
    }
    // One I/O, recorded; false when the run must end (the failure is reported).
    auto io = [&](bool write, char *data, qint64 offset, bool untimed, PostWrite post) {
        const IoOutcome o = write ? m_target.write(data, block, offset, post) : m_target.read(data, block, offset);
        const quint16 flags = (untimed ? Sample::WarmUp : 0) | (write ? Sample::Write : 0);
        return recordIo(ctx, o, { offset, qint64(block), flags, 0, {} }, m_target.info().path);
    };

    auto sweep = [&] {
        for (qint64 point = 0; point < m_plan.points; ++point) {
            const qint64 offset = m_plan.pointOffset(point);
            if (preserve) {
                // The bytes to put back; reading them also brings the head to the point.
                for (qint64 b = 0; b < perPoint; ++b) {
                    if (ctx.shouldStop()
                        || !io(false, base + b * m_plan.blockSize, offset + b * m_plan.blockSize, true,
                            PostWrite::Nothing))
                        return;
                }
            } else {
                if (ctx.shouldStop() || !io(false, preRead, offset, true, PostWrite::Nothing))
                    return;
            }
            for (qint64 b = 0; b < perPoint; ++b) {
                if (ctx.shouldStop())
                    return;
                const qint64 at = offset + b * m_plan.blockSize;
                char *data = base;
                if (writing)
                    data = base + (b * m_plan.blockSize) % bufferBytes;
                // The point's time includes making its writes durable.
                const PostWrite post = writing && b == perPoint - 1 ? PostWrite::Fdatasync : PostWrite::Nothing;
                if (!io(writing, data, at, false, post))
                    return;
            }
        }
    };
    sweep();
    // Untimed: whatever a cancel or failure left unsynced reaches stable storage too, and
    // a flush that fails says so (the data may not be on the medium), as sync write does.
    if (writing && !m_target.flush()) {
        const int err = errno;
        // DriveScope::Text: lupdate finds no plain Text inside this specialization.
        ctx.fail(err, m_plan.region.start,
            DriveScope::Text::tr("Flushing %1 after the sweep's writes failed: %2.")
                .arg(m_target.info().path, QString::fromLocal8Bit(strerror(err))));
    }
}

std::shared_ptr<BenchmarkJob> makeZoneBenchmark(Target &target, ZonePlan plan)
{
    return std::make_shared<ZoneBenchmark>(target, std::move(plan));
}

} // namespace DriveScope
