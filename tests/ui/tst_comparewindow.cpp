// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5, "Compare": runs of one benchmark on different drives, measured for real by the
// engine on simulated drives (sim:hdd against sim:ssd) and on a random file, overlaid
// and tabulated; the figures must be each run's own summary and the overlays each
// run's own histogram, only normalised.
#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/bandwidth/bandwidthsummary.h"
#include "core/bench/benchmarkregistry.h"
#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthconfig.h"
#include "core/bench/depth/depthprofile.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/speed/speedbenchmark.h"
#include "core/bench/speed/speedgrid.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/io/target.h"
#include "core/stats/linearhistogram.h"
#include "core/util/byteunits.h"
#include "kindruns.h"
#include "privateuserdirs.h"
#include "testfiles.h"
#include "ui/charts/latencyhistogramchart.h"
#include "ui/compare/comparefiguresmodel.h"
#include "ui/compare/comparelinechart.h"
#include "ui/compare/compareseries.h"
#include "ui/compare/comparestyle.h"
#include "ui/compare/latencycompareview.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/bandwidth/bandwidthcompareview.h"
#include "ui/pages/depth/depthcompareview.h"
#include "ui/pages/pageregistry.h"
#include "ui/pages/speed/speedcompareview.h"
#include "ui/pages/speed/speedtiles.h"
#include "ui/pages/zone/zonecompareview.h"
#include "ui/window/comparewindow.h"

#include "uitestsupport.h"
#include <QSet>

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QBarSet>
#include <QChart>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QSet>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

#include <cmath>

using namespace DriveScope;

namespace {

int g_nextId = 1;

std::unique_ptr<Target> openTarget(const QString &spec)
{
    OpenError error;
    auto target = Target::open(spec, OpenOptions {}, &error);
    if (!target)
        qWarning("%s: %s", qPrintable(spec), qPrintable(error.message));
    return target;
}

RunRecordPtr recordOf(const QString &page, RunResult result, bool includeWarmUp)
{
    auto record = std::make_shared<RunRecord>();
    record->id = g_nextId++;
    record->page = page;
    record->result = std::move(result);
    record->includeWarmUp = includeWarmUp;
    record->summary = summarizeRun(record->result);
    return record;
}

// job run to its end (within a minute) as a record of page; null if it did not end.
RunRecordPtr recordOfRun(const QString &page, BenchmarkJob &job, bool includeWarmUp)
{
    BenchRunner runner;
    job.start(runner);
    if (!runner.wait(60000))
        return nullptr;
    return recordOf(page, job.result(runner), includeWarmUp);
}

RunRecordPtr seekRun(const QString &spec, qint64 count, quint64 seed = 7)
{
    auto target = openTarget(spec);
    if (!target)
        return nullptr;
    SeekConfig config;
    config.count = count;
    config.seed = seed;
    QString error;
    const auto plan = planSeek(config, target->info(), &error);
    if (!plan) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    return recordOfRun(QStringLiteral("seek"), *makeSeekBenchmark(*target, *plan), plan->includeWarmUp);
}

RunRecordPtr zoneRun(const QString &spec, qint64 points)
{
    auto target = openTarget(spec);
    if (!target)
        return nullptr;
    ZoneConfig config;
    config.points = points;
    config.bytesPerPoint = 8 << 20;
    QString error;
    const auto plan = planZone(config, target->info(), &error);
    if (!plan) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    return recordOfRun(QStringLiteral("zone"), *makeZoneBenchmark(*target, *plan), true);
}

RunRecordPtr bandwidthRun(const QString &spec)
{
    auto target = openTarget(spec);
    if (!target)
        return nullptr;
    BandwidthConfig config;
    config.total = 64 << 20;
    config.intervalNs = 100'000'000;
    QString error;
    const auto plan = planBandwidth(config, target->info(), &error);
    if (!plan) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    return recordOfRun(QStringLiteral("bandwidth"),
        *std::make_shared<BandwidthBenchmark>(*target, *plan, DiskStatsSource::forTarget(target->info())), true);
}

RunRecordPtr syncWriteRun(const QString &spec)
{
    OpenError openError;
    auto target = Target::open(spec, openOptionsFor(SyncMode::OSync), &openError);
    if (!target)
        return nullptr;
    SyncWriteConfig config;
    config.count = 300;
    QString error;
    const auto plan = planSyncWrite(config, 512, SyncMode::OSync, target->info(), &error);
    if (!plan) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    return recordOfRun(QStringLiteral("syncwrite"), *makeSyncWriteBenchmark(*target, *plan), plan->includeWarmUp);
}

RunRecordPtr depthRun(const QString &spec)
{
    auto target = openTarget(spec);
    if (!target)
        return nullptr;
    DepthConfig config;
    config.depths = { 1, 2, 4, 8, 16 };
    config.maxIosPerDepth = 2000;
    QString error;
    const auto plan = planDepth(config, target->info(), &error);
    if (!plan) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    return recordOfRun(QStringLiteral("depth"), *makeDepthBenchmark(*target, *plan), false);
}

RunRecordPtr speedRun(const QString &spec)
{
    OpenOptions options;
    options.access = OpenOptions::Access::ReadWrite; // a simulated drive stores nothing
    OpenError openError;
    auto target = Target::open(spec, options, &openError);
    if (!target)
        return nullptr;
    SpeedConfig config;
    QString error;
    config.tests = *parseSpeedTests(QStringLiteral("SEQ1M Q8T1,RND4K Q32T1"), &error);
    config.write = true;
    config.runs = 2;
    config.durationNs = 100'000'000;
    config.areaBytes = 256 << 20;
    const auto plan = planSpeed(config, target->info(), true, &error);
    if (!plan) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    return recordOfRun(QStringLiteral("speed"), *std::make_shared<SpeedBenchmark>(*target, *plan), true);
}

QStringList legendLabels(CompareLineChart *chart)
{
    QStringList labels;
    for (QLegendMarker *m : chart->chart()->legend()->markers())
        labels.append(m->label());
    return labels;
}

template<typename View> View *viewOf(const CompareWindow &w)
{
    return qobject_cast<View *>(w.view());
}

double value(const CompareFiguresModel &model, const QString &key, int column)
{
    const int row = model.rowOf(key);
    return row < 0 ? std::nan("") : model.index(row, column).data(CompareFiguresModel::ValueRole).toDouble();
}

} // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT
private:
    RunRecordPtr m_hdd;
    RunRecordPtr m_ssd;

private slots:
    void initTestCase()
    {
        QVERIFY(Test::usePrivateUserDirs(QStringLiteral("tst_comparewindow")));
        m_hdd = seekRun(QStringLiteral("sim:hdd,seed=3"), 1500);
        m_ssd = seekRun(QStringLiteral("sim:ssd,seed=4"), 1500);
        QVERIFY(m_hdd && m_ssd);
        QCOMPARE(m_hdd->result.status, RunStatus::Completed);
        QCOMPARE(m_ssd->summary.latency.count, qint64(1500));
    }

    void refusesWhatCannotBeCompared()
    {
        const RunRecordPtr zone = zoneRun(QStringLiteral("sim:hdd"), 3);
        QVERIFY(zone);
        QCOMPARE(CompareWindow::whyNotComparable({ m_hdd, zone }),
            QStringLiteral("Only runs of the same benchmark can be compared; these are Seek and Zone sweep runs."));
        QCOMPARE(CompareWindow::whyNotComparable({ m_hdd }),
            QStringLiteral("Pick at least two runs of the same benchmark to compare "
                           "(Ctrl+click or Shift+click in the runs table)."));
        QVERIFY(!CompareWindow::whyNotComparable({}).isEmpty());
        QVERIFY(CompareWindow::whyNotComparable({ m_hdd, m_ssd }).isEmpty());
        QVERIFY(CompareWindow::whyNotComparable({ m_hdd, m_hdd, m_ssd }).isEmpty());
    }

    // Each run's overlay is its own histogram (the seek page's buckets), divided by its
    // own count: the percentages add up to 100 per run whatever the run's length.
    void histogramsArePercentOfEachRun_data()
    {
        QTest::addColumn<int>("scale");
        QTest::newRow("1 ms buckets") << int(CompareSeries::HistogramScale::Milliseconds);
        QTest::newRow("log µs buckets") << int(CompareSeries::HistogramScale::LogMicroseconds);
    }
    void histogramsArePercentOfEachRun()
    {
        QFETCH(int, scale);
        const auto s = CompareSeries::HistogramScale(scale);
        const RunRecordPtr shortHdd = seekRun(QStringLiteral("sim:hdd,seed=9"), 300);
        QVERIFY(shortHdd);
        for (const RunRecordPtr &run : { m_hdd, m_ssd, shortHdd }) {
            const auto buckets = CompareSeries::histogram(*run, s);
            QVERIFY(!buckets.empty());
            double sum = 0;
            quint64 counted = 0;
            for (const auto &b : buckets) {
                sum += b.percent;
                counted += b.count;
                QCOMPARE(b.percent, 100.0 * double(b.count) / double(run->summary.latency.count));
            }
            QVERIFY2(std::abs(sum - 100) < 1e-9, qPrintable(QString::number(sum, 'g', 17)));
            QCOMPARE(qint64(counted), run->summary.latency.count);

            // The run's own histogram, as its page draws it from the same reads.
            LatencyHistogramChart own;
            own.setAutomatic(false);
            own.setScale(s == CompareSeries::HistogramScale::Milliseconds
                    ? LatencyHistogramChart::Scale::Milliseconds
                    : LatencyHistogramChart::Scale::LogMicroseconds);
            for (qint64 ns : run->result.measuredLatencies(run->includeWarmUp))
                own.add(ns);
            const auto drawn = own.drawnBuckets();
            QCOMPARE(drawn.size(), buckets.size());
            for (std::size_t i = 0; i < drawn.size(); ++i) {
                QCOMPARE(drawn[i].first, buckets[i].lowerNs);
                QCOMPARE(drawn[i].second, buckets[i].count);
            }
        }
        // And the classic seek histogram, for the linear scale: LinearHistogram's 1 ms
        // buckets.
        if (s == CompareSeries::HistogramScale::Milliseconds) {
            LinearHistogram h(1'000'000);
            for (qint64 ns : m_hdd->result.measuredLatencies(false))
                h.add(ns);
            const auto buckets = CompareSeries::histogram(*m_hdd, s);
            QCOMPARE(int(buckets.size()), h.bucketCount());
            for (int i = 0; i < h.bucketCount(); ++i)
                QCOMPARE(qint64(buckets[std::size_t(i)].count), h.count(i));
        }
    }

    void automaticScaleFollowsTheMedians()
    {
        const RunRecordPtr other = seekRun(QStringLiteral("sim:hdd,seed=5,rpm=5400"), 300);
        QCOMPARE(CompareSeries::automaticScale({ m_hdd, other }), CompareSeries::HistogramScale::Milliseconds);
        QCOMPARE(CompareSeries::automaticScale({ m_hdd, m_ssd }), CompareSeries::HistogramScale::LogMicroseconds);
    }

    void chartsOverlayBothRunsAndNameTheDrives()
    {
        CompareWindow w({ m_hdd, m_ssd });
        auto *view = viewOf<LatencyCompareView>(w);
        QVERIFY(view);
        QCOMPARE(view->histogramScale(), CompareSeries::HistogramScale::LogMicroseconds);
        for (CompareLineChart *chart : { view->histogramChart(), view->timeChart() }) {
            const QStringList labels = legendLabels(chart);
            QCOMPARE(labels.size(), 2);
            QVERIFY2(
                labels[0].startsWith(QStringLiteral("DriveScope simulated HDD 7200 rpm · ")), qPrintable(labels[0]));
            QVERIFY2(labels[1].startsWith(QStringLiteral("DriveScope simulated SSD · ")), qPrintable(labels[1]));
            const QString when = m_hdd->result.startedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
            QVERIFY2(labels[0].endsWith(when), qPrintable(labels[0]));
            QCOMPARE(chart->lines()[0].color, CompareStyle::runColor(0, w.palette()));
            QVERIFY(chart->lines()[0].color != chart->lines()[1].color);
        }
        // The drawn histogram peaks where each run's fullest bucket is.
        for (int i = 0; i < 2; ++i) {
            double peak = 0, drawn = 0;
            for (const auto &b : CompareSeries::histogram(*w.runs()[i], view->histogramScale()))
                peak = std::max(peak, b.percent);
            for (const QPointF &p : view->histogramChart()->lines()[i].points)
                drawn = std::max(drawn, p.y());
            QCOMPARE(drawn, peak);
        }
        QVERIFY(view->histogramChart()->axes().xTitle.contains(QStringLiteral("µs")));
        QVERIFY(view->histogramChart()->axes().yTitle.contains(QStringLiteral("(%)")));
        // A disk and an SSD: their medians are a hundred times apart.
        QVERIFY(view->timeChart()->axes().logY);
        // The SSD's run is far shorter: each line spans its own run in percent.
        QCOMPARE(view->timeAxis(), CompareSeries::TimeAxis::PercentOfRun);
        for (const auto &line : view->timeChart()->lines()) {
            QVERIFY(!line.points.isEmpty());
            QVERIFY(line.points.back().x() > 90 && line.points.back().x() <= 100);
        }
        view->setScaleChoice(LatencyCompareView::ScaleChoice::Milliseconds);
        QVERIFY(view->histogramChart()->axes().xTitle.contains(QStringLiteral("ms")));
        QVERIFY(!view->histogramChart()->axes().logX);
    }

    void figuresAreEachRunsSummary()
    {
        const RunRecordPtr hdd2 = seekRun(QStringLiteral("sim:hdd,seed=11,rpm=5400"), 500);
        QVERIFY(hdd2);
        const QList<RunRecordPtr> runs { m_hdd, m_ssd, hdd2 };
        CompareFiguresModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRuns(runs, CompareStyle::runLabels(runs));
        QCOMPARE(model.columnCount(), 3);
        struct Key {
            const char *key;
            double (*get)(const LatencySummary &);
        };
        const Key keys[] = {
            { "count", [](const LatencySummary &s) { return double(s.count); } },
            { "mean", [](const LatencySummary &s) { return s.meanNs; } },
            { "median", [](const LatencySummary &s) { return double(s.p50Ns); } },
            { "p90", [](const LatencySummary &s) { return double(s.p90Ns); } },
            { "p99", [](const LatencySummary &s) { return double(s.p99Ns); } },
            { "p999", [](const LatencySummary &s) { return double(s.p999Ns); } },
            { "stddev", [](const LatencySummary &s) { return s.stddevNs; } },
            { "min", [](const LatencySummary &s) { return double(s.minNs); } },
            { "max", [](const LatencySummary &s) { return double(s.maxNs); } },
            { "ops_per_second", [](const LatencySummary &s) { return s.opsPerSecond; } },
            { "mbps", [](const LatencySummary &s) { return s.megabytesPerSecond(); } },
        };
        for (const Key &k : keys) {
            const QString key = QString::fromLatin1(k.key);
            const int row = model.rowOf(key);
            QVERIFY2(row >= 0, k.key);
            const double a = k.get(runs[0]->summary.latency);
            for (int c = 0; c < runs.size(); ++c) {
                const double b = k.get(runs[c]->summary.latency);
                QCOMPARE(value(model, key, c), b);
                const QVariant diff = model.index(row, c).data(CompareFiguresModel::DifferenceRole);
                if (c == 0) {
                    QVERIFY(!diff.isValid());
                    continue;
                }
                QCOMPARE(diff.toDouble(), (b - a) / a * 100);
                QVERIFY2(model.index(row, c).data().toString().contains(
                             CompareFiguresModel::formatDifference((b - a) / a * 100)),
                    qPrintable(model.index(row, c).data().toString()));
            }
            QVERIFY(!model.headerData(row, Qt::Vertical).toString().isEmpty());
        }
        // Units in the row header.
        QCOMPARE(model.headerData(model.rowOf(QStringLiteral("mean")), Qt::Vertical).toString(),
            QStringLiteral("Mean (ms)"));
        QCOMPARE(model.headerData(model.rowOf(QStringLiteral("mbps")), Qt::Vertical).toString(),
            QStringLiteral("Throughput (MB/s)"));
        // The SSD reads faster: lower latency and more reads per second are both better
        // (green); the 5400 rpm disk is slower than the 7200 rpm baseline: worse (red).
        const int mean = model.rowOf(QStringLiteral("mean"));
        const int rate = model.rowOf(QStringLiteral("ops_per_second"));
        QCOMPARE(model.index(mean, 1).data(CompareFiguresModel::VerdictRole).toInt(), 1);
        QCOMPARE(model.index(rate, 1).data(CompareFiguresModel::VerdictRole).toInt(), 1);
        QCOMPARE(model.index(mean, 2).data(CompareFiguresModel::VerdictRole).toInt(), -1);
        QCOMPARE(model.index(mean, 1).data(Qt::ForegroundRole).value<QColor>(),
            CompareStyle::betterColor(QGuiApplication::palette()));
        QCOMPARE(model.index(mean, 2).data(Qt::ForegroundRole).value<QColor>(),
            CompareStyle::worseColor(QGuiApplication::palette()));
        QVERIFY(model.index(mean, 1).data().toString().contains(QStringLiteral("−")));
        QVERIFY(model.index(rate, 1).data().toString().contains(QStringLiteral("(+")));
        QCOMPARE(
            model.index(model.rowOf(QStringLiteral("count")), 1).data(CompareFiguresModel::VerdictRole).toInt(), 0);
        QCOMPARE(CompareFiguresModel::formatDifference(12.345), QStringLiteral("+12.3 %"));
        QVERIFY(std::isnan(CompareFiguresModel::percentDifference(0, 5)));
    }

    // Two disks of different sizes: in percent of each target their sweeps' points
    // fall on the same x, in GB they do not.
    void zoneOverlayInPercentLinesUpDifferentSizes()
    {
        const RunRecordPtr small = zoneRun(QStringLiteral("sim:hdd,capacity=100GB,seed=2"), 5);
        const RunRecordPtr large
            = zoneRun(QStringLiteral("sim:hdd,capacity=400GB,seed=2,outer=200MB/s,inner=90MB/s"), 5);
        QVERIFY(small && large);
        CompareWindow w({ small, large });
        auto *view = viewOf<ZoneCompareView>(w);
        QVERIFY(view);
        QCOMPARE(view->offsetAxis(), ZoneCompareView::OffsetAxis::Percent);
        const auto &lines = view->chart()->lines();
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0].points.size(), 5);
        QCOMPARE(lines[1].points.size(), lines[0].points.size());
        for (int i = 0; i < lines[0].points.size(); ++i)
            QVERIFY(std::abs(lines[0].points[i].x() - lines[1].points[i].x()) < 0.01);
        QVERIFY(lines[0].points.back().x() <= 100);
        QVERIFY(view->chart()->axes().xTitle.contains(QStringLiteral("%")));
        // Each point's MB/s is the zone profile's.
        const ZoneProfile profile
            = ZoneProfile::compute(large->result.samples, *ZonePlan::fromJson(large->result.config));
        for (int i = 0; i < lines[1].points.size(); ++i)
            QCOMPARE(lines[1].points[i].y(), profile.points[std::size_t(i)].megabytesPerSecond());
        const auto *model = w.figuresModel();
        QCOMPARE(value(*model, QStringLiteral("zone_max"), 1), profile.maxMBps);
        QCOMPARE(value(*model, QStringLiteral("zone_drop"), 1), profile.dropPercent);
        QCOMPARE(
            model->index(model->rowOf(QStringLiteral("zone_mean")), 1).data(CompareFiguresModel::VerdictRole).toInt(),
            1);

        view->setOffsetChoice(ZoneCompareView::OffsetChoice::Gigabytes);
        const auto &gb = view->chart()->lines();
        QVERIFY(std::abs(gb[1].points.back().x() / gb[0].points.back().x() - 4) < 0.01);
        QCOMPARE(view->chart()->axes().xTitle, QStringLiteral("Offset (GB)"));

        // Same size: GB by default.
        const RunRecordPtr again = zoneRun(QStringLiteral("sim:hdd,capacity=100GB,seed=3"), 5);
        QCOMPARE(ZoneCompareView::automaticOffsetAxis({ small, again }), ZoneCompareView::OffsetAxis::Gigabytes);

        // Named apart by their sizes.
        QVERIFY2(
            w.runLabels()[0].startsWith(
                QStringLiteral("DriveScope simulated HDD 7200 rpm (%1) · ").arg(formatBytesDecimal(100'000'000'000))),
            qPrintable(w.runLabels()[0]));
        QVERIFY(w.runLabels()[1].contains(QStringLiteral("(%1)").arg(formatBytesDecimal(400'000'000'000))));
        view->setOffsetChoice(ZoneCompareView::OffsetChoice::Auto);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-zone.png")));
    }

    // Drives of one model but different sizes are named by size whatever their start
    // times (this test used to pass only when both runs started within one second).
    void sameModelDifferentSizesAreNamedBySize()
    {
        auto copyOf = [](const RunRecordPtr &r, qint64 sizeBytes, int secondsLater) {
            auto c = std::make_shared<RunRecord>(*r);
            c->result.target.sizeBytes = sizeBytes;
            c->result.startedAt = r->result.startedAt.addSecs(secondsLater);
            return RunRecordPtr(c);
        };
        const QList<RunRecordPtr> runs { copyOf(m_hdd, 100'000'000'000, 0), copyOf(m_hdd, 400'000'000'000, 7),
            copyOf(m_hdd, 100'000'000'000, 9) };
        const QStringList labels = CompareStyle::runLabels(runs);
        QVERIFY2(labels[0].contains(QStringLiteral("(%1) · ").arg(formatBytesDecimal(100'000'000'000))),
            qPrintable(labels[0]));
        QVERIFY2(labels[1].contains(QStringLiteral("(%1) · ").arg(formatBytesDecimal(400'000'000'000))),
            qPrintable(labels[1]));
        QVERIFY2(labels[2].contains(QStringLiteral("(%1) · ").arg(formatBytesDecimal(100'000'000'000))),
            qPrintable(labels[2]));
        QCOMPARE(labels.size(), QSet<QString>(labels.begin(), labels.end()).size());

        // One size for all: no size in the names.
        const QList<RunRecordPtr> same { copyOf(m_hdd, 100'000'000'000, 0), copyOf(m_hdd, 100'000'000'000, 5) };
        for (const QString &label : CompareStyle::runLabels(same))
            QVERIFY2(!label.contains(QStringLiteral(" (")), qPrintable(label));
    }

    void bandwidthAndAFileCompareToo()
    {
        const RunRecordPtr hdd = bandwidthRun(QStringLiteral("sim:hdd"));
        const RunRecordPtr ssd = bandwidthRun(QStringLiteral("sim:ssd"));
        QVERIFY(hdd && ssd);
        CompareWindow w({ hdd, ssd });
        auto *view = viewOf<BandwidthCompareView>(w);
        QVERIFY(view);
        QCOMPARE(view->chart()->lines().size(), 2);
        QVERIFY(view->chart()->lines()[0].points.size() >= 2);
        QCOMPARE(legendLabels(view->chart())[1].section(QStringLiteral(" · "), -1), QStringLiteral("read"));
        QCOMPARE(value(*w.figuresModel(), QStringLiteral("bw_mbps"), 0),
            summarizeBandwidth(hdd->result).megabytesPerSecond());
        QCOMPARE(value(*w.figuresModel(), QStringLiteral("bw_mbps"), 1),
            summarizeBandwidth(ssd->result).megabytesPerSecond());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-bandwidth.png")));

        // A file is named by its folder, not by its (often deleted, randomly named) self.
        const QString path = Test::scratchRoot() + QStringLiteral("/compare-file.bin");
        QVERIFY(Test::makeRandomFile(path, 16 << 20));
        const RunRecordPtr file = seekRun(path, 200);
        QVERIFY(file);
        QFile::remove(path);
        const QStringList labels = CompareStyle::runLabels({ m_hdd, file });
        QVERIFY2(
            labels[1].contains(QStringLiteral("file in ") + QFileInfo(path).absolutePath() + QStringLiteral(" · ")),
            qPrintable(labels[1]));
        QVERIFY2(!labels[1].contains(QStringLiteral("compare-file.bin")), qPrintable(labels[1]));
        // Two runs that would read the same are told apart.
        const QStringList same = CompareStyle::runLabels({ m_hdd, m_hdd });
        QVERIFY(same[0] != same[1]);
    }

    // The sync-write question: the same disk with its write cache on and off.
    void syncWriteCacheOnAgainstOff()
    {
        const RunRecordPtr on = syncWriteRun(QStringLiteral("sim:hdd,cache=on"));
        const RunRecordPtr off = syncWriteRun(QStringLiteral("sim:hdd,cache=off"));
        QVERIFY(on && off);
        CompareWindow w({ off, on });
        auto *view = viewOf<LatencyCompareView>(w);
        QVERIFY(view);
        const QStringList labels = legendLabels(view->histogramChart());
        QVERIFY2(labels[0].endsWith(QStringLiteral(" · 512 B osync · cache off")), qPrintable(labels[0]));
        QVERIFY2(labels[1].endsWith(QStringLiteral(" · 512 B osync · cache on")), qPrintable(labels[1]));
        QCOMPARE(view->histogramChart()->axes().yTitle, QStringLiteral("Writes (%)"));
        const CompareFiguresModel &model = *w.figuresModel();
        QCOMPARE(
            model.headerData(model.rowOf(QStringLiteral("count")), Qt::Vertical).toString(), QStringLiteral("Writes"));
        QVERIFY(model.headerData(model.rowOf(QStringLiteral("mean")), Qt::Vertical)
                    .toString()
                    .startsWith(QStringLiteral("Average (avg)")));
        QCOMPARE(value(model, QStringLiteral("mean"), 1), on->summary.latency.meanNs);
        QCOMPARE(value(model, QStringLiteral("max"), 0), double(off->summary.latency.maxNs));
        // The cache answers far sooner than a revolution: better.
        QCOMPARE(model.index(model.rowOf(QStringLiteral("mean")), 1).data(CompareFiguresModel::VerdictRole).toInt(), 1);
        QCOMPARE(model.index(model.rowOf(QStringLiteral("ops_per_second")), 1)
                     .data(CompareFiguresModel::VerdictRole)
                     .toInt(),
            1);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-syncwrite.png")));
    }

    // Depth curves of two drives overlaid: each line is that run's own profile, one
    // point per depth, on the log2 axis.
    void depthCurvesOverlay()
    {
        const RunRecordPtr hdd = depthRun(QStringLiteral("sim:hdd"));
        const RunRecordPtr ssd = depthRun(QStringLiteral("sim:ssd"));
        QVERIFY(hdd && ssd);
        CompareWindow w({ hdd, ssd });
        auto *view = viewOf<DepthCompareView>(w);
        QVERIFY(view);
        const auto &iopsLines = view->iopsChart()->lines();
        QCOMPARE(iopsLines.size(), 2);
        QCOMPARE(view->latencyChart()->lines().size(), 2);
        const DepthProfile ssdProfile = DepthProfile::compute(ssd->result);
        QCOMPARE(iopsLines[1].points.size(), qsizetype(ssdProfile.rows.size()));
        for (qsizetype i = 0; i < iopsLines[1].points.size(); ++i) {
            QCOMPARE(iopsLines[1].points[i].x(), double(ssdProfile.rows[size_t(i)].depth));
            QCOMPARE(iopsLines[1].points[i].y(), ssdProfile.rows[size_t(i)].latency.opsPerSecond);
        }
        // The SSD's channels scale with depth; the single head far less.
        QVERIFY(iopsLines[1].points.back().y() > 4 * iopsLines[0].points.back().y());
        QCOMPARE(view->iopsChart()->axes().logXBase, 2);
        // The disk's deep queue waits past 10 ms: p99 in ms, not 1e+06 µs.
        const DepthProfile hddProfile = DepthProfile::compute(hdd->result);
        QVERIFY(hddProfile.rows.back().latency.p99Ns > 10e6);
        QCOMPARE(view->latencyChart()->axes().yUnit, QStringLiteral("ms"));
        QCOMPARE(
            view->latencyChart()->lines()[0].points.back().y(), double(hddProfile.rows.back().latency.p99Ns) / 1e6);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // Drawn, a short IOPS axis still says what it counts ("logarithmic" alone did not).
        for (QAbstractAxis *axis : view->iopsChart()->chart()->axes(Qt::Vertical))
            QVERIFY2(axis->titleText().startsWith(QStringLiteral("IOPS")), qPrintable(axis->titleText()));
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-depth.png")));
    }

    // Speed grids side by side: a block of tiles per run, each the median run's MB/s with
    // its difference from the baseline's, one latency unit on every tile, and a bar per
    // run for every test; the figures table beneath, a row per test, direction and figure.
    void speedGridsSideBySide()
    {
        const RunRecordPtr hdd = speedRun(QStringLiteral("sim:hdd"));
        const RunRecordPtr ssd = speedRun(QStringLiteral("sim:ssd"));
        QVERIFY(hdd && ssd);
        CompareWindow w({ hdd, ssd });
        const CompareFiguresModel &model = *w.figuresModel();
        const SpeedGrid a = SpeedGrid::of(*SpeedPlan::fromJson(hdd->result.config), hdd->result.phases);
        const SpeedGrid b = SpeedGrid::of(*SpeedPlan::fromJson(ssd->result.config), ssd->result.phases);
        QCOMPARE(a.cells.size(), std::size_t(4));
        for (std::size_t i = 0; i < a.cells.size(); ++i) {
            const QString key = SpeedGrid::key(a.cells[i]);
            QCOMPARE(value(model, key + QStringLiteral("_mbps"), 0), a.cells[i].median.megabytesPerSecond);
            QCOMPARE(value(model, key + QStringLiteral("_mbps"), 1), b.cells[i].median.megabytesPerSecond);
            QCOMPARE(value(model, key + QStringLiteral("_iops"), 1), b.cells[i].median.iops);
            QCOMPARE(model.headerData(model.rowOf(key + QStringLiteral("_mbps")), Qt::Vertical)
                         .toString()
                         .section(u' ', 0, 2),
                a.cells[i].test.name() + QLatin1Char(' ') + speedDirectionName(a.cells[i].direction));
        }
        // Random reads: the SSD is far faster, shown as better.
        const int row = model.rowOf(QStringLiteral("rnd4k_q32t1_read_iops"));
        QCOMPARE(model.index(row, 1).data(CompareFiguresModel::VerdictRole).toInt(), 1);

        auto *view = viewOf<SpeedCompareView>(w);
        QVERIFY(view);
        QCOMPARE(view->cells().size(), a.cells.size());
        // The disk's random reads wait past 10 ms: every tile, the SSD's too, in ms.
        QCOMPARE(view->latencyUnit().name, QStringLiteral("ms"));
        const QPalette palette = w.palette();
        for (std::size_t i = 0; i < a.cells.size(); ++i) {
            const SpeedCompareView::Cell &cell = view->cells()[i];
            QCOMPARE(cell.test, a.cells[i].test.name());
            QCOMPARE(cell.direction, a.cells[i].direction);
            const SpeedCell *perRun[] = { &a.cells[i], &b.cells[i] };
            for (int r = 0; r < 2; ++r) {
                SpeedTile *tile = view->tile(r, int(i));
                QVERIFY(tile);
                const double mbps = perRun[r]->median.megabytesPerSecond;
                QCOMPARE(tile->valueText(), QString::number(mbps, 'f', mbps < 100 ? 2 : 1));
                const QStringList detail = tile->detailText().split(u'\n');
                QCOMPARE(detail.size(), 3);
                for (int line = 1; line < 3; ++line)
                    QVERIFY2(detail[line].endsWith(QStringLiteral(" ms")), qPrintable(detail[line]));
            }
            QCOMPARE(view->tile(0, int(i))->differenceText(), QStringLiteral("baseline"));
            const double percent = CompareFiguresModel::percentDifference(
                a.cells[i].median.megabytesPerSecond, b.cells[i].median.megabytesPerSecond);
            QCOMPARE(view->tile(1, int(i))->differenceText(), CompareFiguresModel::formatDifference(percent));
            // The SSD is faster at every test: green, as the table's verdicts.
            QVERIFY(percent > 0);
            QCOMPARE(view->tile(1, int(i))->differenceColor(), CompareStyle::betterColor(palette));
            // Each run's tiles carry its colour, as its bars do.
            for (int r = 0; r < 2; ++r)
                QCOMPARE(view->tile(r, int(i))->accent(), CompareStyle::runColor(r, palette));
        }
        // A bar per run, in the run's colour, each bar the tile's median; the grid reads
        // top to bottom, the category axis counts upwards.
        const auto series = view->barChart()->chart()->series();
        QCOMPARE(series.size(), 1);
        const auto sets = static_cast<QAbstractBarSeries *>(series.front())->barSets();
        QCOMPARE(sets.size(), 2);
        const SpeedGrid *grids[] = { &a, &b };
        for (int r = 0; r < 2; ++r) {
            QCOMPARE(sets[r]->color(), CompareStyle::runColor(r, palette));
            QCOMPARE(sets[r]->count(), int(a.cells.size()));
            for (std::size_t i = 0; i < a.cells.size(); ++i)
                QCOMPARE(sets[r]->at(int(a.cells.size() - 1 - i)), grids[r]->cells[i].median.megabytesPerSecond);
        }
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-speed.png")));
        w.setPalette(Test::darkPalette());
        QTest::qWait(100);
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-speed-dark.png")));
    }

    // Every benchmark the window has a page for compares: two of its small runs (sim:hdd
    // against sim:ssd) get a column each in the figures table, and a benchmark that
    // brings its own view gets each of its charts drawn with a line per run and placed in
    // the window. A new benchmark is covered by its kind's small run, not by editing this.
    void everyBenchmarkCompares()
    {
        for (const PageEntry &page : PageRegistry::all()) {
            const QString id = page.kind->id();
            const auto hdd = Test::smallRun(*page.kind, QStringLiteral("sim:hdd"));
            const auto ssd = Test::smallRun(*page.kind, QStringLiteral("sim:ssd"));
            QVERIFY2(hdd && ssd, qPrintable(id));
            CompareWindow w({ makeRunRecord(g_nextId++, *hdd), makeRunRecord(g_nextId++, *ssd) });
            QCOMPARE(w.figuresModel()->columnCount(), 2);
            QVERIFY2(w.figuresModel()->rowCount() > 0, qPrintable(id));
            QCOMPARE(w.view() != nullptr, bool(page.createCompareView));
            if (!w.view())
                continue;
            QVERIFY2(!w.view()->charts().isEmpty(), qPrintable(id));
            for (QWidget *chart : w.view()->charts()) {
                QVERIFY2(w.isAncestorOf(chart), qPrintable(id));
                const auto *lines = qobject_cast<CompareLineChart *>(chart);
                if (!lines)
                    continue;
                QCOMPARE(lines->lines().size(), 2);
                for (const CompareLineChart::Line &line : lines->lines())
                    QVERIFY2(!line.points.isEmpty(), qPrintable(id + QStringLiteral(": ") + line.name));
            }
            for (const CompareView::Control &control : w.view()->controls())
                QVERIFY2(w.isAncestorOf(control.widget), qPrintable(id));
        }
    }

    // Colours stay distinct and visible on a dark palette too.
    void colorsFollowThePalette()
    {
        QPalette dark;
        dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
        QPalette light;
        light.setColor(QPalette::Base, Qt::white);
        for (const QPalette &p : { dark, light }) {
            QSet<QRgb> seen;
            for (int i = 0; i < 6; ++i) {
                const QColor c = CompareStyle::runColor(i, p);
                seen.insert(c.rgb());
                QVERIFY2(std::abs(c.lightness() - p.color(QPalette::Base).lightness()) > 60, qPrintable(c.name()));
            }
            QCOMPARE(seen.size(), 6);
        }
    }

    // The window's entry point: Run > Compare selected runs (Ctrl+D) on the rows picked
    // in the runs table, topmost first.
    void mainWindowComparesTheSelectedRows()
    {
        MainWindow w;
        auto *action = w.findChild<QAction *>(QStringLiteral("compareSelectedRuns"));
        QVERIFY2(action, "MainWindow has no Run > Compare selected runs action");
        const RunRecordPtr zone = zoneRun(QStringLiteral("sim:hdd"), 3);
        w.runsModel()->add(m_hdd);
        w.runsModel()->add(zone);
        w.runsModel()->add(m_ssd);
        QCOMPARE(w.runsView()->selectionMode(), QAbstractItemView::ExtendedSelection);
        auto *selection = w.runsView()->selectionModel();
        const auto rows = QItemSelectionModel::Select | QItemSelectionModel::Rows;
        // Picked bottom-up: the topmost row is still the baseline.
        selection->select(w.runsModel()->index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        selection->select(w.runsModel()->index(1, 0), rows);
        action->trigger();
        QVERIFY(w.findChildren<CompareWindow *>().isEmpty());
        QVERIFY2(w.statusBar()->currentMessage().startsWith(QStringLiteral("Only runs of the same benchmark")),
            qPrintable(w.statusBar()->currentMessage()));
        selection->select(w.runsModel()->index(2, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        selection->select(w.runsModel()->index(0, 0), rows);
        action->trigger();
        const auto windows = w.findChildren<CompareWindow *>();
        QCOMPARE(windows.size(), 1);
        QCOMPARE(windows.front()->runs(), (QList<RunRecordPtr> { m_hdd, m_ssd }));
        QVERIFY(windows.front()->isVisible());
        QVERIFY(windows.front()->testAttribute(Qt::WA_DeleteOnClose));
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_D));
    }

    void screenshotOfASeekComparison()
    {
        CompareWindow w({ m_hdd, m_ssd });
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.grab().save(Test::docsScreenshot(QStringLiteral("compare.png"))));
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-seek.png")));
        const QPalette dark = Test::darkPalette();
        w.setPalette(dark);
        QTest::qWait(100); // the charts lay out their new legends and titles
        QCOMPARE(viewOf<LatencyCompareView>(w)->histogramChart()->lines()[0].color, CompareStyle::runColor(0, dark));
        QVERIFY(w.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-compare-seek-dark.png")));
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
