// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17: the speed grid page, offscreen, on real targets: its tiles fill while the
// run goes on, show the engine's figures when it ends (the median of the runs, from
// every I/O), come back the same from the runs table, write only into a scratch file
// that is gone afterwards, and read a drive without touching it.

#include "core/bench/speed/speedgrid.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/speed/speedform.h"
#include "ui/pages/speed/speedpage.h"
#include "ui/pages/speed/speedtiles.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <cmath>

#include "pagetestfixture.h"
#include "uitestsupport.h"

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

QString mbpsText(double mbps)
{
    return QString::number(mbps, 'f', mbps < 100 ? 2 : 1);
}

void setSmall(SpeedPage *page, bool write)
{
    SpeedForm *f = page->form();
    f->profileBox()->setCurrentIndex(f->profileBox()->findData(QStringLiteral("custom")));
    f->testsEdit()->setText(QStringLiteral("SEQ1M Q2T1, RND4K Q8T2"));
    f->areaEdit()->setText(QStringLiteral("32MiB"));
    f->durationBox()->setValue(0.4);
    f->runsBox()->setValue(2);
    f->writeBox()->setChecked(write);
}

SpeedPage *speedPage(MainWindow &w)
{
    auto *page = w.findChild<SpeedPage *>();
    for (int i = 0; page && i < 16; ++i) {
        w.showPage(i);
        if (w.currentBenchmarkPage() == page)
            break;
    }
    return page;
}

} // namespace

class TestSpeedPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(
            m_fx.setUp("tst_speedpage", 64 << 20, QStringLiteral("ui-speed-target.bin")), qPrintable(m_fx.error()));
        m_folder = scratchRoot() + QStringLiteral("/speed-folder");
        QDir(m_folder).removeRecursively();
        QVERIFY(QDir().mkpath(m_folder));
    }
    // Before Start the form says how long the grid takes (CrystalDiskMark's default: 4
    // tests, read and write, 5 runs of 5 s: 3 min 20 s), following every field.
    void estimateBeforeStart()
    {
        SpeedForm f;
        f.setConfig(SpeedConfig {});
        f.writeBox()->setChecked(true);
        QCOMPARE(f.estimateText(),
            QStringLiteral("about 3 min 20 s (4 tests × 2 directions × 5 runs × 5 s) plus writing the test area and "
                           "flushing each write test"));
        f.writeBox()->setChecked(false);
        QCOMPARE(f.estimateText(), QStringLiteral("about 1 min 40 s (4 tests × 1 direction × 5 runs × 5 s)"));
        f.runsBox()->setValue(1);
        f.durationBox()->setValue(2.5);
        QCOMPARE(f.estimateText(), QStringLiteral("about 10 s (4 tests × 1 direction × 1 run × 2.5 s)"));
        f.profileBox()->setCurrentIndex(f.profileBox()->findData(QStringLiteral("custom")));
        // The field is narrower than the list: its tooltip has the whole of it.
        QVERIFY(
            f.testsEdit()->toolTip().startsWith(QStringLiteral("SEQ1M Q8T1\nSEQ1M Q1T1\nRND4K Q32T1\nRND4K Q1T1\n\n")));
        f.testsEdit()->setText(QStringLiteral("RND4K Q99999T1x"));
        QCOMPARE(f.estimateText(), QString()); // no tests, no estimate
        QVERIFY(f.testsEdit()->toolTip().startsWith(QStringLiteral("SEQ or RND")));
    }
    void cleanupTestCase()
    {
        m_fx.tearDown();
        QDir(m_folder).removeRecursively();
    }

    void tilesFillLiveAndMatchTheEngine()
    {
        MainWindow w;
        w.resize(1280, 820);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(addPathAndWait(w.drivePanel(), m_folder));
        SpeedPage *page = speedPage(w);
        QVERIFY(page);
        QCOMPARE(w.currentBenchmarkPage(), page);
        setSmall(page, true);
        QSignalSpy finished(page, &BenchmarkPage::runFinished);
        page->start();
        // While it runs: a finished test's tile has its number, the running one says so.
        QTRY_VERIFY_WITH_TIMEOUT(page->isRunning() && page->charts()->tile(0, 0)
                && page->charts()->tile(0, 0)->valueText() != QStringLiteral("–"),
            30000);
        QVERIFY(page->isRunning());
        QVERIFY2(page->liveFiguresText().contains(QStringLiteral(" s of tests")), qPrintable(page->liveFiguresText()));
        // The running test is named once ("SEQ1M Q1T1 read, run 1 of 2 · …"), not twice.
        QVERIFY2(page->liveFiguresText().count(QStringLiteral(", run ")) <= 1, qPrintable(page->liveFiguresText()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 10000);

        const RunRecordPtr record = w.runsModel()->record(0);
        QVERIFY(record);
        QCOMPARE(record->result.benchmark, QStringLiteral("speed"));
        QCOMPARE(record->result.status, RunStatus::Completed);
        const SpeedGrid grid = SpeedGrid::of(*SpeedPlan::fromJson(record->result.config), record->result.phases);
        QCOMPARE(grid.cells.size(), std::size_t(4));
        auto checkTiles = [&] {
            for (int t = 0; t < 2; ++t)
                for (int d = 0; d < 2; ++d) {
                    const SpeedCell &cell = grid.cells[std::size_t(t * 2 + d)];
                    QCOMPARE(cell.runs.size(), std::size_t(2));
                    SpeedTile *tile = page->charts()->tile(t, d);
                    QVERIFY(tile);
                    QCOMPARE(tile->valueText(), mbpsText(cell.median.megabytesPerSecond));
                    QVERIFY2(
                        tile->detailText().startsWith(QLocale(QLocale::English).toString(std::llround(cell.median.iops))
                            + QStringLiteral(" IOPS")),
                        qPrintable(tile->detailText()));
                    QVERIFY(!tile->detailText().contains(QStringLiteral("measuring")));
                }
        };
        checkTiles();
        // The scratch file went with the run.
        QTRY_VERIFY_WITH_TIMEOUT(
            QDir(m_folder).entryList({ QStringLiteral("drivescope-write-*") }, QDir::Files).isEmpty(), 5000);
        QVERIFY(page->grab().save(scratchRoot() + QStringLiteral("/speed-page.png")));

        // Drawn again from the runs table after something else was shown: the same tiles.
        page->charts()->begin(RunResult {});
        page->showRun(record);
        checkTiles();
    }

    // Reads only on a drive: one column, and the drive is exactly as before.
    void readsLeaveTheDriveAlone()
    {
        const QByteArray before = checksum(m_fx.targetPath);
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        chooseTarget(w, m_fx.targetPath, m_fx.isDevice(m_fx.targetPath));
        SpeedPage *page = speedPage(w);
        setSmall(page, false);
        QSignalSpy finished(page, &BenchmarkPage::runFinished);
        page->start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 10000);
        QCOMPARE(w.runsModel()->record(0)->result.status, RunStatus::Completed);
        QVERIFY(page->charts()->tile(0, 0) && !page->charts()->tile(0, 1));
        QCOMPARE(checksum(m_fx.targetPath), before);
    }

private:
    PageTestFixture m_fx;
    QString m_folder;
};

QTEST_MAIN(TestSpeedPage)
#include "tst_speedpage.moc"
