// SPDX-License-Identifier: GPL-3.0-or-later
// How every chart scales its axes (ChartView::growRange for levels the data reach,
// ChartView::spanExactly for extents that are facts, such as a disk's size).
#include "ui/charts/axisunit.h"
#include "ui/charts/chartview.h"
#include "ui/charts/latencyhistogramchart.h"

#include <QApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using namespace DriveScope;

class TestChartAxes : public QObject {
    Q_OBJECT
private slots:
    void growRangeUsesMostOfTheAxis();
    void growRangeKeepsItsRangeWhileTheDataFit();
    void spanExactlyEndsAtTheEnd();
    void aShownAxisGoesFromNothingToMuchAndBack();
    void aNewRunSetsItsOwnRange();
    void tickLabelsKeepTheirRoom();
    void liveUnitsFollowTheData();
    void logBucketsByTableAreTheFormulas();
    void anEmptyChartSaysWhatToDo();
    void anEmptiedHistogramKeepsItsPlace();
};

namespace {
double ticksOf(const QValueAxis &axis)
{
    return (axis.max() - axis.min()) / axis.tickInterval();
}
} // namespace

void TestChartAxes::growRangeUsesMostOfTheAxis()
{
    // 1034 MB/s used to get 0..2000 (1-2-5 tops): half the chart empty.
    QValueAxis axis;
    ChartView::growRange(&axis, 1034);
    QCOMPARE(axis.min(), 0.0);
    QCOMPARE(axis.max(), 1250.0);
    QCOMPARE(axis.tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(axis.tickInterval(), 250.0);
    QCOMPARE(axis.tickAnchor(), 0.0);

    // Over six decades: the data fill at least 75 % of the axis, the top is a whole
    // number of ticks, 3 to 5 of them (more get elided on a short chart), each 1, 2, 2.5
    // or 5 times a power of ten.
    for (int k = -2000; k <= 4000; k += 7) {
        const double largest = std::pow(10.0, k / 1000.0);
        QValueAxis a;
        ChartView::growRange(&a, largest);
        QVERIFY2(a.max() >= largest, qPrintable(QString::number(largest)));
        QVERIFY2(largest / a.max() >= 0.75, qPrintable(QStringLiteral("%1 on 0..%2").arg(largest).arg(a.max())));
        const double ticks = ticksOf(a);
        QVERIFY2(std::abs(ticks - std::round(ticks)) < 1e-6 && ticks >= 3 - 1e-9 && ticks <= 5 + 1e-9,
            qPrintable(QStringLiteral("%1: %2 ticks of %3").arg(largest).arg(ticks).arg(a.tickInterval())));
        const double mantissa = a.tickInterval() / std::pow(10.0, std::floor(std::log10(a.tickInterval())));
        QVERIFY2(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 || std::abs(mantissa - 2.5) < 1e-9
                || std::abs(mantissa - 5) < 1e-9,
            qPrintable(QString::number(a.tickInterval())));
    }
}

void TestChartAxes::growRangeKeepsItsRangeWhileTheDataFit()
{
    // A range that changes every refresh re-lays out the whole chart: only outgrowing it
    // or shrinking below a quarter of it moves it.
    QValueAxis axis;
    ChartView::growRange(&axis, 1034);
    QSignalSpy changed(&axis, &QValueAxis::rangeChanged);
    ChartView::growRange(&axis, 1100);
    ChartView::growRange(&axis, 400);
    QCOMPARE(changed.count(), 0);
    ChartView::growRange(&axis, 1300);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(axis.max(), 1500.0);
    ChartView::growRange(&axis, 300);
    QCOMPARE(axis.max(), 300.0);
}

void TestChartAxes::spanExactlyEndsAtTheEnd()
{
    // A whole-disk zone sweep of a 1000.2 GB drive: 0..1000.2, ticks every 200 GB.
    QValueAxis axis;
    ChartView::spanExactly(&axis, 1000.2);
    QCOMPARE(axis.min(), 0.0);
    QCOMPARE(axis.max(), 1000.2);
    QCOMPARE(axis.tickInterval(), 200.0);
    ChartView::spanExactly(&axis, 0.0671);
    QCOMPARE(axis.max(), 0.0671);
    QCOMPARE(axis.tickInterval(), 0.01);
    QSignalSpy changed(&axis, &QValueAxis::rangeChanged);
    ChartView::spanExactly(&axis, 0.0671);
    QCOMPARE(changed.count(), 0);
    ChartView::spanExactly(&axis, 0); // no plan yet
    QCOMPARE(axis.max(), 1.0);
}

void TestChartAxes::aShownAxisGoesFromNothingToMuchAndBack()
{
    // An axis in a shown chart is laid out after every setter. An empty queue-size series
    // puts its axis at 0..1e-9; the first real value (0.6) then must not pass through
    // 0..0.6 with the old 1.4e-10 interval (four billion ticks: the window hung, caught
    // by tst_pagescreenshots). Without the ordering this test never returns.
    ChartView view(QStringLiteral("axes"));
    QValueAxis *axis = view.addValueAxis(QStringLiteral("aqu-sz"), Qt::AlignLeft);
    QValueAxis *other = view.addValueAxis(QStringLiteral("GB"), Qt::AlignBottom);
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const double levels[] = { 1e-9, 0.6, 1e6, 1e-9, 3e7, 0.002 };
    for (double level : levels) {
        ChartView::growRange(axis, level);
        ChartView::spanExactly(other, level);
        QCoreApplication::processEvents();
        QVERIFY(axis->max() >= level);
        QCOMPARE(other->max(), level);
        QVERIFY(ticksOf(*axis) <= 5 + 1e-9);
        QVERIFY(ticksOf(*other) <= 8 + 1e-9);
    }
}

// Issue 18: a run whose largest latency was 587 µs was drawn on the previous run's
// 0..2000 µs (growRange keeps a range while the data fill a quarter of it); every chart
// starts over at a new run.
void TestChartAxes::aNewRunSetsItsOwnRange()
{
    ChartView view(QStringLiteral("axes"));
    QValueAxis *axis = view.addValueAxis(QStringLiteral("µs"), Qt::AlignLeft);
    ChartView::growRange(axis, 2000);
    QVERIFY(axis->max() >= 2000);
    ChartView::growRange(axis, 587);
    QVERIFY(axis->max() >= 2000); // within one run, kept
    view.startOver();
    ChartView::growRange(axis, 587);
    QVERIFY2(axis->max() >= 587 && axis->max() < 800, qPrintable(QString::number(axis->max())));
}

// A short chart gets fewer ticks rather than labels Qt Charts elides to "…": the labels'
// height fits between the ticks once the chart has been laid out.
void TestChartAxes::tickLabelsKeepTheirRoom()
{
    ChartView view(QStringLiteral("axes"));
    QValueAxis *y = view.addValueAxis(QStringLiteral("ms"), Qt::AlignLeft);
    QFont large = y->labelsFont();
    large.setPointSize(20); // labels about 30 px high on a plot about 100 px high
    y->setLabelsFont(large);
    view.addValueAxis(QStringLiteral("s"), Qt::AlignBottom);
    view.resize(400, 180);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ChartView::growRange(y, 4.2);
    const double height = QFontMetricsF(y->labelsFont()).height();
    QTRY_VERIFY2(view.chart()->plotArea().height() * y->tickInterval() / (y->max() - y->min()) >= height,
        qPrintable(QStringLiteral("ticks %1 apart on %2 px, labels %3 px high")
                       .arg(y->tickInterval())
                       .arg(view.chart()->plotArea().height())
                       .arg(height)));
}

// Issue 18: during a live seek run the seek-distance axis stayed in kB (ticks "5e+…")
// until the run ended. A unit sticks only near the boundary of its own range.
void TestChartAxes::liveUnitsFollowTheData()
{
    const AxisUnit kB = AxisUnit::forBytes(1e3);
    const AxisUnit MB = AxisUnit::forBytes(5e6);
    const AxisUnit us = AxisUnit::forNanoseconds(1e3);
    QCOMPARE(AxisUnit::sticky(&AxisUnit::forBytes, kB, 3e9).name, QStringLiteral("GB"));
    QCOMPARE(AxisUnit::sticky(&AxisUnit::forBytes, kB, 500e9).name, QStringLiteral("GB"));
    QCOMPARE(AxisUnit::sticky(&AxisUnit::forBytes, MB, 2.5e9).name, QStringLiteral("MB")); // near its boundary
    QCOMPARE(AxisUnit::sticky(&AxisUnit::forBytes, MB, 5e9).name, QStringLiteral("GB"));
    QCOMPARE(AxisUnit::sticky(&AxisUnit::forNanoseconds, us, 2.2e6).name, QStringLiteral("µs"));
    QCOMPARE(AxisUnit::sticky(&AxisUnit::forNanoseconds, us, 30e9).name, QStringLiteral("s"));
    QCOMPARE(AxisUnit::sticky(&AxisUnit::forNanoseconds, AxisUnit {}, 5e6).name, QStringLiteral("ms"));
}

// The histogram's log buckets come from a table (a log10 per sample was most of the time
// a run of a million reads took to draw again): every latency lands where the
// definition, floor(10·log10(ns / 100 ns)), puts it, at and around every boundary.
void TestChartAxes::logBucketsByTableAreTheFormulas()
{
    auto formula = [](qint64 ns) {
        if (ns < 100)
            return 0;
        return std::clamp(int(std::floor(std::log10(double(ns) / 100) * 10)), 0, LatencyCounts::LogBuckets - 1);
    };
    int checked = 0;
    for (double x = 1; x < 1e14; x *= 1.01) {
        for (qint64 d : { -2, -1, 0, 1, 2 }) {
            const qint64 ns = std::max<qint64>(0, qint64(x) + d);
            QCOMPARE(LatencyCounts::logBucket(ns), formula(ns));
            ++checked;
        }
    }
    for (int b = 0; b < LatencyCounts::LogBuckets; ++b) {
        const auto edge = qint64(std::ceil(LatencyCounts::logBucketLowerNs(b)));
        for (qint64 ns : { edge - 1, edge, edge + 1 })
            QCOMPARE(LatencyCounts::logBucket(ns), formula(ns));
    }
    QVERIFY(checked > 10000);
}

// Issue 18: a first launch's empty charts say how to fill them, and the sentence goes as
// soon as a series has a point (drawn pixels compared with and without the hint).
void TestChartAxes::anEmptyChartSaysWhatToDo()
{
    ChartView view(QStringLiteral("Latency over time"));
    auto *series = new QLineSeries;
    view.chart()->addSeries(series);
    view.chart()->createDefaultAxes();
    view.resize(400, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.isEmpty());
    const QImage plain = view.grab().toImage();
    view.setEmptyHint(QStringLiteral("Nothing measured yet: press Start."));
    QTRY_VERIFY(view.grab().toImage() != plain);
    series->append(1, 1);
    series->append(2, 3);
    QVERIFY(!view.isEmpty());
    const QImage withData = view.grab().toImage();
    view.setEmptyHint({});
    QCOMPARE(view.grab().toImage(), withData);
}

// An emptied histogram draws nothing of its last run, but keeps its legend entry: in a
// chart tall enough for a legend the plot keeps its height and top between runs.
void TestChartAxes::anEmptiedHistogramKeepsItsPlace()
{
    LatencyHistogramChart chart;
    chart.resize(600, chart.fontMetrics().height() * 20); // tall: its legend shows
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    for (int i = 0; i < 500; ++i)
        chart.add(50'000 + i * 100);
    chart.refresh();
    QTRY_VERIFY(chart.chart()->legend()->isVisible());
    QTest::qWait(50);
    const QRectF withRun = chart.chart()->plotArea();
    chart.clear();
    chart.refresh();
    QTest::qWait(50);
    // (Its width follows the count axis' labels, "5" against "500".)
    QCOMPARE(chart.chart()->plotArea().top(), withRun.top());
    QCOMPARE(chart.chart()->plotArea().height(), withRun.height());
    const auto markers = chart.chart()->legend()->markers();
    QVERIFY(!markers.isEmpty());
    for (QLegendMarker *m : markers)
        QVERIFY(m->isVisible());
}

QTEST_MAIN(TestChartAxes)
#include "tst_chartaxes.moc"
