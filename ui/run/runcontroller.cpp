// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/runcontroller.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>

namespace DriveScope {

RunController::RunController(QObject *parent)
    : QObject(parent)
{
    m_timer.setInterval(40); // 25 Hz: smooth to the eye, a few % of one core at most
    connect(&m_timer, &QTimer::timeout, this, &RunController::drain);
    connect(&m_opener, &TargetOpener::progress, this, &RunController::openProgress);
    connect(&m_opener, &TargetOpener::opened, this,
        [this](const std::shared_ptr<Target> &target) { onOpened(m_runId, target); });
    connect(&m_opener, &TargetOpener::failed, this, [this](const OpenError &error) {
        if (m_state != State::Opening)
            return;
        setState(State::Idle);
        emit failedToStart(error.message);
    });
}

RunController::~RunController()
{
    if (m_runner)
        m_runner->requestCancel(); // the runner's destructor joins its threads
}

void RunController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

int RunController::start(const TargetChoice &choice, const OpenOptions &options, JobFactory makeJob, SampleSink sink)
{
    if (isActive())
        stop();
    m_runId = newRunId();
    m_stopRequested = false;
    m_makeJob = std::move(makeJob);
    m_sink = std::move(sink);
    // The runner first: its destructor joins workers that still use job and target.
    m_runner.reset();
    m_job.reset();
    m_target.reset();
    setState(State::Opening);
    m_opener.open(choice, options);
    return m_runId;
}

void RunController::stop()
{
    switch (m_state) {
    case State::Idle:
    case State::Finishing: return;
    case State::Opening:
        // Nothing has run: drop the pending open (a late target is closed unused).
        m_opener.cancel();
        m_runId = newRunId();
        setState(State::Idle);
        return;
    case State::Running:
        m_stopRequested = true;
        m_runner->requestCancel();
        return;
    }
}

void RunController::onOpened(int runId, const std::shared_ptr<Target> &target)
{
    if (runId != m_runId || m_state != State::Opening)
        return;
    QString error;
    std::shared_ptr<BenchmarkJob> job = m_makeJob(*target, &error);
    if (!job) {
        setState(State::Idle);
        emit failedToStart(error);
        return;
    }
    // Starting may read the device's counters or sysfs (the bandwidth page's first
    // /sys/block/X/stat snapshot, the sync write page's cache state): on a pool thread.
    // Members die in reverse order: the runner (which joins its workers) before the job
    // and the target they use, whichever thread lets go last.
    struct Started {
        std::shared_ptr<Target> target;
        std::shared_ptr<BenchmarkJob> job;
        std::shared_ptr<BenchRunner> runner;
        // Qt's hand-offs (QtConcurrent::run, QFutureWatcher) order these accesses, but
        // TSan does not see inside Qt: handedOver (GUI thread to pool thread: the job was
        // built before its workers read it) and ready (pool thread back) say it to TSan.
        std::atomic<bool> handedOver = false;
        std::atomic<bool> ready = false;
    };
    auto starting = std::make_shared<Started>();
    starting->target = target;
    starting->job = std::move(job);
    starting->runner = std::make_shared<BenchRunner>();
    auto *watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, runId, starting] {
        watcher->deleteLater();
        (void)starting->ready.load(std::memory_order_acquire);
        if (runId != m_runId || m_state != State::Opening) {
            // Stopped or replaced while starting: cancel, and join the workers off the GUI thread.
            starting->runner->requestCancel();
            (void)QtConcurrent::run([starting] { starting->runner->wait(); });
            return;
        }
        m_target = starting->target;
        m_job = starting->job;
        m_runner = starting->runner;
        m_cursors.assign(std::size_t(m_runner->workerCount()), 0);
        setState(State::Running);
        m_timer.start();
        // What a crash journal needs. The aliasing pointer keeps the runner, the job and
        // the target alive together, runner destroyed first (it joins the workers).
        RunResult header;
        header.target = m_target->info();
        header.direct = m_target->isDirect();
        header.sparseTarget = m_target->isSparse();
        header.config = m_job->config();
        header.expectedSamples = m_runner->expectedSamples();
        header.startedAt = QDateTime::currentDateTimeUtc();
        header.status = RunStatus::Running;
        emit started(m_runId, std::shared_ptr<const BenchRunner>(starting, starting->runner.get()), header,
            [starting](std::size_t from) { return starting->job->finishedPhases(from); });
    });
    starting->handedOver.store(true, std::memory_order_release);
    watcher->setFuture(QtConcurrent::run([starting] {
        (void)starting->handedOver.load(std::memory_order_acquire);
        starting->job->start(*starting->runner);
        starting->ready.store(true, std::memory_order_release);
    }));
}

qint64 RunController::completed() const
{
    return m_runner ? m_runner->progressDone() : 0;
}

qint64 RunController::samplesSoFar() const
{
    return m_runner ? m_runner->completedSamples() : 0;
}

qint64 RunController::expected() const
{
    return m_runner ? m_runner->progressTotal() : 0;
}

double RunController::elapsedSeconds() const
{
    return m_runner ? double(m_runner->elapsedNs()) / 1e9 : 0;
}

void RunController::drain()
{
    if (m_state != State::Running || !m_runner)
        return;
    // Read "finished" before draining: whatever the workers wrote is then in the logs.
    const bool done = m_runner->isFinished();
    for (int w = 0; w < m_runner->workerCount(); ++w) {
        const SampleLog &log = m_runner->log(w);
        std::size_t &cursor = m_cursors[std::size_t(w)];
        const std::size_t size = log.size();
        while (cursor < size) {
            // Chunks are contiguous: hand them over a chunk at a time.
            const std::size_t chunkEnd = (cursor / SampleLog::ChunkSize + 1) * SampleLog::ChunkSize;
            const std::size_t end = std::min(size, chunkEnd);
            m_sink(std::span<const Sample>(&log.at(cursor), end - cursor));
            cursor = end;
        }
    }
    emit tick();
    if (done)
        finish();
}

void RunController::finish()
{
    m_timer.stop();
    setState(State::Finishing);
    const int runId = m_runId;
    auto *watcher = new QFutureWatcher<RunRecordPtr>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, runId] {
        watcher->deleteLater();
        if (runId != m_runId)
            return;
        const RunRecordPtr record = watcher->result();
        m_runner.reset();
        m_job.reset();
        m_target.reset();
        setState(State::Idle);
        emit finished(record);
    });
    // Copying a million samples and sorting their latencies takes a while: not on the
    // GUI thread.
    watcher->setFuture(QtConcurrent::run(
        [target = m_target, job = m_job, runner = m_runner, runId, prepare = m_prepareCharts]() -> RunRecordPtr {
            runner->wait();
            Q_UNUSED(target); // kept open until the result has read its description
            return makeRunRecord(runId, job->result(*runner), prepare);
        }));
}

} // namespace DriveScope
