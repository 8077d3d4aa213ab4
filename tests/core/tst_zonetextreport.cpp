// SPDX-License-Identifier: GPL-3.0-or-later
// The zone sweep's terminal report on a hand-made run: table, chart, summary, labels.
#include "core/bench/zone/zonejson.h"
#include "core/bench/zone/zonetextreport.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace DriveScope;

namespace {

ZonePlan makePlan(qint64 points, qint64 size)
{
    ZoneConfig c;
    c.points = points;
    c.bytesPerPoint = 4 << 20;
    c.blockSize = 1 << 20;
    c.shrinkToFit = false; // explicit sizes, as --bytes-per-point gives: the overlap test needs them kept
    DeviceInfo d;
    d.sizeBytes = size;
    d.logicalBlockSize = 512;
    d.directIoAlignment = 512;
    return *planZone(c, d, nullptr);
}

// Point i reads each 1 MiB block in (1 + i / 10) ms: throughput falls with offset.
RunResult makeRun(const ZonePlan &plan, qint64 size)
{
    RunResult run;
    run.benchmark = QStringLiteral("zone");
    run.target.path = QStringLiteral("/dev/sim");
    run.target.sizeBytes = size;
    run.config = plan.toJson();
    run.status = RunStatus::Completed;
    qint64 t = 0;
    for (qint64 i = 0; i < plan.points; ++i) {
        Sample pre;
        pre.offset = plan.pointOffset(i);
        pre.startNs = t;
        pre.latencyNs = 10'000'000;
        pre.bytes = pre.result = 1 << 20;
        pre.flags = Sample::WarmUp;
        run.samples.push_back(pre);
        t += pre.latencyNs;
        for (qint64 b = 0; b < 4; ++b) {
            Sample s;
            s.offset = plan.pointOffset(i) + b * (1 << 20);
            s.startNs = t;
            s.latencyNs = 1'000'000 + i * 100'000;
            s.bytes = s.result = 1 << 20;
            run.samples.push_back(s);
            t += s.latencyNs;
        }
    }
    run.elapsedNs = t;
    return run;
}

} // namespace

class TestZoneTextReport : public QObject {
    Q_OBJECT
private slots:
    void tableChartAndSummary()
    {
        const qint64 size = qint64(10) << 30;
        const ZonePlan plan = makePlan(10, size);
        const RunResult run = makeRun(plan, size);
        const ZoneProfile profile = ZoneProfile::compute(run.samples, plan);
        const QString text = zoneTextReport(run, plan, profile, {});
        // Point 0: 4 MiB in 4 ms = 1048.6 MB/s, the fastest: a full bar.
        QVERIFY2(text.contains(QStringLiteral("    0      0.000       0.0    1048.6")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("|") + QString(60, u'#') + QStringLiteral("| 1048.6 MB/s")));
        // Point 9, the last (10 GiB - 4 MiB = 10.733 GB): 4 MiB in 7.6 ms.
        QVERIFY(text.contains(QStringLiteral("| 551.9 MB/s")));
        QVERIFY(text.contains(QStringLiteral("Max: 1048.6 MB/s at 0.000 GB; Min: 551.9 MB/s at 10.733 GB")));
        QVERIFY(text.contains(QStringLiteral("Drop from the first to the last tenth: 1048.6 MB/s (1 point) to")));
        QVERIFY(text.contains(QStringLiteral(": 47.4 %")));
        QVERIFY(!text.contains(QStringLiteral("overlap")));
        QVERIFY(!text.contains(QStringLiteral("PARTIAL")));
    }

    void manyPointsAreGroupedInTheChart()
    {
        const qint64 size = qint64(10) << 30;
        const ZonePlan plan = makePlan(100, size);
        const RunResult run = makeRun(plan, size);
        const QString text = zoneTextReport(run, plan, ZoneProfile::compute(run.samples, plan), {});
        QVERIFY(text.contains(QStringLiteral("each row the mean of 3 points")));
        const qsizetype bars = text.count(QRegularExpression(QStringLiteral("% \\|[# ]+\\| ")));
        QCOMPARE(bars, qsizetype(34));
    }

    void partialAndOverlapAreSaid()
    {
        const qint64 size = 16 << 20;
        const ZonePlan plan = makePlan(10, size); // 10 x 4 MiB over 16 MiB: overlapping
        RunResult run = makeRun(plan, size);
        run.samples.resize(run.samples.size() - 2);
        run.status = RunStatus::Cancelled;
        const ZoneProfile profile = ZoneProfile::compute(run.samples, plan);
        const QString text = zoneTextReport(run, plan, profile, {});
        QVERIFY(text.contains(QStringLiteral("Note: the points overlap")));
        QVERIFY(text.contains(QStringLiteral("PARTIAL RESULT: cancelled after 9 of 10 points.")));
        QVERIFY(text.contains(QStringLiteral("(partial: 2 of 4 blocks)")));
        const QJsonObject json = zoneProfileToJson(profile, plan);
        QCOMPARE(json.value(QStringLiteral("points_complete")).toInt(), 9);
        QVERIFY(json.value(QStringLiteral("drop_percent")).isNull()); // the last tenth is unfinished
        QCOMPARE(json.value(QStringLiteral("per_point"))
                     .toObject()
                     .value(QStringLiteral("complete"))
                     .toArray()
                     .last()
                     .toBool(),
            false);
    }
};

QTEST_GUILESS_MAIN(TestZoneTextReport)
#include "tst_zonetextreport.moc"
