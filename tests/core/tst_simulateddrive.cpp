// SPDX-License-Identifier: GPL-3.0-or-later
// The simulated drive (issue 3): the benchmarks, run on it exactly as on a disk, must
// recover the model's own truths (HddModel's expectations, not constants typed here).
// Simulated time throughout, so it is fast; only paced() sleeps, briefly.
#include "core/bench/seek/seekbenchmark.h"
#include "core/io/alignedbuffer.h"
#include "core/io/sim/hddmodel.h"
#include "core/io/sim/simulateddrive.h"
#include "core/io/target.h"
#include "core/opening/writeguard.h"
#include "core/stats/latencysummary.h"
#include "core/util/monotonicclock.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <cerrno>
#include <cmath>
#include <csignal>

using namespace DriveScope;

namespace {

std::unique_ptr<SimulatedDrive> openSim(const QString &spec, bool write = false)
{
    OpenOptions options;
    if (write)
        options.access = OpenOptions::Access::ReadWrite;
    OpenError err;
    auto target = Target::open(spec, options, &err);
    if (!target) {
        qWarning("%s", qPrintable(err.message));
        return nullptr;
    }
    // Target::open must have dispatched to the simulation.
    auto *sim = dynamic_cast<SimulatedDrive *>(target.get());
    if (!sim)
        return nullptr;
    target.release();
    return std::unique_ptr<SimulatedDrive>(sim);
}

// A seek run exactly as drivescope-cli seek does it: planSeek, SeekBenchmark, BenchRunner.
RunResult runSeek(Target &target, SeekConfig config)
{
    QString error;
    const auto plan = planSeek(config, target.info(), &error);
    if (!plan) {
        qWarning("%s", qPrintable(error));
        return {};
    }
    BenchRunner runner;
    const auto bench = makeSeekBenchmark(target, *plan);
    bench->start(runner);
    runner.wait();
    return bench->result(runner);
}

LatencySummary summarize(const RunResult &run)
{
    return summarizeLatencies(run.measuredLatencies(false), run.measuredSeconds(false));
}

double relErr(double measured, double expected)
{
    return std::abs(measured - expected) / expected;
}

// Sequential 1 MiB reads over [start, start + length): bytes per second of the reads
// after the first (which pays a seek and a rotation to get there).
double sequentialRate(Target &target, qint64 start, qint64 length)
{
    constexpr qint64 Block = 1 << 20;
    AlignedBuffer buffer(Block, 4096);
    qint64 bytes = 0, ns = 0;
    for (qint64 off = start; off + Block <= start + length; off += Block) {
        const IoOutcome io = target.read(buffer.data(), Block, off);
        if (io.result != Block)
            return -1;
        if (off != start) {
            bytes += Block;
            ns += io.latencyNs;
        }
    }
    return double(bytes) / (double(ns) / 1e9);
}

} // namespace

class TestSimulatedDrive : public QObject {
    Q_OBJECT
private slots:
    void describesItself()
    {
        auto sim = openSim(QStringLiteral("sim:hdd"));
        QVERIFY(sim);
        const DeviceInfo &d = sim->info();
        QCOMPARE(d.kind, DeviceInfo::Kind::Simulated);
        QCOMPARE(d.sizeBytes, qint64(500'000'000'000));
        QCOMPARE(d.logicalBlockSize, 512);
        QCOMPARE(d.physicalBlockSize, 4096);
        QCOMPARE(d.directIoAlignment, 512);
        QCOMPARE(d.rotational, DeviceInfo::Rotational::Rotational);
        QCOMPARE(d.model, QStringLiteral("DriveScope simulated HDD 7200 rpm"));
        QCOMPARE(d.writeCache, QStringLiteral("write back"));
        QVERIFY(sim->isSimulated());
        QCOMPARE(sim->fd(), -1);
        QVERIFY(!sim->isWritable());

        auto off = openSim(QStringLiteral("sim:hdd,cache=off,rpm=5400,capacity=1TB"));
        QVERIFY(off);
        QCOMPARE(off->info().writeCache, QStringLiteral("write through"));
        QCOMPARE(off->info().model, QStringLiteral("DriveScope simulated HDD 5400 rpm"));
        QCOMPARE(off->size(), qint64(1'000'000'000'000));

        auto ssd = openSim(QStringLiteral("sim:ssd"));
        QVERIFY(ssd);
        QCOMPARE(ssd->info().rotational, DeviceInfo::Rotational::NonRotational);
        QVERIFY(!ssd->model());
    }

    void parsesEveryParameter()
    {
        QString error;
        const auto c = parseSimulatedDriveSpec(
            u"sim:hdd,capacity=250GB,rpm=5400,t2t=2ms,avg=12ms,full=24ms,outer=120MB/s,inner=60MB/s,cache=off,"
            u"seed=99,paced,fail-at=1GiB,fail-at=4096,cached=150us,buffer=8MiB,iface=150MB/s",
            &error);
        QVERIFY2(c, qPrintable(error));
        QCOMPARE(c->kind, SimulatedDriveConfig::Kind::Hdd);
        QCOMPARE(c->capacityBytes, qint64(250'000'000'000));
        QCOMPARE(c->rpm, 5400.0);
        QCOMPARE(c->trackToTrackNs, 2e6);
        QCOMPARE(c->averageSeekNs, 12e6);
        QCOMPARE(c->fullStrokeNs, 24e6);
        QCOMPARE(c->outerBytesPerSecond, 120e6);
        QCOMPARE(c->innerBytesPerSecond, 60e6);
        QCOMPARE(c->writeCache, false);
        QCOMPARE(c->seed, quint64(99));
        QCOMPARE(c->paced, true);
        QCOMPARE(c->failAt, (std::vector<qint64> { qint64(1) << 30, 4096 }));
        QCOMPARE(c->cachedWriteNs, 150e3);
        QCOMPARE(c->cacheBytes, qint64(8 << 20));
        QCOMPARE(c->interfaceBytesPerSecond, 150e6);

        // The canonical spelling (recorded as the target's canonical path) means the same.
        const auto again = parseSimulatedDriveSpec(c->canonicalSpec(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->canonicalSpec(), c->canonicalSpec());

        const auto ssd = parseSimulatedDriveSpec(u"sim:ssd,read=100us,write=20us,jitter=5us,rate=1GB/s", &error);
        QVERIFY2(ssd, qPrintable(error));
        QCOMPARE(ssd->ssdReadNs, 100e3);
        QCOMPARE(ssd->ssdWriteNs, 20e3);
        QCOMPARE(ssd->ssdJitterNs, 5e3);
        QCOMPARE(ssd->ssdBytesPerSecond, 1e9);

        // A tiny drive of a few cylinders still has a seek curve.
        QVERIFY2(parseSimulatedDriveSpec(u"sim:hdd,capacity=1MiB", &error), qPrintable(error));
        // Equal rates are an unzoned drive: allowed.
        QVERIFY(parseSimulatedDriveSpec(u"sim:hdd,outer=100MB/s,inner=100MB/s", &error));
    }

    void rejectsBadParameters_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("unknown type") << "sim:tape"
                                      << "not a simulated drive type";
        QTest::newRow("unknown key") << "sim:hdd,speed=fast"
                                     << "Unknown simulated drive parameter 'speed'";
        QTest::newRow("ssd key on hdd") << "sim:hdd,read=80us"
                                        << "does not apply to sim:hdd";
        QTest::newRow("hdd key on ssd") << "sim:ssd,rpm=7200"
                                        << "does not apply to sim:ssd";
        QTest::newRow("missing value") << "sim:hdd,rpm"
                                       << "needs a value";
        QTest::newRow("duration without unit") << "sim:hdd,avg=8.5"
                                               << "a duration with a unit";
        QTest::newRow("bad duration unit") << "sim:hdd,t2t=1 parsec"
                                           << "a duration with a unit";
        QTest::newRow("rate without /s") << "sim:hdd,outer=150MB"
                                         << "a positive rate with a unit";
        QTest::newRow("zero rate") << "sim:hdd,inner=0MB/s"
                                   << "a positive rate";
        QTest::newRow("bad capacity unit") << "sim:hdd,capacity=5 furlongs"
                                           << "capacity=5 furlongs";
        QTest::newRow("tiny capacity") << "sim:hdd,capacity=1000"
                                       << "at least 1 MiB";
        QTest::newRow("odd capacity") << "sim:hdd,capacity=10000001B"
                                      << "not a multiple of the 512 B";
        QTest::newRow("rpm out of range") << "sim:hdd,rpm=100"
                                          << "between 1000 and 20000";
        QTest::newRow("rpm not a number") << "sim:hdd,rpm=fast"
                                          << "between 1000 and 20000";
        QTest::newRow("cache not a switch") << "sim:hdd,cache=maybe"
                                            << "on or off";
        QTest::newRow("seed not a number") << "sim:hdd,seed=abc"
                                           << "a whole number";
        QTest::newRow("paced not a switch") << "sim:hdd,paced=sometimes"
                                            << "paced takes on or off";
        QTest::newRow("inner faster than outer") << "sim:hdd,inner=200MB/s"
                                                 << "faster than outer";
        QTest::newRow("avg above full") << "sim:hdd,avg=20ms"
                                        << "0 < t2t < avg < full";
        QTest::newRow("t2t zero") << "sim:hdd,t2t=0ms"
                                  << "0 < t2t < avg < full";
        QTest::newRow("avg too close to full") << "sim:hdd,avg=15ms"
                                               << "avg must lie between";
        QTest::newRow("avg too close to t2t") << "sim:hdd,avg=3ms"
                                              << "avg must lie between";
        QTest::newRow("fault beyond the end") << "sim:hdd,capacity=1GB,fail-at=2GB"
                                              << "beyond the simulated capacity";
    }

    void rejectsBadParameters()
    {
        QFETCH(QString, spec);
        QFETCH(QString, phrase);
        QString error;
        QVERIFY(!parseSimulatedDriveSpec(spec, &error));
        QVERIFY2(error.contains(phrase), qPrintable(error));
        QVERIFY2(error.endsWith(u'.'), qPrintable(error)); // a sentence
        // And through Target::open, as the CLI meets it.
        OpenError err;
        QVERIFY(!Target::open(spec, {}, &err));
        QCOMPARE(err.message, error);
    }

    void seekCurveHasTheConfiguredShape()
    {
        auto sim = openSim(QStringLiteral("sim:hdd"));
        const HddModel &m = *sim->model();
        qInfo("defaults: %lld cylinders, a = %.4f, seek at 1/3 stroke %.3f ms", m.cylinders(), m.sqrtWeight(),
            m.seekNs(0, m.cylinders() / 3) / 1e6);
        QCOMPARE(m.seekNs(100, 100), 0.0);
        QCOMPARE(m.seekNs(100, 101), 1e6); // t2t
        QCOMPARE(m.seekNs(0, m.cylinders() - 1), 17e6); // full stroke
        QVERIFY(m.sqrtWeight() > 0 && m.sqrtWeight() <= 2); // concave
        // avg is the mean between uniformly random offsets, by construction.
        QVERIFY(relErr(m.expectedSeekMeanNs(0, m.capacity()), 8.5e6) < 0.005);
        QCOMPARE(m.expectedRotationalNs(), 60e9 / 7200 / 2);
        QCOMPARE(m.zoneBytesPerSecond(0), 150e6);
        QVERIFY(relErr(m.zoneBytesPerSecond(m.capacity()), 75e6) < 1e-9);
        // Concave: equal steps in distance add ever less time.
        const qint64 n = m.cylinders();
        QVERIFY(m.seekNs(0, n / 4) - m.seekNs(0, 1) > m.seekNs(0, n / 2) - m.seekNs(0, n / 4));
        QVERIFY(m.seekNs(0, n / 2) - m.seekNs(0, n / 4) > m.seekNs(0, 3 * n / 4) - m.seekNs(0, n / 2));
    }

    // The whole-disk seek test on the simulated disk: 20000 random 512 B reads over the
    // whole drive. The expected median is computed by integration
    // (HddModel::expectedRandomReadQuantileNs).
    void seekRecoversTheModel()
    {
        auto sim = openSim(QStringLiteral("sim:hdd,seed=7"));
        QVERIFY(sim);
        const SeekConfig config { .count = 20000, .seed = 42 };
        const RunResult run = runSeek(*sim, config);
        QCOMPARE(run.status, RunStatus::Completed);
        const LatencySummary s = summarize(run);
        QCOMPARE(s.count, qint64(20000));
        const HddModel &m = *sim->model();
        const double mean = m.expectedRandomReadMeanNs(0, m.capacity(), 512);
        const double median = m.expectedRandomReadQuantileNs(0, m.capacity(), 512, 0.5);
        qInfo("whole disk, 512 B: mean %.3f ms (model %.3f ms), median %.3f ms (model %.3f ms)", s.meanNs / 1e6,
            mean / 1e6, double(s.p50Ns) / 1e6, median / 1e6);
        QVERIFY(relErr(s.meanNs, mean) < 0.03);
        QVERIFY(relErr(double(s.p50Ns), median) < 0.03);
        // And the elapsed simulated time is the sum of the latencies (one request at a time).
        QVERIFY(relErr(s.elapsedSeconds, s.meanNs * double(s.count) / 1e9) < 0.001);
    }

    // The outer/inner tests: 8 KiB reads confined to the outer 2 GB, the inner 2 GB, and
    // alternating.
    void outerInnerAlternating()
    {
        auto sim = openSim(QStringLiteral("sim:hdd"));
        const HddModel &m = *sim->model();
        const qint64 twoGB = 2'000'000'000;
        const qint64 innerStart = m.capacity() - twoGB;
        SeekConfig config;
        config.count = 5000;
        config.readSize = 8192;
        config.seed = 1;
        config.regions = { QStringLiteral("first:2GB") };
        const double outer = summarize(runSeek(*sim, config)).meanNs;
        config.regions = { QStringLiteral("last:2GB") };
        const double inner = summarize(runSeek(*sim, config)).meanNs;
        config.regions = { QStringLiteral("first:2GB"), QStringLiteral("last:2GB") };
        config.placement = Placement::Alternate;
        const double alternating = summarize(runSeek(*sim, config)).meanNs;

        const double outerModel = m.expectedRandomReadMeanNs(0, twoGB, 8192);
        const double innerModel = m.expectedRandomReadMeanNs(innerStart, twoGB, 8192);
        const double alternatingModel = m.expectedRandomReadMeanNs(0, twoGB, innerStart, twoGB, 8192);
        qInfo("8 KiB reads: outer 2 GB %.3f ms (model %.3f), inner 2 GB %.3f ms (model %.3f), alternating %.3f ms "
              "(model %.3f)",
            outer / 1e6, outerModel / 1e6, inner / 1e6, innerModel / 1e6, alternating / 1e6, alternatingModel / 1e6);
        QVERIFY(relErr(outer, outerModel) < 0.03);
        QVERIFY(relErr(inner, innerModel) < 0.03);
        QVERIFY(relErr(alternating, alternatingModel) < 0.03);
        // The outer/inner ordering: the inner tracks hold fewer bytes, so 2 GB spans more
        // cylinders there; crossing the whole disk every read costs most by far.
        QVERIFY(outer < inner);
        QVERIFY(alternating > 1.5 * inner);
    }

    // The zone sweep in miniature: sequential 1 MiB reads at the first and the last 1 %.
    void zoneRatio()
    {
        auto sim = openSim(QStringLiteral("sim:hdd,capacity=50GB"));
        const HddModel &m = *sim->model();
        const qint64 onePercent = m.capacity() / 100 / 4096 * 4096;
        const qint64 lastStart = (m.capacity() - onePercent) / 4096 * 4096;
        const double outer = sequentialRate(*sim, 0, onePercent);
        const double inner = sequentialRate(*sim, lastStart, m.capacity() - lastStart);
        QVERIFY(outer > 0 && inner > 0);
        qInfo("sequential 1 MiB reads: first 1 %% %.2f MB/s (model %.2f), last 1 %% %.2f MB/s (model %.2f), ratio %.4f "
              "(outer/inner %.4f)",
            outer / 1e6, m.expectedSequentialBytesPerSecond(0, onePercent) / 1e6, inner / 1e6,
            m.expectedSequentialBytesPerSecond(lastStart, m.capacity() - lastStart) / 1e6, outer / inner, 150.0 / 75.0);
        QVERIFY(relErr(outer / inner, 150.0 / 75.0) < 0.02);
        QVERIFY(relErr(outer, m.expectedSequentialBytesPerSecond(0, onePercent)) < 0.005);
        QVERIFY(relErr(inner, m.expectedSequentialBytesPerSecond(lastStart, m.capacity() - lastStart)) < 0.005);
    }

    // Sync write: contiguous 512 B synchronous writes. Cache off: one revolution each.
    void syncWriteCacheOff_data()
    {
        QTest::addColumn<int>("rpm");
        QTest::newRow("7200 rpm") << 7200;
        QTest::newRow("5400 rpm") << 5400;
        QTest::newRow("15000 rpm") << 15000;
    }

    void syncWriteCacheOff()
    {
        QFETCH(int, rpm);
        auto sim = openSim(QStringLiteral("sim:hdd,cache=off,rpm=%1").arg(rpm), true);
        QVERIFY(sim);
        AlignedBuffer buffer(512, 4096);
        buffer.fillRandom(1);
        std::vector<qint64> latencies;
        const qint64 base = 123 * 4096;
        for (int i = 0; i < 2001; ++i) {
            const IoOutcome io = sim->write(buffer.data(), 512, base + 512 * i, PostWrite::Nothing);
            QCOMPARE(io.result, qint64(512));
            if (i > 0) // the first one seeks there
                latencies.push_back(io.latencyNs);
        }
        const LatencySummary s = summarizeLatencies(latencies, 1);
        const double revolution = 60e9 / rpm;
        qInfo("cache off, %d rpm: mean %.3f ms, median %.3f ms (one revolution %.3f ms)", rpm, s.meanNs / 1e6,
            double(s.p50Ns) / 1e6, revolution / 1e6);
        QVERIFY(relErr(s.meanNs, revolution) < 0.03);
        QVERIFY(relErr(double(s.p50Ns), revolution) < 0.03);
    }

    void syncWriteCacheOn()
    {
        auto sim = openSim(QStringLiteral("sim:hdd,cache=on"), true);
        AlignedBuffer buffer(512, 4096);
        buffer.fillRandom(1);
        std::vector<qint64> latencies;
        for (int i = 0; i < 2000; ++i) {
            const IoOutcome io = sim->write(buffer.data(), 512, 512 * i, PostWrite::Nothing);
            QCOMPARE(io.result, qint64(512));
            latencies.push_back(io.latencyNs);
        }
        const LatencySummary s = summarizeLatencies(latencies, 1);
        qInfo("cache on: mean %.3f ms", s.meanNs / 1e6);
        QVERIFY(s.meanNs < 1e6);
        QVERIFY(relErr(s.meanNs, sim->config().cachedWriteNs + 512 / 300e6 * 1e9) < 0.01);
        // fdatasync flushes the cache: then the data must reach the platter.
        const IoOutcome synced = sim->write(buffer.data(), 512, 512 * 5000, PostWrite::Fdatasync);
        QVERIFY(synced.latencyNs > 1e6);
        QVERIFY(sim->flush());
    }

    // Writing much more than the cache holds: throughput falls to the media rate.
    void cacheFillsUp()
    {
        auto sim = openSim(QStringLiteral("sim:hdd,buffer=16MiB"), true);
        constexpr qint64 Block = 1 << 20;
        AlignedBuffer buffer(Block, 4096);
        const qint64 t0 = sim->nowNs();
        for (int i = 0; i < 512; ++i)
            QCOMPARE(sim->write(buffer.data(), Block, Block * i, PostWrite::Nothing).result, Block);
        QVERIFY(sim->flush());
        const double rate = 512.0 * Block / (double(sim->nowNs() - t0) / 1e9);
        qInfo("512 MiB of cached sequential writes, flushed: %.1f MB/s", rate / 1e6);
        QVERIFY(relErr(rate, sim->model()->expectedSequentialBytesPerSecond(0, 512 * Block)) < 0.05);
    }

    void readsNeedDirectIoAlignment()
    {
        auto sim = openSim(QStringLiteral("sim:hdd"));
        AlignedBuffer buffer(8192, 4096);
        QCOMPARE(sim->read(buffer.data(), 512, 100).err, EINVAL);
        QCOMPARE(sim->read(buffer.data(), 100, 0).err, EINVAL);
        QCOMPARE(sim->read(static_cast<char *>(buffer.data()) + 1, 512, 0).err, EINVAL);
        // A read-only drive refuses writes as a read-only descriptor does.
        QCOMPARE(sim->write(buffer.data(), 512, 0, PostWrite::Nothing).err, EBADF);
        // At the end: short, then nothing.
        QCOMPARE(sim->read(buffer.data(), 1024, sim->size() - 512).result, qint64(512));
        QCOMPARE(sim->read(buffer.data(), 512, sim->size()).result, qint64(0));
    }

    void readsReturnDeterministicBytes()
    {
        auto a = openSim(QStringLiteral("sim:hdd,seed=3"));
        auto b = openSim(QStringLiteral("sim:hdd,seed=4"));
        AlignedBuffer x(4096, 4096), y(4096, 4096);
        QCOMPARE(a->read(x.data(), 4096, 1 << 20).result, qint64(4096));
        QCOMPARE(a->read(y.data(), 4096, 1 << 20).result, qint64(4096));
        QVERIFY(std::memcmp(x.data(), y.data(), 4096) == 0);
        int zeros = 0;
        for (int i = 0; i < 4096; ++i)
            zeros += static_cast<const unsigned char *>(x.data())[i] == 0;
        QVERIFY(zeros < 64); // random bytes, not a zero page
        QCOMPARE(b->read(y.data(), 4096, 1 << 20).result, qint64(4096));
        QVERIFY(std::memcmp(x.data(), y.data(), 4096) != 0);
        // Any sub-range of the pattern agrees with the whole.
        char part[100];
        SimulatedDrive::fillPattern(part, sizeof part, (1 << 20) + 13, 3);
        QVERIFY(std::memcmp(part, static_cast<const char *>(x.data()) + 13, sizeof part) == 0);
    }

    void seedMakesRunsReproducible()
    {
        const SeekConfig config { .count = 300, .seed = 11 };
        auto latencies = [&](const QString &spec) {
            auto sim = openSim(spec);
            return runSeek(*sim, config).measuredLatencies(true);
        };
        const auto first = latencies(QStringLiteral("sim:hdd,seed=5"));
        QCOMPARE(first.size(), std::size_t(301)); // with the warm-up read
        QCOMPARE(latencies(QStringLiteral("sim:hdd,seed=5")), first);
        QVERIFY(latencies(QStringLiteral("sim:hdd,seed=6")) != first);
    }

    // fail-at: the run ends as Failed with EIO at the offset, samples so far kept.
    void injectedFaultFailsTheRun()
    {
        auto sim = openSim(QStringLiteral("sim:hdd,fail-at=1GB"));
        AlignedBuffer buffer(4096, 4096);
        const IoOutcome io = sim->read(buffer.data(), 4096, 1'000'000'000 - 1024);
        QCOMPARE(io.result, qint64(-1));
        QCOMPARE(io.err, EIO);
        QVERIFY(io.latencyNs > 0);
        QCOMPARE(sim->read(buffer.data(), 4096, 1'000'000'000 + 4096).result, qint64(4096));

        // 8 sectors, one of them bad.
        const SeekConfig config { .count = 1000, .regions = { QStringLiteral("999999488:4096") }, .seed = 2 };
        const RunResult run = runSeek(*sim, config);
        QCOMPARE(run.status, RunStatus::Failed);
        QCOMPARE(run.failure.errnoValue, EIO);
        QCOMPARE(run.failure.offset, qint64(1'000'000'000));
        QVERIFY(!run.samples.empty());
        QVERIFY(run.samples.back().isFailed());
    }

    void ssdHasNoPositionEffect()
    {
        auto sim = openSim(QStringLiteral("sim:ssd"));
        SeekConfig config;
        config.count = 5000;
        config.seed = 9;
        config.regions = { QStringLiteral("first:2GB") };
        const double outer = summarize(runSeek(*sim, config)).meanNs;
        config.regions = { QStringLiteral("first:2GB"), QStringLiteral("last:2GB") };
        config.placement = Placement::Alternate;
        const double alternating = summarize(runSeek(*sim, config)).meanNs;
        const double expected = 80e3 + 10e3 / 2 + 512 / 520e6 * 1e9;
        QVERIFY(relErr(outer, expected) < 0.01);
        QVERIFY(relErr(alternating, expected) < 0.01);
    }

    // Two workers share one actuator: the elapsed time is the sum of all service times.
    void workersShareOneDrive()
    {
        auto sim = openSim(QStringLiteral("sim:hdd"));
        const SeekConfig config { .count = 1000,
            .regions = { QStringLiteral("first:2GB"), QStringLiteral("last:2GB") },
            .placement = Placement::PerWorker,
            .workers = 2,
            .seed = 4 };
        const RunResult run = runSeek(*sim, config);
        QCOMPARE(run.status, RunStatus::Completed);
        double sum = 0;
        for (const Sample &s : run.samples)
            sum += double(s.latencyNs);
        QVERIFY(relErr(double(run.elapsedNs), sum) < 0.001);
    }

    void pacedFollowsRealTime()
    {
        auto sim = openSim(QStringLiteral("sim:hdd,paced"));
        AlignedBuffer buffer(512, 4096);
        const qint64 realStart = monotonicNs();
        const qint64 simStart = sim->nowNs();
        qint64 modelled = 0;
        for (int i = 0; i < 10; ++i)
            modelled += sim->read(buffer.data(), 512, qint64(i) * 37'000'000'000).latencyNs;
        const qint64 real = monotonicNs() - realStart;
        QVERIFY2(
            real >= modelled * 0.95, qPrintable(QStringLiteral("real %1 ns, model %2 ns").arg(real).arg(modelled)));
        QVERIFY(real < modelled + 500'000'000);
        QVERIFY(std::abs((sim->nowNs() - simStart) - real) < 50'000'000);
    }

    void writeGuardAllowsSimulatedDrives()
    {
        QCOMPARE(WriteGuard::check(QStringLiteral("sim:hdd,cache=off"), {}).verdict, WriteGuard::Verdict::Simulated);
    }

    void cliSeekEndToEnd()
    {
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"), QStringLiteral("2000"),
                QStringLiteral("--seed"), QStringLiteral("17") });
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(p.exitCode() == 0, qPrintable(QString::fromUtf8(p.readAllStandardError())));
        QVERIFY2(out.contains(QStringLiteral("Buckets of 1 ms")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("DriveScope simulated HDD 7200 rpm")));
        QVERIFY2(out.contains(QStringLiteral("Model truth: mean 12.7 ms")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("simulated time")));
        const auto median = QRegularExpression(QStringLiteral(R"(Median: (\d+)-(\d+) ms)")).match(out);
        QVERIFY2(median.hasMatch(), qPrintable(out));
        auto sim = openSim(QStringLiteral("sim:hdd"));
        const HddModel &m = *sim->model();
        const double modelMs = m.expectedRandomReadQuantileNs(0, m.capacity(), 512, 0.5) / 1e6;
        qInfo("CLI median bucket %s-%s ms, model median %.2f ms", qPrintable(median.captured(1)),
            qPrintable(median.captured(2)), modelMs);
        // The bucket holding the median, give or take one bucket for 2000 reads' noise.
        QVERIFY(modelMs >= median.captured(1).toDouble() - 1 && modelMs <= median.captured(2).toDouble() + 1);

        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH), { QStringLiteral("seek"), QStringLiteral("sim:hdd,rpm=fast") });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 3);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("rpm=fast is not valid")));
    }

    // The live demo: paced, it takes real time, and Ctrl-C stops it with a partial result.
    void cliPacedDemoStopsOnCtrlC()
    {
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH), { QStringLiteral("seek"), QStringLiteral("sim:hdd,paced") });
        QVERIFY(p.waitForStarted());
        QVERIFY(!p.waitForFinished(700)); // 1500 reads of ~12.7 ms: about 19 s
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(5000));
        QCOMPARE(p.exitCode(), 130);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("PARTIAL RESULT: cancelled")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("paced: the model's latencies, played out in real time")));
    }
};

QTEST_GUILESS_MAIN(TestSimulatedDrive)
#include "tst_simulateddrive.moc"
