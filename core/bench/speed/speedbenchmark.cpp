// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/speed/speedbenchmark.h"

#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/offsetgenerator.h"
#include "core/bench/engine/queuedloop.h"
#include "core/bench/engine/writestamp.h"
#include "core/io/alignedbuffer.h"
#include "core/util/random.h"
#include "core/util/text.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <vector>

namespace DriveScope {

namespace {

// A phase as a failure names it: SpeedPlan::phaseName with the direction in the user's
// words (the phase name itself is what finished phases are found by).
QString phaseTitle(const SpeedPlan &plan, const SpeedPlan::Phase &p)
{
    return QStringLiteral("%1 · %2 · %3")
        .arg(plan.tests[std::size_t(p.test)].name(), speedDirectionTitle(p.direction))
        .arg(p.run);
}

// Where one worker's I/Os of one test go, and which of them write.
class PhaseIo {
public:
    PhaseIo(const SpeedPlan &plan, const SpeedTest &test, SpeedDirection direction, int worker, int phase, char *buffer)
        : m_test(test)
        , m_direction(direction)
        , m_mixRead(plan.mixReadPercent)
        , m_buffer(buffer)
        , m_rng(workerSeed(plan.seed, worker) ^ (std::uint64_t(phase) * 0x9e3779b97f4a7c15ULL))
        , m_stamp(m_rng.next())
        , m_random({ { 0, plan.areaBytes, QStringLiteral("test area") } }, test.blockSize, test.blockSize,
              Placement::Random, m_rng.next(), worker)
    {
        // Each sequential thread streams its own share of the area, wrapping around.
        m_share = plan.areaBytes / test.threads / test.blockSize * test.blockSize;
        m_start = m_share * worker;
        m_next = m_start;
        if (direction == SpeedDirection::Mix) {
            m_pattern = AlignedBuffer(std::size_t(test.blockSize), 64);
            m_pattern.fillRandom(m_rng.next()); // random bytes, never zeros
            m_readInto.assign(std::size_t(test.depth), false);
        }
    }

    NextIo next(int slot)
    {
        NextIo io;
        if (m_test.sequential) {
            io.offset = m_next;
            m_next += m_test.blockSize;
            if (m_next + m_test.blockSize > m_start + m_share)
                m_next = m_start;
        } else {
            io.offset = m_random.next();
        }
        io.write = m_direction == SpeedDirection::Write
            || (m_direction == SpeedDirection::Mix && int(m_rng.next() % 100) >= m_mixRead);
        char *data = m_buffer + std::size_t(slot) * std::size_t(m_test.blockSize);
        if (m_direction == SpeedDirection::Mix) {
            // In a mix a slot may hold what a read brought (zeros, on a trimmed SSD):
            // a write from it sends the random pattern again first.
            if (io.write && m_readInto[std::size_t(slot)])
                std::memcpy(data, m_pattern.data(), m_pattern.size());
            m_readInto[std::size_t(slot)] = !io.write;
        }
        if (io.write)
            m_stamp.stamp(data, m_test.blockSize);
        return io;
    }

private:
    const SpeedTest &m_test;
    SpeedDirection m_direction;
    int m_mixRead;
    char *m_buffer;
    Xoshiro256 m_rng;
    WriteStamp m_stamp;
    OffsetGenerator m_random;
    qint64 m_share = 0;
    qint64 m_start = 0;
    qint64 m_next = 0;
    AlignedBuffer m_pattern; // a mix's random block
    std::vector<bool> m_readInto; // a mix's slots whose last I/O was a read
};

} // namespace

SpeedBenchmark::SpeedBenchmark(Target &target, SpeedPlan plan)
    : PlannedBenchmark(target, std::move(plan))
    , m_workers(m_plan.maxThreads())
    , m_order(m_plan.phases())
    , m_phases(m_order.size())
    , m_done(m_order.size(), 0)
    , m_cut(m_order.size(), false)
{
    for (std::size_t i = 0; i < m_order.size(); ++i) {
        const SpeedPlan::Phase &p = m_order[i];
        m_phases[i].phase = SpeedPlan::phaseName(m_plan.tests[std::size_t(p.test)], p.direction, p.run);
    }
}

void SpeedBenchmark::start(BenchRunner &runner)
{
    // Progress is test time, in milliseconds: the number of I/Os depends on the drive.
    runner.setProgressSource([this] { return progressMs(); }, perPhaseMs() * qint64(m_order.size()));
    const qint64 keep = m_plan.keepSamplesPerThread * qint64(m_order.size());
    startWorkers(runner, m_workers, keep);
}

qint64 SpeedBenchmark::perPhaseMs() const
{
    return std::max<qint64>(1, m_plan.durationNs / 1'000'000);
}

qint64 SpeedBenchmark::progressMs() const
{
    // Phases that finished whole, and the time into the one running; nothing more once
    // the workers stop, so a run cut short in its last phase never looks complete.
    const qint64 done = m_phasesDone.load();
    if (m_stopped.load() || m_phase.load() != int(done))
        return done * perPhaseMs();
    const qint64 inPhase = (m_target.nowNs() - m_phaseStartNs.load()) / 1'000'000;
    return done * perPhaseMs() + std::clamp<qint64>(inPhase, 0, perPhaseMs() - 1);
}

void SpeedBenchmark::runWorker(WorkerContext &ctx)
{
    // The largest block × depth of the tests this worker takes part in.
    std::size_t size = 0;
    for (const SpeedTest &t : m_plan.tests)
        if (ctx.index() < t.threads)
            size = std::max(size, std::size_t(t.blockSize) * std::size_t(t.depth));
    AlignedBuffer buffer
        = allocateOrFail(ctx, std::max<std::size_t>(size, 4096), std::size_t(std::max(4096, m_target.alignment())), 0);
    if (!buffer.isNull()) {
        const int phases = int(m_order.size());
        for (int phase = 0; phase < phases; ++phase) {
            const SpeedPlan::Phase &p = m_order[std::size_t(phase)];
            // Random bytes before the gate: filling them is not part of any thread's time.
            if (p.direction != SpeedDirection::Read && ctx.index() < m_plan.tests[std::size_t(p.test)].threads)
                buffer.fillRandom(workerSeed(m_plan.seed, ctx.index()) + quint64(phase));
            if (!waitForPhase(ctx, phase) || !runPhase(ctx, phase, buffer))
                break;
        }
        // One more gate: the last phase's writes are flushed, untimed, before the end.
        if (!ctx.shouldStop())
            waitForPhase(ctx, phases);
    }
    m_stopped.store(true);
}

bool SpeedBenchmark::waitForPhase(WorkerContext &ctx, int phase)
{
    std::unique_lock lock(m_mutex);
    if (++m_arrived == m_workers) {
        m_arrived = 0;
        // Everyone is here: the previous phase's writes leave the device's cache before
        // the next phase is timed. Outside the lock, so the window's refresh never waits
        // for a flush.
        bool ok = true;
        if (phase > 0 && m_order[std::size_t(phase - 1)].direction != SpeedDirection::Read) {
            lock.unlock();
            m_flushing.store(phase - 1);
            ok = flushWrites(ctx, phase - 1);
            m_flushing.store(-1);
            lock.lock();
        }
        if (phase < int(m_order.size())) {
            m_target.expectQueues(m_plan.tests[std::size_t(m_order[std::size_t(phase)].test)].threads);
            m_phaseStartNs.store(m_target.nowNs());
            m_phase.store(phase);
        }
        m_openPhase = phase;
        m_gate.notify_all();
        return ok && !ctx.shouldStop();
    }
    while (m_openPhase < phase) {
        if (ctx.shouldStop()) {
            --m_arrived;
            return false;
        }
        // A worker that failed never arrives: everyone else notices the stop here.
        m_gate.wait_for(lock, std::chrono::milliseconds(20));
    }
    return !ctx.shouldStop();
}

bool SpeedBenchmark::flushWrites(WorkerContext &ctx, int phase)
{
    if (m_target.flush())
        return true;
    const int err = errno;
    ctx.fail(err, 0,
        Text::tr("Flushing the writes of %1 to %2 failed: %3.")
            .arg(phaseTitle(m_plan, m_order[std::size_t(phase)]), m_target.info().path,
                QString::fromLocal8Bit(std::strerror(err))));
    return false;
}

bool SpeedBenchmark::runPhase(WorkerContext &ctx, int phase, AlignedBuffer &buffer)
{
    const SpeedPlan::Phase &p = m_order[std::size_t(phase)];
    const SpeedTest &test = m_plan.tests[std::size_t(p.test)];
    if (ctx.index() >= test.threads)
        return true; // this test needs fewer threads: wait for the next one
    PhaseStats tally;
    QueuedIoPlan q;
    q.depth = test.depth;
    q.size = std::size_t(test.blockSize);
    q.durationNs = m_plan.durationNs;
    q.warmUp = false;
    q.detail = QStringLiteral(" (%1)").arg(phaseTitle(m_plan, p));
    q.tally = &tally;
    q.keepSamples = m_plan.keepSamplesPerThread;
    q.inFlight = &tally.inFlight;
    PhaseIo io(m_plan, test, p.direction, ctx.index(), phase, static_cast<char *>(buffer.data()));
    const bool ok = runQueuedIo(ctx, m_target, q, buffer, [&io](int slot) { return io.next(slot); });
    // A phase cut short by a cancel or a failure is no run of its test: it is left out.
    const bool whole = ok && !ctx.shouldStop();
    std::lock_guard lock(m_mutex);
    m_phases[std::size_t(phase)].merge(tally);
    m_cut[std::size_t(phase)] = m_cut[std::size_t(phase)] || !whole;
    if (++m_done[std::size_t(phase)] == test.threads && !m_cut[std::size_t(phase)] && phase == m_phasesDone.load())
        m_phasesDone.store(phase + 1);
    return ok;
}

std::vector<PhaseStats> SpeedBenchmark::finishedPhases(std::size_t from) const
{
    std::lock_guard lock(m_mutex);
    const auto done = std::size_t(m_phasesDone.load());
    return from < done ? std::vector<PhaseStats>(m_phases.begin() + qsizetype(from), m_phases.begin() + qsizetype(done))
                       : std::vector<PhaseStats> {};
}

RunResult SpeedBenchmark::result(const BenchRunner &runner)
{
    RunResult r = runResult(QStringLiteral("speed"), runner, m_plan.toJson());
    r.phases = finishedPhases(0);
    return r;
}

} // namespace DriveScope
