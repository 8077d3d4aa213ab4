// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/axisunit.h"
#include "ui/charts/chartview.h"
#include "ui/charts/decimatedseries.h"

class QLineSeries;
class QValueAxis;

namespace DriveScope {

// A value over the run's time through a bounded DecimatedSeries: two lines, the mean
// and the maximum in each interval, so a slow outlier stays visible however long the
// run (Seek: latency over time; Bandwidth: MB/s over time).
class TimelineChart : public ChartView {
    Q_OBJECT
public:
    using UnitPicker = AxisUnit (*)(double largest);

    TimelineChart(
        const QString &title, const QString &yQuantity, UnitPicker yUnit, int bins = 512, QWidget *parent = nullptr);

    void clear();
    void add(qint64 timeNs, double value)
    {
        m_series.add(timeNs, value);
        m_dirty = true;
    }
    // Bins kept elsewhere (a page's chart data) in place of these.
    void setSeries(const DecimatedSeries &series)
    {
        m_series = series;
        m_dirty = true;
    }
    // final: units from the data alone (live they stick near a boundary).
    void refresh(bool final = true);

    const DecimatedSeries &series() const { return m_series; }

private:
    DecimatedSeries m_series;
    bool m_dirty = true;
    QLineSeries *m_mean;
    QLineSeries *m_max;
    QValueAxis *m_x;
    QValueAxis *m_y;
    QString m_yQuantity;
    UnitPicker m_yUnit;
    AxisUnit m_yShown;
};

} // namespace DriveScope
