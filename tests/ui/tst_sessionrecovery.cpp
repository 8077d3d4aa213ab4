// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5, "Sessions": crash recovery for real in the window. A window (journalchild)
// runs a long Seek on a random file and is killed with SIGKILL once its journal holds
// samples; the next window finds the journal and offers it: Later keeps it, Recover
// brings the samples back labelled "recovered (partial)", Discard deletes it. A window
// killed after its run finished, unsaved, gives that run back whole.
#include "sessionprompter.h"
#include "testfiles.h"

#include "core/session/runjournal.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/session/runjournalkeeper.h"
#include "ui/window/mainwindow.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace DriveScope;
using namespace DriveScope::Test;
using Answer = WindowPrompts::Answer;

namespace {

// A window whose prompts answer its offer of the interrupted run with one answer:
// the three steps of crashRecoveryForReal each open one and check what it did.
struct RecoveryWindow {
    explicit RecoveryWindow(Answer answer)
    {
        prompter.answers = { answer };
        window.setPrompts(prompter.prompts());
    }
    // Shows the window and waits (up to 20 s) until it has dealt with the journals.
    bool showAndWaitForTheOffer()
    {
        window.show();
        return handled.wait(20000);
    }

    Prompter prompter;
    MainWindow window;
    QSignalSpy handled { &window, &MainWindow::recoveryHandled };
};

} // namespace

class TestSessionRecovery : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void crashRecoveryForReal();
    void finishedUnsavedRunSurvivesKill();

private:
    std::unique_ptr<QTemporaryDir> m_root;
    QString m_target;
};

void TestSessionRecovery::initTestCase()
{
    m_root = std::make_unique<QTemporaryDir>(scratchRoot() + QStringLiteral("/tst_sessionrecovery-XXXXXX"));
    QVERIFY(m_root->isValid());
    // The same names as journalchild: its journal folder is ours.
    isolateUserDirs(*m_root, QStringLiteral("tst_sessionwindow"));
    m_target = m_root->filePath(QStringLiteral("target.bin"));
    QVERIFY(makeRandomFile(m_target, 32 << 20));
}

// A window killed with SIGKILL mid-run leaves its journal; the next window offers it:
// Later keeps it, Recover brings the samples back labelled, Discard deletes it.
void TestSessionRecovery::crashRecoveryForReal()
{
    const QString data = m_root->filePath(QStringLiteral("crash-data"));
    const QString config = m_root->filePath(QStringLiteral("crash-config"));
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), data);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QStringLiteral(DRIVESCOPE_JOURNALCHILD_PATH), { m_target });
    QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
    QString journal;
    QTRY_VERIFY_WITH_TIMEOUT(child.canReadLine() || child.state() != QProcess::Running, 20000);
    const QString line = QString::fromLocal8Bit(child.readLine()).trimmed();
    QVERIFY2(line.startsWith(QStringLiteral("journal ")), qPrintable(line));
    journal = line.mid(8);
    QVERIFY(journal.startsWith(data));

    // Wait until the journal holds a good number of samples, then kill -9.
    qint64 journalled = 0;
    QElapsedTimer t;
    t.start();
    while (journalled < 2000 && t.elapsed() < 20000) {
        QTest::qWait(200);
        if (const auto run = RunJournal::recover(journal, nullptr))
            journalled = qint64(run->samples.size());
    }
    QVERIFY2(journalled >= 2000, qPrintable(QString::number(journalled)));
    QVERIFY(RunJournal::isInUse(journal));
    child.kill(); // SIGKILL: no destructor, no flush, the lock goes with the process
    QVERIFY(child.waitForFinished(10000));
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFileInfo::exists(journal));
    QVERIFY(!RunJournal::isInUse(journal));
    const QByteArray journalBytes = readWholeFile(journal);
    QString recoveryText;

    const QByteArray ownData = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QFile::encodeName(data));
    const auto restore = qScopeGuard([&] { qputenv("XDG_DATA_HOME", ownData); });

    { // Later: nothing changes, the journal stays.
        RecoveryWindow rw(Answer::Later);
        MainWindow &w = rw.window;
        const Prompter &prompter = rw.prompter;
        QVERIFY(rw.showAndWaitForTheOffer());
        QCOMPARE(prompter.asked.size(), 1);
        QVERIFY2(prompter.asked[0].contains(QStringLiteral("cut short")), qPrintable(prompter.asked[0]));
        QVERIFY2(prompter.asked[0].contains(m_target), qPrintable(prompter.asked[0]));
        recoveryText = prompter.asked[0];
        QCOMPARE(w.runsModel()->rowCount(), 0);
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.close());
        w.journals()->waitForIdle();
        QVERIFY(QFileInfo::exists(journal));
    }
    { // Recover.
        RecoveryWindow rw(Answer::Recover);
        MainWindow &w = rw.window;
        QVERIFY(rw.showAndWaitForTheOffer());
        QCOMPARE(rw.handled.first().at(0).toInt(), 1);
        QCOMPARE(w.runsModel()->rowCount(), 1);
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.runsModel()->label(0), QStringLiteral("recovered (partial)"));
        QCOMPARE(w.runsModel()->index(0, RunsModel::Status).data().toString(), QStringLiteral("recovered (partial)"));
        const RunRecordPtr r = w.runsModel()->record(0);
        QCOMPARE(r->result.benchmark, QStringLiteral("seek"));
        QCOMPARE(r->result.status, RunStatus::Cancelled);
        QCOMPARE(r->result.target.path, QFileInfo(m_target).absoluteFilePath());
        qInfo("Journal read at %lld samples just before SIGKILL; recovered %zu samples (%s).", journalled,
            r->result.samples.size(), qPrintable(QFileInfo(journal).fileName()));
        QVERIFY2(qint64(r->result.samples.size()) >= journalled,
            qPrintable(QStringLiteral("%1 < %2").arg(r->result.samples.size()).arg(journalled)));
        QCOMPARE(r->summary.latency.count, qint64(r->result.samples.size()) - 1); // the warm-up read does not count
        const qint64 alignment = r->result.config.value(QStringLiteral("alignment")).toInteger();
        const qint64 readSize = r->result.config.value(QStringLiteral("read_size")).toInteger();
        QVERIFY(alignment > 0 && readSize > 0);
        const qint64 size = QFileInfo(m_target).size();
        for (const Sample &s : r->result.samples) {
            QVERIFY2(s.offset % alignment == 0 && s.offset >= 0 && s.offset + readSize <= size,
                qPrintable(QString::number(s.offset)));
            QCOMPARE(s.bytes, int(readSize));
            QVERIFY(s.latencyNs > 0);
        }
        // It draws on its page like any other run.
        w.runsView()->selectRow(0);
        QTRY_COMPARE(w.page<SeekPage>()->shownRunId(), r->id);
        w.journals()->waitForIdle();
        QVERIFY(!QFileInfo::exists(journal)); // in the session in memory now
        rw.prompter.answers = { Answer::Discard };
        QVERIFY(w.close());
    }
    { // Discard deletes it.
        QVERIFY(writeFile(journal, journalBytes));
        RecoveryWindow rw(Answer::Discard);
        MainWindow &w = rw.window;
        QVERIFY(rw.showAndWaitForTheOffer());
        QCOMPARE(w.runsModel()->rowCount(), 0);
        w.journals()->waitForIdle();
        QVERIFY(!QFileInfo::exists(journal));
        QVERIFY(w.close());
    }
    // The offer as the default prompts show it (a window-modal box, not blocking), to look at.
    MainWindow w;
    WindowPrompts::Answer answer = WindowPrompts::Answer::Save;
    WindowPrompts::defaults().ask(&w, QStringLiteral("Recover interrupted runs"), recoveryText,
        { Answer::Recover, Answer::Discard, Answer::Later }, [&answer](Answer a) { answer = a; });
    auto *box = w.findChild<QMessageBox *>();
    QVERIFY(box);
    QVERIFY(QTest::qWaitForWindowExposed(box));
    QVERIFY(box->grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-session-recovery.png")));
    box->reject(); // Esc means Later
    QTRY_COMPARE(answer, Answer::Later);
}

// A window whose run has finished, but which no session file holds, is killed with
// SIGKILL: the next window offers the run whole, as it ended, labelled as unsaved.
void TestSessionRecovery::finishedUnsavedRunSurvivesKill()
{
    const QString data = m_root->filePath(QStringLiteral("finished-data"));
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), data);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_root->filePath(QStringLiteral("finished-config")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    constexpr int Count = 3000;
    child.start(QStringLiteral(DRIVESCOPE_JOURNALCHILD_PATH), { m_target, QString::number(Count) });
    QVERIFY2(child.waitForStarted(10000), qPrintable(child.errorString()));
    QString journal;
    bool finished = false;
    QElapsedTimer t;
    t.start();
    while (!finished && t.elapsed() < 60000 && child.state() == QProcess::Running) {
        if (!child.canReadLine() && !child.waitForReadyRead(1000))
            continue;
        while (child.canReadLine()) {
            const QString line = QString::fromLocal8Bit(child.readLine()).trimmed();
            QVERIFY2(!line.startsWith(QStringLiteral("error")), qPrintable(line));
            if (line.startsWith(QStringLiteral("journal ")))
                journal = line.mid(8);
            finished = finished || line == QStringLiteral("finished");
        }
    }
    QVERIFY(finished);
    QVERIFY(journal.startsWith(data));
    QVERIFY(RunJournal::isInUse(journal)); // held: another window's scan leaves it alone
    child.kill();
    QVERIFY(child.waitForFinished(10000));
    QVERIFY(QFileInfo::exists(journal));

    const QByteArray ownData = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", QFile::encodeName(data));
    const auto restore = qScopeGuard([&] { qputenv("XDG_DATA_HOME", ownData); });
    RecoveryWindow rw(Answer::Recover);
    MainWindow &w = rw.window;
    QVERIFY(rw.showAndWaitForTheOffer());
    QCOMPARE(rw.prompter.asked.size(), 1);
    QVERIFY2(rw.prompter.asked[0].contains(QStringLiteral("finished but not saved")), qPrintable(rw.prompter.asked[0]));
    QCOMPARE(w.runsModel()->rowCount(), 1);
    QCOMPARE(w.runsModel()->label(0), QStringLiteral("recovered (finished, unsaved)"));
    const RunRecordPtr r = w.runsModel()->record(0);
    QCOMPARE(r->result.status, RunStatus::Completed);
    QCOMPARE(r->summary.latency.count, qint64(Count)); // every read, the warm-up aside
    QCOMPARE(r->result.samples.size(), std::size_t(Count + 1));
    w.journals()->waitForIdle();
    QVERIFY(!QFileInfo::exists(journal)); // in the session in memory now
    rw.prompter.answers = { Answer::Discard };
    QVERIFY(w.close());
}

QTEST_MAIN(TestSessionRecovery)
#include "tst_sessionrecovery.moc"
