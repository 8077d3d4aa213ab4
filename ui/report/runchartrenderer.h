// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QList>
#include <QSizeF>

#include <memory>

class QChartView;
class QWidget;

namespace DriveScope {

// A run's charts for a report, drawn by the very classes the pages draw live, through
// the same begin/add/refresh(true) path a reopened run takes: SeekCharts (histogram,
// latency against seek distance, latency over time), ZoneChart, the sync write page's
// LatencyHistogramChart + TimelineChart, BandwidthCharts. The widgets live offscreen
// (never shown) with a light palette, whatever the desktop's theme, since reports are
// printed. Paint them with ChartExporter::paint at the size given. GUI thread only.
class RunChartRenderer {
public:
    struct Chart {
        QChartView *view = nullptr;
        QSizeF size; // the layout size, in 1/96 inch
        bool half = false; // drawn beside the next half-width chart
    };

    explicit RunChartRenderer(const RunResult &run, double width = 680);
    ~RunChartRenderer();
    RunChartRenderer(const RunChartRenderer &) = delete;
    RunChartRenderer &operator=(const RunChartRenderer &) = delete;

    const QList<Chart> &charts() const { return m_charts; }

private:
    void add(QChartView *view, double height, bool half = false);

    std::unique_ptr<QWidget> m_host;
    QList<Chart> m_charts;
    double m_width;
};

} // namespace DriveScope
