// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/scatterchart.h"
#include "ui/charts/seriescolors.h"

#include "core/util/byteunits.h"
#include "ui/charts/axistitlefit.h"

#include <QAreaSeries>
#include <QLineSeries>
#include <QValueAxis>

namespace DriveScope {

ScatterChart::ScatterChart(const QString &title, const QString &seriesName, const QString &xQuantity, UnitPicker xUnit,
    const QString &yQuantity, UnitPicker yUnit, int capacity, QWidget *parent)
    : ChartView(title, parent)
    , m_points(capacity)
    , m_bandLowerSeries(new QLineSeries(this))
    , m_bandUpperSeries(new QLineSeries(this))
    , m_band(new QAreaSeries(m_bandUpperSeries, m_bandLowerSeries))
    , m_series(new QLineSeries(this))
    , m_xQuantity(xQuantity)
    , m_yQuantity(yQuantity)
    , m_xUnit(xUnit)
    , m_yUnit(yUnit)
    , m_xShown(xUnit(0))
    , m_yShown(yUnit(0))
{
    // The band first, so the points are drawn over it.
    m_band->setParent(this);
    m_band->setVisible(false);
    chart()->addSeries(m_band);
    styleSeries(m_band, SeriesColors::Vermillion, 2, Qt::SolidLine, 60);
    // A line series without its line, each point a dot image: Qt Charts' scatter series
    // makes one graphics item per point, ~40 µs each here, so drawing 2000 new points
    // stalled the window for tens of milliseconds (a live run, and the first time a run
    // of a million samples was selected: 120-145 ms against 35-40 ms after).
    m_series->setName(seriesName);
    m_series->setMarkerSize(5);
    chart()->addSeries(m_series);
    styleSeries(m_series, SeriesColors::Blue, 0, Qt::NoPen, 170);
    m_x = addValueAxis(m_xShown.title(xQuantity), Qt::AlignBottom);
    AxisTitleFit::setTitle(chart(), m_x, m_x->titleText());
    m_y = addValueAxis(m_yShown.title(yQuantity), Qt::AlignLeft);
    AxisTitleFit::setTitle(chart(), m_y, m_y->titleText());
    m_series->attachAxis(m_x);
    m_series->attachAxis(m_y);
    m_band->attachAxis(m_x);
    m_band->attachAxis(m_y);
    connect(m_series, &QLineSeries::hovered, this, [this](const QPointF &p, bool state) {
        // The series also reports points on the (undrawn) line between two dots.
        if (!state || !m_series->points().contains(p)) {
            hideTip();
            return;
        }
        showTip(QStringLiteral("%1: %2 %3\n%4: %5 %6")
                    .arg(m_xQuantity, formatNumber(p.x(), 'g', 6), m_xShown.name, m_yQuantity,
                        formatNumber(p.y(), 'g', 6), m_yShown.name));
    });
}

void ScatterChart::clear()
{
    m_points.clear();
    m_drawn.clear();
    setBand({}, 0, {});
    m_xShown = m_xUnit(0);
    m_yShown = m_yUnit(0);
    startOver();
}

void ScatterChart::refresh(bool final)
{
    const bool growing = !final && m_drawn.size() < std::size_t(m_points.size());
    if (!m_points.changedSinceTaken() && !growing && !final)
        return;
    countRefresh();
    double maxX = 0, maxY = 0;
    const std::size_t before = m_drawn.size();
    m_drawn = m_points.take();
    if (!final && m_drawn.size() > before + GrowthPerRefresh)
        m_drawn.resize(before + GrowthPerRefresh);
    for (const QPointF &p : m_drawn) {
        maxX = std::max(maxX, p.x());
        maxY = std::max(maxY, p.y());
    }
    // Live, units stick near a boundary; the final drawing picks them from the data
    // alone, so a run drawn again shows the same axes.
    m_xShown = final ? m_xUnit(maxX) : AxisUnit::sticky(m_xUnit, m_xShown, maxX);
    m_yShown = final ? m_yUnit(maxY) : AxisUnit::sticky(m_yUnit, m_yShown, maxY);
    QList<QPointF> scaled;
    scaled.reserve(qsizetype(m_drawn.size()));
    for (const QPointF &p : m_drawn)
        scaled.append(QPointF(p.x() / m_xShown.divisor, p.y() / m_yShown.divisor));
    m_series->replace(scaled);
    if (m_x->titleText() != m_xShown.title(m_xQuantity))
        AxisTitleFit::setTitle(chart(), m_x, m_xShown.title(m_xQuantity));
    if (m_y->titleText() != m_yShown.title(m_yQuantity))
        AxisTitleFit::setTitle(chart(), m_y, m_yShown.title(m_yQuantity));
    growRange(m_x, maxX / m_xShown.divisor);
    growRange(m_y, maxY / m_yShown.divisor * 1.05);
    drawBand();
}

void ScatterChart::setBand(std::vector<QPointF> lower, double width, const QString &name)
{
    m_bandLower = std::move(lower);
    m_bandWidth = width;
    m_band->setName(name);
    drawBand();
}

void ScatterChart::drawBand()
{
    m_band->setVisible(!m_bandLower.empty());
    QList<QPointF> lower, upper;
    for (const QPointF &p : m_bandLower) {
        const double x = p.x() / m_xShown.divisor;
        lower.append(QPointF(x, p.y() / m_yShown.divisor));
        upper.append(QPointF(x, (p.y() + m_bandWidth) / m_yShown.divisor));
    }
    m_bandLowerSeries->replace(lower);
    m_bandUpperSeries->replace(upper);
}

} // namespace DriveScope
