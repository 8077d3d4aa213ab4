// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/chartview.h"

#include "ui/charts/export/chartexportdialog.h"
#include "ui/charts/export/chartexporter.h"

#include <QAbstractAxis>
#include <QAction>
#include <QContextMenuEvent>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QMenu>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>
#include <initializer_list>

namespace DriveScope {

ChartView::ChartView(const QString &title, QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    chart()->setTitle(title);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    // Axis ranges are set by each refresh; animations would lag a 25 Hz stream.
    chart()->setAnimationOptions(QChart::NoAnimation);
    setMinimumSize(280, 200);
    applyPalette();
    // Ctrl+C copies the chart when it has focus: a click gives it focus, Tab does not
    // (the forms' tab order stays as it was).
    setFocusPolicy(Qt::ClickFocus);
    m_copyAction = new QAction(QStringLiteral("Copy chart"), this);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyAction, &QAction::triggered, this, [this] { ChartExporter::copyToClipboard(this); });
    addAction(m_copyAction);
}

QValueAxis *ChartView::addValueAxis(const QString &title, Qt::Alignment alignment)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%.4g"));
    chart()->addAxis(axis, alignment);
    applyPalette();
    return axis;
}

namespace {
// The smallest m x 10^n at least value (> 0), m from mantissas (ascending, within [1, 10)).
double ceilToMantissa(double value, std::initializer_list<double> mantissas)
{
    const double p = std::pow(10.0, std::floor(std::log10(value)));
    for (double m : mantissas)
        if (m * p >= value * (1 - 1e-12))
            return m * p;
    return 10 * p;
}
} // namespace

double ChartView::niceCeil(double value)
{
    return value <= 0 ? 1 : ceilToMantissa(value, { 1.0, 2.0, 5.0 });
}

namespace {
// 1, 2, 2.5 or 5 times a power of ten, at least value: 2.5 keeps 1034 MB/s on 0..1250
// (five ticks of 250) rather than 0..1500 or six ticks of 200.
double tickIntervalAtLeast(double value)
{
    return ceilToMantissa(value, { 1.0, 2.0, 2.5, 5.0 });
}

// [0, top] with ticks every interval from 0. QtCharts lays a shown axis out after each
// setter, so no step may pair one range with the other's interval: 0..0.6 with the
// 1.4e-10 interval of an empty 0..1e-9 would be four billion ticks (the window hung).
// A wider interval goes in before a wider range, a narrower one after a narrower range.
void setRangeAndTicks(QValueAxis *axis, double top, double interval)
{
    if (axis->tickType() != QValueAxis::TicksDynamic) {
        axis->setTickAnchor(0);
        axis->setTickInterval(interval);
        axis->setRange(0, top);
        axis->setTickType(QValueAxis::TicksDynamic);
    } else if (interval >= axis->tickInterval()) {
        axis->setTickInterval(interval);
        axis->setRange(0, top);
    } else {
        axis->setRange(0, top);
        axis->setTickInterval(interval);
    }
}
} // namespace

void ChartView::spanExactly(QValueAxis *axis, double end, int maxIntervals)
{
    end = end > 0 ? end : 1;
    const double interval = niceCeil(end / std::max(1, maxIntervals));
    if (axis->min() == 0 && axis->max() == end && axis->tickType() == QValueAxis::TicksDynamic
        && axis->tickInterval() == interval)
        return;
    setRangeAndTicks(axis, end, interval);
}

void ChartView::growRange(QValueAxis *axis, double largest)
{
    const double top = axis->max();
    if (largest > top || largest < top / 4 || axis->min() != 0) {
        // At most 5 intervals, as many as the fixed 6 ticks before: more made the labels
        // of a 200 px high chart taller than their spacing, and Qt Charts elides them to
        // "...". The top on the first tick at or above largest: the data fill 75-100 % of
        // the axis, where a 1-2-5 top left 1034 MB/s on 0..2000.
        largest = std::max(largest, 1e-9);
        const double interval = tickIntervalAtLeast(largest / 5);
        setRangeAndTicks(axis, std::ceil(largest / interval * (1 - 1e-12)) * interval, interval);
    }
}

void ChartView::applyPalette()
{
    const QPalette pal = palette();
    QChart *c = chart();
    c->setBackgroundBrush(pal.base());
    c->setPlotAreaBackgroundVisible(false);
    c->setTitleBrush(pal.text());
    c->legend()->setLabelColor(pal.color(QPalette::Text));
    QColor grid = pal.color(QPalette::Text);
    grid.setAlpha(40);
    for (QAbstractAxis *axis : c->axes()) {
        axis->setLabelsBrush(pal.text());
        axis->setTitleBrush(pal.text());
        axis->setLinePenColor(pal.color(QPalette::Mid));
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
    }
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(QStringLiteral("Export chart…"), this, [this] { ChartExportDialog::open(this); });
    menu.addAction(m_copyAction);
    menu.exec(event->globalPos());
}

void ChartView::showTip(const QString &text)
{
    QToolTip::showText(QCursor::pos(), text);
}

void ChartView::hideTip()
{
    QToolTip::hideText();
}

} // namespace DriveScope
