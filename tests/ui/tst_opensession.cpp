// SPDX-License-Identifier: GPL-3.0-or-later
// A session file saved by the CLI opens in the window: its runs fill the runs table with
// the summaries the CLI printed, and selecting one draws it on its page. A damaged file
// is refused in plain words and changes nothing. (What a double-clicked *.dss does.)
#include "cliprocess.h"
#include "privateuserdirs.h"
#include "testfiles.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/window/mainwindow.h"

#include "core/session/sessionfile.h"

#include <QFile>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestOpenSession : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(usePrivateUserDirs(QStringLiteral("tst_opensession"))); }
    void cliSessionOpensInTheWindow()
    {
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_opensession-XXXXXX"));
        const QString session = dir.filePath(QStringLiteral("runs.dss"));
        for (const QStringList &args : { QStringList { QStringLiteral("seek"), QStringLiteral("sim:hdd,seed=1"),
                                             QStringLiteral("-n"), QStringLiteral("300") },
                 QStringList { QStringLiteral("zone"), QStringLiteral("sim:hdd,seed=2"), QStringLiteral("--points"),
                     QStringLiteral("5"), QStringLiteral("--bytes-per-point"), QStringLiteral("8MiB") } }) {
            const CliResult r = runCli(args + QStringList { QStringLiteral("--save"), session });
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
        QString error;
        const auto saved = SessionFile::load(session, &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->runs.size(), std::size_t(2));

        MainWindow w;
        w.show();
        QSignalSpy opened(&w, &MainWindow::sessionOpened);
        w.openSession(session);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 30000);
        QCOMPARE(opened.first().at(0).toBool(), true);
        QCOMPARE(w.runsModel()->rowCount(), 2);
        const RunRecordPtr seek = w.runsModel()->record(0);
        QCOMPARE(seek->result.benchmark, QStringLiteral("seek"));
        QCOMPARE(seek->result.samples.size(), saved->runs[0].samples.size());
        QCOMPARE(seek->summary.latency.count, qint64(300));
        // The first run is shown at once: the Seek page draws it, not empty charts.
        QTRY_COMPARE(w.page<SeekPage>()->shownRunId(), seek->id);
        QCOMPARE(w.currentPageIndex(), 0);
        // Named by when it ran, as in the runs table, not by an internal id.
        const QString when = seek->result.startedAt.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
        QVERIFY2(w.page<SeekPage>()->liveFiguresText().startsWith(
                     QStringLiteral("Run of %1 completed · 300 I/Os").arg(when)),
            qPrintable(w.page<SeekPage>()->liveFiguresText()));
        // Selecting the zone run shows the Zone sweep page.
        w.runsView()->selectRow(1);
        QTRY_COMPARE(w.currentPageIndex(), 1);
    }

    void damagedSessionIsRefused()
    {
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_opensession-XXXXXX"));
        const QString bad = dir.filePath(QStringLiteral("bad.dss"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("DSSESSION and then nonsense");
        f.close();
        MainWindow w;
        QSignalSpy opened(&w, &MainWindow::sessionOpened);
        w.openSession(bad);
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 30000);
        QCOMPARE(opened.first().at(0).toBool(), false);
        QVERIFY(!opened.first().at(1).toString().isEmpty());
        QCOMPARE(w.runsModel()->rowCount(), 0);
    }
};

QTEST_MAIN(TestOpenSession)
#include "tst_opensession.moc"
