// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartview.h"

#include <QColor>
#include <QList>
#include <QPointF>

namespace DriveScope {

// One line per run over shared axes: the compare window's histograms (step outlines),
// latency and throughput over time, and zone curves. The data is finished runs, so
// setData() rebuilds series and axes outright; nothing here streams.
class CompareLineChart : public ChartView {
    Q_OBJECT
public:
    struct Line {
        QString name; // the legend entry: the run's label
        QColor color;
        QList<QPointF> points;
    };
    struct Axes {
        QString xTitle; // with its unit: "Latency (µs, logarithmic)"
        QString yTitle;
        bool logX = false;
        int logXBase = 10; // 2 for queue depths
        bool logY = false;
        // Linear x: a fixed range (0..100 for percent) instead of 0..a round maximum.
        double xMin = 0;
        double xMax = 0; // 0: from the data
        double yMax = 0; // linear y: a fixed top (100 for percent) instead of a round maximum
        bool markers = false; // a dot per point (zone sweeps have a handful)
        QString xUnit; // for the tooltip: "ms", "%", "s"
        QString yUnit;
    };

    explicit CompareLineChart(const QString &title, QWidget *parent = nullptr);

    void setData(const QList<Line> &lines, const Axes &axes);
    const QList<Line> &lines() const { return m_lines; }
    const Axes &axes() const { return m_axes; }

private:
    QList<Line> m_lines;
    Axes m_axes;
};

} // namespace DriveScope
