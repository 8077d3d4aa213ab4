// SPDX-License-Identifier: GPL-3.0-or-later
// ZonePlan (where the points go, what is refused) and ZoneProfile (MB/s per point and
// the outer-to-inner drop) on hand-made samples whose answers are known exactly.
#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zoneprofile.h"
#include "zonesweeps.h"

#include <QTest>

using namespace DriveScope;
using DriveScope::Test::zoneConfig;

namespace {

DeviceInfo device(qint64 size, int logical = 512)
{
    DeviceInfo d;
    d.path = QStringLiteral("/dev/test");
    d.sizeBytes = size;
    d.logicalBlockSize = logical;
    d.physicalBlockSize = 4096;
    d.directIoAlignment = logical;
    return d;
}

ZonePlan plan(qint64 points, qint64 bytesPerPoint, qint64 blockSize, qint64 size)
{
    QString error;
    const auto p = planZone(zoneConfig(points, bytesPerPoint, blockSize), device(size), &error);
    if (!p)
        qFatal("planZone: %s", qPrintable(error));
    return *p;
}

// The samples a run of plan would record if point i took pointNs[i] per block (the
// pre-read first, flagged warm-up, with a long seek time that must not count).
std::vector<Sample> synthetic(const ZonePlan &p, const std::vector<qint64> &blockNs)
{
    std::vector<Sample> out;
    qint64 t = 0;
    for (qint64 i = 0; i < p.points; ++i) {
        Sample pre;
        pre.offset = p.pointOffset(i);
        pre.startNs = t;
        pre.latencyNs = 50'000'000; // a 50 ms seek + rotation
        pre.bytes = pre.result = qint32(p.blockSize);
        pre.flags = Sample::WarmUp;
        out.push_back(pre);
        t += pre.latencyNs + 1000;
        for (qint64 b = 0; b < p.blocksPerPoint(); ++b) {
            Sample s;
            s.offset = p.pointOffset(i) + b * p.blockSize;
            s.startNs = t;
            s.latencyNs = blockNs[std::size_t(i)];
            s.bytes = s.result = qint32(p.blockSize);
            out.push_back(s);
            t += s.latencyNs;
        }
    }
    return out;
}

} // namespace

class TestZoneProfile : public QObject {
    Q_OBJECT
private slots:
    void pointsAreEvenlySpacedAndTheLastFits()
    {
        const qint64 size = (qint64(2) << 40) + 12345 * 512; // 2 TiB and change: no overflow
        const ZonePlan p = plan(100, 128 << 20, 1 << 20, size);
        QCOMPARE(p.pointOffset(0), qint64(0));
        const qint64 span = size - (128 << 20);
        for (qint64 i = 0; i < 100; ++i) {
            const qint64 o = p.pointOffset(i);
            QCOMPARE(o % 512, qint64(0));
            QVERIFY(o + p.bytesPerPoint <= size);
            // Within one alignment unit of the ideal i * span / 99.
            const double ideal = double(span) * double(i) / 99.0;
            QVERIFY2(std::abs(double(o) - ideal) < 512 + 1, qPrintable(QString::number(i)));
            if (i > 0)
                QVERIFY(o > p.pointOffset(i - 1));
        }
        QCOMPARE(p.pointOffset(99), span / 512 * 512);
        QVERIFY(!p.pointsOverlap());
    }

    void regionIsAlignedInwardAndRespected()
    {
        // 1000:10MB: neither end is 512-aligned.
        QString error;
        const auto p = planZone(zoneConfig(5, 1 << 20, 1 << 20, QStringLiteral("1000:10MB")), device(64 << 20), &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->region.start, qint64(1024));
        QCOMPARE(p->region.end(), (qint64(1000) + 10000000) / 512 * 512);
        for (qint64 i = 0; i < 5; ++i) {
            QVERIFY(p->pointOffset(i) >= p->region.start);
            QVERIFY(p->pointOffset(i) + p->bytesPerPoint <= p->region.end());
        }
    }

    void overlapIsAllowedAndSaid()
    {
        const ZonePlan p = plan(100, 128 << 20, 1 << 20, qint64(1) << 30);
        QVERIFY(p.pointsOverlap());
        QCOMPARE(p.pointOffset(99) + p.bytesPerPoint, qint64(1) << 30);
    }

    void defaultsTileASmallTarget_data()
    {
        QTest::addColumn<qint64>("size");
        QTest::newRow("268 MB stick") << qint64(268'435'456);
        QTest::newRow("1 GiB scratch file") << (qint64(1) << 30);
        QTest::newRow("odd size, 4 KiB aligned") << qint64(3'000'004'608);
        QTest::newRow("smaller than points x block") << qint64(64 << 20);
    }
    void defaultsTileASmallTarget()
    {
        QFETCH(qint64, size);
        QString error;
        const ZoneConfig defaults;
        const auto p = planZone(defaults, device(size), &error);
        QVERIFY2(p, qPrintable(error));
        QVERIFY(p->bytesPerPoint <= defaults.bytesPerPoint);
        QCOMPARE(p->bytesPerPoint % defaults.blockSize, qint64(0));
        const qint64 last = p->pointOffset(p->points - 1) + p->bytesPerPoint;
        QVERIFY(last <= size);
        if (size >= defaults.points * defaults.blockSize) {
            // The points tile the target: none shares a byte, the last ends within a
            // point's length of the end (the curve spans the drive, not its first half).
            QVERIFY(!p->pointsOverlap());
            QVERIFY2(size - last < p->bytesPerPoint + defaults.blockSize, qPrintable(QString::number(size - last)));
        } else {
            QCOMPARE(p->bytesPerPoint, defaults.blockSize); // one block each, the least there is
        }
        // A typed value is kept, overlapping or not.
        ZoneConfig typed = defaults;
        typed.shrinkToFit = false;
        const auto asTyped = planZone(typed, device(std::max<qint64>(size, defaults.bytesPerPoint)), &error);
        QVERIFY2(asTyped, qPrintable(error));
        QCOMPARE(asTyped->bytesPerPoint, defaults.bytesPerPoint);
    }
    void defaultsKeepTheirSizeOnALargeTarget()
    {
        QString error;
        const auto p = planZone(ZoneConfig(), device(qint64(500) * 1000 * 1000 * 1000), &error);
        QVERIFY2(p, qPrintable(error));
        QCOMPARE(p->bytesPerPoint, ZoneConfig().bytesPerPoint);
    }

    void refusesWhatCannotWork_data()
    {
        QTest::addColumn<qint64>("points");
        QTest::addColumn<qint64>("bytesPerPoint");
        QTest::addColumn<qint64>("blockSize");
        QTest::addColumn<QString>("region");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("zero points") << qint64(0) << qint64(1 << 20) << qint64(1 << 20) << QString()
                                     << "number of points";
        QTest::newRow("block not a multiple") << qint64(10) << qint64(1000 * 4) << qint64(1000) << QString()
                                              << "not a multiple of the target's logical block size";
        QTest::newRow("bytes not a multiple of block")
            << qint64(10) << qint64(3 << 19) << qint64(1 << 20) << QString() << "multiple of the block size";
        QTest::newRow("region too small") << qint64(10) << qint64(8 << 20) << qint64(1 << 20)
                                          << QStringLiteral("first:4MiB") << "smaller than the 8 MiB";
        QTest::newRow("target too small")
            << qint64(10) << qint64(128 << 20) << qint64(1 << 20) << QString() << "smaller than the 128 MiB";
        QTest::newRow("block too large") << qint64(10) << qint64(128 << 20) << qint64(128 << 20) << QString()
                                         << "larger than the 64 MiB";
    }
    void refusesWhatCannotWork()
    {
        QFETCH(qint64, points);
        QFETCH(qint64, bytesPerPoint);
        QFETCH(qint64, blockSize);
        QFETCH(QString, region);
        QFETCH(QString, phrase);
        QString error;
        QVERIFY(!planZone(zoneConfig(points, bytesPerPoint, blockSize, region), device(64 << 20), &error));
        QVERIFY2(error.contains(phrase), qPrintable(error));
    }

    // The classic hand-measured figures: 132.5 MB/s at the start, 113.9 MB/s at the
    // end, 14 %.
    void dropIsFirstTenthAgainstLastTenth()
    {
        const ZonePlan p = plan(100, 4 << 20, 1 << 20, qint64(1) << 30);
        // A linear fall from 132.5 to 113.9 MB/s would put the tenths' means inside the
        // ends; a step keeps the expected answer exact: first ten points 132.5, last ten
        // 113.9, the middle 120.
        std::vector<qint64> blockNs;
        auto ns = [](double mbps) { return qint64(std::llround(1048576.0 * 1e3 / mbps)); };
        for (int i = 0; i < 100; ++i)
            blockNs.push_back(i < 10 ? ns(132.5) : i >= 90 ? ns(113.9) : ns(120.0));
        const ZoneProfile z = ZoneProfile::compute(synthetic(p, blockNs), p);
        QVERIFY2(z.mismatch.isEmpty(), qPrintable(z.mismatch));
        QCOMPARE(qint64(z.points.size()), qint64(100));
        QCOMPARE(z.completePoints, qint64(100));
        QCOMPARE(z.firstTenthPoints, qint64(10)); // 0..9: 9/99 < 0.1
        QCOMPARE(z.lastTenthPoints, qint64(10)); // 90..99: 90/99 > 0.9
        QVERIFY(z.hasDrop);
        QVERIFY(std::abs(z.firstTenthMBps - 132.5) < 0.01);
        QVERIFY(std::abs(z.lastTenthMBps - 113.9) < 0.01);
        QVERIFY(std::abs(z.dropPercent - (132.5 - 113.9) / 132.5 * 100) < 0.01); // 14.04 %
        QVERIFY(std::abs(z.maxMBps - 132.5) < 0.01);
        QVERIFY(std::abs(z.minMBps - 113.9) < 0.01);
        QVERIFY(std::abs(z.meanMBps - (10 * 132.5 + 10 * 113.9 + 80 * 120.0) / 100) < 0.01);
    }

    // The pre-read's 50 ms is not in any point: MB/s is bytes over first start to last end.
    void preReadIsExcluded()
    {
        const ZonePlan p = plan(3, 8 << 20, 1 << 20, 64 << 20);
        const std::vector<Sample> samples = synthetic(p, { 1'000'000, 2'000'000, 4'000'000 });
        const ZoneProfile z = ZoneProfile::compute(samples, p);
        QCOMPARE(z.points.size(), std::size_t(3));
        const double expected[]
            = { 8.0 * 1048576 / 8e-3 / 1e6, 8.0 * 1048576 / 16e-3 / 1e6, 8.0 * 1048576 / 32e-3 / 1e6 };
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(z.points[std::size_t(i)].bytes, qint64(8 << 20));
            QCOMPARE(z.points[std::size_t(i)].blocks, qint64(8));
            QVERIFY(std::abs(z.points[std::size_t(i)].megabytesPerSecond() - expected[i]) < 1e-6);
        }
        // Three points: the first tenth is point 0 alone, the last tenth point 2.
        QCOMPARE(z.firstTenthPoints, qint64(1));
        QVERIFY(std::abs(z.dropPercent - 75.0) < 1e-9);
    }

    // Progress counts what the report counts: the timed blocks, never a point's pre-read
    // (or, preserving a write sweep, the reads of the bytes it puts back).
    void progressCountsTheTimedBlocks()
    {
        ZonePlan p = plan(3, 8 << 20, 1 << 20, 64 << 20);
        const std::vector<Sample> samples = synthetic(p, { 1'000'000, 2'000'000, 4'000'000 });
        qint64 timed = 0;
        for (std::size_t k = 0; k <= samples.size(); ++k) {
            QCOMPARE(p.timedBlocksAfter(qint64(k)), timed);
            if (k < samples.size() && !samples[k].isWarmUp())
                ++timed;
        }
        QCOMPARE(timed, p.points * p.blocksPerPoint());
        p.write = ZoneConfig::Write::Preserve; // 8 untimed reads, then 8 timed writes
        QCOMPARE(p.timedBlocksAfter(8), qint64(0));
        QCOMPARE(p.timedBlocksAfter(9), qint64(1));
        QCOMPARE(p.timedBlocksAfter(16), qint64(8));
        QCOMPARE(p.timedBlocksAfter(24), qint64(8));
        QCOMPARE(p.timedBlocksAfter(48), qint64(24));
    }

    void partialLastPointIsShownNotCounted()
    {
        const ZonePlan p = plan(4, 8 << 20, 1 << 20, 64 << 20);
        std::vector<Sample> samples = synthetic(p, { 1'000'000, 1'000'000, 1'000'000, 1'000'000 });
        samples.resize(samples.size() - 3); // cancelled three blocks before the end
        const ZoneProfile z = ZoneProfile::compute(samples, p);
        QCOMPARE(z.points.size(), std::size_t(4));
        QVERIFY(!z.points.back().complete);
        QCOMPARE(z.points.back().blocks, qint64(5));
        QCOMPARE(z.completePoints, qint64(3));
        QVERIFY(!z.hasDrop); // the last tenth's only point is incomplete
    }

    void failedBlockEndsThePoint()
    {
        const ZonePlan p = plan(2, 4 << 20, 1 << 20, 64 << 20);
        std::vector<Sample> samples = synthetic(p, { 1'000'000, 1'000'000 });
        Sample &bad = samples[samples.size() - 2];
        bad.result = -5;
        bad.flags |= Sample::Failed;
        samples.pop_back();
        const ZoneProfile z = ZoneProfile::compute(samples, p);
        QCOMPARE(z.completePoints, qint64(1));
        QVERIFY(!z.points[1].complete);
        QCOMPARE(z.points[1].bytes, qint64(2 << 20));
    }

    void samplesThatDoNotMatchThePlanAreFlagged()
    {
        const ZonePlan p = plan(2, 4 << 20, 1 << 20, 64 << 20);
        std::vector<Sample> samples = synthetic(p, { 1'000'000, 1'000'000 });
        samples[3].offset += 4096;
        QVERIFY(ZoneProfile::compute(samples, p).mismatch.contains(QStringLiteral("block 2")));
    }

    // The live chart builds the profile a piece at a time (ZoneProfileBuilder): after
    // every piece it is what compute gives for the samples so far, a failed block and
    // samples past the plan included, and it keeps no samples of its own.
    void builtPieceByPieceIsComputedWhole_data()
    {
        QTest::addColumn<int>("ending");
        QTest::newRow("complete") << 0;
        QTest::newRow("failed block") << 1;
        QTest::newRow("past the plan") << 2;
        QTest::newRow("misplaced block") << 3;
    }
    void builtPieceByPieceIsComputedWhole()
    {
        QFETCH(int, ending);
        const ZonePlan p = plan(12, 4 << 20, 1 << 20, 64 << 20);
        std::vector<qint64> blockNs;
        for (int i = 0; i < 12; ++i)
            blockNs.push_back(1'000'000 + 37'000 * i);
        std::vector<Sample> samples = synthetic(p, blockNs);
        if (ending == 1) { // point 6's second timed block (each point: a pre-read, 4 blocks)
            samples[32].result = -5;
            samples[32].flags |= Sample::Failed;
        } else if (ending == 2) {
            samples.push_back(samples.back());
        } else if (ending == 3) {
            samples[7].offset += 4096;
        }
        ZoneProfileBuilder builder(p);
        for (std::size_t at = 0; at < samples.size(); at += 3) {
            const std::size_t n = std::min<std::size_t>(3, samples.size() - at);
            builder.add(std::span<const Sample>(samples).subspan(at, n));
            const ZoneProfile whole = ZoneProfile::compute(std::span<const Sample>(samples).first(at + n), p);
            const ZoneProfile built = builder.profile();
            QCOMPARE(built.points.size(), whole.points.size());
            for (std::size_t i = 0; i < whole.points.size(); ++i) {
                QCOMPARE(built.points[i].blocks, whole.points[i].blocks);
                QCOMPARE(built.points[i].bytes, whole.points[i].bytes);
                QCOMPARE(built.points[i].lastEndNs, whole.points[i].lastEndNs);
                QCOMPARE(built.points[i].complete, whole.points[i].complete);
            }
            QCOMPARE(built.completePoints, whole.completePoints);
            QCOMPARE(built.meanMBps, whole.meanMBps);
            QCOMPARE(built.dropPercent, whole.dropPercent);
            QCOMPARE(built.mismatch, whole.mismatch);
        }
        const ZoneProfile last = builder.profile();
        QCOMPARE(last.completePoints, ending == 0 || ending >= 2 ? qint64(12) : qint64(6));
        QCOMPARE(last.mismatch.isEmpty(), ending < 2);
    }

    // A reopened run: the plan comes back from its JSON and gives the same curve.
    void planRoundTripsThroughJson()
    {
        ZoneConfig c = zoneConfig(7, 3 << 20, 1 << 20, QStringLiteral("10%:50%"));
        c.write = ZoneConfig::Write::Preserve;
        QString error;
        const auto p = planZone(c, device(qint64(5) << 30), &error);
        QVERIFY2(p, qPrintable(error));
        const auto back = ZonePlan::fromJson(p->toJson());
        QVERIFY(back);
        QCOMPARE(back->points, p->points);
        QCOMPARE(back->region.start, p->region.start);
        QCOMPARE(back->region.length, p->region.length);
        QCOMPARE(back->write, ZoneConfig::Write::Preserve);
        for (qint64 i = 0; i < 7; ++i)
            QCOMPARE(back->pointOffset(i), p->pointOffset(i));
        QCOMPARE(p->samplesPerPoint(), qint64(6)); // preserve: 3 reads + 3 writes
    }

    void onePointHasNoDrop()
    {
        const ZonePlan p = plan(1, 4 << 20, 1 << 20, 64 << 20);
        const ZoneProfile z = ZoneProfile::compute(synthetic(p, { 1'000'000 }), p);
        QCOMPARE(z.completePoints, qint64(1));
        QVERIFY(!z.hasDrop);
    }
};

QTEST_GUILESS_MAIN(TestZoneProfile)
#include "tst_zoneprofile.moc"
