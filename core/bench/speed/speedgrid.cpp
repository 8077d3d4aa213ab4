// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/speed/speedgrid.h"

#include <algorithm>

namespace DriveScope {

SpeedFigures SpeedFigures::of(const PhaseStats &phase)
{
    SpeedFigures f;
    f.megabytesPerSecond = phase.megabytesPerSecond();
    f.iops = phase.iops();
    f.meanNs = phase.meanNs();
    f.p99Ns = phase.histogram.percentile(99);
    f.ios = phase.ios;
    return f;
}

SpeedGrid SpeedGrid::of(const SpeedPlan &plan, const std::vector<PhaseStats> &phases)
{
    SpeedGrid grid;
    for (const SpeedTest &test : plan.tests)
        for (SpeedDirection d : plan.directions) {
            SpeedCell cell;
            cell.test = test;
            cell.direction = d;
            for (int run = 1; run <= plan.runs; ++run) {
                const QString name = SpeedPlan::phaseName(test, d, run);
                const auto it
                    = std::find_if(phases.begin(), phases.end(), [&](const PhaseStats &p) { return p.phase == name; });
                if (it != phases.end() && !it->empty()) {
                    cell.runs.push_back(SpeedFigures::of(*it));
                    cell.inFlight.merge(it->inFlight);
                }
            }
            if (cell.measured()) {
                std::vector<SpeedFigures> sorted = cell.runs;
                std::sort(sorted.begin(), sorted.end(), [](const SpeedFigures &a, const SpeedFigures &b) {
                    return a.megabytesPerSecond < b.megabytesPerSecond;
                });
                cell.median = sorted[(sorted.size() - 1) / 2];
                cell.best = sorted.back();
            }
            grid.cells.push_back(std::move(cell));
        }
    for (const PhaseStats &p : phases) {
        grid.ios += p.ios;
        grid.keptSamples += p.keptSamples;
    }
    return grid;
}

const SpeedCell *SpeedGrid::cell(const QString &testName, SpeedDirection direction) const
{
    for (const SpeedCell &c : cells)
        if (c.direction == direction && c.test.name() == testName)
            return &c;
    return nullptr;
}

QString SpeedGrid::key(const SpeedCell &cell)
{
    return QStringLiteral("%1_%2").arg(
        cell.test.name().toLower().replace(u' ', u'_'), speedDirectionName(cell.direction));
}

} // namespace DriveScope
