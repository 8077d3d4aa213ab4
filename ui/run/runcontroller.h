// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkjob.h"
#include "core/session/runjournal.h"
#include "ui/run/runrecord.h"
#include "ui/run/targetchoice.h"
#include "ui/run/targetopener.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace DriveScope {

// The life of one run in the window, for every benchmark page: open the target off the
// GUI thread, let the page plan a job against it, start it on a BenchRunner, and on a
// GUI timer (~25 Hz) hand the page what is new in each worker's SampleLog (per-worker
// cursors; never one signal per sample). When the workers finish, the result and its
// exact summary are built on a pool thread and delivered as a RunRecord. Every step
// carries the run id: anything from a stopped or replaced run is dropped.
class RunController : public QObject {
    Q_OBJECT
public:
    enum class State { Idle, Opening, Running, Finishing };
    using JobFactory = std::function<std::shared_ptr<BenchmarkJob>(Target &target, QString *error)>;
    using SampleSink = std::function<void(std::span<const Sample> samples)>;

    explicit RunController(QObject *parent = nullptr);
    ~RunController() override;

    // Returns the new run's id. sink gets new samples on the GUI thread, then tick() fires.
    int start(const TargetChoice &choice, const OpenOptions &options, JobFactory makeJob, SampleSink sink);
    // Cancels between two I/Os; the partial run is still delivered (labelled cancelled).
    void stop();

    State state() const { return m_state; }
    bool isActive() const { return m_state != State::Idle; }
    int runId() const { return m_runId; }
    TargetOpener *opener() { return &m_opener; }
    void setRefreshIntervalMs(int ms) { m_timer.setInterval(ms); }
    int refreshIntervalMs() const { return m_timer.interval(); }
    // What the page's charts draw from a finished run, made with its record (RunRecord).
    void setPrepareCharts(PrepareCharts prepare) { m_prepareCharts = std::move(prepare); }

    // Progress in the run's own units (I/Os, or a page's: milliseconds of tests, phases).
    qint64 completed() const;
    qint64 expected() const;
    // The samples kept so far: the I/Os done, for a benchmark that keeps every one.
    qint64 samplesSoFar() const;
    double elapsedSeconds() const;
    // The target of the active run (null while opening or idle).
    const Target *target() const { return m_target.get(); }

signals:
    void stateChanged(DriveScope::RunController::State state);
    void openProgress(const QString &text, int percent);
    // After each drain: the page redraws its charts and live figures.
    void tick();
    void finished(const DriveScope::RunRecordPtr &record);
    // The workers have started: what a crash journal needs. runner stays valid (with the
    // job and target it uses) for as long as the pointer is held; header is the run's
    // description without samples (benchmark and host left empty); phases reads the
    // job's finished phases (and keeps it alive while held).
    void started(int runId, const std::shared_ptr<const DriveScope::BenchRunner> &runner,
        const DriveScope::RunResult &header, const DriveScope::RunJournal::PhaseSource &phases);
    // Nothing ran: the target could not be opened or the job not planned.
    void failedToStart(const QString &message);

private:
    void setState(State state);
    void onOpened(int runId, const std::shared_ptr<Target> &target);
    void drain();
    void finish();

    TargetOpener m_opener;
    QTimer m_timer;
    State m_state = State::Idle;
    int m_runId = 0;
    bool m_stopRequested = false;
    JobFactory m_makeJob;
    PrepareCharts m_prepareCharts;
    SampleSink m_sink;
    std::shared_ptr<Target> m_target;
    std::shared_ptr<BenchmarkJob> m_job;
    std::shared_ptr<BenchRunner> m_runner;
    std::vector<std::size_t> m_cursors;
};

} // namespace DriveScope
