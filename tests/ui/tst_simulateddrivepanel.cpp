// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 18: the simulated drives can be used from the window, as the README's "Without a
// disk" says (typing sim:hdd,paced into Add file gave "File not found"). Added through
// the drive panel, a model drive is a target like any other: the seek page reads it and
// a write page writes to it without the confirmation a real drive needs (it stores
// nothing). A spec that does not parse is refused in one sentence, in the dialog as it
// is typed and from addPath. Issue 19: on a model disk the Seek page draws the fitted
// seek curve and one revolution over its scatter and names the rpm, and a cache-off
// sync-write run of the same drive adds its own revolution beside it.
#include "pageconfigs.h"
#include "privateuserdirs.h"
#include "testfiles.h"
#include "uitestsupport.h"

#include "core/report/runreport.h"
#include "ui/charts/scatterchart.h"
#include "ui/compare/comparefiguresmodel.h"
#include "ui/models/drivemodel.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/bandwidth/bandwidthform.h"
#include "ui/pages/bandwidth/bandwidthpage.h"
#include "ui/pages/headlinelabel.h"
#include "ui/pages/seek/seekcharts.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/pages/syncwrite/syncwriteform.h"
#include "ui/pages/syncwrite/syncwritepage.h"
#include "ui/report/reportsections.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"
#include "ui/window/simulateddrivedialog.h"

#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QIcon>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QRegularExpression>
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
        QVERIFY(usePrivateUserDirs(QStringLiteral("tst_simulateddrivepanel")));
        QSettings().clear();
    }

    // An added model drive comes back at the next start, with its own icon (not a
    // file's), and the selection stays where it was; a settings file listing anything
    // but good sim: specs, or too many, restores only what is sound, at most the cap.
    void simulatedDrivesAreRemembered()
    {
        const QString spec = QStringLiteral("sim:ssd,capacity=8GB,seed=9");
        const QString file = scratchRoot() + QStringLiteral("/tst_simulateddrivepanel-file.bin");
        QVERIFY(makeRandomFile(file, 1 << 20));
        {
            MainWindow w;
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(addPathAndWait(w.drivePanel(), spec));
            QVERIFY(addPathAndWait(w.drivePanel(), file));
            DriveModel *m = w.drivePanel()->model();
            const QImage sim
                = m->index(m->rowOfPath(spec)).data(Qt::DecorationRole).value<QIcon>().pixmap(32).toImage();
            const QImage plain
                = m->index(m->rowOfPath(file)).data(Qt::DecorationRole).value<QIcon>().pixmap(32).toImage();
            QVERIFY(!sim.isNull());
            QVERIFY(sim != plain);
            QVERIFY(w.close());
        }
        {
            MainWindow w;
            const int row = w.drivePanel()->model()->rowOfPath(spec);
            QVERIFY(row > 0);
            QCOMPARE(w.drivePanel()->model()->choice(row).kind, TargetChoice::Kind::Simulated);
            QCOMPARE(w.drivePanel()->model()->rowOfPath(file), -1); // files are not kept
            QCOMPARE(w.drivePanel()->current().kind, TargetChoice::Kind::ScratchFile);
            QVERIFY(w.close());
        }
        QStringList crafted { QStringLiteral("/etc/passwd"), QStringLiteral("sim:ssd,nonsense=1"), QString(),
            QStringLiteral("sim:hdd,seed=1") };
        for (int i = 0; i < 100; ++i)
            crafted << QStringLiteral("sim:ssd,seed=%1").arg(100 + i);
        QSettings().setValue(QStringLiteral("drives/simulated"), crafted);
        MainWindow w;
        const QStringList restored = w.drivePanel()->simulatedSpecs();
        QCOMPARE(restored.size(), DrivePanel::MaxRememberedSimulated - 3); // the first 32, less the three bad
        QCOMPARE(restored.front(), QStringLiteral("sim:hdd,seed=1"));
        QVERIFY(!restored.contains(QStringLiteral("/etc/passwd")));
        QSettings().remove(QStringLiteral("drives/simulated"));
        QFile::remove(file);
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

    void seekPageShowsRotationAndSeekCurve()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        const QString spec = QStringLiteral("sim:hdd,rpm=5400,t2t=1.5ms,avg=12ms,full=22ms,cache=off,seed=3");
        QVERIFY(addPathAndWait(w.drivePanel(), spec));
        SeekPage *seek = w.page<SeekPage>();
        auto *charts = seek->findChild<SeekCharts *>();
        QVERIFY(charts);
        QSignalSpy seekDone(seek, &BenchmarkPage::runFinished);
        SeekConfig c = seekReads(1500);
        c.seed = 3;
        seek->form()->setConfig(c);
        seek->start();
        QTRY_VERIFY_WITH_TIMEOUT(seekDone.size() == 1, 30000);
        const QString text = charts->estimateLabel()->text();
        QVERIFY2(
            text.contains(QStringLiteral(" rpm</b>")) && text.contains(QStringLiteral("average")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("the drive reports 5,400 rpm")), qPrintable(text));
        // The band: a curve from the shortest to the longest distance drawn, one
        // revolution wide, that most points lie inside.
        QAreaSeries *band = nullptr;
        for (QAbstractSeries *series : charts->distanceChart()->chart()->series())
            if (auto *area = qobject_cast<QAreaSeries *>(series))
                band = area;
        QVERIFY(band && band->isVisible());
        const QList<QPointF> lower = band->lowerSeries()->points(), upper = band->upperSeries()->points();
        QCOMPARE(lower.size(), 65);
        const RunRecordPtr run = w.runsModel()->record(0);
        const double revolution = run->summary.accessTime->rotation.revolutionNs;
        QVERIFY(std::abs(revolution / (60e9 / 5400) - 1) < 0.02);
        int inside = 0;
        const auto &points = charts->distanceChart()->drawnPoints();
        for (const QPointF &p : points) {
            const double seekNs
                = run->summary.accessTime->seek.meanSeekAtDistanceNs(p.x() / double(run->result.target.sizeBytes));
            inside += p.y() >= seekNs - 1e6 && p.y() <= seekNs + revolution + 1e6;
        }
        QVERIFY2(inside > int(points.size()) * 9 / 10,
            qPrintable(QStringLiteral("%1 of %2").arg(inside).arg(points.size())));
        QVERIFY(upper.last().y() > lower.last().y());
        // The report's statistics and compare carry the same estimates.
        const QString statistics = ReportSections::statistics(run->result, run->summary);
        QVERIFY2(statistics.contains(QStringLiteral("Rotation (estimated)"))
                && statistics.contains(QStringLiteral("Average seek (estimated)")),
            qPrintable(statistics));
        CompareFiguresModel compare;
        compare.setRuns({ run, run }, { QStringLiteral("a"), QStringLiteral("b") });
        const int rpmRow = compare.rowOf(QStringLiteral("rotation_rpm"));
        QVERIFY(rpmRow >= 0 && compare.rowOf(QStringLiteral("mean")) >= 0);
        QCOMPARE(compare.index(rpmRow, 1).data(CompareFiguresModel::ValueRole).toDouble(),
            std::round(revolution > 0 ? 60e9 / revolution / 10 : 0) * 10);
        QVERIFY(w.grab().save(docsScreenshot(QStringLiteral("seek-estimates.png"))));
        w.resize(1920, 1080);
        QTest::qWait(50);
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-seek-estimates-1920.png")));
        w.resize(1280, 800);

        // A cache-off sync-write run of the same drive: its revolution appears beside the
        // seek run's estimate when that is shown again.
        auto *sync = w.findChild<SyncWritePage *>();
        sync->form()->setConfig(syncWrites(300));
        QSignalSpy syncDone(sync, &BenchmarkPage::runFinished);
        sync->start();
        QTRY_VERIFY_WITH_TIMEOUT(syncDone.size() >= 1 && !sync->isRunning(), 20000);
        QTRY_VERIFY(w.runsModel()->rowCount() >= 2);
        seek->showRun(run);
        // (5,390 rpm here: each interval is a revolution plus one 4 KiB transfer.)
        const QRegularExpression fromWrites(
            QStringLiteral(R"(Rotation \(from writes\) (5,[34]\d0) rpm \(run of \d\d:\d\d\))"));
        const auto m = fromWrites.match(charts->estimateLabel()->text());
        QVERIFY2(m.hasMatch(), qPrintable(charts->estimateLabel()->text()));
        QVERIFY(std::abs(m.captured(1).remove(u',').toDouble() / 5400 - 1) < 0.01);
        // Another target: nothing of the estimate stays.
        seek->setTarget(TargetChoice {});
        QVERIFY(charts->estimateLabel()->text().isEmpty() && charts->estimateLabel()->isHidden());
        QVERIFY(!band->isVisible());
    }

    // Issue 19 item 2: a result the link cannot carry is marked under the headline.
    void impossibleResultIsMarkedByTheHeadline()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(addPathAndWait(w.drivePanel(), QStringLiteral("sim:hdd,link=usb2")));
        auto *page = w.findChild<BandwidthPage *>();
        QVERIFY(page);
        page->form()->setConfig(bandwidthRead(256 << 20));
        QSignalSpy done(page, &BenchmarkPage::runFinished);
        page->start();
        QTRY_VERIFY_WITH_TIMEOUT(done.size() == 1, 30000);
        auto *headline = page->findChild<HeadlineLabel *>();
        QVERIFY(headline);
        QCOMPARE(headline->warnings().size(), 1);
        QVERIFY2(headline->text().contains(QStringLiteral("faster than USB 2.0 (480 Mbit/s) can carry")),
            qPrintable(headline->text()));
        QVERIFY(page->grab().save(docsScreenshot(QStringLiteral("bandwidth-warning.png"))));
        // The text export and the HTML/PDF report say it too.
        const RunRecordPtr usb = w.runsModel()->record(0);
        QVERIFY(runTextReport(usb->result, usb->summary).contains(QStringLiteral("\nWARNING: ")));
        QVERIFY(ReportSections::statistics(usb->result, usb->summary).contains(QStringLiteral("class=\"warning\"")));
        // An honest run of another drive: the mark goes with the run.
        QVERIFY(addPathAndWait(w.drivePanel(), QStringLiteral("sim:hdd,link=sata6")));
        page->start();
        QTRY_VERIFY_WITH_TIMEOUT(done.size() == 2, 30000);
        QVERIFY(headline->warnings().isEmpty());
        QVERIFY(!headline->text().contains(QStringLiteral("⚠")));
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
