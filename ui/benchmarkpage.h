// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runcontroller.h"
#include "runrecord.h"
#include "targetchoice.h"

#include <QElapsedTimer>
#include <QWidget>

#include <deque>
#include <span>

class QLabel;
class QProgressBar;
class QPushButton;
class QSettings;
class QSplitter;

namespace DriveScope {

// What every benchmark page shares: the options form on the left, the charts on the
// right, Start/Stop with a progress bar, ETA and live figures below, and an inline
// banner for errors in plain words. A page (SeekPage, and the zone sweep, sync write and
// bandwidth pages) supplies the form, the charts and the job; RunController does the
// threads. A finished run is drawn again through the same addSamples() path it was
// drawn with live, so a run picked in the runs table looks exactly as it did.
class BenchmarkPage : public QWidget {
    Q_OBJECT
public:
    BenchmarkPage(const QString &pageId, const QString &title, QWidget *parent = nullptr);

    QString pageId() const { return m_pageId; }
    QString title() const { return m_title; }

    void setTarget(const TargetChoice &target);
    const TargetChoice &target() const { return m_target; }
    bool isRunning() const { return m_controller->isActive(); }
    RunController *controller() const { return m_controller; }

    void start();
    void stop();
    void toggleRun();
    // Draws a finished run again (ignored while a run is going).
    void showRun(const RunRecordPtr &record);
    // The run the charts show now (live, finished, or picked in the runs table).
    int shownRunId() const { return m_shownRunId; }

    QString bannerText() const;
    QPushButton *startButton() const { return m_startButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QString liveFiguresText() const;

    virtual void saveSettings(QSettings &settings) const = 0;
    virtual void restoreSettings(QSettings &settings) = 0;

signals:
    void runFinished(const DriveScope::RunRecordPtr &record);
    void runningChanged(bool running);
    // RunController::started with the benchmark's name filled in (for the crash journal).
    void runStarted(int runId, const std::shared_ptr<const DriveScope::BenchRunner> &runner,
        const DriveScope::RunResult &header);
    void formRejected(const QString &message);
    void targetChanged(const DriveScope::TargetChoice &target);

protected:
    void setFormWidget(QWidget *form);
    void setChartsWidget(QWidget *charts);

    // The form checked against what is known before opening; false: nothing starts and
    // the form says why (showFormError).
    virtual bool checkForm(const DeviceInfo &info, QString *error) = 0;
    virtual void showFormError(const QString &message) = 0;
    virtual OpenOptions openOptions() const { return {}; }
    // On the GUI thread just before opening: a write page asks for write access here
    // (and for a drive, the typed confirmation). false: nothing starts.
    virtual bool prepareTarget(TargetChoice *choice)
    {
        Q_UNUSED(choice);
        return true;
    }
    // Plans against the opened target and resets the charts (beginCharts); null and a
    // sentence when the plan does not fit the real target.
    virtual std::unique_ptr<BenchmarkJob> makeJob(Target &target, QString *error) = 0;
    // Chart path shared by live runs and redraws.
    virtual void beginCharts(const RunResult &header) = 0;
    virtual void addSamples(std::span<const Sample> samples) = 0;
    virtual void refreshCharts(bool final) = 0;
    // "1234 reads/s · mean 17.2 ms · p99 31.0 ms" from what the charts hold.
    virtual QString chartFigures() const = 0;
    virtual void setFormEnabled(bool enabled) = 0;

    void showBanner(const QString &text, bool error);
    // The exact figures of a finished run, as the runs table has them.
    static QString summaryText(const RunRecord &record);
    static QString etaText(double seconds); // "42 s", "3 min 12 s", "1 h 17 min"
    void hideBanner();

private:
    void onTick();
    void onFinished(const RunRecordPtr &record);
    void onStateChanged();
    void updateFigures(const QString &status);

    QString m_pageId;
    QString m_title;
    TargetChoice m_target;
    RunController *m_controller;
    int m_shownRunId = 0;

    QLabel *m_banner;
    QSplitter *m_splitter;
    QPushButton *m_startButton;
    QProgressBar *m_progress;
    QLabel *m_eta;
    QLabel *m_figures;
    QLabel *m_targetLabel;
    std::deque<std::pair<double, qint64>> m_rateWindow; // (elapsed s, completed) for reads/s
};

} // namespace DriveScope
