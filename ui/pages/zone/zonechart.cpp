// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/zone/zonechart.h"
#include "ui/charts/seriescolors.h"

#include "ui/charts/axistitlefit.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace DriveScope {

ZoneChart::ZoneChart(QWidget *parent)
    : ChartView(Text::tr("Sequential throughput against offset"), parent)
    , m_curve(new QLineSeries(this))
    , m_markers(new QScatterSeries(this))
    , m_min(new QLineSeries(this))
    , m_mean(new QLineSeries(this))
    , m_max(new QLineSeries(this))
{
    m_curve->setName(Text::tr("MB/s per point"));
    m_markers->setMarkerSize(6);
    m_min->setName(Text::tr("min"));
    m_mean->setName(Text::tr("mean"));
    m_max->setName(Text::tr("max"));
    for (QXYSeries *s : std::initializer_list<QXYSeries *> { m_min, m_mean, m_max, m_curve, m_markers })
        chart()->addSeries(s);
    styleSeries(m_curve, SeriesColors::Blue, 2);
    styleSeries(m_markers, SeriesColors::Blue);
    styleSeries(m_min, SeriesColors::Vermillion, 1.2, Qt::DashLine);
    styleSeries(m_mean, SeriesColors::Green, 1.2, Qt::DashLine);
    styleSeries(m_max, SeriesColors::Purple, 1.2, Qt::DashLine);
    // The markers are the curve's points: one legend entry is enough.
    m_x = addValueAxis(Text::tr("Offset (GB)"), Qt::AlignBottom);
    AxisTitleFit::setTitle(chart(), m_x, m_x->titleText());
    m_y = addValueAxis(Text::tr("Throughput (MB/s)"), Qt::AlignLeft);
    AxisTitleFit::setTitle(chart(), m_y, m_y->titleText());
    for (QXYSeries *s : std::initializer_list<QXYSeries *> { m_min, m_mean, m_max, m_curve, m_markers }) {
        s->attachAxis(m_x);
        s->attachAxis(m_y);
    }
    const auto markers = chart()->legend()->markers(m_markers);
    for (auto *m : markers)
        m->setVisible(false);
    auto hover = [this](const QPointF &p, bool state) {
        if (!state || m_profile.points.empty()) {
            hideTip();
            return;
        }
        int best = 0;
        double bestDistance = 1e300;
        for (int i = 0; i < int(m_profile.points.size()); ++i) {
            const double d = std::abs(xOf(m_profile.points[std::size_t(i)].offset) - p.x());
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        showTip(tipFor(best));
    };
    connect(m_curve, &QLineSeries::hovered, this, hover);
    connect(m_markers, &QScatterSeries::hovered, this, hover);
    applyPalette();
}

void ZoneChart::begin(const RunResult &header)
{
    m_plan = ZonePlan::fromJson(header.config);
    m_targetSize = header.target.sizeBytes;
    m_builder.reset();
    if (m_plan)
        m_builder.emplace(*m_plan);
    m_profile = {};
    m_dirty = true;
    startOver();
}

void ZoneChart::add(std::span<const Sample> samples)
{
    if (m_builder)
        m_builder->add(samples);
    m_dirty = true;
}

double ZoneChart::xOf(qint64 offset) const
{
    if (m_xAxis == XAxis::Percent)
        return m_targetSize > 0 ? 100.0 * double(offset) / double(m_targetSize) : 0;
    return double(offset) / 1e9;
}

void ZoneChart::setXAxis(XAxis axis)
{
    m_xAxis = axis;
    m_dirty = true;
    refresh(true);
}

QList<QPointF> ZoneChart::drawnPoints() const
{
    return m_curve->points();
}

QString ZoneChart::tipFor(int index) const
{
    if (index < 0 || index >= int(m_profile.points.size()))
        return {};
    const ZonePoint &p = m_profile.points[std::size_t(index)];
    const QString point = p.complete ? Text::tr("Point %1 of %2") : Text::tr("Point %1 of %2 (partial)");
    return QStringLiteral("%1\n%2").arg(point.arg(p.index + 1).arg(m_plan ? m_plan->points : 0),
        Text::tr("offset %1 GB (%2 % of the target)\n%3 MB/s (%4 MB in %5 s)")
            .arg(formatNumber(double(p.offset) / 1e9, 'f', 3),
                formatNumber(m_targetSize > 0 ? 100.0 * double(p.offset) / double(m_targetSize) : 0, 'f', 1),
                formatNumber(p.megabytesPerSecond(), 'f', 1), formatNumber(double(p.bytes) / 1e6, 'f', 1),
                formatNumber(p.seconds(), 'f', 3)));
}

void ZoneChart::refresh(bool final)
{
    if (!m_dirty && !final)
        return;
    m_dirty = false;
    countRefresh();
    if (m_builder)
        m_profile = m_builder->profile();
    QList<QPointF> curve;
    curve.reserve(qsizetype(m_profile.points.size()));
    double top = 0;
    for (const ZonePoint &p : m_profile.points) {
        if (p.blocks == 0)
            continue; // only the untimed pre-read so far
        curve.append(QPointF(xOf(p.offset), p.megabytesPerSecond()));
        top = std::max(top, p.megabytesPerSecond());
    }
    m_curve->replace(curve);
    m_markers->replace(curve);
    const QString xTitle = m_xAxis == XAxis::Percent ? Text::tr("Offset (% of the target)") : Text::tr("Offset (GB)");
    if (m_x->titleText() != xTitle)
        AxisTitleFit::setTitle(chart(), m_x, xTitle);
    // The whole sweep's width from the start, so the curve grows left to right.
    const double xEnd = m_plan ? xOf(m_plan->region.end()) : 1;
    spanExactly(m_x, m_xAxis == XAxis::Percent ? 100 : xEnd);
    const double x0 = m_x->min();
    const double x1 = m_x->max();
    auto level = [&](QLineSeries *s, const QString &name, double v) {
        if (m_profile.completePoints > 0) {
            s->replace(QList<QPointF> { { x0, v }, { x1, v } });
            // The unit is the axis's: one legend row holds all four at a 12 pt font.
            s->setName(QStringLiteral("%1 %2").arg(name, formatNumber(v, 'f', 1)));
        } else {
            s->clear();
            s->setName(name);
        }
    };
    level(m_min, Text::tr("min"), m_profile.minMBps);
    level(m_mean, Text::tr("mean"), m_profile.meanMBps);
    level(m_max, Text::tr("max"), m_profile.maxMBps);
    growRange(m_y, top * 1.1);
}

QString ZoneChart::figures() const
{
    if (m_profile.points.empty())
        return Text::tr("no points yet");
    QString text = Text::tr("point %1 of %2").arg(m_profile.points.size()).arg(m_plan ? m_plan->points : 0);
    if (m_profile.completePoints > 0)
        text += QStringLiteral(" · ")
            + Text::tr("max %1 · min %2 · mean %3 MB/s")
                  .arg(formatNumber(m_profile.maxMBps, 'f', 1), formatNumber(m_profile.minMBps, 'f', 1),
                      formatNumber(m_profile.meanMBps, 'f', 1));
    return text;
}

} // namespace DriveScope
