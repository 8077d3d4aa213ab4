// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparelinechart.h"

#include "core/util/byteunits.h"
#include "ui/charts/axistitlefit.h"

#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <cmath>
#include <limits>

namespace DriveScope {

namespace {

QAbstractAxis *makeAxis(const QString &title, bool log, double lo, double hi, bool nice = false, int base = 10)
{
    if (log) {
        auto *axis = new QLogValueAxis;
        axis->setBase(base);
        axis->setLabelFormat(QStringLiteral("%.7g")); // 100000, not 1e+05
        // Whole powers of the base: every label is one the eye can place.
        const double lb = std::log(double(base));
        const double a = std::pow(double(base), std::floor(std::log(lo) / lb + 1e-9));
        const double b = std::pow(double(base), std::ceil(std::log(hi) / lb - 1e-9));
        // A hair beyond the decades: set exactly, QLogValueAxis sometimes drops the
        // label of the lowest one (rounding in its tick placement).
        axis->setRange(a * 0.9999, (b > a ? b : a * base) * 1.0001);
        axis->setMinorTickCount(-1);
        axis->setTitleText(title);
        return axis;
    }
    auto *axis = new QValueAxis;
    axis->setLabelFormat(QStringLiteral("%.6g")); // 100000, not 1e+05
    axis->setRange(lo, hi > lo ? hi : lo + 1);
    if (nice)
        axis->applyNiceNumbers(); // 0..600 for a 525 MB/s peak, where 1-2-5 steps gave 0..1000
    else
        axis->setTickCount(6);
    axis->setTitleText(title);
    return axis;
}

} // namespace

CompareLineChart::CompareLineChart(const QString &title, QWidget *parent)
    : ChartView(title, parent)
{
    chart()->legend()->setShowToolTips(true);
}

void CompareLineChart::setData(const QList<Line> &lines, const Axes &axes)
{
    m_lines = lines;
    m_axes = axes;
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }

    double xLo = std::numeric_limits<double>::max(), xHi = 0, yHi = 0;
    double xPos = std::numeric_limits<double>::max(), yPos = std::numeric_limits<double>::max();
    for (const Line &l : lines) {
        for (const QPointF &p : l.points) {
            xLo = std::min(xLo, p.x());
            xHi = std::max(xHi, p.x());
            yHi = std::max(yHi, p.y());
            if (p.x() > 0)
                xPos = std::min(xPos, p.x());
            if (p.y() > 0)
                yPos = std::min(yPos, p.y());
        }
    }
    if (xLo > xHi)
        xLo = 0;

    double x0 = std::min(0.0, xLo), x1 = std::max(xHi, 1e-9);
    const bool fixedX = axes.xMax > axes.xMin;
    if (fixedX) {
        x0 = axes.xMin;
        x1 = axes.xMax;
    }
    QAbstractAxis *xAxis = axes.logX
        ? makeAxis(axes.xTitle, true, xPos < xHi ? xPos : 1, std::max(xHi, 1.0), false, axes.logXBase)
        : makeAxis(axes.xTitle, false, x0, x1, !fixedX);
    QAbstractAxis *yAxis = axes.logY
        ? makeAxis(axes.yTitle, true, yPos < yHi ? yPos : 1, std::max(yHi, 1.0))
        : makeAxis(axes.yTitle, false, 0, axes.yMax > 0 ? axes.yMax : std::max(yHi * 1.05, 1e-9), axes.yMax <= 0);
    // Minor lines help read a logarithmic latency (x) axis; on a logarithmic y axis
    // behind lines they are only clutter.
    if (auto *logY = qobject_cast<QLogValueAxis *>(yAxis))
        logY->setMinorTickCount(0);
    c->addAxis(xAxis, Qt::AlignBottom);
    c->addAxis(yAxis, Qt::AlignLeft);
    // A short chart keeps its axis unit ("ms") rather than "Latency (…".
    AxisTitleFit::setTitle(c, xAxis, axes.xTitle);
    AxisTitleFit::setTitle(c, yAxis, axes.yTitle);

    for (const Line &l : lines) {
        auto *series = new QLineSeries;
        series->setName(l.name);
        series->setPen(QPen(l.color, 2));
        series->setPointsVisible(axes.markers);
        QList<QPointF> points = l.points;
        // A logarithmic axis cannot place 0: such points would drag the line to -inf.
        if (axes.logX || axes.logY)
            points.removeIf([&](const QPointF &p) { return (axes.logX && p.x() <= 0) || (axes.logY && p.y() <= 0); });
        series->replace(points);
        c->addSeries(series);
        series->attachAxis(xAxis);
        series->attachAxis(yAxis);
        connect(series, &QLineSeries::hovered, this, [this, series](const QPointF &p, bool state) {
            if (!state) {
                hideTip();
                return;
            }
            const QList<QPointF> pts = series->points();
            if (pts.isEmpty())
                return;
            // The nearest drawn point, by x: its exact value.
            const auto nearest = std::min_element(pts.begin(), pts.end(),
                [&](const QPointF &a, const QPointF &b) { return std::abs(a.x() - p.x()) < std::abs(b.x() - p.x()); });
            showTip(QStringLiteral("%1\n%2 %3: %4 %5")
                        .arg(series->name(), formatNumber(nearest->x(), 'g', 4), m_axes.xUnit,
                            formatNumber(nearest->y(), 'g', 4), m_axes.yUnit));
        });
    }
    applyPalette();
}

} // namespace DriveScope
