// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17: the queue-depth sweep recovers a simulated drive's IOPS, latency and knee,
// splits a run into its depths the same way live and afterwards, and refuses what it
// cannot measure. Its progress moves with time as well as reads (a slow drive sat at 0 %).
#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthkind.h"
#include "core/bench/depth/depthprofile.h"
#include "core/bench/engine/benchrunner.h"
#include "core/bench/engine/phaseprogress.h"
#include "core/io/target.h"

#include "benchruns.h"

#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

RunResult sweep(const QString &spec, const DepthConfig &config)
{
    OpenError error;
    auto target = Target::open(spec, {}, &error);
    if (!target)
        qFatal("%s", qPrintable(error.message));
    QString why;
    const auto plan = planDepth(config, target->info(), &why);
    if (!plan)
        qFatal("%s", qPrintable(why));
    return runToEnd(makeDepthBenchmark(*target, *plan));
}

} // namespace

class TestDepthSweep : public QObject {
    Q_OBJECT
private slots:
    // 8 channels × 80 µs: IOPS = min(QD, 8) / 80 µs and latency = max(80 µs, QD × 10 µs)
    // within 2 %, the knee at QD8, p99 twice QD1's from QD16 on.
    void recoversTheFlashModel()
    {
        DepthConfig config;
        config.depths = { 1, 2, 4, 8, 16, 32, 64 };
        config.maxIosPerDepth = 20000;
        config.seed = 3;
        const RunResult run
            = sweep(QStringLiteral("sim:ssd,capacity=8GB,read=80us,jitter=0us,channels=8,rate=100GB/s"), config);
        QCOMPARE(run.status, RunStatus::Completed);
        const DepthProfile p = DepthProfile::compute(run);
        QCOMPARE(p.rows.size(), config.depths.size());
        const double readNs = 80e3 + 4096 / 100e9 * 1e9;
        for (const DepthRow &r : p.rows) {
            const double iops = std::min(r.depth, 8) / (readNs / 1e9);
            const double latency = std::max(readNs, r.depth * readNs / 8);
            QVERIFY2(std::abs(r.latency.opsPerSecond / iops - 1) < 0.02,
                qPrintable(
                    QStringLiteral("QD%1: %2 IOPS, model %3").arg(r.depth).arg(r.latency.opsPerSecond).arg(iops)));
            QVERIFY2(std::abs(r.latency.meanNs / latency - 1) < 0.02,
                qPrintable(QStringLiteral("QD%1: mean %2, model %3").arg(r.depth).arg(r.latency.meanNs).arg(latency)));
            QCOMPARE(r.latency.count, config.maxIosPerDepth);
        }
        QCOMPARE(p.kneeDepth, 8);
        QCOMPARE(p.p99DoublingDepth, 16);
        const RunSummary s = depthKind().summarize(run);
        QVERIFY2(s.headline.contains(QStringLiteral("knee QD8")), qPrintable(s.headline));
        const QString text = depthKind().textReport(run, s);
        QVERIFY2(text.contains(QStringLiteral("Knee: QD8, ")), qPrintable(text));
    }

    // A depth stops at its time: in model time, 0.5 s of 80 µs reads one at a time.
    void aDepthEndsAtItsTime()
    {
        DepthConfig config;
        config.depths = { 1 };
        config.durationNs = 500'000'000;
        config.maxIosPerDepth = 1'000'000;
        const RunResult run = sweep(QStringLiteral("sim:ssd,read=80us,jitter=0us,rate=100GB/s"), config);
        const DepthProfile p = DepthProfile::compute(run);
        QCOMPARE(p.rows.size(), std::size_t(1));
        const double expected = 0.5e9 / (80e3 + 4096 / 100e9 * 1e9);
        QVERIFY2(std::abs(double(p.rows[0].latency.count) / expected - 1) < 0.01,
            qPrintable(QString::number(p.rows[0].latency.count)));
    }

    // A depth that ends on time counts by its time, one that ends at its read limit by its
    // reads; the running depth never counts whole; a stop counts the depths finished.
    void progressCountsTimeAndReads()
    {
        PhaseProgress progress(9, 2'000'000'000);
        QCOMPARE(progress.total(), 9 * PhaseProgress::PerPhase);
        QCOMPARE(progress.done(0), qint64(0)); // not begun
        progress.begin(0, 1'000, 50'001);
        for (int i = 0; i < 200; ++i)
            progress.countIo(); // a disk's 200 reads of 50,001 allowed
        QCOMPARE(progress.done(1'000 + 1'000'000'000), qint64(500)); // half its time
        progress.begin(1, 3'000'000'000, 1'000);
        for (int i = 0; i < 750; ++i)
            progress.countIo();
        QCOMPARE(progress.done(3'100'000'000), qint64(1'750)); // 3/4 of its reads, 1/20 of its time
        QCOMPARE(progress.done(30'000'000'000), qint64(1'999)); // past its time, still running
        progress.stop(2);
        QCOMPARE(progress.done(30'000'000'000), qint64(2'000));
    }

    // Through the runner: a sweep run to its end is whole, one cancelled in its first
    // depth is not (and is counted cut short).
    void aFinishedSweepIsWholeACancelledOneIsNot()
    {
        DepthConfig config;
        config.depths = { 1, 2 };
        config.maxIosPerDepth = 2000;
        config.seed = 5;
        auto target = openTarget(QStringLiteral("sim:ssd"));
        QVERIFY(target);
        QString why;
        auto plan = planDepth(config, target->info(), &why);
        QVERIFY2(plan, qPrintable(why));
        {
            StartedRun started(makeDepthBenchmark(*target, *plan));
            started.runner.wait();
            QCOMPARE(started.runner.progressTotal(), 2 * PhaseProgress::PerPhase);
            QCOMPARE(started.runner.progressDone(), started.runner.progressTotal());
        }
        // Paced, 1 ms reads for up to 10 s per depth: cancelled after its first reads.
        auto slow = openTarget(QStringLiteral("sim:ssd,read=1ms,jitter=0us,channels=1,paced"));
        QVERIFY(slow);
        config.durationNs = 10'000'000'000;
        plan = planDepth(config, slow->info(), &why);
        QVERIFY2(plan, qPrintable(why));
        StartedRun started(makeDepthBenchmark(*slow, *plan));
        QTRY_VERIFY_WITH_TIMEOUT(started.runner.completedSamples() >= 5, 30000);
        started.runner.requestCancel();
        started.runner.wait();
        QVERIFY(started.runner.progressDone() < PhaseProgress::PerPhase);
        QCOMPARE(started.result().status, RunStatus::Cancelled);
    }

    // Live (the log's order, a piece at a time) and afterwards (start order) agree.
    void phasesSplitTheSameLiveAndAfterwards()
    {
        DepthConfig config;
        config.depths = { 1, 4, 32 };
        config.maxIosPerDepth = 3000;
        const RunResult run = sweep(QStringLiteral("sim:ssd,seed=2"), config);
        DepthPhases live(config.depths.size());
        const std::span<const Sample> all(run.samples);
        for (std::size_t i = 0; i < all.size(); i += 777)
            live.add(all.subspan(i, std::min<std::size_t>(777, all.size() - i)));
        const DepthProfile after = DepthProfile::compute(run);
        QCOMPARE(live.phases().size(), after.rows.size());
        for (std::size_t i = 0; i < after.rows.size(); ++i)
            QCOMPARE(qint64(live.phases()[i].latencies.size()), after.rows[i].latency.count);
    }

    // A live chart estimates its running depth from a histogram: the same count, IOPS,
    // MB/s, mean, min and max as the exact row, percentiles within the histogram's 0.4 %,
    // at any moment of the depth (here after each piece of the log).
    void estimatedRowsAgreeWithExactOnes()
    {
        DepthConfig config;
        config.depths = { 1, 32 };
        config.maxIosPerDepth = 5000;
        const RunResult run = sweep(QStringLiteral("sim:ssd,seed=5,jitter=30us"), config);
        DepthPhases live(config.depths.size(), DepthPhases::Estimates::Yes);
        const std::span<const Sample> all(run.samples);
        int checked = 0;
        for (std::size_t i = 0; i < all.size(); i += 1234) {
            live.add(all.subspan(i, std::min<std::size_t>(1234, all.size() - i)));
            const DepthPhase &running = live.phases().back();
            if (running.latencies.empty())
                continue; // the piece ended on the depth's first, uncounted read
            const int depth = config.depths[live.phases().size() - 1];
            const DepthRow exact = DepthProfile::rowOf(depth, running);
            const DepthRow estimate = DepthProfile::estimatedRowOf(depth, running);
            QVERIFY(exact.exact && !estimate.exact);
            QCOMPARE(estimate.latency.count, exact.latency.count);
            QCOMPARE(estimate.latency.opsPerSecond, exact.latency.opsPerSecond);
            QCOMPARE(estimate.megabytesPerSecond(), exact.megabytesPerSecond());
            QCOMPARE(estimate.latency.meanNs, exact.latency.meanNs);
            QCOMPARE(estimate.latency.minNs, exact.latency.minNs);
            QCOMPARE(estimate.latency.maxNs, exact.latency.maxNs);
            QVERIFY(std::abs(estimate.latency.stddevNs / exact.latency.stddevNs - 1) < 1e-6);
            for (const auto &[e, x] : { std::pair { estimate.latency.p50Ns, exact.latency.p50Ns },
                     { estimate.latency.p90Ns, exact.latency.p90Ns }, { estimate.latency.p99Ns, exact.latency.p99Ns },
                     { estimate.latency.p999Ns, exact.latency.p999Ns } })
                QVERIFY2(std::abs(double(e) / double(x) - 1) <= LatencyHistogram::RelativeError + 1e-9,
                    qPrintable(QStringLiteral("%1 against %2 ns").arg(e).arg(x)));
            ++checked;
        }
        QVERIFY(checked >= 8);
        // A spread of 1 ns on a mean of 10 s: sum of squares over n minus the mean squared
        // would cancel to noise even in long double; the deviations keep it.
        DepthPhase steady;
        steady.histogram = std::make_unique<LatencyHistogram>();
        for (int i = 0; i < 1000; ++i) {
            Sample s;
            s.startNs = i * 20'000'000'000LL;
            s.latencyNs = 10'000'000'000LL + (i % 2 ? 1 : -1);
            s.bytes = s.result = 4096;
            steady.add(s);
        }
        QCOMPARE(DepthProfile::estimatedRowOf(1, steady).latency.stddevNs, 1.0);
        QCOMPARE(DepthProfile::rowOf(1, steady).latency.stddevNs, 1.0);
        // Without estimates a phase keeps no histogram, and the estimate is the exact row.
        DepthPhases plain(config.depths.size());
        plain.add(all);
        QVERIFY(!plain.phases().back().histogram);
        QVERIFY(DepthProfile::estimatedRowOf(32, plain.phases().back()).exact);
    }

    // The knee is where the plateau starts. A sloped plateau (what a user saw: 86k IOPS
    // at QD32 creeping to 91k at QD256) starts at QD32, not at the best depth; a dip
    // after the plateau does not move it; a flat spot followed by a climb is no plateau;
    // a curve still climbing at its deepest depth has its knee there; steps over two
    // doublings are judged per doubling.
    void kneeIsThePlateauStart_data()
    {
        QTest::addColumn<QList<int>>("depths");
        QTest::addColumn<QList<double>>("iops");
        QTest::addColumn<int>("knee");
        const QList<int> powers { 1, 2, 4, 8, 16, 32, 64, 128, 256 };
        QTest::newRow("sloped plateau") << powers
                                        << QList<double> { 9e3, 17e3, 32e3, 50e3, 68e3, 86e3, 88e3, 90e3, 91e3 } << 32;
        QTest::newRow("flat from QD8") << powers << QList<double> { 12e3, 25e3, 50e3, 1e5, 1e5, 1e5, 1e5, 1e5, 1e5 }
                                       << 8;
        QTest::newRow("dip after the plateau")
            << powers << QList<double> { 12e3, 25e3, 50e3, 1e5, 1.02e5, 0.9e5, 1.01e5, 0.95e5, 1e5 } << 8;
        QTest::newRow("flat spot, then a climb")
            << powers << QList<double> { 10e3, 20e3, 40e3, 41e3, 42e3, 80e3, 100e3, 102e3, 103e3 } << 64;
        // QD16 has 85 % of the best, but QD32 adds 18 %: still climbing there.
        QTest::newRow("late climb") << powers << QList<double> { 10e3, 20e3, 40e3, 70e3, 85e3, 1e5, 1e5, 1e5, 1e5 }
                                    << 32;
        QTest::newRow("still climbing") << QList<int> { 1, 2, 4, 8 } << QList<double> { 1e3, 2e3, 4e3, 8e3 } << 8;
        QTest::newRow("one depth") << QList<int> { 4 } << QList<double> { 5e3 } << 4;
        // 8 → 32 gains 15 %: 7 % per doubling, the plateau; 2 → 8 gains 100 %: 41 %.
        QTest::newRow("sparse depths") << QList<int> { 2, 8, 32, 128 } << QList<double> { 20e3, 40e3, 46e3, 48e3 } << 8;
        // A gentle slope throughout: the knee is the first depth with 80 % of the best
        // (QD1's 10k is 77 %).
        QTest::newRow("gentle slope") << QList<int> { 1, 2, 4, 8, 16, 32, 64 }
                                      << QList<double> { 10e3, 10.5e3, 11e3, 11.5e3, 12e3, 12.5e3, 13e3 } << 2;
    }

    void kneeIsThePlateauStart()
    {
        QFETCH(QList<int>, depths);
        QFETCH(QList<double>, iops);
        QFETCH(int, knee);
        std::vector<DepthRow> rows;
        for (qsizetype i = 0; i < depths.size(); ++i) {
            DepthRow r;
            r.depth = depths[i];
            r.latency.opsPerSecond = iops[i];
            rows.push_back(r);
        }
        QCOMPARE(DepthProfile::fromRows(rows).kneeDepth, knee);
    }

    void depthLists_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // the depths, or the start of the error
        QTest::addRow("default") << "1..256"
                                 << "1, 2, 4, 8, 16, 32, 64, 128, 256";
        QTest::addRow("list") << "1,4,32"
                              << "1, 4, 32";
        QTest::addRow("range off powers") << "3..40"
                                          << "3, 4, 8, 16, 32, 40";
        QTest::addRow("mixed") << "1,2..8,64"
                               << "1, 2, 4, 8, 64";
        QTest::addRow("zero") << "0,1"
                              << "error: '0' is not a queue depth";
        QTest::addRow("too deep") << "4097"
                                  << "error: '4097' is not a queue depth";
        QTest::addRow("down") << "8,4"
                              << "error: The depths must go up";
        QTest::addRow("repeat") << "1..4,4"
                                << "error: The depths must go up";
        QTest::addRow("reversed range") << "8..2"
                                        << "error: In '8..2' the first depth is larger";
        QTest::addRow("word") << "lots"
                              << "error: 'lots' is not a queue depth";
        QTest::addRow("empty") << ","
                               << "error: No queue depth given.";
    }
    void depthLists()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QString error;
        const auto depths = parseDepthList(text, &error);
        if (expected.startsWith(QStringLiteral("error: "))) {
            QVERIFY(!depths);
            QVERIFY2(error.startsWith(expected.mid(7)), qPrintable(error));
        } else {
            QVERIFY2(depths, qPrintable(error));
            QCOMPARE(depthListText(*depths), expected);
        }
    }
};

QTEST_GUILESS_MAIN(TestDepthSweep)
#include "tst_depthsweep.moc"
