// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include "ui/charts/chartview.h"

#include "core/bench/zone/zoneprofile.h"
#include "core/run/runresult.h"

#include <optional>
#include <span>
#include <vector>

class QComboBox;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace DriveScope {

// The zone curve: MB/s at each point against its offset (GB, or % of the target),
// with the min, mean and max MB/s of the complete points as horizontal lines. The
// profile comes from ZoneProfileBuilder, which ZoneProfile::compute (the CLI's and the
// runs table's) is made of, so live, redrawn and printed figures are one. Each sample is
// looked at once as it arrives and not kept: a refresh costs a pass over the points.
class ZoneChart : public ChartView, public PageCharts {
    Q_OBJECT
public:
    enum class XAxis { Gigabytes, Percent };
    explicit ZoneChart(QWidget *parent = nullptr);

    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override;
    void refresh(bool final = true) override;
    void setXAxis(XAxis axis);
    XAxis xAxis() const { return m_xAxis; }

    const ZoneProfile &profile() const { return m_profile; }
    // What the curve shows: (x in the current unit, MB/s) per point.
    QList<QPointF> drawnPoints() const;
    QString figures() const override;
    // The tooltip text for point index (what hovering it shows).
    QString tipFor(int index) const;
    const QValueAxis *offsetAxis() const { return m_x; }

private:
    double xOf(qint64 offset) const;

    std::optional<ZonePlan> m_plan;
    qint64 m_targetSize = 0;
    std::optional<ZoneProfileBuilder> m_builder; // with the plan: the points as they come
    ZoneProfile m_profile;
    bool m_dirty = true;
    XAxis m_xAxis = XAxis::Gigabytes;
    QLineSeries *m_curve;
    QScatterSeries *m_markers;
    QLineSeries *m_min;
    QLineSeries *m_mean;
    QLineSeries *m_max;
    QValueAxis *m_x;
    QValueAxis *m_y;
};

} // namespace DriveScope
