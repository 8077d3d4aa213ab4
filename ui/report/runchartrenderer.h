// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QList>
#include <QPicture>
#include <QSizeF>
#include <QString>

class QChartView;

namespace DriveScope {

// A run's charts for a report, drawn by the very classes the pages draw live, through
// the same begin/add/refresh(true) path a reopened run takes: SeekCharts (histogram,
// latency against seek distance, latency over time), ZoneChart, the sync write page's
// LatencyHistogramChart + TimelineChart, BandwidthCharts. The widgets live offscreen
// (never shown) with a light palette, whatever the desktop's theme, since reports are
// printed. Each chart is recorded as a QPicture (its paint commands, vectors and text)
// and the widgets are gone when the constructor returns: the constructor runs on the
// GUI thread, while replaying the pictures into a PDF, an SVG or a PNG — the slow part
// — may happen on any thread (the window does it on a pool thread).
class RunChartRenderer {
public:
    struct Chart {
        QPicture picture; // drawn from (0, 0) at size, in 1/96 inch
        QString title;
        QSizeF size; // the layout size, in 1/96 inch
        bool half = false; // drawn beside the next half-width chart
    };

    explicit RunChartRenderer(const RunResult &run, double width = 680);
    ~RunChartRenderer();
    RunChartRenderer(const RunChartRenderer &) = delete;
    RunChartRenderer &operator=(const RunChartRenderer &) = delete;

    const QList<Chart> &charts() const { return m_charts; }

private:
    void add(QChartView *view, double height, bool half);
    static void record(QChartView *view, Chart *chart);

    QList<Chart> m_charts;
    double m_width;
};

} // namespace DriveScope
