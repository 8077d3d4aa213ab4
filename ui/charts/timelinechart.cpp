// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/timelinechart.h"
#include "ui/charts/seriescolors.h"

#include "ui/charts/axistitlefit.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QLineSeries>
#include <QValueAxis>

namespace DriveScope {

TimelineChart::TimelineChart(
    const QString &title, const QString &yQuantity, UnitPicker yUnit, int bins, QWidget *parent)
    : ChartView(title, parent)
    , m_series(bins)
    , m_mean(new QLineSeries(this))
    , m_max(new QLineSeries(this))
    , m_yQuantity(yQuantity)
    , m_yUnit(yUnit)
    , m_yShown(yUnit(0))
{
    m_max->setName(Text::tr("Maximum"));
    m_mean->setName(Text::tr("Mean"));
    chart()->addSeries(m_max);
    chart()->addSeries(m_mean);
    styleSeries(m_max, SeriesColors::Vermillion, 1.2);
    styleSeries(m_mean, SeriesColors::Blue, 2);
    m_x = addValueAxis(Text::tr("Time since start (s)"), Qt::AlignBottom);
    AxisTitleFit::setTitle(chart(), m_x, m_x->titleText());
    m_y = addValueAxis(m_yShown.title(yQuantity), Qt::AlignLeft);
    AxisTitleFit::setTitle(chart(), m_y, m_y->titleText());
    for (QLineSeries *s : { m_mean, m_max }) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
        connect(s, &QLineSeries::hovered, this, [this, s](const QPointF &p, bool state) {
            if (!state) {
                hideTip();
                return;
            }
            const double width = double(m_series.binWidthNs()) / 1e9;
            const int bin = std::clamp(int(p.x() / width), 0, std::max(0, m_series.usedBins() - 1));
            const DecimatedSeries::Bin &b = m_series.bin(bin);
            //: An interval of the run (seconds), the reads started in it, their mean and maximum with unit %5.
            showTip(Text::tr("%1 s – %2 s: %3 reads\nmean %4 %5, max %6 %5")
                        .arg(formatNumber(bin * width, 'g', 4), formatNumber((bin + 1) * width, 'g', 4))
                        .arg(b.count)
                        .arg(formatNumber(b.mean() / m_yShown.divisor, 'g', 6), m_yShown.name,
                            formatNumber(b.max / m_yShown.divisor, 'g', 6)));
            Q_UNUSED(s);
        });
    }
}

void TimelineChart::clear()
{
    m_series.clear();
    m_yShown = m_yUnit(0);
    m_dirty = true;
    startOver();
}

void TimelineChart::refresh(bool final)
{
    if (!m_dirty && !final)
        return;
    m_dirty = false;
    countRefresh();
    double maxY = 0;
    for (int i = 0; i < m_series.usedBins(); ++i)
        maxY = std::max(maxY, m_series.bin(i).max);
    m_yShown = final ? m_yUnit(maxY) : AxisUnit::sticky(m_yUnit, m_yShown, maxY);
    const double width = double(m_series.binWidthNs()) / 1e9;
    QList<QPointF> mean, max;
    mean.reserve(m_series.usedBins());
    max.reserve(m_series.usedBins());
    for (int i = 0; i < m_series.usedBins(); ++i) {
        const DecimatedSeries::Bin &b = m_series.bin(i);
        if (!b.count)
            continue; // no read started in this interval: a gap, not a zero latency
        const double x = (i + 0.5) * width;
        mean.append(QPointF(x, b.mean() / m_yShown.divisor));
        max.append(QPointF(x, b.max / m_yShown.divisor));
    }
    m_mean->replace(mean);
    m_max->replace(max);
    if (m_y->titleText() != m_yShown.title(m_yQuantity))
        AxisTitleFit::setTitle(chart(), m_y, m_yShown.title(m_yQuantity));
    growRange(m_x, width * m_series.usedBins());
    growRange(m_y, maxY / m_yShown.divisor * 1.05);
}

} // namespace DriveScope
