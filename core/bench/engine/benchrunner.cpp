// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/benchrunner.h"

#include "core/io/target.h"

#include "core/util/memorybudget.h"
#include "core/util/monotonicclock.h"
#include "core/util/text.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <latch>
#include <system_error>

namespace DriveScope {

namespace {

// What one kept sample costs while its run is summed up, reported and saved: 40 bytes in
// its worker's log, and the copies the summary and the report make of it. Measured
// with drivescope-cli seek, 2,000,000 samples: 120 bytes each with the text report or
// --json (which writes the samples as text a piece at a time), 146 with --save. Counting
// 256 keeps well inside the budget (half of the memory available) in every case.
constexpr qint64 MemoryPerSample = 256;

} // namespace

qint64 samplesPerWorkerWithinMemory(int workers)
{
    const qint64 fit = sampleMemoryBudget() / MemoryPerSample / std::max(workers, 1);
    return std::clamp<qint64>(fit, qint64(SampleLog::ChunkSize), qint64(SampleLog::MaxSamples));
}

bool WorkerContext::shouldStop() const
{
    return m_runner.cancelRequested() || m_runner.m_failed.load(std::memory_order_relaxed);
}

void WorkerContext::fail(int errnoValue, qint64 offset, const QString &message)
{
    m_runner.reportFailure(errnoValue, offset, message);
}

BenchRunner::~BenchRunner()
{
    requestCancel();
    for (auto &t : m_threads) {
        if (t.joinable())
            t.join();
    }
}

void BenchRunner::start(int workers, qint64 expectedSamplesPerWorker, WorkerFunction function, Clock clock)
{
    Q_ASSERT(!m_started);
    m_started = true;
    m_expectedPerWorker = expectedSamplesPerWorker;
    // One clock for start, end and elapsed: a simulated drive's time is not CLOCK_MONOTONIC.
    m_clock = clock ? std::move(clock) : Clock([] { return qint64(monotonicNs()); });
    m_startNs = m_clock();
    const auto capacity = std::size_t(samplesPerWorkerWithinMemory(workers));
    std::shared_ptr<std::latch> ready;
    try {
        for (int i = 0; i < workers; ++i)
            m_logs.push_back(
                std::make_unique<SampleLog>(std::size_t(std::max<qint64>(expectedSamplesPerWorker, 0)), capacity));
        // All workers begin together, so several readers really compete from the first I/O.
        ready = std::make_shared<std::latch>(workers + 1);
    } catch (const std::bad_alloc &) {
        const int made = int(m_logs.size());
        m_logs.clear(); // their memory back before the sentence is written
        failToStart(made, workers, ENOMEM);
        return;
    }
    m_running = workers;
    for (int i = 0; i < workers; ++i) {
        try {
            m_threads.emplace_back([this, i, function, ready] {
                WorkerContext ctx(*this, i, *m_logs[std::size_t(i)], m_startNs);
                ready->arrive_and_wait();
                // Nothing may leave a worker thread (std::terminate): a worker that runs out
                // of memory for its buffer or queue ends the run with what was measured.
                try {
                    function(ctx);
                } catch (const std::exception &) {
                    workerOutOfMemory(i);
                }
                workerDone();
            });
        } catch (const std::exception &e) {
            // Failed before the gate opens, so no started worker does an I/O: they pass it,
            // see the failure and return (the gate counts out the ones never started and
            // this thread's own arrival). They are joined at once: their stacks are what
            // used up the address space, and the sentence below needs memory.
            const auto *system = dynamic_cast<const std::system_error *>(&e);
            const int err = system ? system->code().value() : ENOMEM;
            {
                std::lock_guard lock(m_mutex);
                m_running = i;
            }
            m_failed.store(true);
            ready->count_down(workers - i + 1);
            for (std::thread &t : m_threads)
                t.join();
            m_threads.clear();
            failToStart(i, workers, err);
            return;
        }
    }
    ready->arrive_and_wait();
}

void BenchRunner::failToStart(int started, int workers, int errnoValue)
{
    // A limit on threads or address space (ulimit -u, -v; a cgroup's pids.max or
    // memory.max): the run fails with a sentence, no worker having done an I/O.
    QString message;
    try {
        message = Text::tr("Cannot start worker %1 of %2: %3 (a limit on threads or memory: ulimit -u or -v, "
                           "or a cgroup's); nothing was measured.")
                      .arg(started + 1)
                      .arg(workers)
                      .arg(QString::fromLocal8Bit(std::strerror(errnoValue)));
    } catch (const std::bad_alloc &) {
        // Not even the sentence fits: the errno still says why.
    }
    std::lock_guard lock(m_mutex);
    m_failure = { errnoValue, -1, std::move(message) };
    m_failed.store(true);
    if (m_running == 0 && m_endNs.load() == 0) {
        m_endNs.store(m_clock());
        m_done.notify_all();
    }
}

void BenchRunner::workerOutOfMemory(int worker) noexcept
{
    QString message;
    try {
        message = Text::tr("Worker %1 ran out of memory (a limit on memory: ulimit -v, or a cgroup's); the run "
                           "ends with what was measured.")
                      .arg(worker + 1);
    } catch (const std::bad_alloc &) {
        // Not even the sentence fits: the errno still says why.
    }
    std::lock_guard lock(m_mutex);
    if (m_failed.load()) // the first failure wins (a worker that could not start, another's error)
        return;
    m_failure = { ENOMEM, -1, std::move(message) };
    m_failed.store(true);
}

void BenchRunner::workerDone()
{
    std::lock_guard lock(m_mutex);
    if (--m_running == 0) {
        m_endNs.store(m_clock());
        m_done.notify_all();
    }
}

bool BenchRunner::wait(int timeoutMs)
{
    {
        std::unique_lock lock(m_mutex);
        if (timeoutMs < 0)
            m_done.wait(lock, [this] { return m_running == 0; });
        else if (!m_done.wait_for(lock, std::chrono::milliseconds(timeoutMs), [this] { return m_running == 0; }))
            return false;
    }
    for (auto &t : m_threads) {
        if (t.joinable())
            t.join();
    }
    return true;
}

bool BenchRunner::isFinished() const
{
    std::lock_guard lock(m_mutex);
    return m_started && m_running == 0;
}

RunStatus BenchRunner::status() const
{
    std::lock_guard lock(m_mutex);
    if (!m_started)
        return RunStatus::NotStarted;
    if (m_failed.load())
        return RunStatus::Failed;
    if (m_running > 0)
        return RunStatus::Running;
    // A cancel that arrives after the last I/O has not cut anything short.
    const bool cutShort = cancelRequested() && progressDone() < progressTotal();
    return cutShort ? RunStatus::Cancelled : RunStatus::Completed;
}

RunFailure BenchRunner::failure() const
{
    std::lock_guard lock(m_mutex);
    return m_failure;
}

void BenchRunner::reportFailure(int errnoValue, qint64 offset, const QString &message)
{
    std::lock_guard lock(m_mutex);
    if (m_failed.load())
        return;
    m_failure = { errnoValue, offset, message };
    m_failed.store(true);
}

qint64 BenchRunner::completedSamples() const
{
    qint64 n = 0;
    for (const auto &log : m_logs)
        n += qint64(log->size());
    return n;
}

qint64 BenchRunner::elapsedNs() const
{
    if (!m_clock)
        return 0; // not started
    const qint64 end = m_endNs.load();
    return (end ? end : m_clock()) - m_startNs;
}

std::vector<Sample> BenchRunner::samples() const
{
    std::vector<Sample> all;
    all.reserve(std::size_t(completedSamples()));
    for (const auto &log : m_logs)
        log->copyTo(all);
    std::stable_sort(all.begin(), all.end(), [](const Sample &a, const Sample &b) { return a.startNs < b.startNs; });
    return all;
}

RunResult BenchRunner::result(
    const QString &benchmark, const Target &target, const QJsonObject &config, const QDateTime &startedAt) const
{
    RunResult r;
    r.benchmark = benchmark;
    r.target = target.info();
    r.direct = target.isDirect();
    r.sparseTarget = target.isSparse();
    r.config = config;
    r.samples = samples();
    r.expectedSamples = expectedSamples();
    r.status = status();
    r.failure = failure();
    r.startedAt = startedAt;
    r.finishedAt = QDateTime::currentDateTimeUtc();
    r.elapsedNs = elapsedNs();
    r.host = HostInfo::current();
    return r;
}

} // namespace DriveScope
