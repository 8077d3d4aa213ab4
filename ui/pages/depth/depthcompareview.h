// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/compare/compareview.h"

namespace DriveScope {

// Depth sweeps compared: each run's IOPS and p99 latency against queue depth, one point
// per depth on a log₂ axis, as DepthProfile computes them for the depth page.
class DepthCompareView : public CompareView {
    Q_OBJECT
public:
    enum class Value { Iops, P99 };

    DepthCompareView(CompareRuns runs, QObject *parent);

    // (QD, IOPS) or (QD, p99 in ns) per depth.
    static QList<QPointF> curve(const RunRecord &record, Value value);

    CompareLineChart *iopsChart() const { return m_iops; }
    CompareLineChart *latencyChart() const { return m_latency; }

protected:
    void redraw() override;

private:
    CompareLineChart *m_iops = nullptr;
    CompareLineChart *m_latency = nullptr;
};

} // namespace DriveScope
