// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <deque>
#include <optional>
#include <utility>

namespace DriveScope {

// How fast a run is getting through its work lately, and when it will end at that pace.
// Fed (elapsed seconds, units done) at every progress tick. The ETA uses the recent rate,
// not the mean since the start: when one of two readers finishes first, or a sweep
// reaches slower inner tracks, the pace changes and an ETA from the mean claimed the end
// was near while seconds were left (issue 18: "0 s at 86 %, 1.3 s to go").
class ProgressRate {
public:
    // The rate shown beside the figures (reads/s) is over the last second; the ETA's over
    // the last few, so it does not jump with every hiccup.
    static constexpr double RateWindowS = 1.0;
    static constexpr double EtaWindowS = 3.0;

    void clear() { m_points.clear(); }
    // elapsed must not go back; done may stay where it is.
    void add(double elapsedS, qint64 done);
    // Units per second over about the last windowS seconds (all there is when the run is
    // younger), or nullopt before two points a moment apart.
    std::optional<double> rateOver(double windowS) const;
    // Seconds until done reaches total at the ETA window's rate; nullopt while no rate is
    // known or nothing moved in that window (a stalled device has no honest ETA).
    std::optional<double> secondsLeft(qint64 total) const;

private:
    std::deque<std::pair<double, qint64>> m_points; // (elapsed s, done), oldest first
};

} // namespace DriveScope
