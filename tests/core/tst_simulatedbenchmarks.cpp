// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 3: every benchmark, run exactly as the CLI runs it, recovers the simulated
// drive's known truth (the model's own expectations, not constants).
#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/bandwidth/bandwidthsummary.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/io/sim/hddmodel.h"
#include "core/io/sim/simulateddrive.h"
#include "core/stats/latencysummary.h"

#include "benchruns.h"
#include "zonesweeps.h"

#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

const HddModel &modelOf(const Target &target)
{
    return *static_cast<const SimulatedDrive &>(target).model();
}

} // namespace

class TestSimulatedBenchmarks : public QObject {
    Q_OBJECT
private slots:
    // The zone sweep on a disk whose zones we know: each point's MB/s is the model's
    // sequential rate over that point's span, and the outer/inner ratio is the model's
    // within 2 %.
    void zoneSweepRecoversTheZoneCurve()
    {
        auto target = openTarget(QStringLiteral("sim:hdd,seed=4"));
        QVERIFY(target);
        ZoneConfig config;
        config.points = 20;
        config.bytesPerPoint = 64 << 20;
        std::optional<ZonePlan> plan;
        RunResult run;
        runZoneSweep(*target, config, 60000, &plan, &run);
        if (QTest::currentTestFailed())
            return;
        const ZoneProfile profile = ZoneProfile::compute(run.samples, *plan);
        const HddModel &model = modelOf(*target);
        QCOMPARE(qint64(profile.points.size()), plan->points);
        for (const ZonePoint &p : profile.points) {
            const double expected = model.expectedSequentialBytesPerSecond(p.offset, plan->bytesPerPoint) / 1e6;
            QVERIFY2(std::abs(p.megabytesPerSecond() / expected - 1) < 0.02,
                qPrintable(QStringLiteral("at %1: %2 MB/s, model %3 MB/s")
                               .arg(p.offset)
                               .arg(p.megabytesPerSecond())
                               .arg(expected)));
        }
        const ZonePoint &first = profile.points.front();
        const ZonePoint &last = profile.points.back();
        const double measuredRatio = first.megabytesPerSecond() / last.megabytesPerSecond();
        const double modelRatio = model.expectedSequentialBytesPerSecond(first.offset, plan->bytesPerPoint)
            / model.expectedSequentialBytesPerSecond(last.offset, plan->bytesPerPoint);
        qInfo("outer/inner: measured %.4f, model %.4f (%.1f vs %.1f MB/s)", measuredRatio, modelRatio,
            first.megabytesPerSecond(), last.megabytesPerSecond());
        QVERIFY(std::abs(measuredRatio / modelRatio - 1) < 0.02);
        QVERIFY(profile.dropPercent > 30); // 150 -> 75 MB/s: the curve really falls
    }

    // Sync write: with the cache off every contiguous synchronous write waits one full
    // revolution (the sector just passed under the head); with it on, far less.
    void syncWriteRecoversOneRevolution_data()
    {
        QTest::addColumn<int>("rpm");
        QTest::newRow("7200 rpm (a real disk: 8.39 ms)") << 7200;
        QTest::newRow("5400 rpm") << 5400;
        QTest::newRow("15000 rpm") << 15000;
    }
    void syncWriteRecoversOneRevolution()
    {
        QFETCH(int, rpm);
        const QString spec = QStringLiteral("sim:hdd,rpm=%1,cache=off").arg(rpm);
        for (SyncMode mode : { SyncMode::OSync, SyncMode::ODSync, SyncMode::Fdatasync }) {
            auto target = openTarget(spec, openOptionsFor(mode));
            QVERIFY(target);
            SyncWriteConfig config;
            QString error;
            const auto plan = planSyncWrite(config, 512, mode, target->info(), &error);
            QVERIFY2(plan, qPrintable(error));
            StartedRun started(makeSyncWriteBenchmark(*target, *plan));
            QVERIFY(started.runner.wait(60000));
            const RunResult run = started.result();
            QCOMPARE(run.status, RunStatus::Completed);
            const LatencySummary s = summarizeLatencies(run.measuredLatencies(false), run.measuredSeconds(false));
            QCOMPARE(s.count, qint64(2000));
            // Progress in the writes asked for, the warm-up not among them.
            QCOMPARE(started.runner.progressTotal(), qint64(2000));
            QCOMPARE(started.runner.progressDone(), qint64(2000));
            const double revolution = modelOf(*target).revolutionNs();
            QVERIFY2(std::abs(s.meanNs / revolution - 1) < 0.03,
                qPrintable(QStringLiteral("mean %1 ns vs revolution %2 ns").arg(s.meanNs).arg(revolution)));
            QVERIFY(std::abs(double(s.p50Ns) / revolution - 1) < 0.03);
        }
        auto cached = openTarget(QStringLiteral("sim:hdd,rpm=%1,cache=on").arg(rpm), openOptionsFor(SyncMode::OSync));
        const auto plan = planSyncWrite(SyncWriteConfig {}, 512, SyncMode::OSync, cached->info(), nullptr);
        StartedRun started(makeSyncWriteBenchmark(*cached, *plan));
        QVERIFY(started.runner.wait(60000));
        const RunResult run = started.result();
        const LatencySummary s = summarizeLatencies(run.measuredLatencies(false), run.measuredSeconds(false));
        QVERIFY2(s.meanNs < modelOf(*cached).revolutionNs() / 10, qPrintable(QString::number(s.meanNs)));
    }

    // Bandwidth on the simulated disk: sequential MB/s at the start is the outer zone's.
    // Progress counts the reads asked for ("1,500 of 1,500 reads"): each worker's warm-up
    // read is not among them (it said "of 1,501").
    void seekProgressIsTheTimedReads()
    {
        auto target = openTarget(QStringLiteral("sim:hdd"));
        QVERIFY(target);
        SeekConfig config;
        config.workers = 2;
        QString error;
        const auto plan = planSeek(config, target->info(), &error);
        QVERIFY2(plan, qPrintable(error));
        StartedRun started(makeSeekBenchmark(*target, *plan));
        QVERIFY(started.runner.wait(60000));
        QCOMPARE(started.runner.completedSamples(), 2 * (config.count + 1));
        QCOMPARE(started.runner.progressTotal(), 2 * config.count);
        QCOMPARE(started.runner.progressDone(), 2 * config.count);
    }

    void bandwidthRecoversTheOuterZoneRate()
    {
        auto target = openTarget(QStringLiteral("sim:hdd,seed=3"));
        QVERIFY(target);
        BandwidthConfig config;
        config.total = 256 << 20;
        QString error;
        const auto plan = planBandwidth(config, target->info(), &error);
        QVERIFY2(plan, qPrintable(error));
        StartedRun started(
            std::make_shared<BandwidthBenchmark>(*target, *plan, DiskStatsSource::forTarget(target->info())));
        QVERIFY(started.runner.wait(60000));
        const RunResult run = started.result();
        QCOMPARE(run.status, RunStatus::Completed);
        const double measured = summarizeBandwidth(run).megabytesPerSecond();
        const double expected = modelOf(*target).expectedSequentialBytesPerSecond(0, 256 << 20) / 1e6;
        qInfo("sequential read of the first 256 MiB: %.2f MB/s, model %.2f MB/s", measured, expected);
        QVERIFY(std::abs(measured / expected - 1) < 0.02);
    }
};

QTEST_GUILESS_MAIN(TestSimulatedBenchmarks)
#include "tst_simulatedbenchmarks.moc"
