// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/benchmarkpage.h"
#include "ui/run/runrecord.h"
#include "ui/session/runjournalkeeper.h"
#include "ui/widgets/windowprompts.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;
class QTableView;
class QTabBar;

namespace DriveScope {

class BenchmarkPage;
class DrivePanel;
class RunJournalKeeper;
class RunRemover;
class RunsModel;
class SessionActions;
class SessionDocument;

// Assembles the window: the drive panel on the left, one page per benchmark in the
// middle (PageRegistry's, Ctrl+1..N), the runs table below. The window holds one session document
// (SessionDocument; the runs table is its view; File menu in SessionActions) and
// journals its runs while they go (RunJournalKeeper). It wires; the others do the work.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // A page for one benchmark, on a new tab (Ctrl+1..9 go to the first nine).
    void addPage(BenchmarkPage *page);
    void showPage(int index);
    int currentPageIndex() const;

    DrivePanel *drivePanel() const { return m_drives; }
    RunsModel *runsModel() const;
    // The runs picked in the runs table (Ctrl/Shift+click), top to bottom, and every run
    // of the session: what Compare and Export work on.
    QList<RunRecordPtr> selectedRuns() const;
    QList<RunRecordPtr> allRuns() const;
    QTableView *runsView() const { return m_runsView; }
    // The page of type P (page<SeekPage>()), or null.
    template<class P> P *page() const
    {
        for (BenchmarkPage *p : m_benchmarkPages)
            if (auto *typed = qobject_cast<P *>(p))
                return typed;
        return nullptr;
    }
    const QList<BenchmarkPage *> &benchmarkPages() const { return m_benchmarkPages; }
    BenchmarkPage *currentBenchmarkPage() const;
    SessionDocument *document() const { return m_document; }
    SessionActions *sessionActions() const { return m_actions; }
    RunJournalKeeper *journals() const { return m_journals; }
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *recentMenu() const { return m_recentMenu; }

    // Questions and messages (tests answer them); set before show() to answer the
    // recovery offer too.
    void setPrompts(const WindowPrompts &prompts);

    // `drivescope FILE.dss`, a double-clicked file: opens it as the session (asking
    // about unsaved changes first). Emits sessionOpened when done (ok or not); a bad
    // file is refused in plain words and nothing changes.
    void openSession(const QString &path);
    // Several files (the command line, a drop): see SessionActions::openFiles.
    void openSessionFiles(const QStringList &paths);

signals:
    void sessionOpened(bool ok, const QString &message);
    // The recovery offer at start was answered (or there was nothing to offer).
    void recoveryHandled(int recovered);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildMenus();
    void buildRunMenu(QMenu *run);
    void onRunSelected();
    void onRunFinished(BenchmarkPage *page, const RunRecordPtr &record);
    // Lets go of the crash journals of finished runs that a file now holds or that are gone.
    void releaseSavedJournals();
    void compareSelectedRuns();
    // The current run's page set to its options (Run ▸ Use These Settings).
    void useSettingsOfCurrentRun();
    void updateTitle();
    int runningCount() const;
    // One run per drive (BenchmarkPage::DriveInUse): the sentence when another page's
    // run measures path or disk.
    QString driveInUse(const BenchmarkPage *asking, const QString &path, const QString &disk) const;
    // The status bar's line: the run just started, else one still running, else "Ready.".
    QString runningStatus(const BenchmarkPage *started) const;
    void afterRunsStopped(std::function<void()> then);
    void checkRunsStopped();
    // Runs found in crash journals: each with its label and its journal file.
    struct Recovery {
        QList<RunRecordPtr> runs;
        QStringList labels;
        QStringList paths;
    };
    void onJournalsFound(const std::vector<RunJournalKeeper::Interrupted> &found);
    void offerRecovery(const Recovery &recovery, const QString &text);
    void saveSettings() const;
    void restoreSettings();

    DrivePanel *m_drives;
    QTabBar *m_tabs;
    QStackedWidget *m_pages;
    SessionDocument *m_document;
    SessionActions *m_actions;
    RunJournalKeeper *m_journals;
    QTableView *m_runsView;
    QLabel *m_runsTitle;
    QList<BenchmarkPage *> m_benchmarkPages;
    QAction *m_stopAction = nullptr;
    RunRemover *m_remover = nullptr;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    bool m_scannedJournals = false;
    bool m_closeApproved = false;
    bool m_closePending = false;
    std::function<void()> m_afterRunsStopped;
};

} // namespace DriveScope
