// SPDX-License-Identifier: GPL-3.0-or-later
// The seek histogram report's format from a run whose latencies we chose.
#include "core/bench/seek/seekconfig.h"
#include "core/bench/seek/seektextreport.h"

#include <QRegularExpression>
#include <QTest>

#include <random>

using namespace DriveScope;

namespace {

RunResult syntheticRun(const std::vector<qint64> &latencies, qint64 size = 160041885696)
{
    RunResult run;
    run.benchmark = QStringLiteral("seek");
    run.target.path = QStringLiteral("/dev/sda");
    run.target.kind = DeviceInfo::Kind::BlockDevice;
    run.target.sizeBytes = size;
    run.target.logicalBlockSize = 512;
    run.target.physicalBlockSize = 512;
    SeekPlan plan;
    plan.count = qint64(latencies.size());
    plan.readSize = 512;
    plan.alignment = 512;
    plan.regions = { { 0, size, QStringLiteral("whole target") } };
    plan.seed = 1;
    run.config = plan.toJson();
    run.status = RunStatus::Completed;
    qint64 t = 0;
    Sample warm;
    warm.latencyNs = 7000000000; // Jermy's spun-down disk: 7 s, must not count
    warm.flags = Sample::WarmUp;
    warm.bytes = warm.result = 512;
    run.samples.push_back(warm);
    t += warm.latencyNs;
    for (qint64 l : latencies) {
        Sample s;
        s.startNs = t;
        s.latencyNs = l;
        s.bytes = s.result = 512;
        run.samples.push_back(s);
        t += l;
    }
    return run;
}

LatencySummary summarize(const RunResult &run)
{
    return summarizeLatencies(run.measuredLatencies(false), run.measuredSeconds(false), run.measuredBytes(false));
}

// Sum of reads drawn in the histogram rows (x = perX reads, ':' = the rest, 1 when perX is 2).
qint64 readsDrawn(const QString &report, qint64 perX)
{
    static const QRegularExpression row(QStringLiteral(R"(^\s*(\d+) (x*)(:?)$)"), QRegularExpression::MultilineOption);
    qint64 total = 0;
    for (auto it = row.globalMatch(report); it.hasNext();) {
        const auto m = it.next();
        total += m.capturedLength(2) * perX + (m.capturedLength(3) ? 1 : 0);
    }
    return total;
}

} // namespace

class TestSeekTextReport : public QObject {
    Q_OBJECT
private slots:
    void diskInMilliseconds()
    {
        // 1500 seeks around 18 ms, like a WD1600JS's.
        std::mt19937_64 rng(3);
        std::normal_distribution<double> d(18.5e6, 5.2e6);
        std::vector<qint64> lat;
        for (int i = 0; i < 1500; ++i)
            lat.push_back(qint64(std::max(0.3e6, d(rng))));
        const RunResult run = syntheticRun(lat);
        const LatencySummary s = summarize(run);
        const QString report = seekTextReport(run, s);

        QVERIFY2(report.contains(QStringLiteral("Buckets of 1 ms; x = 2 reads")), qPrintable(report));
        QCOMPARE(readsDrawn(report, 2), qint64(1500)); // every read drawn once: x per two, ':' for one
        QRegularExpression took(QStringLiteral(R"(^Took ([0-9.]+) s for 1500 seeks of /dev/sda \(160 GB\)$)"),
            QRegularExpression::MultilineOption);
        const auto tm = took.match(report);
        QVERIFY2(tm.hasMatch(), qPrintable(report));
        QVERIFY(std::abs(tm.captured(1).toDouble() - s.elapsedSeconds) / s.elapsedSeconds < 0.01);
        QRegularExpression mean(
            QStringLiteral(R"(^Mean: ([0-9.]+) ms; Median: (\d+)-(\d+) ms; Std dev: ([0-9.]+) ms$)"),
            QRegularExpression::MultilineOption);
        const auto mm = mean.match(report);
        QVERIFY2(mm.hasMatch(), qPrintable(report));
        QVERIFY(std::abs(mm.captured(1).toDouble() - s.meanNs / 1e6) < 0.1);
        // The median bucket holds the exact median.
        const int lo = mm.captured(2).toInt();
        QCOMPARE(mm.captured(3).toInt(), lo + 1);
        QVERIFY(s.p50Ns >= qint64(lo) * 1000000 && s.p50Ns < qint64(lo + 1) * 1000000);
        QVERIFY(std::abs(mm.captured(4).toDouble() - s.stddevNs / 1e6) < 0.05);
        QVERIFY(report.contains(QStringLiteral("Percentiles: p50 ")));
        QVERIFY(report.contains(QStringLiteral("Warm-up read: 7.00 s (not counted")));
        QVERIFY(!report.contains(QStringLiteral("PARTIAL")));
    }

    void fastDeviceSwitchesToMicroseconds()
    {
        std::vector<qint64> lat;
        for (int i = 0; i < 1000; ++i)
            lat.push_back(60000 + (i % 50) * 1000); // 60-109 µs
        const RunResult run = syntheticRun(lat, qint64(1) << 30);
        const QString report = seekTextReport(run, summarize(run));
        QVERIFY2(report.contains(QStringLiteral("Median under 1 ms: buckets of")), qPrintable(report));
        QVERIFY(report.contains(QStringLiteral(" µs; Median: ")));
        QVERIFY(report.contains(QStringLiteral("(1.07 GB)")));
        // Forced milliseconds: everything in bucket 0.
        SeekTextReportOptions ms;
        ms.unit = SeekTextReportOptions::Unit::Milliseconds;
        const QString msReport = seekTextReport(run, summarize(run), ms);
        QVERIFY(msReport.contains(QStringLiteral("Median: 0-1 ms")));
    }

    void wideBarsAreScaledAndSaySo()
    {
        std::vector<qint64> lat(100000, 5500000); // 100k reads in one bucket
        const RunResult run = syntheticRun(lat);
        const QString report = seekTextReport(run, summarize(run));
        QRegularExpression header(QStringLiteral(R"(x = (\d+) reads)"));
        const auto m = header.match(report);
        QVERIFY(m.hasMatch());
        const qint64 perX = m.captured(1).toLongLong();
        QVERIFY(perX > 2);
        QRegularExpression row(QStringLiteral(R"(^\s*5 (x+):?$)"), QRegularExpression::MultilineOption);
        const auto r = row.match(report);
        QVERIFY(r.hasMatch());
        QVERIFY(r.capturedLength(1) <= 100);
        QCOMPARE(qint64(r.capturedLength(1)), 100000 / perX);
    }

    // A session may hold a read of up to a day (samplecheck's bound). The fuzzer found
    // that one such read among fast ones made the histogram as long as the latency
    // (86 billion 5 µs buckets: bad_alloc, or minutes of walking). It lands in the
    // open-ended last row instead.
    void oneDayLongReadLandsInTheLastRow_data()
    {
        QTest::addColumn<qint64>("typicalNs");
        QTest::addColumn<QString>("lastRow");
        QTest::newRow("fast device, µs buckets") << qint64(60000) << QStringLiteral("49995+");
        QTest::newRow("disk, 1 ms buckets") << qint64(18000000) << QStringLiteral("9999+");
    }
    void oneDayLongReadLandsInTheLastRow()
    {
        QFETCH(qint64, typicalNs);
        QFETCH(QString, lastRow);
        std::vector<qint64> lat;
        for (int i = 0; i < 9999; ++i)
            lat.push_back(typicalNs + (i % 50) * 1000);
        lat.push_back(86'400'000'000'000); // one day
        const RunResult run = syntheticRun(lat, qint64(1) << 30);
        const QString report = seekTextReport(run, summarize(run));
        QVERIFY2(
            report.contains(QRegularExpression(QStringLiteral("^\\s*%1 :$").arg(QRegularExpression::escape(lastRow)),
                QRegularExpression::MultilineOption)),
            qPrintable(report.left(2000)));
        QVERIFY(report.size() < 20000);
    }

    void partialRunsAreLabelled()
    {
        RunResult run = syntheticRun(std::vector<qint64>(10, 1000000));
        run.status = RunStatus::Cancelled;
        QVERIFY(
            seekTextReport(run, summarize(run)).contains(QStringLiteral("PARTIAL RESULT: cancelled after 10 of 10")));
        run.status = RunStatus::Failed;
        run.failure.message = QStringLiteral("Reading 512 B at offset 0 failed: Input/output error.");
        QVERIFY(seekTextReport(run, summarize(run)).contains(QStringLiteral("Input/output error")));
        run.direct = false;
        QVERIFY(seekTextReport(run, summarize(run)).contains(QStringLiteral("page cache in the way")));
    }
};

QTEST_GUILESS_MAIN(TestSeekTextReport)
#include "tst_seektextreport.moc"
