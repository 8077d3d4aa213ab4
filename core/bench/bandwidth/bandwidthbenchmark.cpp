// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/bandwidthbenchmark.h"

#include "core/bench/engine/iorecord.h"
#include "core/io/alignedbuffer.h"
#include "core/io/target.h"
#include "core/util/text.h"

#include <cerrno>
#include <cstring>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace DriveScope {

namespace {

QJsonObject sourceToJson(const DiskStatsSource &s, const QString &error)
{
    QJsonObject o {
        { QStringLiteral("available"), s.isAvailable() },
        { QStringLiteral("device"), s.name },
        { QStringLiteral("stat_path"), s.statPath },
        { QStringLiteral("queue_disk"), s.queueDisk },
        { QStringLiteral("max_sectors_kb"), s.maxSectorsKb },
        { QStringLiteral("max_hw_sectors_kb"), s.maxHwSectorsKb },
        { QStringLiteral("max_segments"), s.maxSegments },
        { QStringLiteral("max_segment_size"), double(s.maxSegmentSize) },
        { QStringLiteral("shared_with_other_io"), s.sharedWithOthers },
    };
    if (!error.isEmpty())
        o.insert(QStringLiteral("error"), error);
    return o;
}

// Writes value + page number into the first word of every 4 KiB page of a block, so no
// two pages ever written are alike and nothing below can deduplicate them. Non-temporal
// stores on x86-64: the 256 pages of a 1 MiB block are 256 cache lines not in the cache,
// and ordinary stores fetch each first (read for ownership). Measured between two 1 MiB
// writes on the build VM (start of a write - end of the one before): 0.2 µs without
// stamping, 6-7 µs with ordinary stores (also after prefetchw), 3.4-5.8 µs with these;
// a whole line per page (eight movnti, two 32-byte vmovntdq) 4-5 µs. fio
// (--scramble_buffers=0, nothing changed between writes) ~1 µs: ~1 % of MB/s at 2 GB/s.
void stampPages(quint64 *words, std::size_t bytes, quint64 value)
{
    constexpr std::size_t WordsPerPage = 4096 / sizeof(quint64);
    const std::size_t count = bytes / sizeof(quint64);
#if defined(__x86_64__)
    for (std::size_t w = 0; w < count; w += WordsPerPage)
        _mm_stream_si64(reinterpret_cast<long long *>(words + w), static_cast<long long>(value + w));
    _mm_sfence(); // visible to the device before the write is issued
#else
    for (std::size_t w = 0; w < count; w += WordsPerPage)
        words[w] = value + w;
#endif
}

} // namespace

BandwidthBenchmark::BandwidthBenchmark(Target &target, BandwidthPlan plan, DiskStatsSource source)
    : PlannedBenchmark(target, std::move(plan))
    , m_sampler(std::make_unique<DiskStatsSampler>(std::move(source), m_plan.intervalNs))
{
}

BandwidthBenchmark::BandwidthBenchmark(Target &target, BandwidthPlan plan)
    : PlannedBenchmark(target, std::move(plan))
{
}

void BandwidthBenchmark::start(BenchRunner &runner)
{
    // The first snapshot comes before the first I/O, so the rows miss none of ours.
    if (!m_sampler)
        m_sampler = std::make_unique<DiskStatsSampler>(DiskStatsSource::forTarget(m_target.info()), m_plan.intervalNs);
    const bool sampling = !m_target.isSimulated() && m_sampler->prime();
    startWorkers(runner, 1, m_plan.blockCount());
    if (sampling)
        m_sampler->start(runner.startNs());
}

void BandwidthBenchmark::runWorker(WorkerContext &ctx)
{
    const auto blockSize = std::size_t(m_plan.blockSize);
    AlignedBuffer buffer = m_buffer.allocate(
        ctx, blockSize, std::size_t(std::max(4096, m_target.alignment())), m_plan.bufferPages, m_plan.region.start);
    if (buffer.isNull())
        return;
    if (m_plan.write)
        buffer.fillRandom(m_plan.dataSeed);
    auto *words = static_cast<quint64 *>(buffer.data());
    const qint64 blocks = m_plan.blockCount();
    IoRecord what { 0, 0, quint16(m_plan.write ? Sample::Write : 0), 0, {} };

    for (qint64 i = 0; i < blocks; ++i) {
        if (ctx.shouldStop())
            return;
        const qint64 offset = m_plan.region.start + i * m_plan.blockSize;
        const auto size = std::size_t(std::min<qint64>(m_plan.blockSize, m_plan.region.start + m_plan.total - offset));
        IoOutcome io;
        if (m_plan.write) {
            // Untimed, but inside MB/s: ~256 stores a MiB.
            stampPages(words, size, quint64(i) * 0x9E3779B97F4A7C15ull ^ m_plan.dataSeed);
            io = m_target.write(buffer.data(), size, offset);
        } else {
            io = m_target.read(buffer.data(), size, offset);
        }
        what.offset = offset;
        what.size = qint64(size);
        if (!recordIo(ctx, io, what, m_target.info().path))
            return;
    }
    if (m_plan.write && m_plan.flushAtEnd) {
        // Untimed for MB/s (dd and fio do not flush either), but measured and reported:
        // O_DIRECT data may still sit in the drive's volatile cache.
        const qint64 t0 = m_target.nowNs();
        const bool ok = m_target.flush();
        const int err = errno;
        m_flushNs.store(m_target.nowNs() - t0);
        if (!ok)
            ctx.fail(err, m_plan.region.start + m_plan.total,
                Text::tr("Flushing %1 after the last write failed: %2.")
                    .arg(m_target.info().path, QString::fromLocal8Bit(strerror(err))));
    }
}

RunResult BandwidthBenchmark::result(const BenchRunner &runner)
{
    m_sampler->stop();
    QJsonObject config = m_plan.toJson();
    if (m_flushNs.load() >= 0)
        config.insert(QStringLiteral("flush_ns"), double(m_flushNs.load()));
    m_buffer.addTo(config);
    RunResult r = runResult(QStringLiteral("bandwidth"), runner, config);
    r.deviceStats = m_sampler->rows();
    r.deviceStatsSource = sourceToJson(m_sampler->source(), m_sampler->error());
    r.deviceStatsSource.insert(QStringLiteral("interval_ns"), double(m_sampler->intervalNs()));
    return r;
}

} // namespace DriveScope
