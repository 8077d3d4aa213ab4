// SPDX-License-Identifier: GPL-3.0-or-later
// The zone sweep end to end on a real target: a random-filled 64 MiB loop device with
// direct I/O when root (CI), a random-filled file otherwise.
#include "benchruns.h"
#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/io/target.h"
#include "scratchtarget.h"
#include "testfiles.h"
#include "zonesweeps.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <thread>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestZoneSweep : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_target.make(QStringLiteral("tst_zone"), 64 << 20)); }

    void sweepFollowsThePlan_data()
    {
        QTest::addColumn<qint64>("points");
        QTest::addColumn<qint64>("bytesPerPoint");
        QTest::addColumn<qint64>("blockSize");
        QTest::addColumn<QString>("region");
        QTest::newRow("10 x 4 MiB, 1 MiB blocks") << qint64(10) << qint64(4 << 20) << qint64(1 << 20) << QString();
        QTest::newRow("overlapping 25 x 8 MiB") << qint64(25) << qint64(8 << 20) << qint64(1 << 20) << QString();
        QTest::newRow("region, 64 KiB blocks")
            << qint64(7) << qint64(1 << 20) << qint64(64 << 10) << QStringLiteral("16MiB:32MiB");
        QTest::newRow("one point") << qint64(1) << qint64(2 << 20) << qint64(512 << 10) << QStringLiteral("last:8MiB");
    }
    void sweepFollowsThePlan()
    {
        QFETCH(qint64, points);
        QFETCH(qint64, bytesPerPoint);
        QFETCH(qint64, blockSize);
        QFETCH(QString, region);
        OpenError err;
        const auto target = Target::open(m_target.path, {}, &err);
        QVERIFY2(target, qPrintable(err.message));
        QVERIFY(target->isDirect());
        std::optional<ZonePlan> plan;
        RunResult run;
        runZoneSweep(*target, zoneConfig(points, bytesPerPoint, blockSize, region), 60000, &plan, &run);
        if (QTest::currentTestFailed())
            return;
        const qint64 perPoint = bytesPerPoint / blockSize;
        QCOMPARE(qint64(run.samples.size()), points * (perPoint + 1));
        QCOMPARE(qint64(run.samples.size()), run.expectedSamples);

        // Walk the samples: per point one pre-read (warm-up) at the point's offset, then
        // its blocks in order, back to back, each a full successful read.
        std::size_t i = 0;
        qint64 previous = -1;
        for (qint64 point = 0; point < points; ++point) {
            const qint64 offset = plan->pointOffset(point);
            QVERIFY(offset >= plan->region.start);
            QVERIFY(offset + bytesPerPoint <= plan->region.end());
            QVERIFY(offset + bytesPerPoint <= target->size());
            QCOMPARE(offset % 512, qint64(0));
            QVERIFY(offset > previous);
            previous = offset;
            const Sample &pre = run.samples[i++];
            QVERIFY(pre.isWarmUp());
            QCOMPARE(pre.offset, offset);
            QCOMPARE(qint64(pre.result), blockSize);
            qint64 firstStart = -1, lastEnd = 0, bytes = 0;
            for (qint64 b = 0; b < perPoint; ++b) {
                const Sample &s = run.samples[i++];
                QVERIFY(!s.isWarmUp());
                QVERIFY(!s.isFailed());
                QVERIFY(!(s.flags & Sample::Write));
                QCOMPARE(s.offset, offset + b * blockSize);
                QCOMPARE(qint64(s.bytes), blockSize);
                QCOMPARE(qint64(s.result), blockSize);
                QVERIFY(s.latencyNs > 0);
                QVERIFY(s.startNs >= pre.startNs + pre.latencyNs); // the pre-read comes first
                if (firstStart < 0)
                    firstStart = s.startNs;
                lastEnd = s.startNs + s.latencyNs;
                bytes += s.result;
            }
            // MB/s recomputed here from the samples, independently of ZoneProfile.
            const double mbps = double(bytes) / 1e6 / (double(lastEnd - firstStart) / 1e9);
            const ZoneProfile profile = ZoneProfile::compute(run.samples, *plan);
            const ZonePoint &zp = profile.points[std::size_t(point)];
            QCOMPARE(zp.offset, offset);
            QCOMPARE(zp.bytes, bytesPerPoint);
            QVERIFY(zp.complete);
            QVERIFY2(std::abs(zp.megabytesPerSecond() - mbps) < 1e-9 * mbps,
                qPrintable(QStringLiteral("%1 vs %2").arg(zp.megabytesPerSecond()).arg(mbps)));
            QVERIFY(mbps > 1); // a real read, not nothing
        }
        const ZoneProfile profile = ZoneProfile::compute(run.samples, *plan);
        QVERIFY2(profile.mismatch.isEmpty(), qPrintable(profile.mismatch));
        QCOMPARE(profile.completePoints, points);
        QCOMPARE(profile.hasDrop, points >= 2);
        // The summary counts no pre-read: its bytes are all timed blocks.
        QCOMPARE(run.measuredBytes(false), points * bytesPerPoint);
    }

    void cancelKeepsPartialResult()
    {
        OpenError err;
        const auto target = Target::open(m_target.path, {}, &err);
        QVERIFY2(target, qPrintable(err.message));
        // 100000 points: far more than finish before the cancel.
        const ZoneConfig config = zoneConfig(100000, 512 << 10, 64 << 10);
        QString error;
        const auto plan = planZone(config, target->info(), &error);
        QVERIFY2(plan, qPrintable(error));
        StartedRun started(makeZoneBenchmark(*target, *plan));
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        started.runner.requestCancel();
        QVERIFY(started.runner.wait(10000));
        const RunResult run = started.result();
        QCOMPARE(run.status, RunStatus::Cancelled);
        QVERIFY(run.isPartial());
        QVERIFY(!run.samples.empty());
        QVERIFY(qint64(run.samples.size()) < run.expectedSamples);
        const ZoneProfile profile = ZoneProfile::compute(run.samples, *plan);
        QVERIFY(profile.mismatch.isEmpty());
        QVERIFY(profile.completePoints < 100000);
        QVERIFY(qint64(profile.points.size()) >= profile.completePoints);
    }

    // A real fault without root: the file shrinks under the sweep, reads come back
    // short, the run fails with a sentence and keeps every sample so far.
    void shrinkingTargetFailsCleanly()
    {
        const QString path = m_target.dir->filePath(QStringLiteral("shrinks.bin"));
        QVERIFY(makeRandomFile(path, 16 << 20));
        OpenError err;
        const auto target = Target::open(path, {}, &err);
        QVERIFY2(target, qPrintable(err.message));
        const ZoneConfig config = zoneConfig(100000, 1 << 20, 64 << 10);
        QString error;
        const auto plan = planZone(config, target->info(), &error);
        QVERIFY2(plan, qPrintable(error));
        StartedRun started(makeZoneBenchmark(*target, *plan));
        RunResult run;
        expectShrinkingFileFailsTheRun(started, path, &run);
        if (QTest::currentTestFailed())
            return;
        const ZoneProfile profile = ZoneProfile::compute(run.samples, *plan);
        QVERIFY(profile.completePoints < qint64(profile.points.size()) || run.samples.back().isWarmUp());
    }

private:
    ScratchTarget m_target;
};

QTEST_GUILESS_MAIN(TestZoneSweep)
#include "tst_zonesweep.moc"
