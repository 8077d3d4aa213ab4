// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5, "Sessions", in the window: one session document (New, Open, Add runs beside,
// Save, Save As, Open Recent, drag and drop), unsaved changes asked about, failures that
// change nothing (crash recovery: tst_sessionrecovery). Real target: a random file on
// the build tree.
#include "sessionwindowsupport.h"
#include "testfiles.h"
#include "uitestsupport.h"

#include "core/session/runjournal.h"
#include "core/session/sessionfile.h"
#include "core/util/byteunits.h"
#include "ui/charts/latencyhistogramchart.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/seek/seekcharts.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/report/exportmenu.h"
#include "ui/session/recentsessions.h"
#include "ui/session/runjournalkeeper.h"
#include "ui/session/sessionactions.h"
#include "ui/session/sessiondocument.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QMenu>
#include <QMimeData>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QtEndian>

#include <memory>

using namespace DriveScope;
using namespace DriveScope::Test;
using Answer = WindowPrompts::Answer;

class TestSessionWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void roundTripDrawsTheSameCharts();
    void saveFailureChangesNothing();
    void exportNeverReplacesTheSessionOrATarget();
    void badFileLeavesTheSessionAsItWas_data();
    void badFileLeavesTheSessionAsItWas();
    void recentList();
    void unsavedChangesAreAsked();
    void runningRunIsStoppedSavedAndClosed();
    void finishedRunKeepsItsJournalUntilSaved();
    void dragAndDropOpensOrAdds();
    void screenshot();

private:
    std::unique_ptr<MainWindow> window(Prompter &prompter);
    bool runSeek(MainWindow &w, int count);
    bool save(MainWindow &w, const QString &path, QString *message = nullptr);
    bool open(MainWindow &w, const QString &path, QString *message = nullptr);

    std::unique_ptr<QTemporaryDir> m_root;
    QString m_target;
    QString m_saved; // a one-run session saved by initTestCase
};

void TestSessionWindow::initTestCase()
{
    m_root = std::make_unique<QTemporaryDir>(scratchRoot() + QStringLiteral("/tst_sessionwindow-XXXXXX"));
    QVERIFY(m_root->isValid());
    isolateUserDirs(*m_root, QStringLiteral("tst_sessionwindow"));
    QVERIFY(RunJournalKeeper::defaultDirectory().startsWith(m_root->path()));
    m_target = m_root->filePath(QStringLiteral("target.bin"));
    QVERIFY(makeRandomFile(m_target, 32 << 20));

    // A one-run session file the other tests open, drop and break.
    Prompter prompter;
    auto w = window(prompter);
    QVERIFY(runSeek(*w, 300));
    m_saved = m_root->filePath(QStringLiteral("seek runs.dss"));
    QString message;
    QVERIFY2(save(*w, m_saved, &message), qPrintable(message));
    QVERIFY(w->close());
}

void TestSessionWindow::cleanupTestCase()
{
    m_root.reset();
}

std::unique_ptr<MainWindow> TestSessionWindow::window(Prompter &prompter)
{
    return openSessionWindow(prompter);
}

bool TestSessionWindow::runSeek(MainWindow &w, int count)
{
    return runSeekIn(w, m_target, count);
}

bool TestSessionWindow::save(MainWindow &w, const QString &path, QString *message)
{
    QSignalSpy saved(w.sessionActions(), &SessionActions::sessionSaved);
    w.sessionActions()->saveAs(path);
    if (saved.isEmpty() && !saved.wait(30000))
        return false;
    if (message)
        *message = saved.first().at(1).toString();
    return saved.first().at(0).toBool();
}

bool TestSessionWindow::open(MainWindow &w, const QString &path, QString *message)
{
    QSignalSpy opened(&w, &MainWindow::sessionOpened);
    w.openSession(path);
    if (opened.isEmpty() && !opened.wait(30000))
        return false;
    if (message)
        *message = opened.first().at(1).toString();
    return opened.first().at(0).toBool();
}

// Save As, New, Open: the same run (samples, summary, config) and the same histogram
// as the page drew live; the modified flag and the title follow.
void TestSessionWindow::roundTripDrawsTheSameCharts()
{
    Prompter prompter;
    auto w = window(prompter);
    QAbstractItemModelTester tester(w->runsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(w->windowTitle(), QStringLiteral("Untitled session[*] — DriveScope"));
    QVERIFY(!w->isWindowModified());

    QVERIFY(runSeek(*w, 3000));
    QCOMPARE(w->runsModel()->rowCount(), 1);
    QVERIFY(w->isWindowModified());
    const RunRecordPtr live = w->runsModel()->record(0);
    QCOMPARE(live->summary.latency.count, qint64(3000));
    const auto liveHistogram = w->page<SeekPage>()->charts()->histogram()->drawnBuckets();
    QVERIFY(!liveHistogram.empty());

    const QString path = m_root->filePath(QStringLiteral("round trip.dss"));
    QString message;
    QVERIFY2(save(*w, path, &message), qPrintable(message));
    QVERIFY(!w->isWindowModified());
    QCOMPARE(w->windowTitle(), QStringLiteral("round trip.dss[*] — DriveScope"));
    QCOMPARE(RecentSessions::list().value(0), QFileInfo(path).absoluteFilePath());

    w->sessionActions()->newSession();
    QTRY_COMPARE(w->runsModel()->rowCount(), 0);
    QVERIFY(prompter.asked.isEmpty()); // nothing unsaved: nothing asked
    QCOMPARE(w->windowTitle(), QStringLiteral("Untitled session[*] — DriveScope"));

    QVERIFY2(open(*w, path, &message), qPrintable(message));
    QCOMPARE(w->runsModel()->rowCount(), 1);
    QVERIFY(!w->isWindowModified());
    QCOMPARE(w->windowTitle(), QStringLiteral("round trip.dss[*] — DriveScope"));
    const RunRecordPtr reopened = w->runsModel()->record(0);
    QVERIFY(reopened->id != live->id);
    QCOMPARE(reopened->result.samples.size(), live->result.samples.size());
    QCOMPARE(reopened->result.config, live->result.config);
    QCOMPARE(reopened->result.target.path, live->result.target.path);
    QCOMPARE(reopened->result.status, live->result.status);
    QCOMPARE(reopened->summary.latency.count, live->summary.latency.count);
    QCOMPARE(reopened->summary.latency.meanNs, live->summary.latency.meanNs);
    QCOMPARE(reopened->summary.latency.p50Ns, live->summary.latency.p50Ns);
    QCOMPARE(reopened->summary.latency.p99Ns, live->summary.latency.p99Ns);
    QCOMPARE(reopened->summary.latency.maxNs, live->summary.latency.maxNs);
    QCOMPARE(reopened->summary.latency.elapsedSeconds, live->summary.latency.elapsedSeconds);
    for (std::size_t i = 0; i < live->result.samples.size(); ++i) {
        const Sample &a = live->result.samples[i], &b = reopened->result.samples[i];
        QVERIFY(a.offset == b.offset && a.latencyNs == b.latencyNs && a.startNs == b.startNs);
    }
    QCOMPARE(
        w->runsModel()->index(0, RunsModel::Mean).data(), QVariant(formatDurationNs(live->summary.latency.meanNs)));

    // Selecting the reopened run draws it through the live path: the same buckets.
    w->runsView()->selectRow(0);
    QTRY_COMPARE(w->page<SeekPage>()->shownRunId(), reopened->id);
    QCOMPARE(w->page<SeekPage>()->charts()->histogram()->drawnBuckets(), liveHistogram);

    // A removed run marks the session modified; the file still has it.
    w->runsView()->setCurrentIndex(w->runsModel()->index(0, 0));
    w->runsView()->setFocus();
    QTest::keyClick(w->runsView(), Qt::Key_Delete);
    QCOMPARE(w->runsModel()->rowCount(), 0);
    QVERIFY(w->isWindowModified());
    // Edit > Undo remove run (Ctrl+Z) puts the same run back at its row; then it goes again.
    auto *undo = w->findChild<QAction *>(QStringLiteral("undoRemoveRun"));
    QVERIFY(undo && undo->isEnabled());
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    undo->trigger();
    QCOMPARE(w->runsModel()->rowCount(), 1);
    QCOMPARE(w->runsModel()->record(0)->id, reopened->id);
    QVERIFY(!undo->isEnabled());
    w->runsView()->setCurrentIndex(w->runsModel()->index(0, 0));
    QTest::keyClick(w->runsView(), Qt::Key_Delete);
    QCOMPARE(w->runsModel()->rowCount(), 0);
    prompter.answers = { Answer::Discard };
    QVERIFY(w->close());
    QCOMPARE(prompter.asked.size(), 1);
    QVERIFY2(prompter.asked[0].contains(QStringLiteral("runs were removed")), qPrintable(prompter.asked[0]));
}

// A save that cannot be done says so in plain words; the document stays modified and
// the file already there keeps every byte (QSaveFile).
void TestSessionWindow::saveFailureChangesNothing()
{
    Prompter prompter;
    auto w = window(prompter);
    const QString dir = m_root->filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(dir));
    const QString path = dir + QStringLiteral("/kept.dss");
    QVERIFY(runSeek(*w, 200));
    QVERIFY(save(*w, path));
    const QByteArray before = checksum(path);
    QVERIFY(runSeek(*w, 200));
    QVERIFY(w->isWindowModified());

    // Root ignores permissions: an immutable folder refuses even root a new file.
    const bool root = isRoot();
    const auto lock = [&](bool on) {
        if (root)
            return QProcess::execute(
                       QStringLiteral("chattr"), { on ? QStringLiteral("+i") : QStringLiteral("-i"), dir })
                == 0;
        return QFile::setPermissions(
            dir, on ? QFile::ReadOwner | QFile::ExeOwner : QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    };
    if (lock(true)) {
        QString message;
        const bool ok = save(*w, path, &message);
        lock(false);
        QVERIFY(!ok);
        QVERIFY2(message.contains(QStringLiteral("Cannot save")), qPrintable(message));
        QCOMPARE(prompter.told.size(), 1);
        QVERIFY(w->isWindowModified());
        QCOMPARE(w->runsModel()->rowCount(), 2);
        QCOMPARE(checksum(path), before);
        QCOMPARE(QDir(dir).entryList(QDir::Files), QStringList { QStringLiteral("kept.dss") });
    } else {
        qInfo("Cannot make %s unwritable here (chattr on this file system?); the folder case is checked.",
            qPrintable(dir));
    }

    // A folder where the file should be.
    const int told = int(prompter.told.size());
    QString message;
    QVERIFY(!save(*w, dir, &message));
    QVERIFY2(message.contains(QStringLiteral("is a folder")), qPrintable(message));
    QCOMPARE(prompter.told.size(), told + 1);
    QVERIFY(w->isWindowModified());
    QCOMPARE(w->document()->path(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(checksum(path), before);

    prompter.answers = { Answer::Discard };
    QVERIFY(w->close());
}

// Issue 32: an export over the open session's file (or a file a run measured) replaced
// it, and so did Save As over a measured file; both are refused with one sentence and
// the file is as it was.
void TestSessionWindow::exportNeverReplacesTheSessionOrATarget()
{
    Prompter prompter;
    auto w = window(prompter);
    const QString path = m_root->filePath(QStringLiteral("exported-over.dss"));
    QVERIFY(runSeek(*w, 200));
    QVERIFY(save(*w, path));
    const QByteArray session = checksum(path);
    const QByteArray target = checksum(m_target);
    const Session runs = ExportMenu::sessionOf(w->allRuns());
    for (const QString &over : { path, m_target }) {
        QString error;
        bool done = false;
        ExportMenu::exportTo(w.get(), ExportMenu::What::SamplesCsv, runs, over, [&](const QString &e) {
            error = e;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 30000);
        QVERIFY2(error.contains(QStringLiteral("itself")), qPrintable(error));
    }
    // Save As over the file a run measured is refused as well (over its own file, not).
    QString message;
    QVERIFY(!save(*w, m_target, &message));
    QVERIFY2(message.contains(QStringLiteral("is the target of run 1 itself")), qPrintable(message));
    QCOMPARE(checksum(path), session);
    QCOMPARE(checksum(m_target), target);
    // Elsewhere the export is written.
    const QString csv = m_root->filePath(QStringLiteral("exported.csv"));
    QString error = QStringLiteral("not done");
    ExportMenu::exportTo(w.get(), ExportMenu::What::SamplesCsv, runs, csv, [&](const QString &e) { error = e; });
    QTRY_VERIFY_WITH_TIMEOUT(error.isEmpty(), 30000);
    QVERIFY(QFileInfo(csv).size() > 0);
}

void TestSessionWindow::badFileLeavesTheSessionAsItWas_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("truncated");
    QTest::newRow("newer version") << QStringLiteral("version") << QStringLiteral("newer DriveScope");
    QTest::newRow("not a session") << QStringLiteral("text") << QStringLiteral("not a DriveScope session");
    QTest::newRow("missing") << QStringLiteral("missing") << QStringLiteral("not there");
}

void TestSessionWindow::badFileLeavesTheSessionAsItWas()
{
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    const QByteArray good = readWholeFile(m_saved);
    QVERIFY(good.size() > 100);
    const QString bad = m_root->filePath(QStringLiteral("bad-") + kind + QStringLiteral(".dss"));
    QFile::remove(bad);
    if (kind == QStringLiteral("truncated")) {
        QVERIFY(writeFile(bad, good.left(good.size() / 2)));
    } else if (kind == QStringLiteral("version")) {
        QByteArray data = good;
        qToLittleEndian<quint32>(SessionFile::FormatVersion + 1, data.data() + 9);
        QVERIFY(writeFile(bad, data));
    } else if (kind == QStringLiteral("text")) {
        QVERIFY(writeFile(bad, "these are my notes, not a session\n"));
    }

    Prompter prompter;
    auto w = window(prompter);
    QString message;
    QVERIFY(open(*w, m_saved, &message));
    QVERIFY(runSeek(*w, 100)); // one more run: the document is modified
    const int rows = w->runsModel()->rowCount();
    prompter.answers = { Answer::Discard }; // "discard the unsaved run?" – yes, to open the other file
    QVERIFY(!open(*w, bad, &message));
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("unchanged")), qPrintable(message));
    QCOMPARE(prompter.told.size(), 1);
    QCOMPARE(w->runsModel()->rowCount(), rows);
    QCOMPARE(w->document()->path(), QFileInfo(m_saved).absoluteFilePath());
    QVERIFY(w->isWindowModified());

    // Added beside: refused the same way.
    QSignalSpy opened(w.get(), &MainWindow::sessionOpened);
    w->sessionActions()->addBeside(bad);
    QVERIFY(opened.wait(30000));
    QCOMPARE(opened.first().at(0).toBool(), false);
    QCOMPARE(w->runsModel()->rowCount(), rows);

    prompter.answers = { Answer::Discard };
    QVERIFY(w->close());
}

// Newest first, at most 8, no duplicates; a file that is gone is dropped with a message.
void TestSessionWindow::recentList()
{
    RecentSessions::clear();
    QStringList paths;
    for (int i = 0; i < 10; ++i)
        paths.append(m_root->filePath(QStringLiteral("recent-%1.dss").arg(i)));
    for (const QString &p : paths)
        RecentSessions::add(p);
    QStringList expected;
    for (int i = 9; i >= 2; --i)
        expected.append(paths[i]);
    QCOMPARE(RecentSessions::list(), expected);
    RecentSessions::add(paths[5]);
    QCOMPARE(RecentSessions::list().size(), RecentSessions::MaxCount);
    QCOMPARE(RecentSessions::list().first(), paths[5]);
    QCOMPARE(RecentSessions::list().count(paths[5]), 1);

    Prompter prompter;
    auto w = window(prompter);
    emit w->recentMenu()->aboutToShow();
    // Eight files, a separator, Clear list.
    QCOMPARE(w->recentMenu()->actions().size(), RecentSessions::MaxCount + 2);
    QVERIFY(w->recentMenu()->actions().first()->text().contains(QStringLiteral("recent-5.dss")));

    // recent-9.dss was never written: opening it from the list drops it.
    QSignalSpy opened(w.get(), &MainWindow::sessionOpened);
    w->sessionActions()->openRecent(paths[9]);
    QVERIFY(opened.wait(30000));
    QCOMPARE(opened.first().at(0).toBool(), false);
    QVERIFY(!RecentSessions::list().contains(paths[9]));
    QCOMPARE(prompter.told.size(), 1);
    QVERIFY2(prompter.told[0].contains(QStringLiteral("removed from Open Recent")), qPrintable(prompter.told[0]));

    // An existing one opens and moves to the top; Clear list empties it.
    QVERIFY(open(*w, m_saved));
    QCOMPARE(RecentSessions::list().first(), QFileInfo(m_saved).absoluteFilePath());
    emit w->recentMenu()->aboutToShow();
    w->recentMenu()->actions().last()->trigger();
    QVERIFY(RecentSessions::list().isEmpty());
    QVERIFY(w->close());
}

// Cancel keeps the window open and the runs; Discard lets it go; New asks too.
void TestSessionWindow::unsavedChangesAreAsked()
{
    Prompter prompter;
    auto w = window(prompter);
    QVERIFY(runSeek(*w, 100));
    prompter.answers = { Answer::Cancel };
    QVERIFY(!w->close());
    QVERIFY(w->isVisible());
    QCOMPARE(prompter.asked.size(), 1);
    QVERIFY2(prompter.asked[0].contains(QStringLiteral("1 run that is not saved")), qPrintable(prompter.asked[0]));

    prompter.answers = { Answer::Cancel };
    w->sessionActions()->newSession();
    QCOMPARE(prompter.asked.size(), 2);
    QTest::qWait(50);
    QCOMPARE(w->runsModel()->rowCount(), 1);

    prompter.answers = { Answer::Discard };
    QVERIFY(w->close());
    QVERIFY(!w->isVisible());
    QCOMPARE(prompter.asked.size(), 3);
}

// A run still going on close is asked about (counted), stopped, kept and saved: Save
// with an untitled session asks for a name, waits for the partial run, writes, closes.
void TestSessionWindow::runningRunIsStoppedSavedAndClosed()
{
    Prompter prompter;
    prompter.savePath = m_root->filePath(QStringLiteral("closed while running.dss"));
    auto w = window(prompter);
    chooseTarget(*w, m_target, false);
    w->page<SeekPage>()->form()->countBox()->setValue(5'000'000);
    QSignalSpy finished(w->page<SeekPage>(), &BenchmarkPage::runFinished);
    w->page<SeekPage>()->start();
    QTRY_VERIFY_WITH_TIMEOUT(w->page<SeekPage>()->controller()->completed() > 100, 20000);
    QTRY_VERIFY(!w->journals()->journalPath(QStringLiteral("seek")).isEmpty());
    const QString journal = w->journals()->journalPath(QStringLiteral("seek"));
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(journal).size() > 200, 5000); // samples flushed every 0.5 s
    QVERIFY(RunJournal::isInUse(journal));

    prompter.answers = { Answer::Cancel };
    QVERIFY(!w->close());
    QVERIFY2(prompter.asked.value(0).contains(QStringLiteral("still running")), qPrintable(prompter.asked.value(0)));
    QVERIFY(w->page<SeekPage>()->isRunning());

    prompter.answers = { Answer::Save };
    QVERIFY(!w->close()); // not yet: the run stops and the file is written first
    QTRY_VERIFY_WITH_TIMEOUT(!w->isVisible(), 30000);
    QCOMPARE(finished.count(), 1);
    QString error;
    const auto saved = SessionFile::load(prompter.savePath, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->runs.size(), std::size_t(1));
    QCOMPARE(saved->runs[0].status, RunStatus::Cancelled);
    QVERIFY(saved->runs[0].samples.size() > 100);
    // The run is in the session (and in the file): its journal is gone.
    w->journals()->waitForIdle();
    QVERIFY(!QFileInfo::exists(journal));
}

// A finished run only in memory keeps its crash journal (ended, locked) while it can
// still be lost: removed but undoable, it stays; saved, it goes; a run let go with New
// (its question answered Discard) takes its journal along.
void TestSessionWindow::finishedRunKeepsItsJournalUntilSaved()
{
    Prompter prompter;
    auto w = window(prompter);
    QVERIFY(runSeek(*w, 500));
    const RunRecordPtr run = w->runsModel()->record(0);
    const QString journal = w->journals()->finishedJournals().value(run->id);
    QVERIFY(!journal.isEmpty());
    w->journals()->waitForIdle();
    QVERIFY(RunJournal::isInUse(journal));
    QString error;
    bool finished = false;
    const auto kept = RunJournal::recover(journal, &error, &finished);
    QVERIFY2(kept, qPrintable(error));
    QVERIFY(finished);
    QCOMPARE(kept->status, run->result.status);
    QCOMPARE(kept->samples.size(), run->result.samples.size());
    QCOMPARE(kept->config, run->result.config);

    w->runsView()->setCurrentIndex(w->runsModel()->index(0, 0));
    w->runsView()->setFocus();
    QTest::keyClick(w->runsView(), Qt::Key_Delete);
    QCOMPARE(w->runsModel()->rowCount(), 0);
    QCoreApplication::processEvents(); // the queued release
    w->journals()->waitForIdle();
    QVERIFY(QFileInfo::exists(journal)); // Ctrl+Z can bring the run back
    w->findChild<QAction *>(QStringLiteral("undoRemoveRun"))->trigger();
    QCOMPARE(w->runsModel()->rowCount(), 1);

    QString message;
    QVERIFY2(save(*w, m_root->filePath(QStringLiteral("journal released.dss")), &message), qPrintable(message));
    QTRY_VERIFY(w->journals()->finishedJournals().isEmpty());
    w->journals()->waitForIdle();
    QVERIFY(!QFileInfo::exists(journal));

    QVERIFY(runSeek(*w, 300));
    const QString second = w->journals()->finishedJournals().value(w->runsModel()->record(1)->id);
    QVERIFY(!second.isEmpty());
    prompter.answers = { Answer::Discard };
    w->sessionActions()->newSession();
    QTRY_COMPARE(w->runsModel()->rowCount(), 0);
    QTRY_VERIFY(w->journals()->finishedJournals().isEmpty());
    w->journals()->waitForIdle();
    QVERIFY(!QFileInfo::exists(second));
    QVERIFY(w->close());
}

// Dropped .dss files: into an empty, unchanged window the first opens as the session
// and the rest are added beside; other files are not taken.
void TestSessionWindow::dragAndDropOpensOrAdds()
{
    const QString second = m_root->filePath(QStringLiteral("second.dss"));
    QFile::remove(second);
    QVERIFY(QFile::copy(m_saved, second));
    Prompter prompter;
    auto w = window(prompter);

    auto drop = [&](const QStringList &paths) {
        auto mime = std::make_unique<QMimeData>();
        QList<QUrl> urls;
        for (const QString &p : paths)
            urls.append(QUrl::fromLocalFile(p));
        mime->setUrls(urls);
        const QPoint at(w->width() / 2, w->height() / 2);
        QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent dropEvent(QPointF(at), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w.get(), &dropEvent);
        return dropEvent.isAccepted();
    };

    QVERIFY(!drop({ m_target })); // not a session
    QSignalSpy opened(w.get(), &MainWindow::sessionOpened);
    QVERIFY(drop({ m_saved, second }));
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 2, 30000);
    QCOMPARE(w->document()->path(), QFileInfo(m_saved).absoluteFilePath());
    QCOMPARE(w->runsModel()->rowCount(), 2);
    QVERIFY(w->isWindowModified()); // the second file's run joined it
    QVERIFY(opened.last().at(1).toString().contains(QStringLiteral("beside")));

    QVERIFY(drop({ second }));
    QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 3, 30000);
    QCOMPARE(w->runsModel()->rowCount(), 3);
    QCOMPARE(w->document()->path(), QFileInfo(m_saved).absoluteFilePath());
    prompter.answers = { Answer::Discard };
    QVERIFY(w->close());
}

// The window with a session loaded and Open Recent filled, for a person to look at.
void TestSessionWindow::screenshot()
{
    RecentSessions::clear();
    for (const QString &name : { QStringLiteral("ssd-2025.dss"), QStringLiteral("wd-red-4tb.dss") })
        RecentSessions::add(m_root->filePath(name));
    Prompter prompter;
    auto w = window(prompter);
    w->resize(1400, 900);
    QVERIFY(open(*w, m_saved));
    QVERIFY(runSeek(*w, 500)); // an unsaved run: the title shows it
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QTest::qWait(100);
    const QString dir = QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR);
    QVERIFY(w->grab().save(dir + QStringLiteral("/screenshot-session-window.png")));
    QCOMPARE(w->windowTitle(), QStringLiteral("seek runs.dss[*] — DriveScope"));
    QVERIFY(w->isWindowModified());

    w->fileMenu()->popup(w->mapToGlobal(QPoint(0, 0)));
    QVERIFY(QTest::qWaitForWindowExposed(w->fileMenu()));
    QVERIFY(w->fileMenu()->grab().save(dir + QStringLiteral("/screenshot-session-filemenu.png")));
    w->recentMenu()->popup(w->mapToGlobal(QPoint(200, 60)));
    QVERIFY(QTest::qWaitForWindowExposed(w->recentMenu()));
    QVERIFY(w->recentMenu()->grab().save(dir + QStringLiteral("/screenshot-session-recent.png")));
    w->recentMenu()->hide();
    w->fileMenu()->hide();

    prompter.answers = { Answer::Discard };
    QVERIFY(w->close());
}

QTEST_MAIN(TestSessionWindow)
#include "tst_sessionwindow.moc"
