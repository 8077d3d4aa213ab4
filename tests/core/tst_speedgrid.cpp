// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17, the speed grid: it recovers a simulated drive's IOPS, latency and bandwidth
// within 2 %, takes the median and the best of its runs, counts every I/O while keeping
// only the stated number of samples, writes random blocks no two alike, survives a
// failing worker and a cancel without hanging, saves and reopens identically, and
// refuses what it cannot measure with one sentence.
#include "core/bench/engine/benchrunner.h"
#include "core/bench/speed/speedbenchmark.h"
#include "core/bench/speed/speedgrid.h"
#include "core/bench/speed/speedkind.h"
#include "core/io/target.h"
#include "core/opening/targetopening.h"
#include "core/session/sessionfile.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <thread>

using namespace DriveScope;

namespace {

const QString Flash = QStringLiteral("sim:ssd,capacity=8GB,read=80us,write=30us,jitter=0us,channels=8,rate=100GB/s");

SpeedConfig configOf(const QString &tests, bool write, double seconds = 0.05, int runs = 2)
{
    SpeedConfig c;
    QString error;
    c.tests = *parseSpeedTests(tests, &error);
    c.write = write;
    c.durationNs = qint64(seconds * 1e9);
    c.runs = runs;
    c.areaBytes = qint64(256) << 20;
    c.seed = 11;
    return c;
}

RunResult runOn(Target &target, const SpeedConfig &config, int cancelAfterMs = -1)
{
    QString why;
    const auto plan = planSpeed(config, target.info(), target.isWritable(), &why);
    if (!plan)
        qFatal("%s", qPrintable(why));
    BenchRunner runner;
    SpeedBenchmark bench(target, *plan);
    bench.start(runner);
    if (cancelAfterMs >= 0) {
        std::this_thread::sleep_for(std::chrono::milliseconds(cancelAfterMs));
        runner.requestCancel();
    }
    if (!runner.wait(120000))
        qFatal("the speed run did not end");
    return bench.result(runner);
}

RunResult run(const QString &spec, const SpeedConfig &config, int cancelAfterMs = -1)
{
    OpenError error;
    OpenOptions options;
    options.access = config.write ? OpenOptions::Access::ReadWrite : OpenOptions::Access::Read;
    auto target = Target::open(spec, options, &error);
    if (!target)
        qFatal("%s", qPrintable(error.message));
    return runOn(*target, config, cancelAfterMs);
}

SpeedGrid gridOf(const RunResult &r)
{
    return SpeedGrid::of(*SpeedPlan::fromJson(r.config), r.phases);
}

bool near(double measured, double model, double tolerance = 0.02)
{
    return std::abs(measured / model - 1) < tolerance;
}

} // namespace

class TestSpeedGrid : public QObject {
    Q_OBJECT
private slots:
    // 8 channels × 80 µs reads, 30 µs writes: IOPS = min(in flight, 8) / access time and
    // mean latency = max(access, in flight × access / 8), whatever the threads.
    void recoversTheFlashModel()
    {
        const RunResult r = run(Flash, configOf(QStringLiteral("RND4K Q32T1,RND4K Q1T1,RND4K Q4T4"), true));
        QCOMPARE(r.status, RunStatus::Completed);
        const SpeedGrid grid = gridOf(r);
        QCOMPARE(grid.cells.size(), std::size_t(6));
        const double transfer = 4096 / 100e9 * 1e9;
        for (const SpeedCell &c : grid.cells) {
            QCOMPARE(c.runs.size(), std::size_t(2));
            const double access = (c.direction == SpeedDirection::Read ? 80e3 : 30e3) + transfer;
            const int inFlight = c.test.depth * c.test.threads;
            const double iops = std::min(inFlight, 8) / (access / 1e9);
            const double mean = std::max(access, inFlight * access / 8);
            const QString what = c.test.name() + QLatin1Char(' ') + speedDirectionName(c.direction);
            QVERIFY2(near(c.median.iops, iops),
                qPrintable(what + QStringLiteral(": %1 IOPS, model %2").arg(c.median.iops).arg(iops)));
            QVERIFY2(near(c.median.meanNs, mean),
                qPrintable(what + QStringLiteral(": mean %1, model %2").arg(c.median.meanNs).arg(mean)));
            QVERIFY2(near(c.median.megabytesPerSecond, iops * 4096 / 1e6), qPrintable(what));
            QVERIFY(c.median.p99Ns >= c.median.meanNs * 0.99);
        }
    }

    // Sequential 1 MiB over a 500 MB/s link: at QD1 access + transfer one after the
    // other, at QD8 the link is busy all the time.
    void sequentialIsLinkBound()
    {
        const RunResult r = run(QStringLiteral("sim:ssd,capacity=8GB,read=80us,jitter=0us,rate=500MB/s"),
            configOf(QStringLiteral("SEQ1M Q8T1,SEQ1M Q1T1"), false, 0.2, 1));
        const SpeedGrid grid = gridOf(r);
        const double transfer = double(1 << 20) / 500e6;
        const SpeedCell *q8 = grid.cell(QStringLiteral("SEQ1M Q8T1"), SpeedDirection::Read);
        const SpeedCell *q1 = grid.cell(QStringLiteral("SEQ1M Q1T1"), SpeedDirection::Read);
        QVERIFY(q8 && q1);
        QVERIFY2(near(q8->median.megabytesPerSecond, 500), qPrintable(QString::number(q8->median.megabytesPerSecond)));
        const double q1Model = double(1 << 20) / 1e6 / (transfer + 80e-6);
        QVERIFY2(near(q1->median.megabytesPerSecond, q1Model),
            qPrintable(QStringLiteral("%1 against %2").arg(q1->median.megabytesPerSecond).arg(q1Model)));
    }

    // The runs table's throughput and I/Os per s are the headline's: the sequential
    // test's MB/s and the random Q1T1 test's IOPS, not the sequential test's IOPS.
    void summaryCarriesTheHeadlinesFigures()
    {
        const RunResult r = run(Flash, configOf(QStringLiteral("SEQ1M Q8T1,RND4K Q1T1"), false, 0.05, 1));
        const SpeedGrid grid = gridOf(r);
        const SpeedCell *seq = grid.cell(QStringLiteral("SEQ1M Q8T1"), SpeedDirection::Read);
        const SpeedCell *rnd = grid.cell(QStringLiteral("RND4K Q1T1"), SpeedDirection::Read);
        QVERIFY(seq && rnd);
        const RunSummary s = speedKind().summarize(r);
        QCOMPARE(s.megabytesPerSecond, seq->median.megabytesPerSecond);
        QCOMPARE(s.opsPerSecond, rnd->median.iops);
        QVERIFY(std::abs(s.opsPerSecond - seq->median.iops) > 0.1 * s.opsPerSecond);
    }

    // The median run by MB/s (the lower middle of an even count) and the fastest.
    void medianAndBestOfTheRuns()
    {
        SpeedPlan plan;
        QString error;
        plan.tests = *parseSpeedTests(QStringLiteral("SEQ1M Q1T1"), &error);
        plan.directions = { SpeedDirection::Read };
        plan.runs = 5;
        std::vector<PhaseStats> phases;
        const double mbps[] = { 100, 500, 300, 200, 400 };
        for (int i = 0; i < 5; ++i) {
            PhaseStats p;
            p.phase = SpeedPlan::phaseName(plan.tests[0], SpeedDirection::Read, i + 1);
            // One second of 1 MB transfers at this rate.
            for (int k = 0; k < int(mbps[i]); ++k)
                p.add(qint64(k) * 1'000'000'000 / qint64(mbps[i]), 1000 + i, 1'000'000);
            p.lastEndNs = 1'000'000'000;
            phases.push_back(p);
        }
        SpeedGrid grid = SpeedGrid::of(plan, phases);
        QCOMPARE(grid.cells.size(), std::size_t(1));
        QCOMPARE(grid.cells[0].median.megabytesPerSecond, 300.0);
        QCOMPARE(grid.cells[0].best.megabytesPerSecond, 500.0);
        QCOMPARE(grid.cells[0].median.meanNs, 1002.0);
        phases.pop_back(); // four runs: 100, 200, 300, 500 -> the lower middle, 200
        grid = SpeedGrid::of(plan, phases);
        QCOMPARE(grid.cells[0].median.megabytesPerSecond, 200.0);
    }

    // Every I/O counts; only keepSamplesPerThread per thread and run are kept.
    void samplesAreCappedFiguresAreNot()
    {
        SpeedConfig c = configOf(QStringLiteral("RND4K Q8T2"), false, 0.05, 3);
        c.keepSamplesPerThread = 100;
        const RunResult r = run(Flash, c);
        QCOMPARE(r.phases.size(), std::size_t(3));
        QCOMPARE(r.samples.size(), std::size_t(3 * 2 * 100));
        qint64 ios = 0;
        for (const PhaseStats &p : r.phases) {
            QCOMPARE(p.keptSamples, qint64(200));
            QCOMPARE(qint64(p.histogram.count()), p.ios);
            ios += p.ios;
        }
        // 0.05 s at 100k IOPS a run: some 5,000 I/Os each, far more than the 200 kept.
        QVERIFY2(ios > 10000, qPrintable(QString::number(ios)));
        const RunSummary s = speedKind().summarize(r);
        QCOMPARE(s.latency.count, ios);
        const QString text = speedKind().textReport(r, s);
        QVERIFY2(text.contains(QStringLiteral("kept as samples: 600 (at most 100 per thread and run: capped)")),
            qPrintable(text));
    }

    // Writes go out random and stamped: in a scratch file, every 4 KiB block written is
    // non-zero and unlike every other, and the file changed.
    void writesAreRandomAndNoTwoBlocksAlike()
    {
        OpenRequest request;
        request.purpose = OpenRequest::Purpose::Write;
        request.path = Test::scratchRoot();
        request.writeScratchSize = 8 << 20;
        OpenedTarget opened = openTarget(request);
        QVERIFY2(opened.target && opened.scratch, qPrintable(opened.error.message));
        auto digest = [&] {
            QFile f(opened.scratch->path());
            return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                               : QByteArray();
        };
        const QByteArray before = digest();
        SpeedConfig c = configOf(QStringLiteral("SEQ128K Q4T1"), true, 0.3, 1);
        c.read = false;
        c.areaBytes = 8 << 20;
        const RunResult r = runOn(*opened.target, c);
        QCOMPARE(r.status, RunStatus::Completed);
        QVERIFY(opened.target->flush());
        // At least the whole area once over.
        QVERIFY2(r.phases.at(0).bytes >= c.areaBytes, qPrintable(QString::number(r.phases.at(0).bytes)));
        QFile f(opened.scratch->path());
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QCOMPARE(data.size(), qsizetype(8 << 20));
        QVERIFY(QCryptographicHash::hash(data, QCryptographicHash::Sha256) != before);
        QSet<QByteArray> blocks;
        const QByteArray zero(4096, '\0');
        for (qsizetype at = 0; at < data.size(); at += 4096) {
            const QByteArray block = data.mid(at, 4096);
            QVERIFY2(block != zero, qPrintable(QStringLiteral("zeros at %1").arg(at)));
            blocks.insert(block);
        }
        QCOMPARE(blocks.size(), qsizetype(2048));
    }

    // A worker that fails never reaches the next phase: the others must not wait for it.
    void aFailingThreadEndsTheRunWithoutHanging()
    {
        const RunResult r
            = run(Flash + QStringLiteral(",fail-at=100MiB"), configOf(QStringLiteral("RND4K Q2T4"), false, 0.5, 3));
        QCOMPARE(r.status, RunStatus::Failed);
        QVERIFY2(r.failure.message.contains(QStringLiteral("RND4K Q2T4 · read · ")), qPrintable(r.failure.message));
    }

    void cancelStopsBetweenIos()
    {
        // 30 s of model time at 100k IOPS takes far longer than 0.3 s of real time to
        // simulate: cancelled early, whatever finished is kept, labelled cancelled.
        const RunResult r = run(Flash, configOf(QStringLiteral("RND4K Q32T1,RND4K Q1T1"), true, 5, 3), 300);
        QCOMPARE(r.status, RunStatus::Cancelled);
        QVERIFY(r.phases.size() < std::size_t(12));
        // Only runs that finished whole are kept: each lasted its 5 s of model time.
        for (const PhaseStats &p : r.phases)
            QVERIFY2(p.seconds() > 4.9, qPrintable(p.phase + QStringLiteral(": %1 s").arg(p.seconds())));
        const QString text = speedKind().textReport(r, speedKind().summarize(r));
        QVERIFY2(text.contains(QStringLiteral("PARTIAL RESULT: cancelled")), qPrintable(text));
    }

    // Saved and reopened: the same grid, figure by figure; an older session (no phases) still opens.
    void sessionKeepsEveryPhase()
    {
        const RunResult r = run(Flash, configOf(QStringLiteral("RND4K Q32T1,SEQ1M Q1T1"), true, 0.02, 2));
        Session session;
        session.addRun(r);
        QString error;
        const auto back = SessionFile::decode(SessionFile::encode(session), &error);
        QVERIFY2(back, qPrintable(error));
        const RunResult &again = back->runs.at(0);
        QCOMPARE(again.phases.size(), r.phases.size());
        const RunSummary a = speedKind().summarize(r), b = speedKind().summarize(again);
        QCOMPARE(b.figures.size(), a.figures.size());
        for (std::size_t i = 0; i < a.figures.size(); ++i) {
            QCOMPARE(b.figures[i].key, a.figures[i].key);
            QCOMPARE(b.figures[i].value, a.figures[i].value);
        }
        QCOMPARE(speedKind().textReport(again, b), speedKind().textReport(r, a));
        // A crafted plan is refused, not believed: tests twice, a duration of 1e300 s.
        QJsonObject twice = r.config;
        twice.insert(
            QStringLiteral("tests"), QJsonArray { QStringLiteral("RND4K Q1T1"), QStringLiteral("RND4K Q1T1") });
        QVERIFY(!SpeedPlan::fromJson(twice));
        QJsonObject endless = r.config;
        endless.insert(QStringLiteral("duration_per_run_s"), 1e300);
        QVERIFY(!SpeedPlan::fromJson(endless));
        QVERIFY(SpeedPlan::fromJson(r.config));
        // A crafted count that does not add up is refused, not believed.
        Session bad = session;
        bad.runs.edit(0).phases[0].ios += 1; // a copy: session itself keeps its count
        QVERIFY(!SessionFile::decode(SessionFile::encode(bad), &error));
        QVERIFY2(error.contains(QStringLiteral("histogram")), qPrintable(error));
    }

    void refusesWhatItCannotMeasure_data()
    {
        QTest::addColumn<QString>("tests");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("QD0") << "RND4K Q0T1"
                             << "the queue depth must be from 1 to 4096";
        QTest::newRow("QD too deep") << "RND4K Q5000T1"
                                     << "the queue depth must be from 1 to 4096";
        QTest::newRow("threads") << "RND4K Q1T65"
                                 << "the threads must be from 1 to 64";
        QTest::newRow("kernel limit") << "RND4K Q4096T64"
                                      << "more than the 65536";
        QTest::newRow("syntax") << "RANDOM 4K"
                                << "is not a test: write SEQ or RND";
        QTest::newRow("no threads") << "RND4K Q32"
                                    << "is not a test";
        QTest::newRow("block") << "SEQ128M Q1T1"
                               << "the block size must be from 4K to 64M";
        QTest::newRow("twice") << "RND4K Q1T1,rnd4k q1t1"
                               << "listed twice";
        QTest::newRow("empty") << " , "
                               << "No test given";
    }
    void refusesWhatItCannotMeasure()
    {
        QFETCH(QString, tests);
        QFETCH(QString, sentence);
        QString error;
        QVERIFY(!parseSpeedTests(tests, &error));
        QVERIFY2(error.contains(sentence), qPrintable(error));
    }

    void refusesPlansThatDoNotFit()
    {
        QString error;
        QVERIFY(!speedProfile(QStringLiteral("fast"), &error));
        QVERIFY2(error.contains(QStringLiteral("the profiles are standard and nvme")), qPrintable(error));
        DeviceInfo small;
        small.path = QStringLiteral("/dev/tiny");
        small.sizeBytes = 100 << 20;
        small.logicalBlockSize = 512;
        SpeedConfig c;
        QVERIFY(!planSpeed(c, small, false, &error));
        QVERIFY2(
            error.contains(QStringLiteral("less than the 1 GiB test area: give a smaller --area")), qPrintable(error));
        c.areaBytes = 64 << 20;
        c.write = true;
        QVERIFY(!planSpeed(c, small, false, &error));
        QVERIFY2(error.contains(QStringLiteral("opened for reading only")), qPrintable(error));
        c.write = false;
        c.runs = 10;
        QVERIFY(!planSpeed(c, small, false, &error));
        c.runs = 5;
        QVERIFY(planSpeed(c, small, false, &error));
        // Names as users know them, both ways.
        QCOMPARE(speedProfile(QStringLiteral("nvme"), &error)->at(1).name(), QStringLiteral("SEQ128K Q32T1"));
        QCOMPARE(SpeedTest::parse(QStringLiteral(" rnd4k  q32t16 "), &error)->name(), QStringLiteral("RND4K Q32T16"));
    }
};

QTEST_GUILESS_MAIN(TestSpeedGrid)
#include "tst_speedgrid.moc"
