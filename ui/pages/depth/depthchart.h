// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include "ui/charts/chartview.h"

#include "core/bench/depth/depthconfig.h"
#include "core/bench/depth/depthprofile.h"

#include <optional>
#include <span>
#include <vector>

class QLineSeries;
class QLogValueAxis;
class QScatterSeries;

class QBoxLayout;

namespace DriveScope {

// A depth sweep against queue depth (log2 axis): IOPS with the knee marked, or the
// latency percentiles (mean, p50, p99, p99.9; logarithmic µs). The rows are
// DepthProfile's, the same the CLI and the runs table show; a finished depth's row is
// computed once, the running depth's is estimated from its histogram on a live refresh
// (DepthProfile::estimatedRowOf, in constant time) and exact from the final one.
class DepthChart : public ChartView, public PageCharts {
    Q_OBJECT
public:
    enum class Mode { Iops, Latency };
    explicit DepthChart(Mode mode, QWidget *parent = nullptr);

    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override;
    void refresh(bool final = true) override;
    QString figures() const override;

    const DepthProfile &profile() const { return m_profile; }
    // (QD, IOPS) or (QD, µs) of series index (Latency: 0 mean, 1 p50, 2 p99, 3 p99.9).
    QList<QPointF> drawnPoints(int series = 0) const;

private:
    void updateAxes();

    Mode m_mode;
    std::optional<DepthPlan> m_plan;
    DepthPhases m_phases;
    std::vector<DepthRow> m_rows; // per phase with reads; the last one may still grow
    DepthProfile m_profile;
    bool m_dirty = true;
    std::vector<QLineSeries *> m_lines;
    QScatterSeries *m_knee = nullptr;
    QLogValueAxis *m_x;
    QLogValueAxis *m_yLog = nullptr; // latency
    QValueAxis *m_yLinear = nullptr; // IOPS
};

// The two charts side by side as one PageCharts for the page.
class DepthCharts : public QWidget, public PageCharts {
    Q_OBJECT
public:
    explicit DepthCharts(QWidget *parent = nullptr);
    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override;
    void refresh(bool final) override;
    QString figures() const override { return m_iops->figures(); }
    DepthChart *iopsChart() const { return m_iops; }
    DepthChart *latencyChart() const { return m_latency; }

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    DepthChart *m_iops;
    DepthChart *m_latency;
    QBoxLayout *m_layout = nullptr;
};

} // namespace DriveScope
