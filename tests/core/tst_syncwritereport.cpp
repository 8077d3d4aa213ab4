// SPDX-License-Identifier: GPL-3.0-or-later
// Sync write (issue 3) without a drive: sync-mode parsing, the hdparm -W parser, and
// the size=/write:/cases text report from synthetic runs with known latencies.
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/syncwrite/syncwritetextreport.h"
#include "core/device/writecacheprobe.h"

#include <QRegularExpression>
#include <QTest>

using namespace DriveScope;

namespace {

// A completed run of writes with the given latencies (after one 20 ms warm-up write).
RunResult syntheticRun(const std::vector<qint64> &latencies, qint64 size, SyncMode mode, const QJsonObject &cache)
{
    SyncWritePlan plan;
    plan.count = qint64(latencies.size());
    plan.writeSize = size;
    plan.mode = mode;
    plan.writeCache = cache;
    RunResult run;
    run.benchmark = QStringLiteral("syncwrite");
    run.target.path = QStringLiteral("/dev/sdz");
    run.target.kind = DeviceInfo::Kind::BlockDevice;
    run.direct = mode != SyncMode::None;
    run.config = plan.toJson();
    run.status = RunStatus::Completed;
    qint64 t = 0;
    for (std::size_t i = 0; i <= latencies.size(); ++i) {
        Sample s;
        s.offset = qint64(i) * size;
        s.startNs = t;
        s.latencyNs = i == 0 ? 20000000 : latencies[i - 1];
        s.bytes = s.result = qint32(size);
        s.flags = Sample::Write | (i == 0 ? Sample::WarmUp : 0);
        run.samples.push_back(s);
        t += s.latencyNs;
    }
    run.expectedSamples = qint64(run.samples.size());
    return run;
}

QString reportOf(const RunResult &run, SyncWriteTextReportOptions options = {})
{
    const LatencySummary s
        = summarizeLatencies(run.measuredLatencies(false), run.measuredSeconds(false), run.measuredBytes(false));
    return syncWriteTextReport(run, s, options);
}

// Sum of every "<n> ms: <k> cases" / "<n> µs: <k> cases" line, and the lines themselves.
qint64 sumOfCases(const QString &report, QStringList *lines = nullptr)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^(\d+) (ms|µs): (\d+) cases$)"), QRegularExpression::MultilineOption);
    qint64 total = 0;
    for (auto it = re.globalMatch(report); it.hasNext();) {
        const auto m = it.next();
        total += m.captured(3).toLongLong();
        if (lines)
            *lines << m.captured(0);
    }
    return total;
}

} // namespace

Q_DECLARE_METATYPE(DriveScope::SyncMode)

class TestSyncWriteReport : public QObject {
    Q_OBJECT
private slots:
    void syncModes()
    {
        QString error;
        auto all = parseSyncModes(QStringLiteral("all"), &error);
        QVERIFY(all);
        QCOMPARE(all->size(), std::size_t(5));
        auto two = parseSyncModes(QStringLiteral("fsync, osync,fsync"), &error);
        QVERIFY(two);
        QCOMPARE(*two, (std::vector<SyncMode> { SyncMode::Fsync, SyncMode::OSync }));
        QVERIFY(!parseSyncModes(QStringLiteral("osync,sometimes"), &error));
        QVERIFY2(error.contains(QStringLiteral("'sometimes'")), qPrintable(error));
        QVERIFY(!parseSyncModes(QString(), &error));

        QCOMPARE(openOptionsFor(SyncMode::OSync).writeSync, OpenOptions::WriteSync::OSync);
        QCOMPARE(openOptionsFor(SyncMode::ODSync).writeSync, OpenOptions::WriteSync::ODSync);
        QCOMPARE(openOptionsFor(SyncMode::Fsync).writeSync, OpenOptions::WriteSync::None);
        for (SyncMode m : allSyncModes()) {
            QCOMPARE(openOptionsFor(m).access, OpenOptions::Access::ReadWrite);
            QCOMPARE(openOptionsFor(m).direct, m != SyncMode::None);
            QCOMPARE(parseSyncMode(syncModeName(m)), std::optional<SyncMode>(m));
        }
        QCOMPARE(postWriteFor(SyncMode::Fdatasync), PostWrite::Fdatasync);
        QCOMPARE(postWriteFor(SyncMode::Fsync), PostWrite::Fsync);
        QCOMPARE(postWriteFor(SyncMode::OSync), PostWrite::Nothing);
    }

    void scratchFileSize()
    {
        SyncWriteConfig c; // 2001 writes of up to 1 KiB: far below the 64 MiB floor
        QCOMPARE(c.requiredBytes(), qint64(2001 * 1024));
        QCOMPARE(c.scratchFileSize(), qint64(64) << 20);
        c.sizes = { 512, 1 << 20 };
        c.count = 100;
        c.start = 1 << 20;
        QCOMPARE(c.scratchFileSize(), qint64(102) << 20);
    }

    void hdparmOutput_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<int>("expected"); // -1 none, 0 off, 1 on
        QTest::newRow("on") << QStringLiteral("\n/dev/sda:\n write-caching =  1 (on)\n") << 1;
        QTest::newRow("off") << QStringLiteral("\n/dev/sda:\n write-caching =  0 (off)\n") << 0;
        QTest::newRow("no words") << QStringLiteral("/dev/sdb:\n write-caching = 1\n") << 1;
        QTest::newRow("loop: nothing") << QStringLiteral("\n/dev/loop1:\n") << -1;
        QTest::newRow("not supported") << QStringLiteral("/dev/sdc:\n write-caching = not supported\n") << -1;
        QTest::newRow("EPERM") << QStringLiteral("/dev/vda: Operation not permitted\n") << -1;
    }

    void hdparmOutput()
    {
        QFETCH(QString, output);
        QFETCH(int, expected);
        const auto r = WriteCacheProbe::parseHdparmW(output);
        QCOMPARE(r.has_value(), expected >= 0);
        if (r)
            QCOMPARE(*r, expected == 1);
    }

    void probeNeverFailsAndRoundTrips()
    {
        DeviceInfo info;
        info.kind = DeviceInfo::Kind::RegularFile;
        info.writeCache = QStringLiteral("write through");
        info.diskName = QStringLiteral("no-such-disk-here");
        const auto r = WriteCacheProbe::probe(info);
        QCOMPARE(r.sysfs, QStringLiteral("write through"));
        QCOMPARE(r.hdparm, WriteCacheProbe::State::Unknown);
        QVERIFY(!r.hdparmDetail.isEmpty());
        const auto back = WriteCacheProbe::Result::fromJson(r.toJson());
        QCOMPARE(back.sysfs, r.sysfs);
        QCOMPARE(back.hdparm, r.hdparm);
        QCOMPARE(back.hdparmDetail, r.hdparmDetail);
        QCOMPARE(WriteCacheProbe::probe(info, false).hdparm, WriteCacheProbe::State::NotProbed);
    }

    // The mailing-list report's own figures: its "mb/s" is megabits per second,
    // truncated.
    void thputIsMegabitsTruncated()
    {
        QCOMPARE(thputMegabitsPerSecond(2000 * 1024, 4.450788), qint64(3));
        QCOMPARE(thputMegabitsPerSecond(2000 * 512, 4.401289), qint64(1));
        QCOMPARE(thputMegabitsPerSecond(2000 * 1024, 0.296284), qint64(55));
        QCOMPARE(thputMegabitsPerSecond(2000 * 512, 0.304614), qint64(26));
        QCOMPARE(thputMegabitsPerSecond(1, 0), qint64(0));
    }

    // The mailing-list report's first table, write cache off: the same buckets come out.
    void reproducesTheCacheOffHistogram()
    {
        std::vector<qint64> lat;
        lat.insert(lat.end(), 1992, 8388000);
        lat.insert(lat.end(), { 9100000, 9900000, 10200000, 14000000, 16100000, 16500000, 16692206, 24998846 });
        const WriteCacheProbe::Result cache { QStringLiteral("write through"), QStringLiteral("sdz"),
            WriteCacheProbe::State::Off, QStringLiteral("/dev/sdz"), QStringLiteral("write-caching = 0 (off)") };
        const QString r = reportOf(syntheticRun(lat, 1024, SyncMode::OSync, cache.toJson()));
        QVERIFY2(
            QRegularExpression(
                QStringLiteral(R"(\nsize=1024, N=2000, took=\d+\.\d{6} s, thput=\d+ mb/s \(\d+\.\d+ MB/s[^)]*\)\n)"))
                .match(r)
                .hasMatch(),
            qPrintable(r));
        QVERIFY2(QRegularExpression(QStringLiteral(R"(\nwrite: avg=8\.\d{6} max=24\.998846 min=8\.388000 ms\n)"))
                     .match(r)
                     .hasMatch(),
            qPrintable(r));
        QStringList lines;
        QCOMPARE(sumOfCases(r, &lines), qint64(2000));
        QCOMPARE(lines,
            (QStringList { QStringLiteral("8 ms: 1992 cases"), QStringLiteral("9 ms: 2 cases"),
                QStringLiteral("10 ms: 1 cases"), QStringLiteral("14 ms: 1 cases"), QStringLiteral("16 ms: 3 cases"),
                QStringLiteral("24 ms: 1 cases") }));
        // 2000 * 1024 B in 2000 * 8.41 ms = 16.8 s: 0.122 MB/s, 0 whole megabits. (That
        // report printed took=4.45 s beside avg=8.39 ms, which cannot both be wall
        // time; ours are.)
        QVERIFY2(r.contains(QStringLiteral("thput=0 mb/s (0.122 MB/s")), qPrintable(r));
        QVERIFY2(r.contains(QStringLiteral("percentiles: p50=8.39 ms, p90=8.39 ms, p99=8.39 ms, p99.9=16.5 ms")),
            qPrintable(r));
        QVERIFY(r.contains(QStringLiteral("sync mode osync (O_DIRECT|O_SYNC), O_DIRECT on, write cache write through "
                                          "(drive says off)")));
        QVERIFY(r.contains(QStringLiteral("Warm-up write: 20.0 ms (not counted)")));
        QVERIFY(!r.contains(QStringLiteral("page cache in the way")));
    }

    // A fast device (a disk with the cache on, 0.15 ms): microsecond buckets, said so.
    void fastDeviceGetsMicrosecondBuckets()
    {
        std::vector<qint64> lat;
        for (int i = 0; i < 2000; ++i)
            lat.push_back(140000 + (i % 25) * 1000 + (i == 7 ? 450000 : 0));
        const QString r = reportOf(syntheticRun(lat, 512, SyncMode::ODSync, {}));
        QVERIFY2(r.contains(QStringLiteral("(median under 1 ms: buckets of 10 µs instead of 1 ms)")), qPrintable(r));
        QStringList lines;
        QCOMPARE(sumOfCases(r, &lines), qint64(2000));
        QVERIFY2(lines.contains(QStringLiteral("150 µs: 800 cases")), qPrintable(lines.join(u'\n')));
        QVERIFY(lines.contains(QStringLiteral("590 µs: 1 cases")));
        for (const QString &l : lines)
            QVERIFY(l.contains(QStringLiteral(" µs: ")));
        QVERIFY(r.contains(QStringLiteral("write: avg=0.15")));
        // --unit ms: 1 ms buckets regardless, everything in the 0 ms bucket.
        SyncWriteTextReportOptions ms;
        ms.unit = SyncWriteTextReportOptions::Unit::Milliseconds;
        const QString r2 = reportOf(syntheticRun(lat, 512, SyncMode::ODSync, {}), ms);
        lines.clear();
        QCOMPARE(sumOfCases(r2, &lines), qint64(2000));
        QCOMPARE(lines, QStringList { QStringLiteral("0 ms: 2000 cases") });
    }

    void bufferedIsLabelled()
    {
        const QString r = reportOf(syntheticRun(std::vector<qint64>(100, 3000), 512, SyncMode::None, {}));
        QVERIFY(r.contains(QStringLiteral("WARNING: page cache in the way")));
        QVERIFY(r.contains(QStringLiteral("O_DIRECT off (page cache in the way)")));
        QCOMPARE(sumOfCases(r), qint64(100));
    }

    void partialRunIsLabelled()
    {
        RunResult run = syntheticRun(std::vector<qint64>(10, 1000000), 512, SyncMode::Fsync, {});
        run.config.insert(QStringLiteral("count"), 2000);
        run.status = RunStatus::Cancelled;
        const QString r = reportOf(run);
        QVERIFY2(r.contains(QStringLiteral("PARTIAL RESULT: cancelled after 10 of 2000 writes.")), qPrintable(r));
        QVERIFY(r.contains(QStringLiteral("size=512, N=10, ")));
    }
};

QTEST_GUILESS_MAIN(TestSyncWriteReport)
#include "tst_syncwritereport.moc"
