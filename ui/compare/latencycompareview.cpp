// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/latencycompareview.h"

#include "ui/charts/axisunit.h"
#include "ui/widgets/elidingcombobox.h"

#include "core/util/text.h"

#include <QCheckBox>
#include <QComboBox>

#include <cmath>

namespace DriveScope {

LatencyCompareView::LatencyCompareView(CompareRuns runs, QObject *parent)
    : CompareView(std::move(runs), parent)
{
    const QString io = this->runs().ioName;
    //: %1: what the benchmark's I/Os are called ("reads").
    m_histogram = new CompareLineChart(Text::tr("Latency histogram (each run's %1 = 100 %)").arg(io));
    m_histogram->setObjectName(QStringLiteral("compareHistogram"));
    m_time = new CompareLineChart(Text::tr("Latency over time (mean per interval)"));
    m_time->setObjectName(QStringLiteral("compareLatencyOverTime"));
    addChart(m_histogram);
    addChart(m_time);

    m_scale = new ElidingComboBox(16, ElidingComboBox::Width::ShrinksFromContents);
    m_scale->setObjectName(QStringLiteral("compareHistogramScale"));
    m_scale->addItem(Text::tr("Automatic (1 ms when every median is 1 ms or more)"));
    m_scale->addItem(Text::tr("1 ms buckets (disks)"));
    m_scale->addItem(Text::tr("Logarithmic µs (fast devices)"));
    m_timeAxis = new ElidingComboBox(16, ElidingComboBox::Width::ShrinksFromContents);
    m_timeAxis->setObjectName(QStringLiteral("compareTimeAxis"));
    m_timeAxis->addItem(Text::tr("Automatic (% when lengths differ)"));
    m_timeAxis->addItem(Text::tr("Seconds since start"));
    m_timeAxis->addItem(Text::tr("% of each run"));
    m_logLatency = new QCheckBox(Text::tr("Logarithmic latency axis"));
    m_logLatency->setObjectName(QStringLiteral("compareLogLatency"));
    // Runs a hundred times apart (a disk and an SSD) would leave the faster one a flat
    // line on the floor of a linear axis.
    double lo = 0, hi = 0;
    for (const RunRecordPtr &r : this->runs().runs) {
        if (r->summary.latency.count == 0)
            continue;
        const auto median = double(r->summary.latency.p50Ns);
        lo = lo == 0 ? median : std::min(lo, median);
        hi = std::max(hi, median);
    }
    m_logLatency->setChecked(lo > 0 && hi / lo > 10);
    addControl(Text::tr("Histogram:"), m_scale);
    addControl(Text::tr("Time axis:"), m_timeAxis);
    addControl({}, m_logLatency);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &LatencyCompareView::drawHistogram);
    connect(m_timeAxis, &QComboBox::currentIndexChanged, this, &LatencyCompareView::drawLatencyOverTime);
    connect(m_logLatency, &QCheckBox::toggled, this, &LatencyCompareView::drawLatencyOverTime);
}

void LatencyCompareView::redraw()
{
    drawHistogram();
    drawLatencyOverTime();
}

void LatencyCompareView::setScaleChoice(ScaleChoice choice)
{
    m_scale->setCurrentIndex(int(choice));
}

void LatencyCompareView::setTimeChoice(TimeChoice choice)
{
    m_timeAxis->setCurrentIndex(int(choice));
}

void LatencyCompareView::setLogLatencyAxis(bool log)
{
    m_logLatency->setChecked(log);
}

CompareSeries::HistogramScale LatencyCompareView::histogramScale() const
{
    switch (ScaleChoice(m_scale->currentIndex())) {
    case ScaleChoice::Milliseconds: return CompareSeries::HistogramScale::Milliseconds;
    case ScaleChoice::LogMicroseconds: return CompareSeries::HistogramScale::LogMicroseconds;
    case ScaleChoice::Auto: break;
    }
    return CompareSeries::automaticScale(runs().runs);
}

CompareSeries::TimeAxis LatencyCompareView::timeAxis() const
{
    switch (TimeChoice(m_timeAxis->currentIndex())) {
    case TimeChoice::Seconds: return CompareSeries::TimeAxis::Seconds;
    case TimeChoice::PercentOfRun: return CompareSeries::TimeAxis::PercentOfRun;
    case TimeChoice::Auto: break;
    }
    return CompareSeries::automaticTimeAxis(runs().runs);
}

void LatencyCompareView::drawHistogram()
{
    const CompareSeries::HistogramScale scale = histogramScale();
    const bool log = scale == CompareSeries::HistogramScale::LogMicroseconds;
    const double divisor = log ? 1e3 : 1e6;
    // A step outline: both edges of every bucket at its percentage; lines rather than
    // filled areas, so every run stays visible where they overlap.
    const QList<CompareLineChart::Line> lines = linesOf([&](const RunRecord &run) {
        const auto buckets = CompareSeries::histogram(run, scale);
        QList<QPointF> points;
        points.reserve(qsizetype(buckets.size()) * 2 + 2);
        for (const CompareSeries::Bucket &b : buckets) {
            if (points.isEmpty())
                points.append(QPointF(b.lowerNs / divisor, 0));
            points.append(QPointF(b.lowerNs / divisor, b.percent));
            points.append(QPointF(b.upperNs / divisor, b.percent));
        }
        if (!points.isEmpty())
            points.append(QPointF(points.back().x(), 0));
        return points;
    });
    CompareLineChart::Axes axes;
    axes.xTitle = log ? Text::tr("Latency (µs, logarithmic)") : Text::tr("Latency (ms, 1 ms buckets)");
    const QString what = runs().ioName;
    axes.yTitle = QStringLiteral("%1 (%)").arg(what.left(1).toUpper() + what.mid(1));
    axes.logX = log;
    // Percent: never above 100, in steps of 10 that leave the peak some headroom.
    double peak = 0;
    for (const CompareLineChart::Line &l : lines)
        for (const QPointF &p : l.points)
            peak = std::max(peak, p.y());
    axes.yMax = std::min(100.0, std::max(10.0, std::ceil(peak * 1.08 / 10) * 10));
    axes.xUnit = log ? QStringLiteral("µs") : QStringLiteral("ms");
    axes.yUnit = QStringLiteral("%");
    m_histogram->setData(lines, axes);
}

void LatencyCompareView::drawLatencyOverTime()
{
    const CompareSeries::TimeAxis axis = timeAxis();
    const bool log = m_logLatency->isChecked();
    QList<CompareLineChart::Line> lines
        = linesOf([axis](const RunRecord &run) { return CompareSeries::latencyOverTime(run, axis); });
    double largest = 0;
    for (const CompareLineChart::Line &l : lines)
        for (const QPointF &p : l.points)
            largest = std::max(largest, p.y());
    const AxisUnit unit = AxisUnit::forNanoseconds(largest);
    for (CompareLineChart::Line &l : lines)
        for (QPointF &p : l.points)
            p.setY(p.y() / unit.divisor);
    CompareLineChart::Axes axes;
    const bool percent = axis == CompareSeries::TimeAxis::PercentOfRun;
    axes.xTitle = percent ? Text::tr("Progress through each run (%)") : Text::tr("Time since start (s)");
    // "log", not "logarithmic": a vertical title longer than a short chart is cut off.
    //: %1: the latency's unit ("ms"); "log": logarithmic, kept short.
    axes.yTitle = log ? Text::tr("Latency (%1, log)").arg(unit.name) : unit.title(Text::tr("Latency"));
    axes.logY = log;
    if (percent)
        axes.xMax = 100;
    axes.xUnit = percent ? QStringLiteral("%") : QStringLiteral("s");
    axes.yUnit = unit.name;
    m_time->setData(lines, axes);
}

} // namespace DriveScope
