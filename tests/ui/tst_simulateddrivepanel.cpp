// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 18: the simulated drives can be used from the window, as the README's "Without a
// disk" says (typing sim:hdd,paced into Add file gave "File not found"). Added through
// the drive panel, a model drive is a target like any other: the seek page reads it and
// a write page writes to it without the confirmation a real drive needs (it stores
// nothing). A spec that does not parse is refused in one sentence, in the dialog as it
// is typed and from addPath.
#include "pageconfigs.h"
#include "uitestsupport.h"

#include "ui/models/drivemodel.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/pages/syncwrite/syncwriteform.h"
#include "ui/pages/syncwrite/syncwritepage.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/simulateddrivedialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestSimulatedDrivePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DriveScopeTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_simulateddrivepanel"));
        QSettings().clear();
    }

    void seekAndSyncWriteOnAModel()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString spec = QStringLiteral("sim:hdd,capacity=20GB,seed=5");
        QVERIFY(addPathAndWait(w.drivePanel(), spec));
        SeekPage *seek = w.page<SeekPage>();
        QCOMPARE(seek->target().path, spec);
        QCOMPARE(seek->target().kind, TargetChoice::Kind::Simulated);
        QCOMPARE(seek->target().info.sizeBytes, qint64(20'000'000'000));
        QVERIFY2(w.drivePanel()->factsText().contains(QStringLiteral("simulated hard disk")),
            qPrintable(w.drivePanel()->factsText()));

        QSignalSpy seekDone(seek, &BenchmarkPage::runFinished);
        seek->form()->setConfig(seekReads(300));
        seek->start();
        QTRY_VERIFY2_WITH_TIMEOUT(seekDone.size() == 1,
            qPrintable(seek->bannerText() + seek->liveFiguresText() + seek->form()->errorText()), 20000);
        const RunRecordPtr read = w.runsModel()->record(0);
        QCOMPARE(read->result.status, RunStatus::Completed);
        QCOMPARE(read->result.target.path, spec);
        // A 7200 rpm model seeks in milliseconds, not microseconds.
        QVERIFY2(read->summary.latency.meanNs > 2e6, qPrintable(read->summary.headline));

        // Writes: no typed confirmation (nothing is stored), and the run completes.
        auto *sync = w.findChild<SyncWritePage *>();
        QVERIFY(sync);
        QCOMPARE(sync->target().kind, TargetChoice::Kind::Simulated);
        sync->form()->setConfig(syncWrites(200));
        QSignalSpy syncDone(sync, &BenchmarkPage::runFinished);
        sync->start();
        QTRY_VERIFY_WITH_TIMEOUT(syncDone.size() >= 1 && !sync->isRunning(), 20000);
        const RunRecordPtr written = w.runsModel()->record(1);
        QCOMPARE(written->result.status, RunStatus::Completed);
        QCOMPARE(written->result.target.path, spec);
        QVERIFY(sync->bannerText().isEmpty());
    }

    void badSpecIsRefusedInOneSentence()
    {
        DrivePanel panel;
        QSignalSpy refused(&panel, &DrivePanel::pathRefused);
        panel.addPath(QStringLiteral("sim:hdd,rpm=fast"));
        QVERIFY(refused.wait(10000));
        const QString why = refused.first().first().toString();
        QVERIFY2(why.contains(QStringLiteral("rpm")), qPrintable(why));
        // (Not a row count: the panel's first drive listing lands meanwhile.)
        QCOMPARE(panel.model()->rowOfPath(QStringLiteral("sim:hdd,rpm=fast")), -1);
    }

    void dialogChecksAsTyped()
    {
        SimulatedDriveDialog dialog;
        QPushButton *add = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == QStringLiteral("Add"))
                add = b;
        QVERIFY(add);
        QVERIFY(add->isEnabled()); // the first preset parses
        QVERIFY(dialog.spec().startsWith(QStringLiteral("sim:hdd")));
        dialog.specEdit()->setText(QStringLiteral("sim:hdd,rpm=fast"));
        QVERIFY(!add->isEnabled());
        QVERIFY2(dialog.errorText().contains(QStringLiteral("rpm")), qPrintable(dialog.errorText()));
        dialog.specEdit()->setText(QStringLiteral("/dev/sda"));
        QVERIFY(!add->isEnabled());
        QVERIFY2(dialog.errorText().contains(QStringLiteral("sim:")), qPrintable(dialog.errorText()));
        dialog.specEdit()->setText(QStringLiteral("sim:ssd"));
        QVERIFY(add->isEnabled());
        QVERIFY(dialog.errorText().isEmpty());
    }
};

QTEST_MAIN(TestSimulatedDrivePanel)
#include "tst_simulateddrivepanel.moc"
