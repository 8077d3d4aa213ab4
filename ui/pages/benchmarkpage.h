// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/util/progressrate.h"
#include "ui/pages/pageparts.h"
#include "ui/run/runcontroller.h"
#include "ui/run/runrecord.h"
#include "ui/run/targetchoice.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <span>

class QLabel;
class QProgressBar;
class QPushButton;
class QSettings;
class QSplitter;

namespace DriveScope {

class HeadlineLabel;

// What every benchmark page shares: the options form on the left, the charts on the
// right, Start/Stop with a progress bar, ETA and live figures below, and an inline
// banner for errors in plain words. A page (ui/pages/<benchmark>/) supplies its kind,
// its form (a PageForm) and charts (a PageCharts), and plans the job; this class does
// the forwarding to form and charts and RunController does the threads. A finished run
// is drawn again through the same add() path it was drawn with live, so a run picked
// in the runs table looks exactly as it did.
class BenchmarkPage : public QWidget {
    Q_OBJECT
public:
    explicit BenchmarkPage(const BenchmarkKind &kind, QWidget *parent = nullptr);

    const BenchmarkKind &kind() const { return *m_kind; }
    QString pageId() const { return m_kind->id(); }
    QString title() const { return m_kind->title(); }

    void setTarget(const TargetChoice &target);
    const TargetChoice &target() const { return m_target; }
    bool isRunning() const { return m_controller->isActive(); }
    RunController *controller() const { return m_controller; }

    void start();
    void stop();
    void toggleRun();
    // Draws a finished run again (ignored while a run is going).
    void showRun(const RunRecordPtr &record);
    // The form set to what run was measured with, to measure it again on the chosen
    // target (Run ▸ Use These Settings); false and a banner saying why when its plan
    // cannot be read back or a run is going.
    bool useSettingsOf(const RunResult &run);
    // Whether Start, with the form as it is, writes (into a scratch file, or a drive the
    // user confirms): the window's screenshots run such a page in a folder.
    virtual bool writes() const { return false; }
    // What this page's run measures while it goes (empty when idle): the path chosen,
    // and once opened the whole disk under it ("vda" for a scratch file on vda).
    QString measuringPath() const;
    QString measuringDisk() const;
    // The window's one-run-per-drive rule: given a path and its disk (empty until the
    // target is open), a sentence naming the run that measures that drive, or empty.
    using DriveInUse = std::function<QString(const QString &path, const QString &disk)>;
    void setDriveInUse(DriveInUse check) { m_driveInUse = std::move(check); }
    // Where the page finds the session's other runs (the window's runs table).
    void setSessionRuns(std::function<QList<RunRecordPtr>()> runs) { m_sessionRuns = std::move(runs); }
    // The run the charts show now (live, finished, or picked in the runs table).
    int shownRunId() const { return m_shownRunId; }

    QString bannerText() const;
    // The headline above the charts, as plain text: the shown run's RunSummary::headline,
    // or what to do when there is none.
    QString headlineText() const;
    QPushButton *startButton() const { return m_startButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QString liveFiguresText() const;

    // The form's values (and the page's own, saveExtra) under the benchmark's id.
    void saveSettings(QSettings &settings) const;
    void restoreSettings(QSettings &settings);

    static QString etaText(double seconds); // "42 s", "3 min 12 s", "1 h 17 min" (forms estimate with it too)

signals:
    void runFinished(const DriveScope::RunRecordPtr &record);
    void runningChanged(bool running);
    // RunController::started with the benchmark's name filled in (for the crash journal).
    void runStarted(int runId, const std::shared_ptr<const DriveScope::BenchRunner> &runner,
        const DriveScope::RunResult &header, const DriveScope::RunJournal::PhaseSource &phases);
    void formRejected(const QString &message);
    void targetChanged(const DriveScope::TargetChoice &target);

protected:
    // The form on the left (widget is what is shown; often form itself).
    void setForm(QWidget *widget, PageForm *form);
    // The charts on the right: widget holds them, perhaps beside a few controls.
    void setCharts(QWidget *widget, PageCharts *charts);

    // The form checked against what is known before opening; false: nothing starts and
    // the form says why (showFormError).
    virtual bool checkForm(const DeviceInfo &info, QString *error) = 0;
    virtual OpenOptions openOptions() const { return {}; }
    // What a page keeps besides its form (an axis choice), inside its settings group.
    virtual void saveExtra(QSettings &settings) const { Q_UNUSED(settings); }
    virtual void restoreExtra(const QSettings &settings) { Q_UNUSED(settings); }
    // On the GUI thread just before opening: a write page asks for write access here
    // (and for a drive, the typed confirmation). false: nothing starts.
    virtual bool prepareTarget(TargetChoice *choice)
    {
        Q_UNUSED(choice);
        return true;
    }
    // Plans against the opened target (GUI thread); null and a sentence when the plan
    // does not fit the real target. The charts then begin with the job's config.
    virtual std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) = 0;
    // The chart path shared by live runs and redraws: the charts' own, unless a page
    // adds to it (a caption beside the charts).
    virtual void beginCharts(const RunResult &header) { m_pageCharts->begin(header); }
    virtual void refreshCharts(bool final) { m_pageCharts->refresh(final); }

    // The live line under the progress bar before the charts' figures: "1,234 of 5,000
    // reads · 2,345 reads/s · " in the kind's ioName. rate is the samples kept per second:
    // a page whose progress is not I/Os says its own (and uses rate only if it keeps
    // every I/O as a sample).
    virtual QString liveStatus(qint64 done, qint64 total, const QString &rate) const;

    void showBanner(const QString &text, bool error);
    // The exact figures of a finished run, as the runs table has them.
    static QString summaryText(const RunRecord &record);
    // Whose run the headline shows: "run of 14:03:11 cancelled on /dev/sdb".
    // "run of 14:03:11 cancelled on %1" (the path to be fitted); withTarget false: without
    // the target, what the headline falls back to when the path has no room.
    QString runContext(const RunRecord &record, bool withTarget = true) const;
    void hideBanner();

private:
    void onTick();
    void onFinished(const RunRecordPtr &record);
    void onStateChanged();
    void updateFigures(const QString &status);
    // Nothing shown: empty charts and the hint (another target chosen, a new page).
    void clearShownRun();
    void watchForm(QWidget *widget);
    void validateForm();
    void showIdleHint();
    void setChartCaption(const RunResult *run);
    void resetProgress();

    const BenchmarkKind *m_kind;
    QWidget *m_formWidget = nullptr;
    PageForm *m_pageForm = nullptr;
    PageCharts *m_pageCharts = nullptr;
    TargetChoice m_target;
    RunController *m_controller;
    int m_shownRunId = 0;
    bool m_formRejectedStart = false; // the form said why the last start failed
    QTimer m_validate; // the form checked a moment after each change

    QLabel *m_banner;
    QSplitter *m_splitter;
    QPushButton *m_startButton;
    QProgressBar *m_progress;
    QLabel *m_eta;
    QLabel *m_figures;
    QLabel *m_targetLabel;
    HeadlineLabel *m_headline;
    ProgressRate m_rate; // progress per second: the ETA
    ProgressRate m_sampleRate; // samples kept per second: reads/s
    static constexpr double LiveTextPeriodS = 0.25;
    double m_lastLiveText = -1; // elapsed s when the live figures' text last changed
    std::function<QList<RunRecordPtr>()> m_sessionRuns;
    DriveInUse m_driveInUse;
    QString m_measuringPath, m_measuringDisk;
};

} // namespace DriveScope
