// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/decimatedseries.h"
#include "ui/charts/latencycounts.h"
#include "ui/charts/pointreservoir.h"
#include "ui/run/runrecord.h"

#include <span>
#include <vector>

namespace DriveScope {

// What the Seek page's three charts draw, made from a run's samples without a widget:
// the latency counts, a bounded sample of (seek distance, latency) and latency over time.
// Live, the page adds each drain's samples to one; for a finished run one is made with
// its record off the GUI thread, so selecting the run draws it without a pass over a
// million samples on the GUI thread.
class SeekChartData : public PreparedCharts {
public:
    static constexpr int DistancePoints = 1500;
    static constexpr int TimelineBins = 512;

    // A new run: whether its warm-up reads count comes from its config.
    void begin(const RunResult &header);
    void add(std::span<const Sample> samples);

    static std::shared_ptr<const PreparedCharts> prepare(const RunResult &run);

    LatencyCounts latency;
    PointReservoir distance { DistancePoints };
    DecimatedSeries timeline { TimelineBins };

private:
    std::vector<qint64> m_lastOffset; // per worker: the seek distance is from its previous read
    std::vector<quint64> m_sequence; // per worker: the reservoir's key of its next read
    bool m_includeWarmUp = false;
};

} // namespace DriveScope
