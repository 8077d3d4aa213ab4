// SPDX-License-Identifier: GPL-3.0-or-later
// How deep the queue really was: every queued run counts, for each I/O it sends, how many
// were in flight from its worker as it went out (fio's "IO depths"). Counted on real
// io_uring reads of a file and on the simulated drives' queues, shown per run, per depth
// of a sweep and per speed-grid test, said loudly when the depth was not kept, saved in
// sessions and refused when a file crafts them.
#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthkind.h"
#include "core/bench/seek/seekkind.h"
#include "core/bench/speed/speedbenchmark.h"
#include "core/bench/speed/speedkind.h"
#include "core/io/uringqueue.h"
#include "core/run/inflightcounts.h"
#include "core/session/runmetajson.h"

#include "benchruns.h"
#include "testfiles.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

// A random file in a scratch directory of its own; null (and the test skipped) where
// io_uring is not available.
struct UringFile {
    QTemporaryDir dir { QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/inflight-XXXXXX") };
    QString path = dir.filePath(QStringLiteral("image"));
};

std::unique_ptr<UringFile> uringFile()
{
    QString why;
    if (!uringAvailable(&why)) {
        qWarning("%s", qPrintable(why));
        return nullptr;
    }
    auto f = std::make_unique<UringFile>();
    if (!makeRandomFile(f->path, 32 << 20))
        return nullptr;
    return f;
}

RunResult seekAtDepth(Target &target, int depth, int workers, qint64 count)
{
    SeekConfig config;
    config.count = count;
    config.queueDepth = depth;
    config.workers = workers;
    config.seed = 5;
    return runSeek(target, config);
}

// A seek at depth on a fresh random file, read through io_uring; nullopt where io_uring is
// not available.
std::optional<RunResult> seekOnUringFile(int depth, int workers, qint64 count)
{
    const auto file = uringFile();
    if (!file)
        return std::nullopt;
    auto target = openTarget(file->path);
    if (!target)
        qFatal("cannot open %s", qPrintable(file->path));
    return seekAtDepth(*target, depth, workers, count);
}

qint64 bucketTotal(const InFlightCounts &c)
{
    qint64 total = 0;
    for (qint64 n : c.byBucket)
        total += n;
    return total;
}

InFlightCounts counts(int asked, std::initializer_list<std::pair<int, qint64>> sends)
{
    InFlightCounts c;
    c.asked = asked;
    for (const auto &[depth, n] : sends)
        c.add(depth, n);
    return c;
}

} // namespace

class TestInFlightCounts : public QObject {
    Q_OBJECT
private slots:
    // fio's buckets (1, 2–3, 4–7, …), labelled up to the depth asked, the largest first;
    // the mean exact.
    void bucketsLikeFio()
    {
        const InFlightCounts c = counts(32, { { 1, 1 }, { 2, 1 }, { 3, 1 }, { 31, 7 }, { 32, 90 } });
        QCOMPARE(c.ios, 100);
        QCOMPARE(c.mean(), (1 + 2 + 3 + 31 * 7 + 32 * 90) / 100.0);
        QCOMPARE(c.distributionText(), QStringLiteral("32: 90.0 %, 16–31: 7.0 %, 2–3: 2.0 %, 1: 1.0 %"));
        QVERIFY(c.keptDepth());
        QCOMPARE(InFlightCounts::bucketOf(1), 0);
        QCOMPARE(InFlightCounts::bucketOf(1023), 9);
        QCOMPARE(InFlightCounts::bucketOf(4096), InFlightCounts::Buckets - 1);
        QCOMPARE(counts(4096, { { 4096, 2 } }).distributionText(), QStringLiteral("1024+: 100.0 %"));
    }

    // Real io_uring reads: every read but each worker's first (sent alone) is counted
    // once, at a depth from 1 to the one asked, and a run that refills its queue keeps it.
    void realQueueCountsEveryRead()
    {
        const auto result = seekOnUringFile(16, 2, 3000);
        if (!result)
            QSKIP("no io_uring here");
        const RunResult &run = *result;
        QCOMPARE(run.status, RunStatus::Completed);
        QCOMPARE(run.inFlight.size(), std::size_t(1));
        const InFlightCounts &c = run.inFlight.front();
        QCOMPARE(c.asked, 16);
        QCOMPARE(c.ios, 2 * 3000);
        QCOMPARE(bucketTotal(c), c.ios);
        QVERIFY2(c.mean() >= 1 && c.mean() <= 16, qPrintable(c.sentence()));
        QVERIFY2(c.keptDepth(), qPrintable(c.sentence()));
        const RunSummary s = seekKind().summarize(run);
        const QString text = seekKind().textReport(run, s);
        QVERIFY2(text.contains(QStringLiteral("In flight at submission: ")), qPrintable(text));
        QVERIFY2(!s.warnings.join(u' ').contains(QStringLiteral("shallower")), qPrintable(s.warnings.join(u' ')));
    }

    // 20 reads cannot keep 32 in flight: they all go out at once, 20 deep, and the run
    // says its queue was shallower than asked, in its warnings and its text.
    void aShortRunCannotKeepItsDepth()
    {
        const auto result = seekOnUringFile(32, 1, 20);
        if (!result)
            QSKIP("no io_uring here");
        const RunResult &run = *result;
        QCOMPARE(run.inFlight.size(), std::size_t(1));
        const InFlightCounts &c = run.inFlight.front();
        QCOMPARE(c.ios, 20);
        QCOMPARE(c.mean(), 20.0);
        QVERIFY(!c.keptDepth());
        const RunSummary s = seekKind().summarize(run);
        QCOMPARE(s.warnings.size(), 1);
        QVERIFY2(s.warnings.front().contains(QStringLiteral("QD32 had 20.0 of 32 in flight")),
            qPrintable(s.warnings.front()));
        const QString text = seekKind().textReport(run, s);
        QVERIFY2(text.contains(QStringLiteral("could not keep its depth")), qPrintable(text));
    }

    // A depth sweep: one count per depth, each the depth asked (the model's queue always
    // refills), shown as a column of its table.
    void depthSweepCountsEachDepth()
    {
        auto target = openTarget(QStringLiteral("sim:ssd,capacity=8GB,read=80us,jitter=0us,channels=8"));
        QVERIFY(target);
        DepthConfig config;
        config.depths = { 1, 4, 32 };
        config.maxIosPerDepth = 3000;
        QString why;
        const auto plan = planDepth(config, target->info(), &why);
        QVERIFY2(plan, qPrintable(why));
        const RunResult run = runToEnd(makeDepthBenchmark(*target, *plan));
        QCOMPARE(run.inFlight.size(), config.depths.size());
        for (std::size_t i = 0; i < config.depths.size(); ++i) {
            QCOMPARE(run.inFlight[i].asked, config.depths[i]);
            QCOMPARE(run.inFlight[i].ios, config.maxIosPerDepth);
            QCOMPARE(run.inFlight[i].mean(), double(config.depths[i]));
        }
        const QString text = depthKind().textReport(run, depthKind().summarize(run));
        QVERIFY2(text.contains(QStringLiteral("in flight")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("     32.00\n")), qPrintable(text));
    }

    // The speed grid: each test's phases carry their counts, its text a line per queued test.
    void speedGridCountsEachTest()
    {
        auto target = openTarget(QStringLiteral("sim:ssd,capacity=8GB,read=80us,jitter=0us,channels=8"));
        QVERIFY(target);
        SpeedConfig config;
        config.areaBytes = 64 << 20;
        config.runs = 1;
        config.durationNs = 50'000'000;
        QString why;
        const auto plan = planSpeed(config, target->info(), false, &why);
        QVERIFY2(plan, qPrintable(why));
        const RunResult run = runToEnd(std::make_shared<SpeedBenchmark>(*target, *plan));
        QVERIFY(!run.phases.empty());
        for (const PhaseStats &p : run.phases)
            QVERIFY2(!p.inFlight.empty() && p.inFlight.asked >= 1, qPrintable(p.phase));
        const QString text = speedKind().textReport(run, speedKind().summarize(run));
        QVERIFY2(text.contains(QStringLiteral("Q32T1 read: In flight at submission: ")), qPrintable(text));
    }

    // Saved and read back with the run: the run's own and a phase's.
    void savedWithTheRun()
    {
        RunResult run;
        run.benchmark = QStringLiteral("seek");
        run.inFlight = { counts(8, { { 8, 90 }, { 5, 10 } }), counts(2, { { 2, 3 } }) };
        PhaseStats phase;
        phase.phase = QStringLiteral("RND4K Q32T1 · read · 1");
        phase.add(0, 1000, 4096);
        phase.inFlight = counts(32, { { 32, 1 } });
        run.phases = { phase };
        QString label, error;
        const auto back = runMetaFromJson(runMetaToJson(run), &label, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->inFlight.size(), std::size_t(2));
        for (std::size_t i = 0; i < 2; ++i) {
            QCOMPARE(back->inFlight[i].asked, run.inFlight[i].asked);
            QCOMPARE(back->inFlight[i].depthSum, run.inFlight[i].depthSum);
            QVERIFY(back->inFlight[i].byBucket == run.inFlight[i].byBucket);
        }
        QCOMPARE(back->phases.front().inFlight.toJson(), phase.inFlight.toJson());
    }

    // What a crafted file may say: each refused with a sentence, nothing else changed.
    void craftedCountsAreRefused_data()
    {
        QTest::addColumn<QJsonValue>("value");
        const auto o = [](int asked, qint64 ios, qint64 sum, QJsonArray buckets) {
            return QJsonValue(QJsonObject { { QStringLiteral("asked"), asked }, { QStringLiteral("ios"), ios },
                { QStringLiteral("depth_sum"), sum }, { QStringLiteral("by_depth"), buckets } });
        };
        QTest::addRow("not an object") << QJsonValue(QStringLiteral("32"));
        QTest::addRow("depth 0") << o(0, 1, 1, { QJsonArray { 1, 1 } });
        QTest::addRow("buckets short of ios") << o(4, 10, 40, { QJsonArray { 4, 9 } });
        QTest::addRow("more in buckets than ios") << o(4, 10, 40, { QJsonArray { 4, 11 } });
        QTest::addRow("not a bucket's bound") << o(4, 10, 30, { QJsonArray { 3, 10 } });
        QTest::addRow("buckets out of order") << o(4, 2, 5, { QJsonArray { 4, 1 }, QJsonArray { 1, 1 } });
        QTest::addRow("a bucket twice") << o(4, 2, 8, { QJsonArray { 4, 1 }, QJsonArray { 4, 1 } });
        QTest::addRow("depth sum under the bounds") << o(32, 10, 100, { QJsonArray { 32, 10 } });
        QTest::addRow("depth sum over 65535 each") << o(32, 1, 70000, { QJsonArray { 32, 1 } });
        QTest::addRow("count overflowing")
            << o(1024, qint64(1) << 53, qint64(1) << 53, { QJsonArray { 1024, double(qint64(1) << 53) } });
        QTest::addRow("fractional count") << o(4, 1, 4, { QJsonArray { 4, 0.5 } });
        QTest::addRow("pair of three") << o(4, 1, 4, { QJsonArray { 4, 1, 1 } });
    }
    void craftedCountsAreRefused()
    {
        QFETCH(QJsonValue, value);
        RunResult run;
        run.benchmark = QStringLiteral("seek");
        run.inFlight = { counts(4, { { 4, 1 } }) };
        QJsonObject meta = runMetaToJson(run);
        meta.insert(QStringLiteral("in_flight"), QJsonArray { value });
        QString label, error;
        QVERIFY(!runMetaFromJson(meta, &label, &error));
        QVERIFY2(error.contains(QStringLiteral("in-flight counts")) || error.contains(QStringLiteral("'by_depth'")),
            qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestInFlightCounts)
#include "tst_inflightcounts.moc"
