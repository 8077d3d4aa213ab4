// SPDX-License-Identifier: GPL-3.0-or-later
// One run per drive: while one page's run measures a drive, Start on another page for
// the same drive is refused in place (its banner names the run that has the drive) and
// nothing runs; the same drive reached another way (a file on the disk a scratch file
// is being written on) is refused once opened; another drive measures beside it. The
// status bar says what still runs when one of two runs ends, never "Ready." then.

#include "pageconfigs.h"
#include "privateuserdirs.h"
#include "uitestsupport.h"

#include "ui/models/runsmodel.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/pages/syncwrite/syncwriteform.h"
#include "ui/pages/syncwrite/syncwritepage.h"
#include "ui/pages/zone/zoneform.h"
#include "ui/pages/zone/zonepage.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

// A paced model disk: seeks take their milliseconds in real time, so a long run is
// still going when the test presses Start elsewhere.
const QString SlowDisk = QStringLiteral("sim:hdd,paced,seed=4");

void startLongSeek(SeekPage *seek)
{
    SeekConfig c = seekReads(100'000);
    c.readSize = 0;
    seek->form()->setConfig(c);
    seek->start();
}

} // namespace

class TestOneRunPerDrive : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(usePrivateUserDirs(QStringLiteral("tst_onerunperdrive")));
        QSettings().clear();
    }

    void aSecondRunOnTheSameDriveIsRefused()
    {
        MainWindow w;
        QVERIFY(showLarge(w));
        QVERIFY(addPathAndWait(w.drivePanel(), SlowDisk));
        auto *seek = w.page<SeekPage>();
        auto *zone = w.page<ZonePage>();
        QVERIFY(seek && zone);
        startLongSeek(seek);
        QTRY_VERIFY_WITH_TIMEOUT(seek->isRunning() && seek->controller()->completed() > 0, 20000);

        zone->form()->setConfig(zoneSweep(3, 1 << 20));
        zone->start();
        QVERIFY(!zone->isRunning());
        QVERIFY2(zone->bannerText().contains(QStringLiteral("Seek is measuring ") + SlowDisk),
            qPrintable(zone->bannerText()));
        QCOMPARE(w.runsModel()->rowCount(), 0);

        // Another drive measures beside it, and when that run ends the status bar says
        // the seek still runs.
        QVERIFY(addPathAndWait(w.drivePanel(), QStringLiteral("sim:ssd")));
        QSignalSpy zoneDone(zone, &BenchmarkPage::runFinished);
        zone->start();
        QTRY_VERIFY2_WITH_TIMEOUT(zoneDone.size() == 1 && !zone->isRunning(),
            qPrintable(zone->bannerText() + u'|' + zone->liveFiguresText() + u'|' + zone->target().path), 30000);
        QCOMPARE(w.runsModel()->record(0)->result.status, RunStatus::Completed);
        QVERIFY(seek->isRunning());
        QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Seek running on ") + SlowDisk),
            qPrintable(w.statusBar()->currentMessage()));
        seek->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!seek->isRunning(), 20000);
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Ready."));
    }

    // A file on the disk a scratch file is being written on: the same drive, known once
    // the file is opened.
    void theSameDiskByAnotherPathIsRefused()
    {
        const QString folder = scratchRoot() + QStringLiteral("/one-run-folder");
        QDir(folder).removeRecursively();
        QVERIFY(QDir().mkpath(folder));
        const QString file = folder + QStringLiteral("/read-me.bin");
        QVERIFY(makeRandomFile(file, 8 << 20));
        OpenError err;
        const auto probe = Target::open(file, {}, &err);
        if (!probe)
            QSKIP(qPrintable(QStringLiteral("direct reads of the scratch root: ") + err.message));
        if (probe->info().diskName.isEmpty())
            QSKIP("the scratch root's disk is not known here (no block device under its file system)");
        const QString disk = probe->info().diskName;

        MainWindow w;
        QVERIFY(showLarge(w));
        QVERIFY(addPathAndWait(w.drivePanel(), folder));
        auto *sync = w.page<SyncWritePage>();
        SyncWriteConfig writes = syncWrites(SyncWriteConfig::MaxCount / 1000);
        sync->form()->setConfig(writes);
        QTRY_VERIFY_WITH_TIMEOUT(!sync->probedWriteCache().isEmpty(), 10000);
        sync->start();
        QTRY_VERIFY_WITH_TIMEOUT(sync->isRunning() && sync->controller()->completed() > 0, 30000);

        QVERIFY(addPathAndWait(w.drivePanel(), file));
        auto *seek = w.page<SeekPage>();
        QSignalSpy refused(seek->controller(), &RunController::failedToStart);
        seek->form()->setConfig(seekReads(50));
        seek->start();
        QTRY_VERIFY_WITH_TIMEOUT(refused.size() == 1 && !seek->isRunning(), 20000);
        QVERIFY2(seek->bannerText().contains(QStringLiteral("Sync write is measuring ") + disk),
            qPrintable(seek->bannerText()));
        sync->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!sync->isRunning(), 30000);
        QDir(folder).removeRecursively();
    }
};

QTEST_MAIN(TestOneRunPerDrive)
#include "tst_onerunperdrive.moc"
