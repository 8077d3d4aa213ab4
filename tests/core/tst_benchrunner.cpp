// SPDX-License-Identifier: GPL-3.0-or-later
// The runner every benchmark shares (issue 16): how a run ends — completed, cancelled,
// failed (the first failure wins, the other workers stop) — and what it keeps.
#include "core/bench/engine/benchrunner.h"

#include <QScopeGuard>
#include <QTest>

#include <atomic>
#include <thread>

using namespace DriveScope;

namespace {

// A worker that appends `count` samples one microsecond apart in a fake clock, and
// checks for a stop between them, as a benchmark checks between two I/Os.
struct FakeWork {
    qint64 count = 100;
    std::atomic<qint64> *clock = nullptr;

    void operator()(WorkerContext &ctx) const
    {
        for (qint64 i = 0; i < count; ++i) {
            if (ctx.shouldStop())
                return;
            Sample s;
            s.offset = i * 4096;
            s.startNs = clock->fetch_add(1000) - ctx.runStartNs();
            s.latencyNs = 1000;
            s.bytes = 4096;
            s.result = 4096;
            s.worker = quint16(ctx.index());
            ctx.log().append(s);
        }
    }
};

} // namespace

class TestBenchRunner : public QObject {
    Q_OBJECT
private slots:
    void completedRunKeepsEverySampleInStartOrder()
    {
        std::atomic<qint64> clock { 1'000'000 };
        BenchRunner runner;
        runner.start(3, 100, FakeWork { 100, &clock }, [&] { return clock.load(); });
        QVERIFY(runner.wait(10000));
        QCOMPARE(runner.status(), RunStatus::Completed);
        QCOMPARE(runner.completedSamples(), qint64(300));
        QCOMPARE(runner.expectedSamples(), qint64(300));
        const std::vector<Sample> all = runner.samples();
        QCOMPARE(all.size(), std::size_t(300));
        QVERIFY(std::is_sorted(
            all.begin(), all.end(), [](const Sample &a, const Sample &b) { return a.startNs < b.startNs; }));
        QVERIFY(runner.failure().message.isEmpty());
    }

    void cancelBeforeTheEndIsCancelled()
    {
        std::atomic<qint64> clock { 0 };
        std::atomic<bool> go { false };
        BenchRunner runner;
        runner.start(
            2, 1'000'000,
            [&](WorkerContext &ctx) {
                while (!go.load()) // both wait until the cancel has been asked for
                    std::this_thread::yield();
                FakeWork { 1'000'000, &clock }(ctx);
            },
            [&] { return clock.load(); });
        runner.requestCancel();
        go = true;
        QVERIFY(runner.wait(10000));
        QCOMPARE(runner.status(), RunStatus::Cancelled);
        QCOMPARE(runner.completedSamples(), qint64(0)); // every worker checked before its first I/O
    }

    // Issue 32: the CLI's SIGINT handler held a pointer to the runner, which another
    // thread could free between the handler's load and its call. The handler now sets a
    // flag of static lifetime that the runner reads (cancelWhen).
    void aFlagThatOutlivesTheRunnerCancelsIt()
    {
        static std::atomic<bool> interrupted { false };
        interrupted = false;
        std::atomic<qint64> clock { 0 };
        std::atomic<bool> go { false };
        {
            BenchRunner runner;
            runner.cancelWhen(&interrupted);
            runner.start(
                2, 1'000'000,
                [&](WorkerContext &ctx) {
                    while (!go.load())
                        std::this_thread::yield();
                    FakeWork { 1'000'000, &clock }(ctx);
                },
                [&] { return clock.load(); });
            const auto release = qScopeGuard([&] { go = true; }); // a failed check must not hang the workers
            QVERIFY(!runner.cancelRequested());
            interrupted = true; // what the handler does, and all it does
            go = true;
            QVERIFY(runner.wait(10000));
            QCOMPARE(runner.status(), RunStatus::Cancelled);
            QCOMPARE(runner.completedSamples(), qint64(0));
        }
        interrupted = false; // the runner is gone; the flag lives on, as a handler's does
    }

    void cancelAfterTheLastSampleIsStillCompleted()
    {
        std::atomic<qint64> clock { 0 };
        BenchRunner runner;
        runner.start(1, 50, FakeWork { 50, &clock }, [&] { return clock.load(); });
        QVERIFY(runner.wait(10000));
        runner.requestCancel(); // nothing is cut short any more
        QCOMPARE(runner.status(), RunStatus::Completed);
    }

    void firstFailureWinsAndStopsTheOthers()
    {
        std::atomic<qint64> clock { 0 };
        std::atomic<int> arrived { 0 };
        BenchRunner runner;
        runner.start(
            3, 1'000'000,
            [&](WorkerContext &ctx) {
                // Worker 0 fails first; the others fail later with another reason, or stop.
                if (ctx.index() == 0) {
                    ctx.fail(5, 4096, QStringLiteral("first"));
                    arrived++;
                    return;
                }
                while (arrived.load() == 0)
                    std::this_thread::yield();
                ctx.fail(6, 8192, QStringLiteral("second"));
                FakeWork { 1'000'000, &clock }(ctx);
            },
            [&] { return clock.load(); });
        QVERIFY(runner.wait(10000));
        QCOMPARE(runner.status(), RunStatus::Failed);
        const RunFailure f = runner.failure();
        QCOMPARE(f.message, QStringLiteral("first"));
        QCOMPARE(f.errnoValue, 5);
        QCOMPARE(f.offset, qint64(4096));
        // The others saw the failure between two I/Os and did none.
        QCOMPARE(runner.completedSamples(), qint64(0));
    }

    void failureOutranksCancel()
    {
        std::atomic<qint64> clock { 0 };
        BenchRunner runner;
        runner.start(
            1, 10, [&](WorkerContext &ctx) { ctx.fail(5, 0, QStringLiteral("broken")); }, [&] { return clock.load(); });
        runner.requestCancel();
        QVERIFY(runner.wait(10000));
        QCOMPARE(runner.status(), RunStatus::Failed);
    }

    void destructorCancelsAndJoins()
    {
        std::atomic<qint64> clock { 0 };
        std::atomic<bool> stopped { false };
        {
            BenchRunner runner;
            runner.start(
                2, 1,
                [&](WorkerContext &ctx) {
                    while (!ctx.shouldStop())
                        std::this_thread::yield();
                    stopped = true;
                },
                [&] { return clock.load(); });
        } // no wait(): the destructor must stop and join the workers
        QVERIFY(stopped.load());
    }

    // Each worker keeps only its share of the memory samples may take (so reads ×
    // workers asked for by a hand, a script or a crafted preset end the run with what was
    // measured, instead of std::bad_alloc from a worker thread, which aborted it).
    void workersKeepOnlyWhatMemoryHolds()
    {
        qputenv("DRIVESCOPE_MEMORY_LIMIT", QByteArray::number(64 << 20)); // 262,144 samples
        auto unset = qScopeGuard([] { qunsetenv("DRIVESCOPE_MEMORY_LIMIT"); }); // also when a check fails
        const qint64 share = samplesPerWorkerWithinMemory(2);
        QCOMPARE(share, qint64(131'072));
        std::atomic<qint64> clock { 1'000'000 };
        BenchRunner runner;
        runner.start(2, 1'000'000, FakeWork { 200'000, &clock }, [&] { return clock.load(); });
        QVERIFY(runner.wait(10000));
        for (int w = 0; w < 2; ++w) {
            QCOMPARE(qint64(runner.log(w).size()), share);
            QVERIFY(runner.log(w).memoryFull());
        }
        // However many workers, each keeps at least one chunk; the product never overflows.
        QCOMPARE(samplesPerWorkerWithinMemory(1 << 30), qint64(SampleLog::ChunkSize));
        unset.dismiss();
        qunsetenv("DRIVESCOPE_MEMORY_LIMIT");
        QVERIFY(samplesPerWorkerWithinMemory(1) >= qint64(SampleLog::ChunkSize));
    }

    void notStartedSaysSo()
    {
        BenchRunner runner;
        QCOMPARE(runner.status(), RunStatus::NotStarted);
        QCOMPARE(runner.elapsedNs(), qint64(0));
        QCOMPARE(runner.completedSamples(), qint64(0));
    }
};

QTEST_GUILESS_MAIN(TestBenchRunner)
#include "tst_benchrunner.moc"
