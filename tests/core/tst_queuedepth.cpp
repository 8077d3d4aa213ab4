// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17: I/Os in flight. The simulated drives' queue models give known IOPS and
// latency at every depth (the figures below come from the model's parameters), io_uring
// on a real file or loop device reads the right bytes with per-I/O stamps, and every
// way a queued run can end (failure, cancel) drains what is in flight.
#include "core/bench/engine/benchrunner.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekconfig.h"
#include "core/bench/seek/seekkind.h"
#include "core/io/alignedbuffer.h"
#include "core/io/sim/simulateddrive.h"
#include "core/io/target.h"
#include "core/io/uringqueue.h"
#include "core/stats/latencysummary.h"
#include "loopdevice.h"
#include "testfiles.h"

#include "benchruns.h"
#include <QFile>
#include <QTemporaryDir>

#include <QTest>

#include <cstring>
#include <fcntl.h>
#include <unistd.h>

using namespace DriveScope;

using DriveScope::Test::openTarget;

namespace {

RunResult runSeek(Target &target, int depth, int workers, qint64 count, qint64 readSize = 4096)
{
    SeekConfig config;
    config.count = count;
    config.readSize = readSize;
    config.alignment = readSize;
    config.queueDepth = depth;
    config.workers = workers;
    config.seed = 17;
    return DriveScope::Test::runSeek(target, config);
}

LatencySummary summaryOf(const RunResult &run)
{
    return seekKind().summarize(run).latency;
}

// A file in a scratch directory of its own, removed with it.
struct ScratchImage {
    QTemporaryDir dir { QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/qd-XXXXXX") };
    const QString path = dir.filePath(QStringLiteral("image"));
};

// The io_uring tests' file: size random bytes in a ScratchImage; the test is skipped
// where io_uring is not available. *image stays null unless the file was written (the
// caller then returns).
void makeUringImage(qint64 size, std::unique_ptr<ScratchImage> *image)
{
    QString why;
    if (!uringAvailable(&why))
        QSKIP(qPrintable(why));
    auto made = std::make_unique<ScratchImage>();
    QVERIFY(Test::makeRandomFile(made->path, size));
    *image = std::move(made);
}

// 8 channels × 80 µs, no jitter, a link so fast its transfer is 41 ns for 4 KiB.
const QString FlashModel = QStringLiteral("sim:ssd,capacity=4GB,read=80us,jitter=0us,channels=8,rate=100GB/s");
constexpr double ReadNs = 80e3 + 4096 / 100e9 * 1e9;
constexpr int Channels = 8;

} // namespace

class TestQueueDepth : public QObject {
    Q_OBJECT
private slots:
    // IOPS = min(depth, channels) / read and latency = max(read, depth × read /
    // channels): the knee at depth 8, 100k IOPS from there on.
    void flashChannelsSaturateAtTheirCount_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("workers");
        for (int depth : { 1, 2, 4, 8, 16, 32, 64 })
            QTest::addRow("Q%dT1", depth) << depth << 1;
        QTest::addRow("Q1T8") << 1 << 8;
        QTest::addRow("Q1T16") << 1 << 16;
        QTest::addRow("Q4T4") << 4 << 4;
        QTest::addRow("Q32T2") << 32 << 2;
    }
    void flashChannelsSaturateAtTheirCount()
    {
        QFETCH(int, depth);
        QFETCH(int, workers);
        auto target = openTarget(FlashModel);
        QVERIFY(target);
        const RunResult run = runSeek(*target, depth, workers, 40000 / workers);
        QCOMPARE(run.status, RunStatus::Completed);
        const LatencySummary s = summaryOf(run);
        const int inFlight = depth * workers;
        const double iops = std::min(inFlight, Channels) / (ReadNs / 1e9);
        const double latencyNs = std::max(ReadNs, inFlight * ReadNs / Channels);
        QVERIFY2(std::abs(s.opsPerSecond / iops - 1) < 0.02,
            qPrintable(QStringLiteral("%1 IOPS, the model gives %2").arg(s.opsPerSecond).arg(iops)));
        QVERIFY2(std::abs(s.meanNs / latencyNs - 1) < 0.02,
            qPrintable(QStringLiteral("mean %1 ns, the model gives %2").arg(s.meanNs).arg(latencyNs)));
    }

    // Depth 1 through the queue costs what one blocking read costs (with jitter).
    void depthOneIsTheBlockingModel()
    {
        const QString spec = QStringLiteral("sim:ssd,capacity=4GB,seed=5");
        auto blocking = openTarget(spec);
        auto queued = openTarget(spec);
        QVERIFY(blocking && queued);
        const LatencySummary a = summaryOf(runSeek(*blocking, 1, 1, 20000));
        // Q1T2 on a flash model goes through its queues; per reader it is still one read.
        const LatencySummary b = summaryOf(runSeek(*queued, 1, 2, 10000));
        QVERIFY2(std::abs(b.meanNs / a.meanNs - 1) < 0.02,
            qPrintable(QStringLiteral("%1 vs %2").arg(b.meanNs).arg(a.meanNs)));
        QVERIFY2(std::abs(b.opsPerSecond / (2 * a.opsPerSecond) - 1) < 0.02,
            qPrintable(QStringLiteral("%1 vs 2 × %2").arg(b.opsPerSecond).arg(a.opsPerSecond)));
    }

    // One head: served in order (ncq=off) a queue adds only waiting, IOPS stay what one
    // read at a time gives; reordered by seek distance (ncq=on) they grow with depth.
    void oneHeadQueuesInOrderOrReorders()
    {
        auto fifo1 = openTarget(QStringLiteral("sim:hdd,ncq=off"));
        auto fifo16 = openTarget(QStringLiteral("sim:hdd,ncq=off"));
        auto ncq16 = openTarget(QStringLiteral("sim:hdd,ncq=on"));
        QVERIFY(fifo1 && fifo16 && ncq16);
        const LatencySummary one = summaryOf(runSeek(*fifo1, 1, 1, 3000, 512));
        const LatencySummary inOrder = summaryOf(runSeek(*fifo16, 16, 1, 3000, 512));
        const LatencySummary reordered = summaryOf(runSeek(*ncq16, 16, 1, 3000, 512));
        QVERIFY2(std::abs(inOrder.opsPerSecond / one.opsPerSecond - 1) < 0.02,
            qPrintable(QStringLiteral("%1 vs %2").arg(inOrder.opsPerSecond).arg(one.opsPerSecond)));
        QVERIFY2(std::abs(inOrder.meanNs / (16 * one.meanNs) - 1) < 0.03,
            qPrintable(QStringLiteral("%1 vs 16 × %2").arg(inOrder.meanNs).arg(one.meanNs)));
        QVERIFY2(reordered.opsPerSecond > 1.5 * one.opsPerSecond,
            qPrintable(QStringLiteral("%1 vs %2").arg(reordered.opsPerSecond).arg(one.opsPerSecond)));
    }

    // io_uring on a real file: every read returns the bytes at its offset, each sample
    // its own submit and completion stamp.
    void uringReadsTheRightBytes()
    {
        std::unique_ptr<ScratchImage> image;
        makeUringImage(64 << 20, &image);
        if (!image)
            return;
        auto target = openTarget(image->path);
        QVERIFY(target);
        const RunResult run = runSeek(*target, 16, 2, 4000);
        QCOMPARE(run.status, RunStatus::Completed);
        QCOMPARE(qint64(run.samples.size()), 2 * 4001);
        QFile file(image->path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::vector<qint64> starts;
        for (const Sample &s : run.samples) {
            QCOMPARE(s.result, 4096);
            QVERIFY(s.latencyNs > 0);
            starts.push_back(s.startNs);
        }
        // Submissions interleave: many reads start before the previous one ends.
        int overlapping = 0;
        for (std::size_t i = 1; i < run.samples.size(); ++i)
            overlapping += run.samples[i].startNs < run.samples[i - 1].startNs + run.samples[i - 1].latencyNs;
        QVERIFY2(overlapping > int(run.samples.size()) / 2, qPrintable(QString::number(overlapping)));
        QVERIFY(std::is_sorted(starts.begin(), starts.end()));
    }

    // The data a queued read hands back is the file's: the queue on its own.
    void uringQueueReturnsFileContent()
    {
        std::unique_ptr<ScratchImage> image;
        makeUringImage(8 << 20, &image);
        if (!image)
            return;
        QFile file(image->path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        auto target = openTarget(image->path);
        QVERIFY(target);
        constexpr int Depth = 8;
        AlignedBuffer buffer(Depth * 4096, 4096);
        QString why;
        auto queue = target->makeQueue(Depth, { { buffer.data(), buffer.size() } }, &why);
        QVERIFY2(queue, qPrintable(why));
        for (int i = 0; i < Depth; ++i) {
            char *slot = static_cast<char *>(buffer.data()) + i * 4096;
            QVERIFY(queue->submit({ slot, 4096, qint64(i) * 200 * 4096, false, quint64(i) }));
        }
        QVERIFY(!queue->submit({ buffer.data(), 4096, 0, false, 99 })); // the depth is full
        QVERIFY(queue->flush());
        int done = 0;
        while (done < Depth) {
            const int n = queue->reap(1, [&](const IoQueue::Completion &c) {
                QCOMPARE(c.result, 4096);
                QVERIFY(c.completeNs > c.submitNs);
                const char *slot = static_cast<const char *>(buffer.data()) + c.tag * 4096;
                QVERIFY(std::memcmp(slot, bytes.constData() + c.tag * 200 * 4096, 4096) == 0);
            });
            QVERIFY(n > 0);
            done += n;
        }
        QCOMPARE(queue->inFlight(), 0);
    }

    // A read that fails mid-queue ends the run with its offset; the others in flight are
    // reaped, not left to write into a freed buffer.
    void failureInFlightDrains()
    {
        auto target = openTarget(QStringLiteral("sim:ssd,capacity=64MB,fail-at=4096"));
        QVERIFY(target);
        SeekConfig config;
        config.count = 100000;
        config.readSize = 4096;
        config.alignment = 4096;
        config.queueDepth = 32;
        config.seed = 1;
        config.regions = { QStringLiteral("0:1MiB") };
        QString error;
        const auto plan = planSeek(config, target->info(), &error);
        QVERIFY2(plan, qPrintable(error));
        Test::StartedRun started(makeSeekBenchmark(*target, *plan));
        QVERIFY(started.runner.wait(30000));
        const RunResult run = started.result();
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.failure.message.contains(QStringLiteral("offset 4096")), qPrintable(run.failure.message));
        QVERIFY(run.samples.size() < 100000);
    }

    // Cancelled: no read is submitted after the cancel, and the run ends partial.
    void cancelStopsSubmitting()
    {
        QString why;
        if (!uringAvailable(&why))
            QSKIP(qPrintable(why));
        QTemporaryDir dir(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/qd-XXXXXX"));
        std::unique_ptr<Test::LoopDevice> loop;
        const QString path = Test::LoopDevice::deviceOrFile(dir.path(), 64 << 20, &loop);
        QVERIFY(!path.isEmpty());
        auto target = openTarget(path);
        QVERIFY(target);
        SeekConfig config;
        config.count = SeekConfig::MaxCount;
        config.readSize = 4096;
        config.queueDepth = 32;
        config.seed = 1;
        QString error;
        const auto plan = planSeek(config, target->info(), &error);
        QVERIFY2(plan, qPrintable(error));
        Test::StartedRun started(makeSeekBenchmark(*target, *plan));
        QTRY_VERIFY_WITH_TIMEOUT(started.runner.completedSamples() > 2000, 20000);
        started.runner.requestCancel();
        const qint64 cancelNs = target->nowNs() - started.runner.startNs();
        QVERIFY(started.runner.wait(20000));
        const RunResult run = started.result();
        QCOMPARE(run.status, RunStatus::Cancelled);
        qint64 after = 0;
        for (const Sample &s : run.samples)
            after += s.startNs > cancelNs + 1'000'000; // a millisecond for the cancel to be seen
        QCOMPARE(after, 0);
    }

    // A ring with a device's descriptor and buffers registered gives them back when it
    // goes, not when the kernel later frees it: the next exclusive open succeeds at once.
    // (The claim outlived the ring, and a write run straight after another was refused
    // as "open exclusively by another program".)
    void ringGivesItsDeviceBackWhenItGoes()
    {
        QString why;
        if (!uringAvailable(&why))
            QSKIP(qPrintable(why));
        if (!Test::LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        QTemporaryDir dir(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/qd-XXXXXX"));
        Test::LoopDevice loop(dir.path(), 16 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        const QByteArray node = QFile::encodeName(loop.device());
        AlignedBuffer buffer(8 << 20, 4096);
        for (int round = 0; round < 20; ++round) {
            const int fd = ::open(node.constData(), O_RDONLY | O_EXCL | O_DIRECT | O_CLOEXEC);
            QVERIFY(fd >= 0);
            QString error;
            auto queue = makeUringQueue(fd, 8, { { buffer.data(), buffer.size() } }, &error);
            QVERIFY2(queue, qPrintable(error));
            for (int i = 0; i < 8; ++i)
                QVERIFY(queue->submit({ static_cast<char *>(buffer.data()) + i * (1 << 20), 1 << 20, qint64(i) << 20,
                    false, quint64(i) }));
            QVERIFY(queue->flush());
            int reaped = 0;
            while (reaped < 8) {
                const int n = queue->reap(1, [](const IoQueue::Completion &c) { QCOMPARE(c.result, qint64(1 << 20)); });
                QVERIFY(n > 0);
                reaped += n;
            }
            queue.reset();
            ::close(fd);
            const int again = ::open(node.constData(), O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK);
            QVERIFY2(again >= 0, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(qt_error_string(errno))));
            ::close(again);
        }
    }

    void badDepthsAreRefused_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("workers");
        QTest::addColumn<QString>("sentence");
        QTest::addRow("zero") << 0 << 1 << QStringLiteral("between 1 and 4096 (got 0)");
        QTest::addRow("too deep") << 4097 << 1 << QStringLiteral("between 1 and 4096 (got 4097)");
        QTest::addRow("too many in all") << 4096 << 17 << QStringLiteral("at most 65536 can be");
        QTest::addRow("buffers") << 4096 << 16 << QStringLiteral("may take at most 1 GiB");
    }
    void badDepthsAreRefused()
    {
        QFETCH(int, depth);
        QFETCH(int, workers);
        QFETCH(QString, sentence);
        auto target = openTarget(FlashModel);
        SeekConfig config;
        config.queueDepth = depth;
        config.workers = workers;
        config.readSize = 65536;
        QString error;
        QVERIFY(!planSeek(config, target->info(), &error));
        QVERIFY2(error.contains(sentence), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestQueueDepth)
#include "tst_queuedepth.moc"
