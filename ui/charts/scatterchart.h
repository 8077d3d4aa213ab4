// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/axisunit.h"
#include "ui/charts/chartview.h"
#include "ui/charts/pointreservoir.h"

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace DriveScope {

// A scatter of (x, y) in raw units (bytes, ns) through a bounded PointReservoir: any
// number of points may be added, at most capacity are drawn. Axis units follow the
// largest value shown (Seek: latency against seek distance; Zone sweep: throughput
// against offset).
class ScatterChart : public ChartView {
    Q_OBJECT
public:
    using UnitPicker = AxisUnit (*)(double largest);

    ScatterChart(const QString &title, const QString &seriesName, const QString &xQuantity, UnitPicker xUnit,
        const QString &yQuantity, UnitPicker yUnit, int capacity = 2000, QWidget *parent = nullptr);

    void clear(); // the points and the band
    // A band over the points: from the curve lower (raw units, x ascending) to the same
    // curve plus width, drawn under the points and named in the legend (the Seek page's
    // fitted seek curve and one revolution above it). An empty curve removes it.
    void setBand(std::vector<QPointF> lower, double width, const QString &name);
    void add(quint64 key, double x, double y) { m_points.add(key, x, y); }
    // Points kept elsewhere (a page's chart data) in place of these.
    void setPoints(const PointReservoir &points) { m_points = points; }
    // Live (final false) at most GrowthPerRefresh more dots than last time: drawing the
    // first 2000 at once held the GUI thread up to 50 ms in a QD32 run (max stall 23-50 ms
    // in four runs of gui_seek_perf, 14.5-21.6 ms in five with 250 a refresh). The kept
    // points' first N by priority are themselves a uniform sample, so a partial draw is
    // still a fair one.
    static constexpr int GrowthPerRefresh = 250;
    void refresh(bool final = true);

    const PointReservoir &reservoir() const { return m_points; }
    // The points drawn, in raw units, as the last refresh() drew them.
    const std::vector<QPointF> &drawnPoints() const { return m_drawn; }

private:
    void drawBand();

    PointReservoir m_points;
    std::vector<QPointF> m_bandLower;
    double m_bandWidth = 0;
    QLineSeries *m_bandLowerSeries;
    QLineSeries *m_bandUpperSeries;
    QAreaSeries *m_band;
    std::vector<QPointF> m_drawn;
    QLineSeries *m_series; // drawn as dots: no line, a light marker at each point
    QValueAxis *m_x;
    QValueAxis *m_y;
    QString m_xQuantity;
    QString m_yQuantity;
    UnitPicker m_xUnit;
    UnitPicker m_yUnit;
    AxisUnit m_xShown;
    AxisUnit m_yShown;
};

} // namespace DriveScope
