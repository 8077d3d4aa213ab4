// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runrecord.h"

#include <QMainWindow>

class QAction;
class QStackedWidget;
class QTableView;
class QTabBar;

namespace DriveScope {

class BenchmarkPage;
class DrivePanel;
class RunsModel;
class SeekPage;

// Assembles the window: the drive panel on the left, one page per benchmark in the
// middle (Ctrl+1..4), the runs table below. It wires; the pages do the work.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // A page for one benchmark; the zone sweep, sync write and bandwidth pages come in
    // through here: a page titled "Zone sweep", "Sync write" or "Bandwidth" replaces the
    // placeholder of that name and keeps its Ctrl+N.
    void addPage(BenchmarkPage *page);
    void showPage(int index);
    int currentPageIndex() const;

    DrivePanel *drivePanel() const { return m_drives; }
    RunsModel *runsModel() const { return m_runs; }
    QTableView *runsView() const { return m_runsView; }
    SeekPage *seekPage() const { return m_seek; }
    BenchmarkPage *currentBenchmarkPage() const;

    // Reads a session file (drivescope-cli --save, a double-clicked *.dss) off the GUI
    // thread and adds its runs to the runs table; a bad file is refused with a banner
    // sentence and nothing changes. Emits sessionOpened when done (ok or not).
    void openSession(const QString &path);

signals:
    void sessionOpened(bool ok, const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void onRunSelected();
    void saveSettings() const;
    void restoreSettings();

    DrivePanel *m_drives;
    QTabBar *m_tabs;
    QStackedWidget *m_pages;
    RunsModel *m_runs;
    QTableView *m_runsView;
    SeekPage *m_seek;
    QList<BenchmarkPage *> m_benchmarkPages;
    QAction *m_stopAction = nullptr;
};

} // namespace DriveScope
