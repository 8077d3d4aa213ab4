// SPDX-License-Identifier: GPL-3.0-or-later
// The seek benchmark end to end on a real target: a random-filled loop device with
// direct I/O when root (CI), a random-filled file otherwise.
#include "benchruns.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/io/target.h"
#include "scratchtarget.h"
#include "testfiles.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestSeekBenchmark : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_target.make(QStringLiteral("tst_seek"), 256 << 20)); }

    void everySampleIsARealAlignedRead()
    {
        OpenError err;
        const auto target = Target::open(m_target.path, {}, &err);
        QVERIFY2(target, qPrintable(err.message));
        SeekConfig config;
        config.count = 1500;
        config.workers = 2;
        config.readSize = 8192;
        config.regions = { QStringLiteral("first:32MiB"), QStringLiteral("last:32MiB") };
        config.placement = Placement::Alternate;
        config.seed = 13;
        QString error;
        const auto plan = planSeek(config, target->info(), &error);
        QVERIFY2(plan, qPrintable(error));

        StartedRun started(makeSeekBenchmark(*target, *plan));
        QVERIFY(started.runner.wait(120000));
        const RunResult run = started.result();
        QCOMPARE(run.status, RunStatus::Completed);
        QCOMPARE(run.samples.size(), std::size_t(2 * 1501));
        QCOMPARE(qint64(run.samples.size()), run.expectedSamples);

        const qint64 size = target->size();
        std::map<int, int> warmUps;
        std::map<int, qint64> lastStart;
        std::map<int, int> perWorker;
        for (const Sample &s : run.samples) {
            QCOMPARE(s.result, 8192);
            QCOMPARE(s.bytes, 8192);
            QVERIFY(!s.isFailed());
            QCOMPARE(s.offset % plan->alignment, qint64(0));
            const bool outer = s.offset + 8192 <= (32 << 20);
            const bool inner = s.offset >= size - (32 << 20) && s.offset + 8192 <= size;
            QVERIFY(outer || inner);
            QVERIFY(s.latencyNs > 0);
            QVERIFY(s.worker < 2);
            // Each worker's reads come one after another: no overlap.
            if (lastStart.count(s.worker))
                QVERIFY(s.startNs >= lastStart[s.worker]);
            lastStart[s.worker] = s.startNs + s.latencyNs;
            warmUps[s.worker] += s.isWarmUp();
            // Alternation: the n-th read of worker w is in region (n + w) mod 2.
            const int n = perWorker[s.worker]++;
            QCOMPARE(outer, (n + s.worker) % 2 == 0);
        }
        QCOMPARE(warmUps[0], 1);
        QCOMPARE(warmUps[1], 1);
        QCOMPARE(run.measuredLatencies(false).size(), std::size_t(3000));
        QCOMPARE(run.measuredLatencies(true).size(), std::size_t(3002));
        QVERIFY(run.measuredSeconds(false) > 0);
        QCOMPARE(run.measuredBytes(false), qint64(3000) * 8192);
    }

    void sameSeedSameOffsets()
    {
        auto offsetsFor = [&](quint64 seed) {
            const auto target = Target::open(m_target.path, {}, nullptr);
            SeekConfig config;
            config.count = 200;
            config.seed = seed;
            const auto plan = planSeek(config, target->info(), nullptr);
            std::vector<qint64> offsets;
            for (const Sample &s : runToEnd(makeSeekBenchmark(*target, *plan)).samples)
                offsets.push_back(s.offset);
            return offsets;
        };
        const auto a = offsetsFor(77);
        QCOMPARE(a.size(), std::size_t(201));
        QCOMPARE(offsetsFor(77), a);
        QVERIFY(offsetsFor(78) != a);
    }

    // Cancel stops each worker within one I/O and keeps what was measured.
    void cancelKeepsPartialResult()
    {
        const auto target = Target::open(m_target.path, {}, nullptr);
        SeekConfig config;
        config.count = 100000000;
        config.workers = 2;
        const auto plan = planSeek(config, target->info(), nullptr);
        StartedRun started(makeSeekBenchmark(*target, *plan));
        QTRY_VERIFY_WITH_TIMEOUT(started.runner.completedSamples() >= 500, 30000);
        // Each worker may start at most the I/O that had passed its check (issue 15: counts
        // read around the cancel are no clock for when the workers saw it).
        const qint64 cancelAtNs = target->nowNs() - started.runner.startNs();
        started.runner.requestCancel();
        QVERIFY(started.runner.wait(10000));
        const qint64 after = started.runner.completedSamples();
        const RunResult run = started.result();
        const auto startedAfter = std::count_if(
            run.samples.begin(), run.samples.end(), [&](const Sample &s) { return s.startNs >= cancelAtNs; });
        QVERIFY2(startedAfter <= 2, "each worker may start at most one I/O after the cancel");
        QCOMPARE(run.status, RunStatus::Cancelled);
        QVERIFY(run.isPartial());
        QCOMPARE(qint64(run.samples.size()), after);
        QVERIFY(run.samples.size() < std::size_t(run.expectedSamples));
    }

    // A real fault without root: the file shrinks under the benchmark, reads come back
    // short, the run fails with a sentence and keeps every sample so far.
    void shrinkingTargetFailsCleanly()
    {
        const QString path = m_target.dir->filePath(QStringLiteral("shrinks.bin"));
        QVERIFY(makeRandomFile(path, 16 << 20));
        const auto target = Target::open(path, {}, nullptr);
        QVERIFY(target);
        SeekConfig config;
        config.count = 100000000;
        const auto plan = planSeek(config, target->info(), nullptr);
        StartedRun started(makeSeekBenchmark(*target, *plan));
        RunResult run;
        expectShrinkingFileFailsTheRun(started, path, &run);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(run.failure.offset >= 0);
    }

private:
    ScratchTarget m_target;
};

QTEST_GUILESS_MAIN(TestSeekBenchmark)
#include "tst_seekbenchmark.moc"
