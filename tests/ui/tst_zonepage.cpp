// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4: the Zone sweep page, offscreen, on a real target (a loop device as root, a
// random file otherwise). The curve and the runs table must hold what the engine
// measured; write sweeps go only where the write guard allows.

#include "loopdevice.h"
#include "testfiles.h"

#include "core/bench/zone/zoneprofile.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/zone/zonechart.h"
#include "ui/pages/zone/zoneform.h"
#include "ui/pages/zone/zonepage.h"
#include "ui/run/writeconfirmdialog.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QCheckBox>
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
#include <QValueAxis>

#include "formrejection.h"
#include "pageconfigs.h"
#include "pagetestfixture.h"
#include "uitestsupport.h"
#include <QTimer>
#include <QToolTip>

#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

// The fields badInputIsRefusedInTheForm fills, as its table's columns.
const QList<BadInputField<ZoneForm>> badInputFields = { { "bytesPerPoint", &ZoneForm::bytesPerPointEdit },
    { "blockSize", &ZoneForm::blockSizeEdit }, { "region", &ZoneForm::regionEdit } };

} // namespace

class TestZonePage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void runMatchesEngine();
    void badInputIsRefusedInTheForm_data();
    void badInputIsRefusedInTheForm();
    void deviceWriteNeedsTheTypedName();
    void readOnlyDriveIsRefusedBeforeAnyConfirmation();
    void writeSweepOnAFolderUsesAScratchFile();
    void hugePagesBoxIsKeptByPresetsAndSettings();
    void presetFitsASmallDriveTypedValuesStay();

private:
    ZonePage *chooseTarget(MainWindow &w, const QString &path);
    void setSmall(ZonePage *page);

    PageTestFixture m_fx;
};

void TestZonePage::initTestCase()
{
    QVERIFY2(m_fx.setUp("tst_zonepage", 64 << 20, QStringLiteral("ui-zone-target.bin")), qPrintable(m_fx.error()));
}

void TestZonePage::cleanupTestCase()
{
    m_fx.tearDown();
}

ZonePage *TestZonePage::chooseTarget(MainWindow &w, const QString &path)
{
    return chooseAndShow<ZonePage>(w, path, m_fx.isDevice(path), 1);
}

void TestZonePage::setSmall(ZonePage *page)
{
    page->form()->setConfig(zoneSweep(16, 2 << 20));
}

void TestZonePage::runMatchesEngine()
{
    MainWindow w;
    QVERIFY(showLarge(w));
    ZonePage *page = chooseTarget(w, m_fx.targetPath);
    QVERIFY(page);
    QCOMPARE(w.currentBenchmarkPage(), page);
    QCOMPARE(page->target().path, m_fx.targetPath);
    setSmall(page);
    QVERIFY(startAndWaitForTheEnd(page));

    const RunRecordPtr record = w.runsModel()->record(0);
    QVERIFY(record);
    const RunResult &r = record->result;
    QCOMPARE(r.benchmark, QStringLiteral("zone"));
    QCOMPARE(r.status, RunStatus::Completed);
    const auto plan = ZonePlan::fromJson(r.config);
    QVERIFY(plan);
    QCOMPARE(plan->points, qint64(16));
    QCOMPARE(qint64(r.samples.size()), 16 * plan->samplesPerPoint());

    // The curve is the engine's profile, point for point.
    const ZoneProfile expected = ZoneProfile::compute(r.samples, *plan);
    QCOMPARE(expected.completePoints, qint64(16));
    const QList<QPointF> drawn = page->charts()->drawnPoints();
    QCOMPARE(drawn.size(), 16);
    for (int i = 0; i < 16; ++i) {
        const ZonePoint &p = expected.points[std::size_t(i)];
        QCOMPARE(drawn[i].x(), double(p.offset) / 1e9);
        QCOMPARE(drawn[i].y(), p.megabytesPerSecond());
    }
    QCOMPARE(page->charts()->profile().meanMBps, expected.meanMBps);

    // The runs table's key figures are the same numbers.
    const QString key = w.runsModel()->index(0, RunsModel::KeyFigures).data().toString();
    QVERIFY2(key.contains(QStringLiteral("max %1 · min %2 · mean %3 MB/s")
                              .arg(QString::number(expected.maxMBps, 'f', 1), QString::number(expected.minMBps, 'f', 1),
                                  QString::number(expected.meanMBps, 'f', 1))),
        qPrintable(key));
    QVERIFY2(
        key.contains(QStringLiteral("drop %1 %").arg(QString::number(expected.dropPercent, 'f', 1))), qPrintable(key));
    QCOMPARE(
        w.runsModel()->index(0, RunsModel::Reads).data().toString(), QString::number(record->summary.latency.count));

    // Hover tooltip with the exact values of a point.
    const QString tip = page->charts()->tipFor(3);
    QVERIFY2(tip.contains(QStringLiteral("Point 4 of 16")), qPrintable(tip));
    QVERIFY(tip.contains(QString::number(expected.points[3].megabytesPerSecond(), 'f', 1) + QStringLiteral(" MB/s")));

    // The offset axis ends where the sweep ends (67.1 MB: 0..0.1 GB left a third of the
    // chart empty), ticks every 0.01 GB from 0.
    const QValueAxis *offsets = page->charts()->offsetAxis();
    QCOMPARE(offsets->min(), 0.0);
    QCOMPARE(offsets->max(), double(plan->region.end()) / 1e9);
    QCOMPARE(offsets->tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(offsets->tickInterval(), 0.01);

    // Offset in percent: the last point sits near the end of the target.
    page->xAxisBox()->setCurrentIndex(1);
    const QList<QPointF> percent = page->charts()->drawnPoints();
    QCOMPARE(percent.size(), 16);
    QCOMPARE(percent.last().x(), 100.0 * double(expected.points.back().offset) / double(r.target.sizeBytes));
    QCOMPARE(offsets->max(), 100.0);
    QCOMPARE(offsets->tickInterval(), 20.0);
    page->xAxisBox()->setCurrentIndex(0);

    saveRunScreenshots(page, &w, QStringLiteral("zone"));
}

void TestZonePage::badInputIsRefusedInTheForm_data()
{
    addBadInputColumns(badInputFields);
    QTest::newRow("not a size") << QStringLiteral("lots") << QStringLiteral("1MiB") << QString()
                                << QStringLiteral("Bytes per point");
    QTest::newRow("point not a multiple of the block")
        << QStringLiteral("1000KiB") << QStringLiteral("256KiB") << QString() << QStringLiteral("multiple");
    QTest::newRow("region past the end") << QStringLiteral("1MiB") << QStringLiteral("256KiB")
                                         << QStringLiteral("100GiB:1GiB") << QString();
}

void TestZonePage::badInputIsRefusedInTheForm()
{
    expectBadInputRowRefused(badInputFields, [this](MainWindow &w) { return chooseTarget(w, m_fx.targetPath); });
}

void TestZonePage::deviceWriteNeedsTheTypedName()
{
    if (!m_fx.loop)
        QSKIP("Needs root for a loop device (a whole-device write).");
    const QByteArray before = checksum(m_fx.loop->device());
    MainWindow w;
    w.show();
    ZonePage *page = chooseTarget(w, m_fx.loop->device());
    setSmall(page);
    page->form()->writeBox()->setCurrentIndex(2); // random bytes: would change the device

    expectNoOrWrongNameWritesNothing(w, page, m_fx.loop->device(), QStringLiteral("/dev/sda"), before);
    if (QTest::currentTestFailed())
        return;

    // Preserve mode with the right name: it writes (the same bytes back) and completes.
    page->form()->writeBox()->setCurrentIndex(1);
    answerConfirmation(page, m_fx.loop->device(), true);
    QVERIFY(startAndWaitForTheEnd(page));
    const RunRecordPtr record = w.runsModel()->record(0);
    QVERIFY(record);
    QCOMPARE(record->result.status, RunStatus::Completed);
    QCOMPARE(ZonePlan::fromJson(record->result.config)->write, ZoneConfig::Write::Preserve);
    QCOMPARE(checksum(m_fx.loop->device()), before);
}

// A read-only loop device (losetup -r): the facts say so, and a write sweep is refused
// with that reason at once, before the typed confirmation is asked; nothing is written.
void TestZonePage::readOnlyDriveIsRefusedBeforeAnyConfirmation()
{
    if (!m_fx.loop)
        QSKIP("Needs root for a loop device.");
    const QString image = scratchRoot() + QStringLiteral("/tst_zonepage-readonly.img");
    QVERIFY(makeRandomFile(image, 32 << 20));
    const auto removeImage = qScopeGuard([&image] { QFile::remove(image); });
    const QByteArray before = fileSha256(image);
    StackedLoop readOnly(image, true);
    QVERIFY2(readOnly.isValid(), qPrintable(readOnly.error()));
    MainWindow w;
    w.show();
    ZonePage *page = chooseAndShow<ZonePage>(w, readOnly.device(), true, 1);
    QVERIFY2(
        w.drivePanel()->factsText().contains(QStringLiteral("read-only")), qPrintable(w.drivePanel()->factsText()));
    setSmall(page);
    page->form()->writeBox()->setCurrentIndex(1); // preserve: still a write
    bool asked = false;
    QTimer watch;
    connect(&watch, &QTimer::timeout, page, [page, &asked] {
        if (auto *d = page->findChild<WriteConfirmDialog *>(); d && d->isVisible()) {
            asked = true;
            d->reject();
        }
    });
    watch.start(20);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(page->bannerText().contains(QStringLiteral("read-only")), 5000);
    QVERIFY2(!asked, "the typed confirmation was asked for a read-only drive");
    QVERIFY(!page->isRunning());
    QCOMPARE(w.runsModel()->rowCount(), 0);
    QCOMPARE(fileSha256(image), before);
}

void TestZonePage::writeSweepOnAFolderUsesAScratchFile()
{
    const QString folder = scratchRoot() + QStringLiteral("/zone-write-folder");
    QVERIFY(makeEmptyFolder(folder));
    MainWindow w;
    w.show();
    ZonePage *page = chooseTarget(w, folder);
    QCOMPARE(page->target().kind, TargetChoice::Kind::ScratchFile);
    setSmall(page);
    page->form()->scratchSizeEdit()->setText(QStringLiteral("32MiB"));
    page->form()->writeBox()->setCurrentIndex(2);
    QVERIFY(startAndWaitForTheEnd(page));
    RunRecordPtr record;
    expectCompletedOnAScratchFileIn(w, folder, &record);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(record->result.target.sizeBytes, qint64(32) << 20);
    // The scratch file is gone after the run; the folder holds nothing of ours.
    QTRY_COMPARE_WITH_TIMEOUT(QDir(folder).entryList(QDir::Files).size(), 0, 5000);

    // A file the user added is never written to.
    MainWindow w2;
    w2.show();
    ZonePage *p2 = chooseTarget(w2, m_fx.file);
    setSmall(p2);
    p2->form()->writeBox()->setCurrentIndex(2);
    const QByteArray before = checksum(m_fx.file);
    QTest::mouseClick(p2->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(p2->bannerText().contains(QStringLiteral("never writes")), 5000);
    QVERIFY(!p2->isRunning());
    QCOMPARE(checksum(m_fx.file), before);
}

// The zone form's "Huge-page buffer" box: into the config, not reset by the default
// preset (it is not part of a sweep's shape), remembered in the settings.
void TestZonePage::hugePagesBoxIsKeptByPresetsAndSettings()
{
    ZoneForm form;
    QString error;
    QCOMPARE(form.config(&error)->bufferPages, BufferPages::Normal);
    form.hugePagesBox()->setChecked(true);
    QCOMPARE(form.config(&error)->bufferPages, BufferPages::Huge);
    form.applyPreset(0);
    QVERIFY(form.hugePagesBox()->isChecked());
    QCOMPARE(form.config(&error)->points, ZoneConfig {}.points);
    QCOMPARE(form.config(&error)->bufferPages, BufferPages::Huge);

    const QString ini = freshScratchPath(QStringLiteral("zone-hugepages.ini"));
    {
        QSettings s(ini, QSettings::IniFormat);
        form.save(s);
    }
    ZoneForm again;
    again.restore(QSettings(ini, QSettings::IniFormat));
    QVERIFY(again.hugePagesBox()->isChecked());
    ZoneConfig normal;
    again.setConfig(normal);
    QVERIFY(!again.hugePagesBox()->isChecked());
}

// The preset on a 268 MB stick tiles it (2 MiB at each of 100 points), also after a
// restart restores the same fields; 128 MiB typed into the field is read as typed.
void TestZonePage::presetFitsASmallDriveTypedValuesStay()
{
    DeviceInfo stick;
    stick.path = QStringLiteral("/dev/sdz");
    stick.sizeBytes = 268'435'456;
    stick.logicalBlockSize = stick.physicalBlockSize = 512;
    stick.directIoAlignment = 512;
    ZoneForm form;
    QString error;
    auto plan = form.plan(stick, &error);
    QVERIFY2(plan, qPrintable(error));
    QCOMPARE(plan->bytesPerPoint, qint64(2) << 20);
    QVERIFY(!plan->pointsOverlap());

    const QString ini = freshScratchPath(QStringLiteral("zone-preset.ini"));
    {
        QSettings s(ini, QSettings::IniFormat);
        form.save(s);
    }
    ZoneForm restarted;
    restarted.restore(QSettings(ini, QSettings::IniFormat));
    plan = restarted.plan(stick, &error);
    QVERIFY2(plan, qPrintable(error));
    QCOMPARE(plan->bytesPerPoint, qint64(2) << 20);

    form.bytesPerPointEdit()->selectAll();
    QTest::keyClicks(form.bytesPerPointEdit(), QStringLiteral("128MiB"));
    plan = form.plan(stick, &error);
    QVERIFY2(plan, qPrintable(error));
    QCOMPARE(plan->bytesPerPoint, qint64(128) << 20);
    QVERIFY(plan->pointsOverlap());
}

QTEST_MAIN(TestZonePage)
#include "tst_zonepage.moc"
