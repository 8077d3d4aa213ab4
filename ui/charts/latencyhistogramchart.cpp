// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/seriescolors.h"

#include "ui/charts/axistitlefit.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QAreaSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace DriveScope {

LatencyHistogramChart::LatencyHistogramChart(QWidget *parent)
    : ChartView(Text::tr("Latency histogram"), parent)
    , m_countName(Text::tr("Reads"))
    , m_countWord(Text::tr("reads"))
{
    m_upper = new QLineSeries(this);
    m_area = new QAreaSeries(m_upper);
    m_area->setName(Text::tr("%1 per 1 ms bucket").arg(m_countName));
    chart()->addSeries(m_area);
    styleSeries(m_area, SeriesColors::Blue, 1.5, Qt::SolidLine, 150);

    m_xLinear = addValueAxis(Text::tr("Latency (ms)"), Qt::AlignBottom);
    AxisTitleFit::setTitle(chart(), m_xLinear, m_xLinear->titleText());
    m_xLog = new QLogValueAxis;
    AxisTitleFit::setTitle(chart(), m_xLog, Text::tr("Latency (µs, logarithmic)"));
    m_xLog->setLabelFormat(QStringLiteral("%g"));
    m_xLog->setBase(10);
    m_y = addValueAxis(m_countName, Qt::AlignLeft);
    AxisTitleFit::setTitle(chart(), m_y, m_y->titleText());
    m_y->setLabelFormat(QStringLiteral("%d"));
    // Whole counts: an axis shorter than 0..5 labelled "%d" read "0 0 0 0 1" when empty.
    m_y->setRange(0, 5);
    m_y->setTickCount(6);
    chart()->addAxis(m_xLog, Qt::AlignBottom);
    m_xLog->setVisible(false);
    m_area->attachAxis(m_xLinear);
    m_area->attachAxis(m_y);
    applyPalette();
    connect(m_area, &QAreaSeries::hovered, this, &LatencyHistogramChart::onHovered);
}

void LatencyHistogramChart::clear()
{
    m_counts.clear();
    m_dirty = true;
    startOver();
}

void LatencyHistogramChart::setCounts(const LatencyCounts &counts)
{
    m_counts = counts;
    m_dirty = true;
}

void LatencyHistogramChart::setScale(Scale scale)
{
    if (scale == m_scale)
        return;
    m_scale = scale;
    const bool log = scale == Scale::LogMicroseconds;
    m_upper->clear(); // linear points start at 0, which a logarithmic axis cannot place
    m_area->detachAxis(log ? static_cast<QAbstractAxis *>(m_xLinear) : m_xLog);
    m_area->attachAxis(log ? static_cast<QAbstractAxis *>(m_xLog) : m_xLinear);
    m_xLinear->setVisible(!log);
    m_xLog->setVisible(log);
    m_area->setName(log ? Text::tr("%1 per bucket (10 per decade)").arg(m_countName)
                        : Text::tr("%1 per 1 ms bucket").arg(m_countName));
    m_dirty = true;
    refresh();
}

std::vector<std::pair<double, quint64>> LatencyHistogramChart::drawnBuckets() const
{
    std::vector<std::pair<double, quint64>> out;
    const bool log = m_scale == Scale::LogMicroseconds;
    const std::vector<quint64> &counts = log ? m_counts.logBuckets() : m_counts.msBuckets();
    int first = -1, last = -1;
    for (int i = 0; i < int(counts.size()); ++i) {
        if (counts[std::size_t(i)]) {
            if (first < 0)
                first = i;
            last = i;
        }
    }
    if (first < 0)
        return out;
    if (!log)
        first = 0; // the linear view starts at 0 ms, as the text report's histogram does
    for (int i = first; i <= last; ++i)
        out.emplace_back(log ? LatencyCounts::logBucketLowerNs(i) : double(i) * 1e6, counts[std::size_t(i)]);
    return out;
}

void LatencyHistogramChart::setAutomatic(bool automatic)
{
    m_automatic = automatic;
    m_dirty = true;
    refresh();
}

void LatencyHistogramChart::refresh()
{
    if (m_automatic && m_counts.exact().count()) {
        const Scale wanted = m_counts.exact().percentile(50) >= 1e6 ? Scale::Milliseconds : Scale::LogMicroseconds;
        if (wanted != m_scale) {
            setScale(wanted); // refreshes
            return;
        }
    }
    if (!m_dirty)
        return;
    m_dirty = false;
    countRefresh();
    const bool log = m_scale == Scale::LogMicroseconds;
    const auto buckets = drawnBuckets();
    QList<QPointF> points;
    points.reserve(qsizetype(buckets.size()) * 2 + 2);
    quint64 peak = 0;
    double x0 = 0, x1 = 1;
    for (std::size_t i = 0; i < buckets.size(); ++i) {
        // A step outline: both edges of every bucket at its count.
        const double lower = log ? buckets[i].first / 1e3 : buckets[i].first / 1e6;
        const double upper = log ? lower * std::pow(10.0, 1.0 / LatencyCounts::LogBucketsPerDecade) : lower + 1;
        const auto c = double(buckets[i].second);
        if (i == 0) {
            points.append(QPointF(lower, 0));
            x0 = lower;
        }
        points.append(QPointF(lower, c));
        points.append(QPointF(upper, c));
        x1 = upper;
        peak = std::max(peak, buckets[i].second);
    }
    if (!points.isEmpty())
        points.append(QPointF(x1, 0));
    m_upper->replace(points);
    // Emptied (another target, a refused start), Qt Charts kept a sliver of the area
    // drawn at the axis' left edge: nothing to draw is drawn as nothing. Its legend entry
    // stays, or a tall chart's legend row would come and go and move the plot each run.
    if (m_area->isVisible() == points.isEmpty()) {
        m_area->setVisible(!points.isEmpty());
        for (QLegendMarker *marker : chart()->legend()->markers(m_area))
            marker->setVisible(true);
    }
    if (log) {
        // Whole decades: the range (and the layout) changes only when a decade is added.
        const double lo = points.isEmpty() ? 0.1 : std::pow(10.0, std::floor(std::log10(std::max(0.1, x0)) + 1e-9));
        const double hi = points.isEmpty() ? 1e4 : std::pow(10.0, std::ceil(std::log10(x1) - 1e-9));
        if (m_xLog->min() != lo || m_xLog->max() != hi)
            m_xLog->setRange(lo, hi);
    } else {
        growRange(m_xLinear, std::max(1.0, x1));
    }
    growRange(m_y, std::max<double>(5, double(peak) * 1.05));
}

QString LatencyHistogramChart::liveFigures() const
{
    if (count() == 0)
        //: %1: what is counted ("reads", "writes").
        return Text::tr("no %1 yet").arg(m_countWord);
    return Text::tr("mean %1 · p99 %2").arg(formatDurationNs(meanNs()), formatDurationNs(exact().percentile(99)));
}

void LatencyHistogramChart::setCountName(const QString &plural, const QString &inSentence, const QString &axisTitle)
{
    m_countName = plural;
    m_countWord = inSentence.isEmpty() ? plural.toLower() : inSentence;
    AxisTitleFit::setTitle(chart(), m_y, axisTitle.isEmpty() ? plural : axisTitle);
    m_area->setName(m_scale == Scale::LogMicroseconds ? Text::tr("%1 per bucket (10 per decade)").arg(plural)
                                                      : Text::tr("%1 per 1 ms bucket").arg(plural));
    m_dirty = true;
    refresh();
}

void LatencyHistogramChart::onHovered(const QPointF &point, bool state)
{
    if (!state) {
        hideTip();
        return;
    }
    const quint64 total = m_counts.exact().count();
    if (m_scale == Scale::LogMicroseconds) {
        const int b = LatencyCounts::logBucket(qint64(point.x() * 1e3));
        const double lo = LatencyCounts::logBucketLowerNs(b), hi = LatencyCounts::logBucketLowerNs(b + 1);
        const quint64 n = m_counts.logBuckets()[std::size_t(b)];
        showTip(QStringLiteral("%1 – %2: %3 %5 (%4 %)")
                    .arg(formatDurationNs(lo), formatDurationNs(hi))
                    .arg(formatCount(qint64(n)))
                    .arg(formatNumber(total ? 100.0 * double(n) / double(total) : 0, 'f', 2))
                    .arg(m_countWord));
    } else {
        const int b = std::clamp(int(point.x()), 0, LatencyCounts::MaxMsBuckets - 1);
        const quint64 n = m_counts.msBuckets()[std::size_t(b)];
        showTip(QStringLiteral("%1 – %2 ms: %3 %5 (%4 %)")
                    .arg(b)
                    .arg(b + 1)
                    .arg(formatCount(qint64(n)))
                    .arg(formatNumber(total ? 100.0 * double(n) / double(total) : 0, 'f', 2))
                    .arg(m_countWord));
    }
}

} // namespace DriveScope
