// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "bandwidthpage.h"
#include "benchmarkpage.h"
#include "drivepanel.h"
#include "runsmodel.h"
#include "seekpage.h"
#include "syncwritepage.h"
#include "zonepage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QFileDialog>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include "core/session/sessionfile.h"
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QVBoxLayout>

namespace DriveScope {

namespace {

// Until their branches land: what the page will do, in one sentence.
QWidget *placeholder(const QString &text)
{
    auto *label = new QLabel(text);
    label->setAlignment(Qt::AlignCenter);
    label->setWordWrap(true);
    label->setEnabled(false);
    return label;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_drives(new DrivePanel)
    , m_tabs(new QTabBar)
    , m_pages(new QStackedWidget)
    , m_runs(new RunsModel(this))
    , m_runsView(new QTableView)
    , m_seek(new SeekPage)
{
    setWindowTitle(QStringLiteral("DriveScope"));
    m_tabs->setExpanding(false);
    m_tabs->setDocumentMode(true);

    m_runsView->setModel(m_runs);
    m_runsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_runsView->verticalHeader()->hide();
    // The target's path is last and takes the rest of the width.
    m_runsView->horizontalHeader()->setStretchLastSection(true);
    m_runsView->setAlternatingRowColors(true);
    m_runsView->setObjectName(QStringLiteral("runsTable"));

    auto *centre = new QWidget;
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->addWidget(m_tabs);
    centreLayout->addWidget(m_pages, 1);

    auto *vertical = new QSplitter(Qt::Vertical);
    vertical->addWidget(centre);
    auto *runsBox = new QWidget;
    auto *runsLayout = new QVBoxLayout(runsBox);
    runsLayout->setContentsMargins(0, 0, 0, 0);
    runsLayout->addWidget(new QLabel(QStringLiteral("<b>Runs</b> (select one to see its charts again)")));
    runsLayout->addWidget(m_runsView);
    vertical->addWidget(runsBox);
    vertical->setStretchFactor(0, 4);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({ 640, 170 });

    auto *horizontal = new QSplitter(Qt::Horizontal);
    horizontal->addWidget(m_drives);
    horizontal->addWidget(vertical);
    horizontal->setStretchFactor(1, 1);
    horizontal->setSizes({ 270, 1000 });
    horizontal->setObjectName(QStringLiteral("mainSplitter"));
    setCentralWidget(horizontal);

    addPage(m_seek);
    m_tabs->addTab(QStringLiteral("Zone sweep"));
    m_pages->addWidget(placeholder(
        QStringLiteral("Zone sweep: sequential throughput from the outer to the inner tracks (seed 004).")));
    m_tabs->addTab(QStringLiteral("Sync write"));
    m_pages->addWidget(placeholder(
        QStringLiteral("Sync write: latency of small synchronous writes, write cache on and off (seed 002).")));
    m_tabs->addTab(QStringLiteral("Bandwidth"));
    m_pages->addWidget(placeholder(
        QStringLiteral("Bandwidth: sequential read and write MB/s with live device statistics (seed 003).")));
    connect(m_tabs, &QTabBar::currentChanged, m_pages, &QStackedWidget::setCurrentIndex);
    addPage(new ZonePage);
    addPage(new SyncWritePage);
    addPage(new BandwidthPage);
    // The pages' minimum height exceeds a small window's share: without this the layout
    // squeezed the tab bar to 0 px and the other pages could not be seen or clicked.
    m_tabs->setMinimumHeight(m_tabs->sizeHint().height());

    // Menus and keys.
    QMenu *file = menuBar()->addMenu(QStringLiteral("&File"));
    file->addAction(QStringLiteral("Add &file…"), m_drives, &DrivePanel::chooseFile);
    file->addAction(QStringLiteral("Add f&older…"), m_drives, &DrivePanel::chooseFolder);
    file->addAction(QStringLiteral("&Open session…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, QStringLiteral("Open a DriveScope session"), {},
                                                          QStringLiteral("DriveScope sessions (*.dss);;All files (*)"));
        if (!path.isEmpty())
            openSession(path);
    });
    file->addSeparator();
    QAction *quit = file->addAction(QStringLiteral("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));

    QMenu *run = menuBar()->addMenu(QStringLiteral("&Run"));
    QAction *startStop = run->addAction(QStringLiteral("&Start / Stop"), this, [this] {
        if (BenchmarkPage *p = currentBenchmarkPage())
            p->toggleRun();
    });
    startStop->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    QAction *stop = run->addAction(QStringLiteral("S&top"), this, [this] {
        for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
            p->stop();
    });
    stop->setShortcut(QKeySequence(Qt::Key_Escape));
    // Only while something runs: otherwise Esc belongs to editors and menus.
    stop->setEnabled(false);
    m_stopAction = stop;

    QMenu *view = menuBar()->addMenu(QStringLiteral("&View"));
    const QStringList pageNames { QStringLiteral("&Seek"), QStringLiteral("&Zone sweep"), QStringLiteral("S&ync write"),
        QStringLiteral("&Bandwidth") };
    for (int i = 0; i < 4; ++i) {
        QAction *a = view->addAction(pageNames[i], this, [this, i] { showPage(i); });
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)));
    }

    connect(m_drives, &DrivePanel::targetChanged, this, [this](const TargetChoice &t) {
        for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
            p->setTarget(t);
    });
    connect(m_runsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::onRunSelected);
    // A click on the row already current (the run just finished) still draws it again.
    connect(m_runsView, &QTableView::clicked, this, &MainWindow::onRunSelected);

    statusBar()->showMessage(
        QStringLiteral("Reads never change anything. Pick a drive on the left, or keep the scratch file."));
    restoreSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::addPage(BenchmarkPage *page)
{
    m_benchmarkPages.append(page);
    // A placeholder with the page's title gives up its place (and its Ctrl+N).
    int index = int(m_benchmarkPages.size()) - 1;
    for (int i = 0; i < m_tabs->count(); ++i) {
        if (m_tabs->tabText(i) == page->title() && !qobject_cast<BenchmarkPage *>(m_pages->widget(i))) {
            QWidget *old = m_pages->widget(i);
            m_pages->removeWidget(old);
            old->deleteLater();
            m_tabs->removeTab(i);
            index = i;
            break;
        }
    }
    m_tabs->insertTab(index, page->title());
    m_pages->insertWidget(index, page);
    page->setTarget(m_drives->current());
    connect(page, &BenchmarkPage::runFinished, this, [this](const RunRecordPtr &record) {
        m_runs->add(record);
        // Fit the figures, then let the target's path take the rest again.
        m_runsView->resizeColumnsToContents();
        m_runsView->horizontalHeader()->setStretchLastSection(false);
        m_runsView->horizontalHeader()->setStretchLastSection(true);
        // The new run is what the page shows: select its row without redrawing it.
        const QSignalBlocker block(m_runsView->selectionModel());
        m_runsView->selectRow(m_runs->rowCount() - 1);
    });
    connect(page, &BenchmarkPage::runningChanged, this, [this, page](bool running) {
        if (m_stopAction)
            m_stopAction->setEnabled(std::any_of(
                m_benchmarkPages.begin(), m_benchmarkPages.end(), [](BenchmarkPage *p) { return p->isRunning(); }));
        statusBar()->showMessage(running ? QStringLiteral("%1 running… (Esc or Ctrl+R stops)").arg(page->title())
                                         : QStringLiteral("Ready."));
    });
}

void MainWindow::showPage(int index)
{
    if (index >= 0 && index < m_tabs->count())
        m_tabs->setCurrentIndex(index);
}

int MainWindow::currentPageIndex() const
{
    return m_tabs->currentIndex();
}

BenchmarkPage *MainWindow::currentBenchmarkPage() const
{
    return qobject_cast<BenchmarkPage *>(m_pages->currentWidget());
}

void MainWindow::onRunSelected()
{
    const RunRecordPtr record = m_runs->record(m_runsView->currentIndex().row());
    if (!record)
        return;
    for (BenchmarkPage *page : std::as_const(m_benchmarkPages)) {
        if (page->pageId() == record->result.benchmark) {
            showPage(m_pages->indexOf(page));
            page->showRun(record);
        }
    }
}

void MainWindow::openSession(const QString &path)
{
    statusBar()->showMessage(QStringLiteral("Opening %1…").arg(path));
    auto *watcher = new QFutureWatcher<std::pair<std::optional<Session>, QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path] {
        watcher->deleteLater();
        const auto [session, error] = watcher->result();
        if (!session) {
            // Not a modal box: a double-clicked file that is damaged must not block the window.
            statusBar()->showMessage(error);
            emit sessionOpened(false, error);
            return;
        }
        // Reopened runs get ids far from live ones, so a run still going is never confused with them.
        static int nextId = 1000000;
        for (std::size_t i = 0; i < session->runs.size(); ++i) {
            auto record = std::make_shared<RunRecord>();
            record->id = nextId++;
            record->page = session->runs[i].benchmark;
            record->result = session->runs[i];
            record->includeWarmUp = record->result.config.value(QStringLiteral("include_warm_up")).toBool();
            record->summary = summarizeRun(record->result, record->includeWarmUp);
            record->keyFigures = session->label(i);
            m_runs->add(record);
        }
        m_runsView->resizeColumnsToContents();
        m_runsView->horizontalHeader()->setStretchLastSection(true);
        const QString message = QStringLiteral("Opened %1: %2 runs.").arg(path).arg(session->runs.size());
        statusBar()->showMessage(message);
        emit sessionOpened(true, message);
    });
    watcher->setFuture(QtConcurrent::run([path] {
        QString error;
        auto session = SessionFile::load(path, &error);
        return std::make_pair(std::move(session), error);
    }));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
        p->stop();
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/page"), currentPageIndex());
    for (BenchmarkPage *p : m_benchmarkPages)
        p->saveSettings(s);
}

void MainWindow::restoreSettings()
{
    QSettings s;
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 820);
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    showPage(s.value(QStringLiteral("window/page"), 0).toInt());
    for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
        p->restoreSettings(s);
}

} // namespace DriveScope
