// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4: the Sync write page, offscreen: writes to a scratch file in a folder, and
// (as root) to a loop device only after its name is typed. The charts and the runs
// table must hold what the engine measured.

#include "cliprocess.h"
#include "loopdevice.h"
#include "testfiles.h"

#include "core/stats/latencysummary.h"
#include "core/util/byteunits.h"
#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/timelinechart.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/syncwrite/syncwriteform.h"
#include "ui/pages/syncwrite/syncwritepage.h"
#include "ui/run/writeconfirmdialog.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include "core/device/writecacheprobe.h"
#include "formrejection.h"
#include "pagetestfixture.h"
#include "uitestsupport.h"
#include <QTimer>
#include <QToolTip>

#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

// The fields badInputIsRefusedInTheForm fills, as its table's columns.
const QList<BadInputField<SyncWriteForm>> badInputFields
    = { { "sizes", &SyncWriteForm::sizesEdit }, { "start", &SyncWriteForm::startEdit } };

} // namespace

class TestSyncWritePage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void runsMatchTheEngine();
    void badInputIsRefusedInTheForm_data();
    void badInputIsRefusedInTheForm();
    void deviceWriteNeedsTheTypedName();
    void aSiblingOfAMountedLoopDeviceIsRefused();

private:
    SyncWritePage *choose(MainWindow &w, const QString &path);

    PageTestFixture m_fx;
    QString m_folder;
};

void TestSyncWritePage::initTestCase()
{
    QVERIFY2(m_fx.setUp("tst_syncwritepage", 16 << 20, QString()), qPrintable(m_fx.error()));
    m_folder = scratchRoot() + QStringLiteral("/syncwrite-folder");
    QVERIFY(makeEmptyFolder(m_folder));
}

void TestSyncWritePage::cleanupTestCase()
{
    m_fx.tearDown();
    QDir(m_folder).removeRecursively();
}

SyncWritePage *TestSyncWritePage::choose(MainWindow &w, const QString &path)
{
    return chooseAndShow<SyncWritePage>(w, path, m_fx.isDevice(path), 2);
}

void TestSyncWritePage::runsMatchTheEngine()
{
    MainWindow w;
    QVERIFY(showLarge(w));
    SyncWritePage *page = choose(w, m_folder);
    QVERIFY(page);
    QCOMPARE(w.currentBenchmarkPage(), page);
    // Before any run, the page says whether this disk's write cache is on or off:
    // the cache state as sysfs (and hdparm, where it may ask) see it, probed off the
    // GUI thread when the target changed.
    QTRY_VERIFY_WITH_TIMEOUT(!page->probedWriteCache().isEmpty(), 10000);
    QVERIFY2(page->writeCacheText().contains(QStringLiteral("sysfs")), qPrintable(page->writeCacheText()));
    QVERIFY2(page->writeCacheText().contains(QStringLiteral("hdparm")), qPrintable(page->writeCacheText()));
    QVERIFY2(!page->writeCacheText().contains(QStringLiteral("Run:")), qPrintable(page->writeCacheText()));
    SyncWriteConfig c;
    c.count = 300;
    c.sizes = { 512, 4096 };
    c.modes = { SyncMode::ODSync };
    page->form()->setConfig(c);
    QSignalSpy finished(page, &BenchmarkPage::runFinished);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    // One run per size, one after another.
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 5000);
    QCOMPARE(w.runsModel()->rowCount(), 2);
    const qint64 sizes[] = { 512, 4096 };
    for (int row = 0; row < 2; ++row) {
        const RunRecordPtr record = w.runsModel()->record(row);
        const RunResult &r = record->result;
        QCOMPARE(r.benchmark, QStringLiteral("syncwrite"));
        QCOMPARE(r.status, RunStatus::Completed);
        QVERIFY2(r.target.path.startsWith(m_folder + QStringLiteral("/drivescope-write-")), qPrintable(r.target.path));
        QCOMPARE(r.config.value(QStringLiteral("write_size")).toInteger(), sizes[row]);
        QCOMPARE(r.config.value(QStringLiteral("sync_mode")).toString(), QStringLiteral("odsync"));
        QCOMPARE(qint64(r.samples.size()), qint64(301));
        const LatencySummary expected
            = summarizeLatencies(r.measuredLatencies(false), r.measuredSeconds(false), r.measuredBytes(false));
        QCOMPARE(record->summary.latency.count, qint64(300));
        QCOMPARE(record->summary.latency.p99Ns, expected.p99Ns);
        QCOMPARE(w.runsModel()->index(row, RunsModel::Reads).data().toString(), QStringLiteral("300"));
        QCOMPARE(w.runsModel()->index(row, RunsModel::Mean).data().toString(), formatDurationNs(expected.meanNs));
        QCOMPARE(w.runsModel()->index(row, RunsModel::KeyFigures).data().toString(),
            QStringLiteral("%1 writes · odsync").arg(formatBytesBinary(sizes[row])));
    }
    // The charts hold the last run's measured writes.
    const LatencySummary last = w.runsModel()->record(1)->summary.latency;
    QCOMPARE(qint64(page->histogram()->count()), last.count);
    QVERIFY(qAbs(page->histogram()->meanNs() - last.meanNs) <= 1e-6 * last.meanNs);
    QCOMPARE(page->timeline()->series().total(), last.count);
    quint64 drawn = 0;
    for (const auto &b : page->histogram()->drawnBuckets())
        drawn += b.second;
    QCOMPARE(qint64(drawn), last.count);
    QVERIFY2(page->writeCacheText().contains(QStringLiteral("Write cache:")), qPrintable(page->writeCacheText()));
    QVERIFY2(page->writeCacheText().contains(QStringLiteral("O_DIRECT|O_DSYNC")), qPrintable(page->writeCacheText()));
    // The run's recorded cache state is the one the result keeps (sysfs, as before).
    const auto recorded = WriteCacheProbe::Result::fromJson(
        w.runsModel()->record(1)->result.config.value(QStringLiteral("write_cache")).toObject());
    QVERIFY2(page->writeCacheText().contains(recorded.describe().toHtmlEscaped()), qPrintable(page->writeCacheText()));
    // The scratch files are gone.
    QTRY_COMPARE_WITH_TIMEOUT(QDir(m_folder).entryList(QDir::Files).size(), 0, 5000);

    saveRunScreenshots(page, &w, QStringLiteral("syncwrite"));
}

void TestSyncWritePage::badInputIsRefusedInTheForm_data()
{
    addBadInputColumns(badInputFields);
    QTest::newRow("not a size") << QStringLiteral("512,lots") << QStringLiteral("0") << QStringLiteral("Sizes");
    QTest::newRow("no size") << QString() << QStringLiteral("0") << QStringLiteral("at least one");
    QTest::newRow("bad start") << QStringLiteral("512") << QStringLiteral("-1") << QStringLiteral("Start");
    QTest::newRow("not a multiple of the block")
        << QStringLiteral("1000") << QStringLiteral("0") << QStringLiteral("not a multiple");
}

void TestSyncWritePage::badInputIsRefusedInTheForm()
{
    expectBadInputRowRefused(badInputFields, [this](MainWindow &w) { return choose(w, m_folder); });
    if (QTest::currentTestFailed())
        return;
    // Nothing was written either: no scratch file left in the folder.
    QTRY_COMPARE_WITH_TIMEOUT(QDir(m_folder).entryList(QDir::Files).size(), 0, 5000);
}

void TestSyncWritePage::deviceWriteNeedsTheTypedName()
{
    if (!m_fx.loop)
        QSKIP("Needs root for a loop device (a whole-device write).");
    const QByteArray before = checksum(m_fx.loop->device());
    MainWindow w;
    w.show();
    SyncWritePage *page = choose(w, m_fx.loop->device());
    QCOMPARE(page->target().path, m_fx.loop->device());
    SyncWriteConfig c;
    c.count = 200;
    c.sizes = { 512 };
    page->form()->setConfig(c);

    expectNoOrWrongNameWritesNothing(w, page, m_fx.loop->device(), QStringLiteral("loop"), before);
    if (QTest::currentTestFailed())
        return;

    // The exact name: it writes (random bytes from the start), and the device changes.
    answerConfirmation(page, m_fx.loop->device(), true);
    QVERIFY(startAndWaitForTheEnd(page));
    const RunRecordPtr record = w.runsModel()->record(0);
    QCOMPARE(record->result.status, RunStatus::Completed);
    QCOMPARE(record->result.target.path, m_fx.loop->device());
    QCOMPARE(record->summary.latency.count, qint64(200));
    QVERIFY(checksum(m_fx.loop->device()) != before);
}

// Issue 32: a second loop device over a mounted one's image, named and confirmed in
// the window: refused with the sentence the CLI and the helper give, nothing written.
void TestSyncWritePage::aSiblingOfAMountedLoopDeviceIsRefused()
{
    if (!m_fx.loop)
        QSKIP("Needs root for loop devices.");
    LoopDevice base(scratchRoot(), 32 << 20);
    QVERIFY(base.isValid());
    QString out;
    QVERIFY2(makeExt4(base.device(), &out), qPrintable(out));
    const QString mountPoint = scratchRoot() + QStringLiteral("/syncwrite-sibling-mount");
    QVERIFY(makeEmptyFolder(mountPoint));
    QVERIFY2(runTool(QStringLiteral("mount"), { QStringLiteral("-o"), QStringLiteral("ro"), base.device(), mountPoint },
                 &out),
        qPrintable(out));
    const auto unmount = qScopeGuard([&] { runTool(QStringLiteral("umount"), { mountPoint }); });
    StackedLoop sibling(base.image());
    QVERIFY2(sibling.isValid(), qPrintable(sibling.error()));
    const QByteArray before = checksum(base.image());

    MainWindow w;
    w.show();
    chooseTarget(w, sibling.device(), true);
    w.showPage(2);
    SyncWritePage *page = w.page<SyncWritePage>();
    SyncWriteConfig c;
    c.count = 50;
    c.sizes = { 512 };
    page->form()->setConfig(c);
    answerConfirmation(page, sibling.device(), true);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(page->bannerText().contains(QStringLiteral("shares its backing file")), 10000);
    QTest::qWait(300);
    QVERIFY(!page->isRunning());
    QCOMPARE(w.runsModel()->rowCount(), 0);
    QCOMPARE(checksum(base.image()), before);
}

QTEST_MAIN(TestSyncWritePage)
#include "tst_syncwritepage.moc"
