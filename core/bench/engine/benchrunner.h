// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/workercontext.h"
#include "core/run/runresult.h"
#include "core/run/runstatus.h"
#include "core/run/sample.h"
#include "core/run/samplelog.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace DriveScope {

class Target;

// How many samples each of workers may keep: the memory sampleMemoryBudget() allows,
// shared among them, at least one chunk each.
qint64 samplesPerWorkerWithinMemory(int workers);

// Owns the worker threads of one run: start, cancellation, progress, failure. Every
// benchmark hands it a worker function; the runner knows nothing about I/O.
// Progress and samples can be read from any thread while the run goes on.
class BenchRunner {
public:
    using WorkerFunction = std::function<void(WorkerContext &)>;

    BenchRunner() = default;
    BenchRunner(const BenchRunner &) = delete;
    BenchRunner &operator=(const BenchRunner &) = delete;
    ~BenchRunner(); // cancels and joins

    using Clock = std::function<qint64()>;

    // expectedSamplesPerWorker sizes the sample logs (and is the progress denominator).
    // clock is what samples are stamped with: CLOCK_MONOTONIC, or a simulated drive's.
    // Each worker's log holds samplesPerWorkerWithinMemory(workers): a worker whose log is
    // full ends the run as failed (recordIo), with what was measured until then.
    void start(int workers, qint64 expectedSamplesPerWorker, WorkerFunction function, Clock clock = {});

    // Async-signal-safe (one lock-free atomic store): a SIGINT handler may call it.
    // Sequentially consistent, so nothing the caller does next (reading a count, a
    // clock) can overtake it: a relaxed store may wait in the store buffer while the
    // caller's next load goes ahead (x86 store-load reordering).
    void requestCancel() noexcept { m_cancel.store(true, std::memory_order_seq_cst); }
    // A flag that outlives the runner (the CLI's Ctrl-C flag, set by its signal
    // handler): once it is true the run counts as cancelled. The handler then never
    // needs the runner, which may be gone by the time a signal lands on another thread.
    void cancelWhen(const std::atomic<bool> *flag) noexcept { m_cancelWhen.store(flag, std::memory_order_seq_cst); }
    bool cancelRequested() const
    {
        if (m_cancel.load(std::memory_order_seq_cst))
            return true;
        const std::atomic<bool> *flag = m_cancelWhen.load(std::memory_order_relaxed);
        return flag && flag->load(std::memory_order_seq_cst);
    }

    // Waits up to timeoutMs (-1: forever); true once every worker has finished.
    bool wait(int timeoutMs = -1);
    bool isFinished() const;

    RunStatus status() const;
    RunFailure failure() const;

    int workerCount() const { return int(m_logs.size()); }
    const SampleLog &log(int worker) const { return *m_logs[std::size_t(worker)]; }
    // Every worker's log, for a reader that knows no runner (RunJournal).
    std::vector<const SampleLog *> logs() const
    {
        std::vector<const SampleLog *> out;
        for (const auto &log : m_logs)
            out.push_back(log.get());
        return out;
    }
    qint64 completedSamples() const;
    qint64 expectedSamples() const { return m_expectedPerWorker * workerCount(); }
    qint64 startNs() const { return m_startNs; }
    // Progress in the run's own units: samples by default; a benchmark that keeps only
    // some of its I/Os as samples (the speed grid) sets its own (call before start).
    void setProgressSource(std::function<qint64()> done, qint64 total)
    {
        m_progressDone = std::move(done);
        m_progressTotal = total;
    }
    // Progress in the timed samples alone, for a run whose workers each begin with one
    // warm-up ("1,500 of 1,500 reads", not of 1,501).
    void setProgressWithoutWarmUps(int workers, qint64 timedPerWorker)
    {
        setProgressSource([this, workers] { return std::max<qint64>(0, completedSamples() - workers); },
            qint64(workers) * timedPerWorker);
    }
    qint64 progressDone() const { return m_progressDone ? m_progressDone() : completedSamples(); }
    qint64 progressTotal() const { return m_progressDone ? m_progressTotal : expectedSamples(); }
    qint64 elapsedNs() const;

    // Every sample of every worker, ordered by start time.
    std::vector<Sample> samples() const;
    // What every benchmark's result() returns once the workers have finished: the
    // target's description, the plan, every sample, the status and the host.
    RunResult result(
        const QString &benchmark, const Target &target, const QJsonObject &config, const QDateTime &startedAt) const;

private:
    friend class WorkerContext;
    void reportFailure(int errnoValue, qint64 offset, const QString &message);
    void workerDone(); // one worker fewer running; the last one ends the run
    void workerOutOfMemory(int worker) noexcept; // what escaped a worker: the run fails
    // Worker `started` could not be made (errnoValue): the run fails; the end is now
    // when no started worker is left.
    void failToStart(int started, int workers, int errnoValue);

    std::vector<std::unique_ptr<SampleLog>> m_logs;
    std::vector<std::thread> m_threads;
    std::atomic<bool> m_cancel { false };
    std::atomic<const std::atomic<bool> *> m_cancelWhen { nullptr };
    std::atomic<bool> m_failed { false };
    qint64 m_expectedPerWorker = 0;
    Clock m_clock;
    std::function<qint64()> m_progressDone;
    qint64 m_progressTotal = 0;
    qint64 m_startNs = 0;
    std::atomic<qint64> m_endNs { 0 };

    mutable std::mutex m_mutex;
    std::condition_variable m_done;
    int m_running = 0;
    bool m_started = false;
    RunFailure m_failure;
};

} // namespace DriveScope
