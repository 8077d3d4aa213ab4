// SPDX-License-Identifier: GPL-3.0-or-later
// /sys/block/X/stat parsing and the iostat -x arithmetic, against values computed by
// hand from sysstat's formulas (docs/bandwidth.md), and the request-size verdict
// that catches a 1 MB dd reaching the disk as 6500 writes/s of 8 kB.
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/bandwidth/requestsizecheck.h"
#include "core/bench/bandwidth/throughputseries.h"
#include "core/device/diskstats.h"
#include "core/device/diskstatssampler.h"
#include "core/run/runresult.h"
#include "core/util/monotonicclock.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <thread>

using namespace DriveScope;

namespace {

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

} // namespace

class TestDiskStats : public QObject {
    Q_OBJECT
private slots:
    void parsesEveryKernelFormat_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("fields");
        QTest::addColumn<quint64>("discardSectors");
        QTest::addColumn<quint64>("flushIos");
        // Before 4.18: 11 fields. As /sys/block/X/stat prints them: right-aligned in columns.
        QTest::newRow("11 fields (< 4.18)") << QStringLiteral(
            "   33167     3812  1124805   428735    28338    77604   850432  3304811        0   384521  3733854\n")
                                            << 11 << quint64(0) << quint64(0);
        // 4.18 added discards.
        QTest::newRow("15 fields (4.18)")
            << QStringLiteral("   33167     3812  1124805   428735    28338    77604   850432  3304811        0   "
                              "384521  3733854       12        0     4096        7\n")
            << 15 << quint64(4096) << quint64(0);
        // 5.5 added flushes: the line of loop1 on the machine this was written on.
        QTest::newRow("17 fields (5.5)") << QStringLiteral(
            "29598 0 308917 3104 1068 212 27368 426 0 2524 3890 6 0 227334 42 1034 316")
                                         << 17 << quint64(227334) << quint64(1034);
    }

    void parsesEveryKernelFormat()
    {
        QFETCH(QString, line);
        QFETCH(int, fields);
        QFETCH(quint64, discardSectors);
        QFETCH(quint64, flushIos);
        QString error;
        const auto s = DiskStatsSnapshot::parse(line, &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->fieldCount, fields);
        QCOMPARE(s->discardSectors, discardSectors);
        QCOMPARE(s->flushIos, flushIos);
        if (fields == 17) {
            QCOMPARE(s->readIos, quint64(29598));
            QCOMPARE(s->readSectors, quint64(308917));
            QCOMPARE(s->writeMerges, quint64(212));
            QCOMPARE(s->ioTicksMs, quint64(2524));
            QCOMPARE(s->timeInQueueMs, quint64(3890));
            QCOMPARE(s->flushTicksMs, quint64(316));
        } else {
            QCOMPARE(s->readIos, quint64(33167));
            QCOMPARE(s->readMerges, quint64(3812));
            QCOMPARE(s->readSectors, quint64(1124805));
            QCOMPARE(s->readTicksMs, quint64(428735));
            QCOMPARE(s->writeIos, quint64(28338));
            QCOMPARE(s->writeMerges, quint64(77604));
            QCOMPARE(s->writeSectors, quint64(850432));
            QCOMPARE(s->writeTicksMs, quint64(3304811));
            QCOMPARE(s->inFlight, quint64(0));
            QCOMPARE(s->ioTicksMs, quint64(384521));
            QCOMPARE(s->timeInQueueMs, quint64(3733854));
        }
    }

    void rejectsWhatIsNotAStatLine_data()
    {
        QTest::addColumn<QString>("line");
        QTest::newRow("empty") << QString();
        QTest::newRow("partition line of 2.6 /proc/diskstats (4 fields)")
            << QStringLiteral("35713 1122730 106304 850432");
        QTest::newRow("10 fields") << QStringLiteral("1 2 3 4 5 6 7 8 9 10");
        QTest::newRow("a word") << QStringLiteral("1 2 3 4 5 6 7 8 9 10 eleven");
        QTest::newRow("negative") << QStringLiteral("1 2 3 4 5 6 7 8 9 10 -11");
    }

    void rejectsWhatIsNotAStatLine()
    {
        QFETCH(QString, line);
        QString error;
        QVERIFY(!DiskStatsSnapshot::parse(line, &error));
        QVERIFY(!error.isEmpty());
    }

    // Every column against a hand computation over a 2 s interval.
    void rowMatchesHandComputedIostat()
    {
        const auto p = DiskStatsSnapshot::parse(u"1000 10 80000 500 200 5 16000 300 0 700 900 0 0 0 0 0 0");
        const auto c = DiskStatsSnapshot::parse(u"1250 20 336000 1500 300 15 32000 500 1 1200 2400 4 0 64 8 3 2");
        QVERIFY(p && c);
        const IostatRow r = computeIostatRow(*p, *c, 2.0);
        // deltas: 250 reads of 256000 sectors in 1000 ms; 100 writes of 16000 sectors in
        // 200 ms; 4 discards of 64 sectors in 8 ms; io_ticks 500 ms; time_in_queue 1500 ms.
        QCOMPARE(r.readIos, quint64(250));
        QCOMPARE(r.readSectors, quint64(256000));
        QCOMPARE(r.flushIos, quint64(3));
        QCOMPARE(r.readsPerS, 125.0); // 250 / 2
        QCOMPARE(r.writesPerS, 50.0); // 100 / 2
        QCOMPARE(r.readMergesPerS, 5.0); // 10 / 2
        QCOMPARE(r.writeMergesPerS, 5.0);
        QCOMPARE(r.readBytesPerS, 65536000.0); // 256000 * 512 / 2: rMB/s 65.536
        QCOMPARE(r.writeBytesPerS, 4096000.0); // 16000 * 512 / 2
        QCOMPARE(r.readAvgRequestBytes, 524288.0); // 256000 * 512 / 250 = 512 KiB
        QCOMPARE(r.writeAvgRequestBytes, 81920.0); // 16000 * 512 / 100 = 80 KiB
        QCOMPARE(r.avgRequestBytes, 272064.0 * 512 / 354); // (reads + writes + discards) sectors / ios
        QCOMPARE(r.readAwaitMs, 4.0); // 1000 / 250
        QCOMPARE(r.writeAwaitMs, 2.0); // 200 / 100
        QCOMPARE(r.awaitMs, 1208.0 / 354); // (1000 + 200 + 8) / (250 + 100 + 4)
        QCOMPARE(r.avgQueueSize, 0.75); // 1500 ms / 2000 ms
        QCOMPARE(r.utilPercent, 25.0); // 500 ms / 2000 ms
        QCOMPARE(r.inFlightAtEnd, quint64(1));
    }

    // The 11-field line of an older kernel works the same (no discards to add).
    void rowFromElevenFieldKernel()
    {
        auto p = DiskStatsSnapshot::parse(u"100 0 800 50 0 0 0 0 0 40 50");
        auto c = DiskStatsSnapshot::parse(u"612 0 1049376 2098 0 0 0 0 1 1000 2098");
        QVERIFY(p && c);
        p->takenNs = 5'000'000'000;
        c->takenNs = 6'000'000'000; // elapsed from the timestamps: 1 s
        const IostatRow r = computeIostatRow(*p, *c);
        QCOMPARE(r.elapsedS, 1.0);
        QCOMPARE(r.readsPerS, 512.0);
        QCOMPARE(r.readBytesPerS, 1048576.0 * 512 / 1); // 1048576 sectors = 512 MiB
        QCOMPARE(r.readAvgRequestBytes, 1048576.0); // 1 MiB per request
        QCOMPARE(r.readAwaitMs, 4.0); // 2048 ms / 512
        QCOMPARE(r.avgQueueSize, 2.048);
        QCOMPARE(r.utilPercent, 96.0);
        QCOMPARE(r.writesPerS, 0.0);
        QCOMPARE(r.writeAwaitMs, 0.0); // no writes: 0, as iostat prints
    }

    void idleAndResetCountersGiveZeros()
    {
        const auto p = DiskStatsSnapshot::parse(u"500 0 4000 20 0 0 0 0 0 20 20");
        const auto c = DiskStatsSnapshot::parse(u"10 0 80 1 0 0 0 0 0 1 1"); // device re-created
        const IostatRow r = computeIostatRow(*p, *c, 1.0);
        QCOMPARE(r.readIos, quint64(0));
        QCOMPARE(r.readsPerS, 0.0);
        QCOMPARE(r.readAvgRequestBytes, 0.0);
        QCOMPARE(r.awaitMs, 0.0);
        QCOMPARE(r.utilPercent, 0.0);
    }

    void sumOfRowsIsTheRowOverTheWholeTime()
    {
        const auto a = DiskStatsSnapshot::parse(u"0 0 0 0 0 0 0 0 0 0 0");
        const auto b = DiskStatsSnapshot::parse(u"100 0 204800 400 0 0 0 0 0 900 950");
        const auto c = DiskStatsSnapshot::parse(u"300 0 307200 700 0 0 0 0 0 1400 1500");
        IostatRow r1 = computeIostatRow(*a, *b, 1.0);
        IostatRow r2 = computeIostatRow(*b, *c, 0.5);
        r1.startNs = 0;
        r1.endNs = 1'000'000'000;
        r2.startNs = r1.endNs;
        r2.endNs = 1'500'000'000;
        const IostatRow sum = sumIostatRows({ r1, r2 });
        const IostatRow direct = computeIostatRow(*a, *c, 1.5);
        QCOMPARE(sum.elapsedS, 1.5);
        QCOMPARE(sum.readIos, direct.readIos);
        QCOMPARE(sum.readAvgRequestBytes, direct.readAvgRequestBytes); // 307200 * 512 / 300
        QCOMPARE(sum.readAvgRequestBytes, 524288.0);
        QCOMPARE(sum.utilPercent, direct.utilPercent);
        QCOMPARE(sum.startNs, qint64(0));
        QCOMPARE(sum.endNs, qint64(1'500'000'000));
    }

    void readsARealStatFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stat"));
        QVERIFY(writeFile(path,
            "     612        0  1049376     2098        0        0        0        0        0     1000     2098        "
            "0        0        0        0        0        0\n"));
        const auto s = DiskStatsSnapshot::readFile(path);
        QVERIFY(s);
        QCOMPARE(s->readIos, quint64(612));
        QVERIFY(s->takenNs > 0);
        QString error;
        QVERIFY(!DiskStatsSnapshot::readFile(dir.filePath(QStringLiteral("missing")), &error));
        QVERIFY(error.contains(QStringLiteral("missing")));
    }

    // The rows must reach the moment the run stopped, however close that is to the last
    // periodic row: otherwise the run's last block falls outside every row and a
    // bandwidth run's intervals sum to less than it read. Stops are spread over the
    // 1 ms after a periodic row, where a too-short final row used to be dropped.
    void rowsReachTheStopEvenJustAfterAPeriodicRow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("stat"));
        QVERIFY(writeFile(path, "1 0 8 1 0 0 0 0 0 1 1 0 0 0 0 0 0\n"));
        DiskStatsSource source;
        source.name = QStringLiteral("fake");
        source.statPath = path;
        constexpr qint64 interval = 10'000'000;
        int coveredJustAfterARow = 0;
        for (int i = 0; i < 60; ++i) {
            DiskStatsSampler sampler(source, interval);
            QVERIFY(sampler.prime());
            const qint64 origin = monotonicNs();
            sampler.start(origin);
            const qint64 stopAt = interval + (i % 12) * 100'000; // 10.0 .. 11.1 ms after the origin
            std::this_thread::sleep_for(std::chrono::nanoseconds(origin + stopAt - monotonicNs()));
            const qint64 stoppedNs = monotonicNs() - origin;
            sampler.stop();
            const auto rows = sampler.rows();
            QVERIFY(!rows.empty());
            QVERIFY2(rows.back().endNs >= stoppedNs,
                qPrintable(QStringLiteral("rows end at %1 ns, the run stopped at %2 ns")
                               .arg(rows.back().endNs)
                               .arg(stoppedNs)));
            for (std::size_t r = 1; r < rows.size(); ++r)
                QCOMPARE(rows[r].startNs, rows[r - 1].endNs);
            QVERIFY(rows.front().startNs <= 0);
            coveredJustAfterARow += rows.size() == 1 && rows.back().endNs - rows.back().startNs > interval;
        }
        qInfo("%d of 60 stops came within 1 ms of a periodic row and extended it", coveredJustAfterARow);
    }

    // Which counters: a partition its own, a file its disk's (shared), a simulation none.
    void sourceForEachKindOfTarget()
    {
        QTemporaryDir sys;
        const QString root = sys.path();
        QVERIFY(writeFile(root + QStringLiteral("/class/block/sda/stat"), "1 0 8 1 0 0 0 0 0 1 1\n"));
        QVERIFY(writeFile(root + QStringLiteral("/class/block/sda1/stat"), "1 0 8 1 0 0 0 0 0 1 1\n"));
        QVERIFY(writeFile(root + QStringLiteral("/class/block/sda/queue/max_sectors_kb"), "128\n"));
        QVERIFY(writeFile(root + QStringLiteral("/class/block/sda/queue/max_hw_sectors_kb"), "32767\n"));
        QVERIFY(writeFile(root + QStringLiteral("/class/block/sda/queue/max_segments"), "168\n"));
        QVERIFY(writeFile(root + QStringLiteral("/class/block/sda/queue/max_segment_size"), "65536\n"));

        DeviceInfo part;
        part.kind = DeviceInfo::Kind::Partition;
        part.path = QStringLiteral("/dev/disk/by-label/data");
        part.canonicalPath = QStringLiteral("/dev/sda1");
        part.diskName = QStringLiteral("sda");
        DiskStatsSource s = DiskStatsSource::forTarget(part, root);
        QCOMPARE(s.name, QStringLiteral("sda1"));
        QCOMPARE(s.statPath, root + QStringLiteral("/class/block/sda1/stat"));
        QCOMPARE(s.queueDisk, QStringLiteral("sda"));
        QCOMPARE(s.maxSectorsKb, 128);
        QCOMPARE(s.maxHwSectorsKb, 32767);
        QCOMPARE(s.maxSegments, 168);
        QCOMPARE(s.maxSegmentSize, qint64(65536));
        QVERIFY(!s.sharedWithOthers);

        DeviceInfo file;
        file.kind = DeviceInfo::Kind::RegularFile;
        file.path = QStringLiteral("/home/u/big.bin");
        file.diskName = QStringLiteral("sda");
        s = DiskStatsSource::forTarget(file, root);
        QCOMPARE(s.name, QStringLiteral("sda"));
        QVERIFY(s.sharedWithOthers);
        QVERIFY(s.isAvailable());

        DeviceInfo sim;
        sim.kind = DeviceInfo::Kind::Simulated;
        QVERIFY(!DiskStatsSource::forTarget(sim, root).isAvailable());
        DeviceInfo gone;
        gone.kind = DeviceInfo::Kind::BlockDevice;
        gone.canonicalPath = QStringLiteral("/dev/sdz");
        s = DiskStatsSource::forTarget(gone, root);
        QVERIFY(!s.isAvailable());
        QVERIFY(s.unavailableReason.contains(QStringLiteral("sdz")));
    }

    // The classic case: a 1 MB dd that reached the disk as 6500 writes/s of 8 kB.
    void requestSizeVerdictNamesTheQueueLimits()
    {
        RunResult run;
        DeviceInfo disk;
        disk.sizeBytes = qint64(8) << 30;
        disk.logicalBlockSize = disk.directIoAlignment = 512;
        QString why;
        const auto plan = planBandwidth({ .write = true, .blockSize = 1 << 20 }, disk, &why);
        QVERIFY2(plan, qPrintable(why));
        run.config = plan->toJson();
        run.deviceStatsSource
            = { { QStringLiteral("available"), true }, { QStringLiteral("device"), QStringLiteral("sd0") },
                  { QStringLiteral("queue_disk"), QStringLiteral("sd0") }, { QStringLiteral("max_sectors_kb"), 8 },
                  { QStringLiteral("max_hw_sectors_kb"), 32767 }, { QStringLiteral("max_segments"), 128 },
                  { QStringLiteral("max_segment_size"), 65536.0 } };
        IostatRow row;
        row.elapsedS = 1;
        row.writeIos = 6500;
        row.writeSectors = 6500 * 16; // 8 KiB each
        deriveIostatColumns(row);
        run.deviceStats = { row };
        RequestSizeCheck c = checkRequestSize(run);
        QCOMPARE(c.verdict, RequestSizeCheck::Verdict::Smaller);
        QCOMPARE(c.averageRequestBytes, 8192.0);
        QCOMPARE(c.requests, quint64(6500));
        QVERIFY2(c.sentence.contains(QStringLiteral("max_sectors_kb (8 KiB)")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.contains(QStringLiteral("max_hw_sectors_kb is 32767 KiB")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.contains(QStringLiteral("smaller requests than the 1 MiB blocks")), qPrintable(c.sentence));

        // A loop device: max_sectors_kb allows 1 MiB, 128 segments of one page do not.
        run.deviceStatsSource[QStringLiteral("max_sectors_kb")] = 1280;
        run.deviceStats[0].writeIos = 2000;
        run.deviceStats[0].writeSectors = 2000 * 1024; // 512 KiB each
        deriveIostatColumns(run.deviceStats[0]);
        c = checkRequestSize(run);
        QCOMPARE(c.verdict, RequestSizeCheck::Verdict::Smaller);
        QVERIFY2(c.sentence.contains(QStringLiteral("max_segments is 128")), qPrintable(c.sentence));
        QVERIFY2(c.sentence.contains(QStringLiteral("512 KiB")), qPrintable(c.sentence));

        run.deviceStats[0].writeSectors = 2000 * 2048; // 1 MiB each
        deriveIostatColumns(run.deviceStats[0]);
        c = checkRequestSize(run);
        QCOMPARE(c.verdict, RequestSizeCheck::Verdict::AsAsked);

        run.deviceStats[0].writeSectors = 2000 * 4096; // merged into 2 MiB
        deriveIostatColumns(run.deviceStats[0]);
        QCOMPARE(checkRequestSize(run).verdict, RequestSizeCheck::Verdict::Larger);

        run.deviceStats.clear();
        c = checkRequestSize(run);
        QCOMPARE(c.verdict, RequestSizeCheck::Verdict::Unknown);
        QVERIFY(c.sentence.contains(QStringLiteral("unknown")));
    }

    // A transfer straddling a boundary is shared in proportion to its time on each side.
    void throughputSplitsTransfersAcrossWindows()
    {
        std::vector<Sample> samples(3);
        samples[0].startNs = 0;
        samples[0].latencyNs = 4'000'000;
        samples[0].result = samples[0].bytes = 1 << 20;
        samples[1].startNs = 4'000'000;
        samples[1].latencyNs = 4'000'000;
        samples[1].result = samples[1].bytes = 1 << 20;
        samples[2].startNs = 8'000'000;
        samples[2].latencyNs = 1'000'000;
        samples[2].bytes = 1 << 20;
        samples[2].result = -5;
        samples[2].flags = Sample::Failed;
        const auto w = throughputPerInterval(samples, 3'000'000);
        QCOMPARE(w.size(), std::size_t(3)); // 0-3, 3-6, 6-9 ms (the failed read still ends the run at 9 ms)
        QCOMPARE(w[0].bytes, 0.75 * (1 << 20));
        QCOMPARE(w[1].bytes, 0.25 * (1 << 20) + 0.5 * (1 << 20));
        QCOMPARE(w[2].bytes, 0.5 * (1 << 20));
        QCOMPARE(w[0].completed, qint64(0));
        QCOMPARE(w[1].completed, qint64(1));
        QCOMPARE(w[2].completed, qint64(1));
        QCOMPARE(w[0].megabytesPerSecond(), 0.75 * (1 << 20) / 1e6 / 0.003);
    }

    // Issue 32 (found by the fuzzer): a crafted bandwidth run, transfers spanning a
    // multitude of tiny windows, cost transfers × windows. Each window now takes the
    // bytes moved between its edges, exactly as before: overlapping transfers, one over
    // many windows, windows out of order, a window with no transfer, a failed one.
    void throughputOverManyWindowsIsExact()
    {
        std::vector<Sample> samples(4);
        samples[0] = { .offset = 0, .startNs = 0, .latencyNs = 10'000, .bytes = 10'000, .result = 10'000 };
        samples[1] = { .offset = 0, .startNs = 5'000, .latencyNs = 1'000, .bytes = 4'000, .result = 4'000 };
        samples[2] = { .offset = 0, .startNs = 20'000, .latencyNs = 0, .bytes = 512, .result = 512 };
        samples[3] = { .offset = 0, .startNs = 2'000, .latencyNs = 3'000, .bytes = 9'000, .result = -5 };
        samples[3].flags = Sample::Failed;
        std::vector<ThroughputInterval> windows;
        for (qint64 t = 0; t < 10'000; t += 1) // 10,000 windows of 1 ns under the first transfer
            windows.push_back({ t, t + 1, 0, 0 });
        windows.push_back({ 19'999, 20'001, 0, 0 });
        windows.push_back({ 12'000, 13'000, 0, 0 }); // nothing moves here
        std::reverse(windows.begin(), windows.end());
        const auto w = throughputOverWindows(samples, windows);
        QCOMPARE(w.size(), std::size_t(10'002));
        double total = 0;
        qint64 completed = 0;
        for (const ThroughputInterval &x : w) {
            // 1 byte per ns from the first transfer, 4 more per ns inside the second.
            if (x.endNs <= 10'000)
                QCOMPARE(x.bytes, x.startNs >= 5'000 && x.startNs < 6'000 ? 5.0 : 1.0);
            total += x.bytes;
            completed += x.completed;
        }
        QCOMPARE(total, 10'000.0 + 4'000 + 512);
        QCOMPARE(completed, qint64(3)); // the failed transfer neither moves bytes nor completes
        QCOMPARE(w.back().startNs, qint64(19'999)); // sorted by start, as they come back
        QCOMPARE(w.back().bytes, 512.0);
        QCOMPARE(w[w.size() - 2].bytes, 0.0); // 12-13 µs
    }

    // A run hundreds of days long (a crafted one) gets at most MaxWindows windows.
    void aLongRunGetsWiderWindows()
    {
        std::vector<Sample> samples(1);
        samples[0] = {
            .offset = 0, .startNs = qint64(399) * 86'400'000'000'000, .latencyNs = 1'000, .bytes = 512, .result = 512
        };
        const auto w = throughputPerInterval(samples, 100'000'000);
        QVERIFY(qint64(w.size()) <= MaxWindows);
        QCOMPARE(w.back().bytes, 512.0);
    }
};

QTEST_GUILESS_MAIN(TestDiskStats)
#include "tst_diskstats.moc"
