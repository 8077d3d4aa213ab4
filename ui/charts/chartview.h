// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>
#include <QFont>
#include <QImage>
#include <QPointer>

#include <vector>

class QAbstractAxis;
class QAbstractSeries;
class QAction;
class QValueAxis;

namespace DriveScope {

// What every DriveScope chart shares: antialiasing, a legend at the bottom, axis titles
// with units, colours taken from the widget palette (readable in light and dark
// themes), and a tooltip helper for exact values on hover.
class ChartView : public QChartView {
    Q_OBJECT
public:
    explicit ChartView(const QString &title, QWidget *parent = nullptr);

    QValueAxis *addValueAxis(const QString &title, Qt::Alignment alignment);
    // Sets axis to [0, the first round tick at or above largest] only when largest has
    // outgrown it or shrunk well below it: a range that changes every refresh re-lays
    // out the whole chart, which costs more than drawing the data.
    static void growRange(QValueAxis *axis, double largest);
    // 1, 2 or 5 times a power of ten, at least value.
    static double niceCeil(double value);
    // Sets axis to exactly [0, end] with ticks every 1, 2 or 5 times a power of ten from
    // 0 (at most maxIntervals of them), for an axis whose end is a fact, not a level the
    // data may reach: a 1000.2 GB disk's offsets fill the chart's width instead of
    // stopping half way along a 0..2000 axis. Does nothing when already so.
    static void spanExactly(QValueAxis *axis, double end, int maxIntervals = 8);
    // Re-applies the palette to axes added later (call after adding series and axes).
    void applyPalette();
    // Draws series in fixed series colour colorIndex (SeriesColors), recoloured with the
    // palette: lines and area outlines with a pen of width and style, an area's fill and
    // a scatter's markers in that colour at fillAlpha (0..255). A line series with style
    // Qt::NoPen is a scatter drawn as dots (see ScatterChart): each point a dotImage of
    // its marker size in that colour at fillAlpha.
    void styleSeries(QAbstractSeries *series, int colorIndex, qreal width = 2, Qt::PenStyle style = Qt::SolidLine,
        int fillAlpha = 255);
    // Series colour colorIndex on this chart's background.
    QColor seriesColor(int colorIndex) const;
    // A filled, antialiased circle in color for a light marker of diameter px (made at
    // four times that size).
    static QImage dotImage(const QColor &color, qreal diameter);
    // Dots drawn as filled circles, not images, from now on: for a recording (a report's
    // QPicture stores each drawn image anew, 1,500 copies of one dot in a PDF), where
    // vectors are also sharper. Slower to draw, so never for a live chart.
    void drawDotsAsCircles();

    // A new run: refresh count from zero, and every value axis back to 0..5 so the new
    // data set its range (a run whose largest latency was 587 µs kept the previous run's
    // 0..2000 µs, which growRange does not shrink until the data fill less than a quarter).
    void startOver();
    // A sentence drawn in the middle of the plot while no series has a point (a page's
    // charts before the first run, or after another drive was chosen). Empty: none.
    void setEmptyHint(const QString &hint);
    // No series has a point: the hint, if any, is drawn.
    bool isEmpty() const;

    // The title's font for a chart width pixels wide: its own, or smaller (down to three
    // quarters) where the title would not fit. The view does it on every resize; an
    // export lays the chart out at its own size and fits the title to that.
    void fitTitle(int width);

    // Refreshes since the last clear and the time they took: the perf probe reads these.
    int refreshCount() const { return m_refreshes; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    // Export chart… and Copy chart (issue 5), for every chart.
    void contextMenuEvent(QContextMenuEvent *event) override;
    void countRefresh() { ++m_refreshes; }
    static void showTip(const QString &text);
    static void hideTip();

private:
    struct SeriesLook {
        QPointer<QAbstractSeries> series;
        int colorIndex;
        qreal width;
        Qt::PenStyle style;
        int fillAlpha;
    };
    void applyLook(const SeriesLook &look) const;

    void thinTicks();
    void fitMinimumSize();
    bool legendFitsBeside(int width) const;

    QString m_title;
    QString m_emptyHint;
    bool m_hintShown = false; // drawn at the last paint
    QFont m_titleFont; // as Qt Charts chose it; smaller while the chart is too narrow for the title
    std::vector<SeriesLook> m_looks;
    bool m_dotsAsCircles = false;
    bool m_thinning = false;
    int m_refreshes = 0;
    QAction *m_copyAction = nullptr;
};

} // namespace DriveScope
