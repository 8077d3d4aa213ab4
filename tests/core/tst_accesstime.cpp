// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19 item 1: the rotation and the seek curve estimated from one seek run recover
// the simulated disk's truth - its rpm within 2 %, its average seek within 5 % - across
// spindle speeds, seek curves and seeds; and every case the data cannot support is
// refused with why instead of a made-up figure.
#include "core/bench/seek/accesstime.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekkind.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/syncwrite/writerevolution.h"
#include "core/io/sim/hddmodel.h"
#include "core/io/sim/simulateddrive.h"

#include "benchruns.h"

#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

constexpr int Seeds = 20;

SeekConfig seeded(quint64 seed, qint64 count = 1500)
{
    SeekConfig c;
    c.seed = seed;
    c.count = count;
    return c;
}

} // namespace

class TestAccessTime : public QObject {
    Q_OBJECT
private slots:
    // The seek default run (1500 reads of 512 B over the whole disk), twenty seeds of
    // the offsets and of the drive's rotational positions per drive.
    void recoversRotationAndSeek_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::newRow("5400 rpm laptop disk") << QStringLiteral("rpm=5400,t2t=1.5ms,avg=12ms,full=22ms");
        QTest::newRow("7200 rpm desktop disk") << QStringLiteral("rpm=7200");
        QTest::newRow("7200 rpm, flat zones") << QStringLiteral("rpm=7200,outer=120MB/s,inner=110MB/s");
        QTest::newRow("10000 rpm") << QStringLiteral("rpm=10000,t2t=0.6ms,avg=4.5ms,full=9ms,capacity=300GB");
        QTest::newRow("15000 rpm") << QStringLiteral("rpm=15000,t2t=0.4ms,avg=3.5ms,full=7ms,capacity=146GB");
    }
    void recoversRotationAndSeek()
    {
        QFETCH(QString, spec);
        double worstRpm = 0, worstAvg = 0;
        int covered[4] = {}; // revolution, track-to-track, average, full stroke
        for (quint64 seed = 1; seed <= Seeds; ++seed) {
            auto target = openTarget(QStringLiteral("sim:hdd,seed=%1,").arg(seed) + spec);
            QVERIFY(target);
            const SimulatedDriveConfig &cfg = static_cast<const SimulatedDrive &>(*target).config();
            const RunResult run = runSeek(*target, seeded(seed * 7919));
            const AccessTimeEstimate e = accessTimeOf(run);
            QVERIFY2(e.rotation.known, qPrintable(e.rotation.whyNot));
            QVERIFY2(e.seek.known, qPrintable(e.seek.whyNot));
            const double rpmError = e.rotation.rpm() / cfg.rpm - 1;
            const double avgError = e.seek.averageNs / cfg.averageSeekNs - 1;
            worstRpm = std::max(worstRpm, std::abs(rpmError));
            worstAvg = std::max(worstAvg, std::abs(avgError));
            QVERIFY2(std::abs(rpmError) < 0.02,
                qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(rotationText(e.rotation))));
            QVERIFY2(std::abs(avgError) < 0.05,
                qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(seekCurveText(e.seek))));
            // Not honest by being meaninglessly wide.
            QVERIFY(e.rotation.halfWidthNs < 0.03 * e.rotation.revolutionNs);
            // The intervals say how sure each figure is: they must hold the truth about as
            // often as 95 % intervals do, and never miss it by far.
            const double truths[4] = { 60e9 / cfg.rpm, cfg.trackToTrackNs, cfg.averageSeekNs, cfg.fullStrokeNs };
            const double values[4]
                = { e.rotation.revolutionNs, e.seek.trackToTrackNs, e.seek.averageNs, e.seek.fullStrokeNs };
            const double halves[4] = { e.rotation.halfWidthNs, e.seek.trackToTrackHalfWidthNs,
                e.seek.averageHalfWidthNs, e.seek.fullStrokeHalfWidthNs };
            for (int i = 0; i < 4; ++i) {
                const double misses = std::abs(values[i] - truths[i]) / halves[i];
                covered[i] += misses <= 1;
                QVERIFY2(misses < 2,
                    qPrintable(QStringLiteral("seed %1, figure %2 off by %3 half-widths: %4; %5")
                                   .arg(seed)
                                   .arg(i)
                                   .arg(misses)
                                   .arg(rotationText(e.rotation), seekCurveText(e.seek))));
            }
            if (seed == 1)
                qInfo("%s\n  Rotation: %s\n  Seek curve: %s", qPrintable(spec), qPrintable(rotationText(e.rotation)),
                    qPrintable(seekCurveText(e.seek)));
        }
        qInfo("worst of %d seeds: rpm %.2f %%, average seek %.2f %%; truth inside the 95 %% interval in %d, %d, %d, %d "
              "of them (revolution, track-to-track, average, full stroke)",
            Seeds, worstRpm * 100, worstAvg * 100, covered[0], covered[1], covered[2], covered[3]);
        for (int i = 0; i < 4; ++i)
            QVERIFY2(covered[i] >= Seeds * 8 / 10,
                qPrintable(QStringLiteral("figure %1 covered in %2 of %3 seeds").arg(i).arg(covered[i]).arg(Seeds)));
    }

    // One read in a hundred 100 ms late (a retry, a recalibration): the band's edges and
    // the refit without those reads keep every figure on the model's.
    void strayReadsDoNotMoveTheCurve()
    {
        auto target = openTarget(QStringLiteral("sim:hdd,seed=11"));
        RunResult run = runSeek(*target, seeded(11));
        for (std::size_t i = 5; i < run.samples.size(); i += 100)
            run.samples[i].latencyNs += 100'000'000;
        const AccessTimeEstimate e = accessTimeOf(run);
        QVERIFY2(e.rotation.known && e.seek.known, qPrintable(e.rotation.whyNot + e.seek.whyNot));
        QVERIFY2(std::abs(e.rotation.rpm() / 7200 - 1) < 0.02, qPrintable(rotationText(e.rotation)));
        QVERIFY2(std::abs(e.seek.averageNs / 8.5e6 - 1) < 0.05, qPrintable(seekCurveText(e.seek)));
        QVERIFY2(std::abs(e.seek.trackToTrackNs - 1e6) < 2 * e.seek.trackToTrackHalfWidthNs,
            qPrintable(seekCurveText(e.seek)));
        QVERIFY(e.rotation.reads < 1500); // the stray ones are not counted
    }

    // A second reader, a queue, a flash drive, a handful of reads: no figure,
    // and a reason a person can act on.
    void refusesWhatTheDataCannotSupport()
    {
        auto hdd = openTarget(QStringLiteral("sim:hdd"));
        SeekConfig two = seeded(1);
        two.workers = 2;
        QVERIFY(accessTimeOf(runSeek(*hdd, two)).rotation.whyNot.contains(u"one reader at queue depth 1"));
        SeekConfig queued = seeded(2);
        queued.queueDepth = 8;
        QVERIFY(!accessTimeOf(runSeek(*hdd, queued)).rotation.known);
        const AccessTimeEstimate few = accessTimeOf(runSeek(*hdd, seeded(3, 150)));
        QVERIFY2(few.rotation.whyNot.contains(u"fewer than 200 reads"), qPrintable(few.rotation.whyNot));
        auto ssd = openTarget(QStringLiteral("sim:ssd"));
        const AccessTimeEstimate flash = accessTimeOf(runSeek(*ssd, seeded(4)));
        QVERIFY2(flash.rotation.whyNot.contains(u"under 1 ms"), qPrintable(flash.rotation.whyNot));
        QVERIFY(!flash.seek.known);
    }

    // A small region: the head barely moves, so the band is still one revolution, but a
    // full stroke and the average over the disk are out of reach.
    void smallRegionGivesRotationButNoCurve()
    {
        auto hdd = openTarget(QStringLiteral("sim:hdd,seed=5"));
        SeekConfig c = seeded(5);
        c.regions = { QStringLiteral("0:2GB") };
        const AccessTimeEstimate e = accessTimeOf(runSeek(*hdd, c));
        QVERIFY2(e.rotation.known, qPrintable(e.rotation.whyNot));
        QVERIFY2(std::abs(e.rotation.rpm() / 7200 - 1) < 0.02, qPrintable(rotationText(e.rotation)));
        QVERIFY(!e.seek.known);
        QVERIFY2(e.seek.whyNot.contains(u"covered 0 % of the disk"), qPrintable(e.seek.whyNot));
    }

    // Latencies with no band in them (a bell curve around the mean, as a cache or a
    // queue gives) are not mistaken for a revolution.
    void aBellCurveIsNotARevolution()
    {
        std::vector<AccessRead> reads;
        quint64 state = 42;
        auto uniform = [&state] {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return double(state >> 11) / double(1ULL << 53);
        };
        for (int i = 0; i < 2000; ++i) {
            double sum = 0;
            for (int j = 0; j < 12; ++j)
                sum += uniform();
            reads.push_back({ uniform(), uniform(), 9e6 + (sum - 6) * 2e6 });
        }
        const AccessTimeEstimate e = estimateAccessTime(reads);
        QVERIFY2(!e.rotation.known, qPrintable(rotationText(e.rotation)));
        QVERIFY2(e.rotation.whyNot.contains(u"not spread evenly"), qPrintable(e.rotation.whyNot));
    }

    // Sync writes with the cache off: a second, independent revolution, from the writes.
    void syncWritesGiveASecondRevolution()
    {
        const OpenOptions osync = openOptionsFor(SyncMode::OSync);
        for (const int rpm : { 5400, 7200, 15000 }) {
            auto target = openTarget(QStringLiteral("sim:hdd,cache=off,rpm=%1").arg(rpm), osync);
            QVERIFY(target);
            const RotationEstimate r = writeRevolutionOf(runSyncWrite(*target, {}, 512, SyncMode::OSync));
            QVERIFY2(r.known, qPrintable(r.whyNot));
            QVERIFY2(std::abs(r.rpm() / rpm - 1) < 0.01, qPrintable(rotationText(r, QStringLiteral("writes"))));
        }
        auto cached = openTarget(QStringLiteral("sim:hdd,cache=on"), osync);
        const RotationEstimate r = writeRevolutionOf(runSyncWrite(*cached, {}, 512, SyncMode::OSync));
        QVERIFY2(!r.known && r.whyNot.contains(u"write cache"), qPrintable(r.whyNot));
        // 1 MiB writes: each interval is mostly transfer, not a revolution.
        auto off = openTarget(QStringLiteral("sim:hdd,cache=off"), osync);
        SyncWriteConfig big;
        big.count = 200;
        const RotationEstimate large = writeRevolutionOf(runSyncWrite(*off, big, 1 << 20, SyncMode::OSync));
        QVERIFY2(!large.known && large.whyNot.contains(u"16 KiB"), qPrintable(large.whyNot));
    }
};

QTEST_GUILESS_MAIN(TestAccessTime)
#include "tst_accesstime.moc"
