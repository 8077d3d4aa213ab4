// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/chartview.h"

#include "ui/charts/export/chartexportdialog.h"
#include "ui/charts/export/chartexporter.h"
#include "ui/charts/seriescolors.h"

#include "core/util/text.h"

#include <QAbstractAxis>
#include <QAction>
#include <QAreaSeries>
#include <QContextMenuEvent>
#include <QCursor>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QImage>
#include <QLegend>
#include <QLocale>
#include <QMenu>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace DriveScope {

ChartView::ChartView(const QString &title, QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    // Dots are images drawn smaller than they are made (dotImage): filtered, not sampled.
    setRenderHint(QPainter::SmoothPixmapTransform);
    m_title = title;
    chart()->setTitle(title);
    m_titleFont = chart()->titleFont();
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setMargins(QMargins(4, 4, 4, 4));
    // Axis ranges are set by each refresh; animations would lag a 25 Hz stream.
    chart()->setAnimationOptions(QChart::NoAnimation);
    // Axis numbers in the window's language ("0,5" in German); in English they stay as
    // printf writes them.
    if (const QLocale locale; locale.language() != QLocale::English && locale.language() != QLocale::C) {
        chart()->setLocale(locale);
        chart()->setLocalizeNumbers(true);
    }
    fitMinimumSize();
    applyPalette();
    // Ctrl+C copies the chart when it has focus: a click gives it focus, Tab does not
    // (the forms' tab order stays as it was).
    setFocusPolicy(Qt::ClickFocus);
    m_copyAction = new QAction(Text::tr("Copy chart"), this);
    m_copyAction->setShortcut(QKeySequence::Copy);
    m_copyAction->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copyAction, &QAction::triggered, this, [this] { ChartExporter::copyToClipboard(this); });
    addAction(m_copyAction);
    connect(chart(), &QChart::plotAreaChanged, this, &ChartView::thinTicks);
}

QValueAxis *ChartView::addValueAxis(const QString &title, Qt::Alignment alignment)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%.4g"));
    chart()->addAxis(axis, alignment);
    applyPalette();
    // A new range may bring finer ticks than the plot has room for (queued: after the
    // chart has laid itself out).
    connect(axis, &QValueAxis::rangeChanged, this, &ChartView::thinTicks, Qt::QueuedConnection);
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
// The interval asked for, before thinTicks made it coarser to fit the labels: a larger
// chart later gets it back.
const char *const RequestedInterval = "drivescopeRequestedInterval";
// Set by startOver: the axis's range belongs to the previous run.
const char *const StartOver = "drivescopeStartOver";

void setRangeAndTicks(QValueAxis *axis, double top, double interval)
{
    axis->setProperty(RequestedInterval, interval);
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
    // (thinTicks may have made the interval coarser: that is still this span.)
    if (axis->min() == 0 && axis->max() == end && axis->tickType() == QValueAxis::TicksDynamic
        && axis->property(RequestedInterval).toDouble() == interval)
        return;
    setRangeAndTicks(axis, end, interval);
}

void ChartView::growRange(QValueAxis *axis, double largest)
{
    const bool fresh = axis->property(StartOver).toBool();
    if (fresh)
        axis->setProperty(StartOver, QVariant());
    const double top = fresh ? -1 : axis->max(); // a new run: fitted to its data whatever the range
    // No data yet: 0..5, whole-numbered ticks any label format reads (0..1e-9 was
    // labelled "5e-10", and 0..1 in whole numbers "0 0 0 1 1 1").
    if (largest <= 0) {
        if (top != 5 || axis->min() != 0)
            setRangeAndTicks(axis, 5, 1);
        return;
    }
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

QColor ChartView::seriesColor(int colorIndex) const
{
    return SeriesColors::of(colorIndex, palette().color(QPalette::Base));
}

void ChartView::styleSeries(QAbstractSeries *series, int colorIndex, qreal width, Qt::PenStyle style, int fillAlpha)
{
    m_looks.push_back({ series, colorIndex, width, style, fillAlpha });
    applyLook(m_looks.back());
}

void ChartView::applyLook(const SeriesLook &look) const
{
    if (!look.series)
        return;
    const QColor color = seriesColor(look.colorIndex);
    QColor fill = color;
    fill.setAlpha(look.fillAlpha);
    if (auto *area = qobject_cast<QAreaSeries *>(look.series)) {
        area->setPen(QPen(color, look.width, look.style));
        area->setBrush(fill);
    } else if (auto *scatter = qobject_cast<QScatterSeries *>(look.series)) {
        scatter->setColor(fill);
        scatter->setBorderColor(Qt::transparent);
    } else if (auto *line = qobject_cast<QXYSeries *>(look.series)) {
        line->setPen(QPen(color, look.width, look.style));
        if (look.style != Qt::NoPen)
            return;
        if (!m_dotsAsCircles) {
            line->setLightMarker(dotImage(fill, line->markerSize()));
            return;
        }
        // Qt Charts draws a visible point as a circle in the pen's colour whose radius is
        // the marker size (drawDotsAsCircles halved it); the line between points has no
        // pen, so nothing.
        line->setLightMarker(QImage());
        line->setPen(QPen(fill, look.width, Qt::NoPen));
        line->setPointsVisible(true);
    }
}

void ChartView::drawDotsAsCircles()
{
    if (m_dotsAsCircles)
        return;
    m_dotsAsCircles = true;
    for (const SeriesLook &look : m_looks) {
        auto *line = qobject_cast<QXYSeries *>(look.series.data());
        if (line && look.style == Qt::NoPen && !qobject_cast<QScatterSeries *>(line))
            line->setMarkerSize(line->markerSize() / 2); // a radius from now on, not a diameter
        applyLook(look);
    }
}

QImage ChartView::dotImage(const QColor &color, qreal diameter)
{
    // Four pixels to the point: a dot stays round in a 2× PNG and when a PDF is zoomed.
    constexpr int Oversample = 4;
    const int side = std::max(1, int(std::ceil(diameter * Oversample)));
    QImage dot(side, side, QImage::Format_ARGB32_Premultiplied);
    dot.fill(Qt::transparent);
    QPainter painter(&dot);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawEllipse(QRectF(0, 0, side, side));
    return dot;
}

namespace {

// The widest of an axis's tick labels, as Qt Charts formats them (printf-style).
double widestLabel(const QValueAxis *axis, const QFontMetricsF &metrics)
{
    const QByteArray format = axis->labelFormat().isEmpty() ? QByteArray("%g") : axis->labelFormat().toLatin1();
    const bool integer = format.contains('d') || format.contains('i');
    double widest = 0;
    for (double v : { axis->min(), axis->max(), (axis->min() + axis->max()) / 2 })
        widest = std::max(widest,
            metrics.horizontalAdvance(
                integer ? QString::asprintf(format.constData(), int(v)) : QString::asprintf(format.constData(), v)));
    return widest;
}

} // namespace

void ChartView::thinTicks()
{
    // Qt Charts elides a tick label to "…" when it is taller (vertical axis) or wider
    // (horizontal) than the spacing between ticks: a short chart, or a large font, gets
    // every second or fifth tick instead (1 → 2 → 5 → 10 times the interval).
    if (m_thinning)
        return;
    m_thinning = true;
    const QRectF plot = chart()->plotArea();
    for (QAbstractAxis *a : chart()->axes()) {
        auto *axis = qobject_cast<QValueAxis *>(a);
        if (!axis || axis->tickType() != QValueAxis::TicksDynamic || axis->tickInterval() <= 0
            || axis->max() <= axis->min() || !axis->labelsVisible())
            continue;
        const double length = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        const QFontMetricsF metrics(axis->labelsFont());
        const double needed = axis->orientation() == Qt::Vertical
            ? metrics.height() * 1.2
            : widestLabel(axis, metrics) + 2 * metrics.averageCharWidth();
        const double span = axis->max() - axis->min();
        // From the interval asked for each time, so a chart made larger gets finer ticks back.
        const double requested = axis->property(RequestedInterval).toDouble();
        double interval = requested > 0 && requested <= axis->tickInterval() ? requested : axis->tickInterval();
        while (length > 0 && length * interval / span < needed && span / interval > 1)
            interval = niceCeil(interval * 1.5);
        if (interval != axis->tickInterval())
            axis->setTickInterval(interval);
    }
    m_thinning = false;
}

void ChartView::startOver()
{
    m_refreshes = 0;
    // Marked, not reset: the next growRange fits the axis to the new data whatever its
    // range (a reset here re-laid out every chart once more when a run was drawn again).
    for (QAbstractAxis *a : chart()->axes())
        if (auto *axis = qobject_cast<QValueAxis *>(a); axis && axis->min() == 0)
            axis->setProperty(StartOver, true);
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
    for (const SeriesLook &look : m_looks)
        applyLook(look);
}

void ChartView::fitMinimumSize()
{
    // Two side by side still fit beside a form at 1024×768. High enough for a title, a
    // legend row, tick labels and axis titles and a plot between them in the font the
    // user chose: at 12 lines (180 px at 9 pt) the Seek page's timeline at 1264×752 kept
    // a 51 px plot and Qt Charts drew its time axis as "…"; a page short of room scrolls.
    // A chart wide enough to take its legend beside the plot (resizeEvent) gives up the
    // legend row: in a wide serif font at 1024×768 the Compare window's two charts left
    // its table of differences four rows.
    const int lines = legendFitsBeside(width()) ? 13 : 14;
    setMinimumSize(220, std::max(210, fontMetrics().height() * lines));
}

bool ChartView::legendFitsBeside(int width) const
{
    // Beside the plot while the plot keeps 50 characters' room and the legend its
    // longest name whole: about 70 characters in English, more for German names
    // ("Warteschlange (aqu-sz)" was drawn "Warteschlange (aq…" beside a 1024 px plot).
    const QFontMetrics legend(chart()->legend()->font());
    int widest = 0;
    for (const QAbstractSeries *s : chart()->series())
        widest = std::max(widest, legend.horizontalAdvance(s->name()));
    const int average = fontMetrics().averageCharWidth();
    return width >= average * 50 + std::max(widest + average * 4, average * 20);
}

void ChartView::setEmptyHint(const QString &hint)
{
    m_emptyHint = hint;
    viewport()->update();
}

bool ChartView::isEmpty() const
{
    for (const QAbstractSeries *s : chart()->series()) {
        if (const auto *xy = qobject_cast<const QXYSeries *>(s)) {
            if (xy->count() > 0)
                return false;
        } else if (const auto *area = qobject_cast<const QAreaSeries *>(s)) {
            if (area->upperSeries() && area->upperSeries()->count() > 0)
                return false;
        } else {
            return false; // a kind this does not know how to look into: taken as drawn
        }
    }
    return true;
}

void ChartView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QChartView::drawForeground(painter, rect);
    const bool hint = !m_emptyHint.isEmpty() && isEmpty();
    if (hint != m_hintShown) {
        // Shown or gone, the whole sentence at once: the first points repaint only their
        // own box and left pieces of it. While it shows, every update is a whole one.
        m_hintShown = hint;
        setViewportUpdateMode(hint ? QGraphicsView::FullViewportUpdate : QGraphicsView::MinimalViewportUpdate);
        viewport()->update();
    }
    if (!hint)
        return;
    // Quieter than data, as the window's other hints, on the chart's base.
    const QColor quiet = SeriesColors::quietText(palette().color(QPalette::Text), palette().color(QPalette::Base));
    const QRectF plot = chart()->mapRectToScene(chart()->plotArea()).adjusted(8, 8, -8, -8);
    painter->save();
    painter->setPen(quiet);
    painter->setFont(font());
    painter->drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, m_emptyHint);
    painter->restore();
}

void ChartView::fitTitle(int width)
{
    // A title wider than a narrow chart (two side by side at 1024 px and a 12 pt font)
    // is drawn in a smaller font, down to three quarters of its own, rather than as
    // "Latency against seek …" (Qt Charts draws a title on two lines as "...").
    QFont font = m_titleFont;
    const QMargins margins = chart()->margins();
    qreal left = 0, top = 0, right = 0, bottom = 0;
    chart()->layout()->getContentsMargins(&left, &top, &right, &bottom);
    const double room = width - margins.left() - margins.right() - left - right - 8;
    const double smallest = m_titleFont.pointSizeF() * 0.75;
    while (QFontMetricsF(font).horizontalAdvance(m_title) > room && font.pointSizeF() - 0.5 >= smallest)
        font.setPointSizeF(font.pointSizeF() - 0.5);
    if (chart()->titleFont() != font)
        chart()->setTitleFont(font);
}

void ChartView::resizeEvent(QResizeEvent *event)
{
    // A short chart gives its legend row to the plot (at 1024×768 the seek and sync write
    // pages' charts had no room left for their tick labels and axis titles, drawn "…"):
    // one series needs no legend (the axis titles say what it is), several get theirs
    // beside the plot instead of under it.
    int named = 0;
    for (const QAbstractSeries *s : chart()->series())
        named += s->name().isEmpty() ? 0 : 1;
    const bool tall = event->size().height() >= fontMetrics().height() * 16;
    chart()->legend()->setVisible(named > 1 || tall);
    const bool wide = legendFitsBeside(event->size().width());
    chart()->legend()->setAlignment(tall || !wide ? Qt::AlignBottom : Qt::AlignRight);
    if (wide != legendFitsBeside(event->oldSize().width()))
        fitMinimumSize();
    fitTitle(event->size().width());
    QChartView::resizeEvent(event);
}

void ChartView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        fitMinimumSize();
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(Text::tr("Export chart…"), this, [this] { ChartExportDialog::open(this); });
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
