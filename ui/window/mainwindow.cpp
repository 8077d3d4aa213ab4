// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/mainwindow.h"

#include "ui/charts/export/chartexporter.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include "ui/charts/export/chartexporter.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/pageregistry.h"
#include "ui/report/exportmenu.h"
#include "ui/session/runjournalkeeper.h"
#include "ui/session/sessionactions.h"
#include "ui/session/sessiondocument.h"
#include "ui/session/sessionpropertiesdialog.h"
#include "ui/widgets/screenfit.h"
#include "ui/window/comparewindow.h"
#include "ui/window/drivepanel.h"
#include "ui/window/helpmenu.h"
#include "ui/window/runremover.h"
#include "ui/window/runstablefitter.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace DriveScope {

namespace {

// How a run recovered from a crash journal is labelled: cut short, or whole but unsaved.
// Session files store the label in English (docs/session-format.md); it is shown translated.
constexpr const char *RecoveredLabel = QT_TRANSLATE_NOOP("DriveScope", "recovered (partial)");
constexpr const char *RecoveredFinishedLabel = QT_TRANSLATE_NOOP("DriveScope", "recovered (finished, unsaved)");

QStringList droppedSessions(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (!path.isEmpty() && QFileInfo(path).suffix().compare(QStringLiteral("dss"), Qt::CaseInsensitive) == 0)
            paths.append(path);
    }
    return paths;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_drives(new DrivePanel)
    , m_tabs(new QTabBar)
    , m_pages(new QStackedWidget)
    , m_document(new SessionDocument(this))
    , m_actions(new SessionActions(m_document, this))
    , m_journals(new RunJournalKeeper(this))
    , m_runsView(new QTableView)
    , m_runsTitle(new QLabel)
{
    m_tabs->setExpanding(false);
    m_tabs->setDocumentMode(true);
    setAcceptDrops(true);

    m_runsView->setModel(m_document->model());
    m_runsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runsView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_runsView->verticalHeader()->hide();
    m_runsView->setAlternatingRowColors(true);
    // One line per run: a long target path is elided in its middle, not wrapped.
    m_runsView->setWordWrap(false);
    m_runsView->setTextElideMode(Qt::ElideMiddle);
    m_runsView->setObjectName(QStringLiteral("runsTable"));
    // Every column inside the window, Key figures last taking the rest.
    new RunsTableFitter(m_runsView);
    m_runsView->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_remover = new RunRemover(m_runsView, m_document, this);
    connect(
        m_remover, &RunRemover::statusMessage, this, [this](const QString &text) { statusBar()->showMessage(text); });
    // Queued: a removal takes the row out before the undo list has it.
    connect(m_document->model(), &QAbstractItemModel::rowsRemoved, this, &MainWindow::releaseSavedJournals,
        Qt::QueuedConnection);
    connect(m_document->model(), &QAbstractItemModel::modelReset, this, &MainWindow::releaseSavedJournals,
        Qt::QueuedConnection);
    connect(
        m_document, &SessionDocument::modifiedChanged, this, &MainWindow::releaseSavedJournals, Qt::QueuedConnection);
    connect(m_document, &SessionDocument::pathChanged, this, &MainWindow::releaseSavedJournals, Qt::QueuedConnection);
    // At once after a save: a window that closes once it has saved lets go of them too.
    connect(m_actions, &SessionActions::sessionSaved, this, &MainWindow::releaseSavedJournals);

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
    m_runsTitle->setObjectName(QStringLiteral("runsTitle"));
    m_runsTitle->setTextFormat(Qt::RichText);
    // One line, so the table keeps its rows on a small screen (in German the hint wrapped
    // and took one); how to use the table is the title's tooltip.
    m_runsTitle->setWordWrap(false);
    m_runsTitle->setMinimumWidth(1); // a long session name is cut, not the window held wide
    const QString runsHint = Text::tr("Select a run to see its charts again; drop .dss files here to add theirs.");
    m_runsTitle->setToolTip(runsHint);
    runsLayout->addWidget(m_runsTitle);
    runsLayout->addWidget(m_runsView);
    vertical->addWidget(runsBox);
    vertical->setStretchFactor(0, 4);
    vertical->setStretchFactor(1, 1);
    vertical->setSizes({ 640, 170 });

    auto *horizontal = new QSplitter(Qt::Horizontal);
    horizontal->addWidget(m_drives);
    horizontal->addWidget(vertical);
    // Both give way on a narrower window, the drive list a fifth of it: the pages, whose
    // minimum is small enough for 1024 px at a 12 pt font, would otherwise take all of it
    // and squeeze their charts while the list kept its 270 px.
    horizontal->setStretchFactor(0, 1);
    horizontal->setStretchFactor(1, 4);
    horizontal->setSizes({ 270, 1000 });
    horizontal->setObjectName(QStringLiteral("mainSplitter"));
    setCentralWidget(horizontal);

    connect(m_tabs, &QTabBar::currentChanged, m_pages, &QStackedWidget::setCurrentIndex);
    for (const PageEntry &entry : PageRegistry::all())
        addPage(entry.createPage());
    // The pages' minimum height exceeds a small window's share: without this the layout
    // squeezed the tab bar to 0 px and the other pages could not be seen or clicked.
    m_tabs->setMinimumHeight(m_tabs->sizeHint().height());

    buildMenus();

    connect(m_drives, &DrivePanel::targetChanged, this, [this](const TargetChoice &t) {
        for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
            p->setTarget(t);
    });
    connect(m_drives, &DrivePanel::pathRefused, this, [this](const QString &why) { statusBar()->showMessage(why); });
    connect(m_runsView->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &MainWindow::onRunSelected);
    // A click on the row already current (the run just finished) still draws it again.
    connect(m_runsView, &QTableView::clicked, this, &MainWindow::onRunSelected);

    // The unsaved count in the table's title follows every added or removed run, and no
    // export may replace the session's file or a file its runs measured.
    const auto changed = [this] {
        updateTitle();
        ChartExporter::setProtectedFiles(m_document->filesRead());
    };
    connect(m_document, &SessionDocument::modifiedChanged, this, changed);
    connect(m_document, &SessionDocument::pathChanged, this, changed);
    connect(m_document, &SessionDocument::propertiesChanged, this, changed);
    connect(m_document->model(), &QAbstractItemModel::rowsInserted, this, changed);
    connect(m_document->model(), &QAbstractItemModel::rowsRemoved, this, changed);
    connect(m_document->model(), &QAbstractItemModel::modelReset, this, changed);
    connect(m_actions, &SessionActions::statusMessage, this,
        [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_actions, &SessionActions::sessionOpened, this, &MainWindow::sessionOpened);
    // A session just opened shows its first run, rather than empty charts beside a full
    // runs table; a run already picked (runs added beside it) stays shown.
    connect(m_actions, &SessionActions::sessionOpened, this, [this](bool ok) {
        if (ok && !m_runsView->currentIndex().isValid() && m_document->runCount() > 0)
            m_runsView->selectRow(0);
    });
    connect(
        m_journals, &RunJournalKeeper::journalStarted, this, [this](const QString &, bool ok, const QString &error) {
            if (!ok)
                statusBar()->showMessage(error + u' ' + Text::tr("The run goes on without crash recovery."));
        });
    connect(m_journals, &RunJournalKeeper::interruptedFound, this, &MainWindow::onJournalsFound);

    statusBar()->showMessage(
        Text::tr("Reads never change anything. Pick a drive on the left, or keep the scratch file."));
    updateTitle();
    restoreSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(Text::tr("&File"));
    m_fileMenu = file;
    file->addAction(Text::tr("&New session"), QKeySequence::New, m_actions, &SessionActions::newSession);
    file->addAction(Text::tr("&Open session…"), QKeySequence::Open, m_actions, &SessionActions::openDialog);
    m_recentMenu = file->addMenu(Text::tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] { m_actions->fillRecentMenu(m_recentMenu); });
    m_actions->fillRecentMenu(m_recentMenu); // so the submenu is not empty before it is first shown
    file->addAction(Text::tr("A&dd runs from session…"), m_actions, &SessionActions::addDialog)
        ->setStatusTip(Text::tr("Opens another session file beside this one: its runs join this session, to "
                                "compare them"));
    file->addSeparator();
    file->addAction(Text::tr("&Save"), QKeySequence::Save, m_actions, [this] { m_actions->save(); });
    file->addAction(Text::tr("Save &As…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), m_actions,
        [this] { m_actions->saveAsDialog(); });
    QAction *properties = file->addAction(
        Text::tr("Session &Properties…"), this, [this] { SessionPropertiesDialog::edit(m_document, this); });
    properties->setObjectName(QStringLiteral("sessionPropertiesAction")); // the test finds it by this name
    properties->setStatusTip(Text::tr("The session's title (names the window and its reports) and notes"));
    file->addSeparator();
    file->addAction(Text::tr("Add &file to measure…"), m_drives, &DrivePanel::chooseFile);
    file->addAction(Text::tr("Add f&older to measure…"), m_drives, &DrivePanel::chooseFolder);
    file->addSeparator();
    file->addAction(Text::tr("&Quit"), QKeySequence(Qt::CTRL | Qt::Key_Q), this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(Text::tr("&Edit"));
    edit->addAction(m_remover->undoAction());

    buildRunMenu(menuBar()->addMenu(Text::tr("&Run")));

    // Samples, JSON, text and PDF/HTML reports of the selected runs or the whole session.
    auto *exportMenu = new ExportMenu(
        this, [this] { return selectedRuns(); }, [this] { return allRuns(); });
    exportMenu->setHeader([this] { return std::pair(m_document->title(), m_document->notes()); });
    connect(exportMenu, &ExportMenu::exported, this, [this](const QString &path) {
        statusBar()->showMessage(Text::tr("Saved %1.").arg(QDir::toNativeSeparators(path)));
    });
    menuBar()->addMenu(exportMenu);

    QMenu *view = menuBar()->addMenu(Text::tr("&View"));
    for (int i = 0; i < m_benchmarkPages.size(); ++i) {
        const QKeySequence key = i < 9 ? QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + i)) : QKeySequence();
        view->addAction(m_benchmarkPages[i]->title(), key, this, [this, i] { showPage(i); });
    }
    menuBar()->addMenu(new HelpMenu(this));
}

void MainWindow::buildRunMenu(QMenu *run)
{
    run->addAction(Text::tr("&Start / Stop"), QKeySequence(Qt::CTRL | Qt::Key_R), this, [this] {
        if (BenchmarkPage *p = currentBenchmarkPage())
            p->toggleRun();
    });
    QAction *stop = run->addAction(Text::tr("S&top"), QKeySequence(Qt::Key_Escape), this, [this] {
        for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
            p->stop();
    });
    // Only while something runs: otherwise Esc belongs to editors and menus.
    stop->setEnabled(false);
    m_stopAction = stop;
    run->addSeparator();
    // Ctrl/Shift+click runs in the table, then compare them (issue 5); the topmost is the baseline.
    QAction *compare = run->addAction(
        Text::tr("&Compare selected runs"), QKeySequence(Qt::CTRL | Qt::Key_D), this, &MainWindow::compareSelectedRuns);
    compare->setObjectName(QStringLiteral("compareSelectedRuns")); // the test finds it by this name
    m_runsView->addAction(compare);
    // A run of another drive, or of a loaded session, measured again here.
    QAction *use = run->addAction(Text::tr("&Use These Settings"), this, &MainWindow::useSettingsOfCurrentRun);
    use->setObjectName(QStringLiteral("useSettings"));
    use->setStatusTip(Text::tr("Sets the run's page to the options the run in the runs table was measured with"));
    m_runsView->addAction(use);
}

RunsModel *MainWindow::runsModel() const
{
    return m_document->model();
}

void MainWindow::setPrompts(const WindowPrompts &prompts)
{
    m_actions->setPrompts(prompts);
}

void MainWindow::updateTitle()
{
    // The user's title first (it is what they named the session, and what a cut-off
    // taskbar entry still shows), then the file; a title that only repeats the file's
    // name (a save gives an untitled session its name) is said once.
    const QString title = m_document->title().simplified();
    const bool ownTitle = !title.isEmpty() && title != QFileInfo(m_document->displayName()).completeBaseName();
    //: The window's title: the session's title, its file, the program.
    setWindowTitle(ownTitle ? Text::tr("%1 — %2[*] — DriveScope").arg(title, m_document->displayName())
                            //: The window's title: the session's file, the program.
                            : Text::tr("%1[*] — DriveScope").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
    // The title bar is not always in sight (a tiled or full-screen window): the table says it too.
    const int unsaved = m_document->unsavedRunCount();
    QString state;
    if (m_document->isModified())
        state = QStringLiteral(" — ")
            + (unsaved > 0
                    ? (unsaved == 1 ? Text::tr("1 run not saved yet") : Text::tr("%1 runs not saved yet").arg(unsaved))
                    : Text::tr("changed, not saved yet"));
    //: %1: the session's file; %2: " — 2 runs not saved yet", or nothing.
    m_runsTitle->setText(
        Text::tr("<b>Runs of %1</b>%2").arg(m_document->displayName().toHtmlEscaped(), state.toHtmlEscaped()));
}

void MainWindow::addPage(BenchmarkPage *page)
{
    m_benchmarkPages.append(page);
    m_tabs->addTab(page->title());
    m_pages->addWidget(page);
    page->setTarget(m_drives->current());
    page->setSessionRuns([this] { return allRuns(); });
    page->setDriveInUse(
        [this, page](const QString &path, const QString &disk) { return driveInUse(page, path, disk); });
    connect(page, &BenchmarkPage::runStarted, this,
        [this, page](int runId, const std::shared_ptr<const BenchRunner> &runner, const RunResult &header,
            const RunJournal::PhaseSource &phases) {
            m_journals->begin(page->pageId(), runId, runner, header, phases);
        });
    connect(page, &BenchmarkPage::runFinished, this,
        [this, page](const RunRecordPtr &record) { onRunFinished(page, record); });
    connect(page, &BenchmarkPage::runningChanged, this, [this, page](bool running) {
        if (m_stopAction)
            m_stopAction->setEnabled(runningCount() > 0);
        statusBar()->showMessage(runningStatus(running ? page : nullptr));
        if (!running)
            QTimer::singleShot(0, this, &MainWindow::checkRunsStopped);
    });
}

QString MainWindow::driveInUse(const BenchmarkPage *asking, const QString &path, const QString &disk) const
{
    for (const BenchmarkPage *other : m_benchmarkPages) {
        if (other == asking || !other->isRunning())
            continue;
        const bool samePath = other->measuringPath() == path;
        const bool sameDisk = !disk.isEmpty() && other->measuringDisk() == disk;
        if (samePath || sameDisk)
            //: %1: a benchmark's title; %2: a drive or file.
            return Text::tr("%1 is measuring %2 now: two runs on one drive would each measure the other's "
                            "I/O. Wait for it to finish, or stop it (Esc), then press Start.")
                .arg(other->title(), sameDisk && !samePath ? disk : path);
    }
    return {};
}

void MainWindow::releaseSavedJournals()
{
    m_journals->keepOnly(m_document->unsavedRunIds() | m_remover->undoableRunIds());
}

void MainWindow::onRunFinished(BenchmarkPage *page, const RunRecordPtr &record)
{
    m_document->addRun(record);
    m_drives->refreshFacts(); // "Exists: no" no more once a run made the scratch file
    // In the session in memory now, not yet in a file: its journal keeps it through a
    // kill -9 until a save or a removal lets it go (releaseSavedJournals).
    m_journals->finish(page->pageId(), record);
    // The new run is what the page shows: select its row without redrawing it.
    const QSignalBlocker block(m_runsView->selectionModel());
    m_runsView->selectRow(m_document->runCount() - 1);
    // The view lays new rows out later: without laying it out now, the scroll bar's range
    // still ends at the row before, and the new run stays out of sight.
    m_runsView->doItemsLayout();
    m_runsView->scrollTo(m_document->model()->index(m_document->runCount() - 1, 0));
    QTimer::singleShot(0, this, &MainWindow::checkRunsStopped);
}

QList<RunRecordPtr> MainWindow::selectedRuns() const
{
    QModelIndexList rows = m_runsView->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end());
    QList<RunRecordPtr> runs;
    for (const QModelIndex &row : std::as_const(rows))
        if (RunRecordPtr record = m_document->model()->record(row.row()))
            runs.append(record);
    return runs;
}

QList<RunRecordPtr> MainWindow::allRuns() const
{
    QList<RunRecordPtr> runs;
    for (int row = 0; row < m_document->runCount(); ++row)
        runs.append(m_document->model()->record(row));
    return runs;
}

void MainWindow::compareSelectedRuns()
{
    const QList<RunRecordPtr> runs = selectedRuns();
    const QString why = CompareWindow::whyNotComparable(runs);
    if (!why.isEmpty()) {
        statusBar()->showMessage(why);
        return;
    }
    CompareWindow::open(runs, this); // non-modal, deleted on close
}

void MainWindow::useSettingsOfCurrentRun()
{
    const RunRecordPtr record = m_document->model()->record(m_runsView->currentIndex().row());
    if (!record) {
        statusBar()->showMessage(Text::tr("Pick a run in the runs table first."));
        return;
    }
    for (BenchmarkPage *page : std::as_const(m_benchmarkPages)) {
        if (page->pageId() != record->result.benchmark)
            continue;
        showPage(m_pages->indexOf(page));
        if (page->useSettingsOf(record->result))
            statusBar()->showMessage(
                Text::tr("%1: the options that run was measured with. Press Start (Ctrl+R) "
                         "to measure %2 with them.")
                    .arg(page->title(),
                        page->target().isValid() ? page->target().label() : Text::tr("the drive you pick")));
        return;
    }
    statusBar()->showMessage(Text::tr("This window has no page for that run's benchmark."));
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

QString MainWindow::runningStatus(const BenchmarkPage *started) const
{
    // "Ready." only when nothing runs: a run that ends beside another says what still runs.
    const BenchmarkPage *shown = started;
    for (const BenchmarkPage *p : m_benchmarkPages)
        if (!shown && p->isRunning())
            shown = p;
    if (!shown)
        return Text::tr("Ready.");
    //: %1: a benchmark's title; %2: the drive or file it measures.
    return Text::tr("%1 running on %2… (Esc stops)").arg(shown->title(), shown->measuringPath());
}

int MainWindow::runningCount() const
{
    return int(std::count_if(
        m_benchmarkPages.begin(), m_benchmarkPages.end(), [](BenchmarkPage *p) { return p->isRunning(); }));
}

void MainWindow::onRunSelected()
{
    const RunRecordPtr record = m_document->model()->record(m_runsView->currentIndex().row());
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
    m_actions->open(path);
}

void MainWindow::openSessionFiles(const QStringList &paths)
{
    m_actions->openFiles(paths);
}

void MainWindow::onJournalsFound(const std::vector<RunJournalKeeper::Interrupted> &found)
{
    Recovery recovery;
    QStringList unreadable;
    QString list;
    for (const RunJournalKeeper::Interrupted &i : found) {
        if (!i.record) {
            unreadable.append(i.error);
            continue;
        }
        recovery.runs.append(i.record);
        recovery.labels.append(QString::fromUtf8(i.finished ? RecoveredFinishedLabel : RecoveredLabel));
        recovery.paths.append(i.path);
        const RunResult &r = i.record->result;
        //: %1: a benchmark; %2: the drive or file; %3: a count; %4: date and time; %5: "cut short" or
        //: "finished but not saved".
        list += QStringLiteral("\n•  ")
            + Text::tr("%1 of %2 — %3 samples, started %4, %5")
                  .arg(r.benchmark, r.target.path, formatCount(qint64(r.samples.size())),
                      r.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm")),
                      i.finished ? Text::tr("finished but not saved") : Text::tr("cut short"));
    }
    if (!unreadable.isEmpty())
        statusBar()->showMessage(Text::tr("%1 run journal(s) in %2 could not be read and were left there: %3")
                                     .arg(unreadable.size())
                                     .arg(m_journals->directory(), unreadable.join(QLatin1Char(' '))));
    const qsizetype count = recovery.runs.size();
    if (count == 0) {
        emit recoveryHandled(0);
        return;
    }
    //: %1: the runs found, one a line; %2, %3: the labels the recovered runs get.
    const QString text = count == 1
        ? Text::tr("DriveScope found a run that no session file holds (DriveScope was closed unexpectedly or "
                   "crashed):\n%1\n\nRecover adds it to this session: a run cut short labelled “%2”, one "
                   "that had finished “%3”. Discard deletes it. Later keeps it for the next start.")
              .arg(list, Text::tr(RecoveredLabel), Text::tr(RecoveredFinishedLabel))
        //: %1: how many; %2: the runs found, one a line; %3, %4: the labels the recovered runs get.
        : Text::tr("DriveScope found %1 runs that no session file holds (DriveScope was closed unexpectedly or "
                   "crashed):\n%2\n\nRecover adds them to this session: a run cut short labelled “%3”, one "
                   "that had finished “%4”. Discard deletes them. Later keeps them for the next start.")
              .arg(QString::number(count), list, Text::tr(RecoveredLabel), Text::tr(RecoveredFinishedLabel));
    offerRecovery(recovery, text);
}

void MainWindow::offerRecovery(const Recovery &recovery, const QString &text)
{
    m_actions->prompts().ask(this, Text::tr("Recover unsaved runs"), text,
        { WindowPrompts::Answer::Recover, WindowPrompts::Answer::Discard, WindowPrompts::Answer::Later },
        [this, recovery](WindowPrompts::Answer answer) {
            const qsizetype count = recovery.runs.size();
            if (answer == WindowPrompts::Answer::Recover) {
                for (qsizetype i = 0; i < count; ++i)
                    m_document->addRun(recovery.runs[i], recovery.labels[i]);
                // In the session in memory now, like a run that finished normally.
                m_journals->removeFiles(recovery.paths);
                statusBar()->showMessage(
                    Text::tr("Recovered %1 run(s) into this session; save to keep them.").arg(count));
                emit recoveryHandled(int(count));
                return;
            }
            if (answer == WindowPrompts::Answer::Discard) {
                m_journals->removeFiles(recovery.paths);
                statusBar()->showMessage(Text::tr("Deleted %1 unsaved run(s).").arg(count));
            } else {
                statusBar()->showMessage(
                    Text::tr("The unsaved run(s) stay in %1 and are offered again at the next start.")
                        .arg(QDir::toNativeSeparators(m_journals->directory())));
            }
            emit recoveryHandled(0);
        });
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (m_scannedJournals)
        return;
    m_scannedJournals = true;
    // After the window is up: the scan reads files (on the journal thread) and the offer
    // comes as a window-modal box over a window the user can already see.
    QTimer::singleShot(0, m_journals, &RunJournalKeeper::scan);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!droppedSessions(event->mimeData()).isEmpty())
        event->acceptProposedAction();
    else
        QMainWindow::dragEnterEvent(event);
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedSessions(event->mimeData());
    if (paths.isEmpty()) {
        QMainWindow::dropEvent(event);
        return;
    }
    event->acceptProposedAction();
    openSessionFiles(paths);
}

void MainWindow::afterRunsStopped(std::function<void()> then)
{
    m_afterRunsStopped = std::move(then);
    for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
        p->stop();
    checkRunsStopped();
}

void MainWindow::checkRunsStopped()
{
    if (!m_afterRunsStopped || runningCount() > 0)
        return;
    // Every stopped run has delivered its result (runFinished comes right after the
    // page turns idle, and this runs from the event loop after both).
    auto then = std::move(m_afterRunsStopped);
    m_afterRunsStopped = nullptr;
    then();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    const int running = runningCount();
    if (m_closeApproved || !m_actions->needsSaving(running)) {
        for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
            p->stop();
        saveSettings();
        QMainWindow::closeEvent(event);
        return;
    }
    event->ignore();
    if (m_closePending)
        return; // already asked; the answer is being carried out
    m_closePending = true;
    // An answer given before ask() returns (a test's, or a future synchronous prompt)
    // accepts this very event: a close() from inside closeEvent would be ignored by Qt.
    auto asking = std::make_shared<bool>(true);
    auto closeNow = std::make_shared<bool>(false);
    m_actions->prompts().ask(this, Text::tr("Unsaved runs"),
        //: Completes "Save them before %1?".
        m_actions->unsavedQuestion(Text::tr("closing"), running),
        { WindowPrompts::Answer::Save, WindowPrompts::Answer::Discard, WindowPrompts::Answer::Cancel },
        [this, asking, closeNow](WindowPrompts::Answer answer) {
            if (answer == WindowPrompts::Answer::Discard) {
                for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
                    p->stop();
                m_journals->endAll(); // the user let these runs go
                m_closeApproved = true;
                m_closePending = false;
                if (*asking)
                    *closeNow = true;
                else
                    close();
                return;
            }
            if (answer != WindowPrompts::Answer::Save) {
                m_closePending = false;
                return;
            }
            // Stopped runs join the session first (partial, labelled cancelled), then it is saved.
            afterRunsStopped([this] {
                m_actions->save([this](bool ok) {
                    m_closePending = false;
                    if (!ok)
                        return; // the error was shown; the window stays open with everything in it
                    m_closeApproved = true;
                    close();
                });
            });
        });
    *asking = false;
    if (*closeNow) {
        saveSettings();
        event->accept();
    }
}

void MainWindow::saveSettings() const
{
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    s.setValue(QStringLiteral("window/page"), currentPageIndex());
    s.setValue(QStringLiteral("drives/simulated"), m_drives->simulatedSpecs());
    for (BenchmarkPage *p : m_benchmarkPages)
        p->saveSettings(s);
}

void MainWindow::restoreSettings()
{
    QSettings s;
    // Where the user left it, else 1280×820 or less on a smaller screen; a geometry saved
    // on a larger screen is shrunk to this one.
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()))
        fitToScreen(this, { 1280, 820 });
    else if (const QRect area = screen() ? screen()->availableGeometry() : QRect();
             !isMaximized() && area.isValid() && (width() > area.width() || height() > area.height()))
        fitToScreen(this, size());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_drives->restoreSimulated(s.value(QStringLiteral("drives/simulated")).toStringList());
    showPage(s.value(QStringLiteral("window/page"), 0).toInt());
    for (BenchmarkPage *p : std::as_const(m_benchmarkPages))
        p->restoreSettings(s);
}

} // namespace DriveScope
