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
// latency percentiles (mean, p50, p99, p99.9; logarithmic, in µs or, once the slowest
// passes 10 ms as a disk's deep queue does, in ms). The rows are
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

private:
    void updateAxes();
    // Every depth labelled where there is room (1 2 4 … 256); every second power of two
    // (1 4 16 …) or every fourth where there is not, rather than labels Qt Charts cuts
    // to "1…".
    void fitDepthLabels();

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
    double m_latencyDivisor = 1e3; // ns per unit shown: µs, or ms
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
