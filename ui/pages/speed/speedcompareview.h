// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/compare/compareview.h"

#include "core/bench/speed/speedgrid.h"

#include "ui/charts/axisunit.h"
#include "ui/charts/chartview.h"

#include <vector>

class QGridLayout;

namespace DriveScope {

class SpeedTile;

// Speed grids compared as people put two drives' grids next to each other: a block of
// tiles per run (a column per direction, a row per test), each the median run's MB/s
// with its difference from the baseline's tile, and a bar chart with a bar per run for
// every test and direction. The units stay put: MB/s on every tile and bar, and one
// latency unit on every tile (µs, or ms once the slowest mean passes 10 ms).
class SpeedCompareView : public CompareView {
    Q_OBJECT
public:
    // One test in one direction, as the runs have it: the tile rows and the bars.
    struct Cell {
        QString test; // "SEQ1M Q8T1"
        SpeedDirection direction = SpeedDirection::Read;
        std::vector<const SpeedCell *> perRun; // null where a run did not measure it
    };

    SpeedCompareView(CompareRuns runs, QObject *parent);

    // Cells in the baseline's order, then those only a later run has.
    const std::vector<Cell> &cells() const { return m_cells; }
    SpeedTile *tile(int run, int cell) const;
    ChartView *barChart() const { return m_bars; }
    const AxisUnit &latencyUnit() const { return m_latencyUnit; }

protected:
    void redraw() override;

private:
    void buildTiles(QGridLayout *grid);
    void drawBars();

    std::vector<SpeedGrid> m_grids; // per run
    std::vector<Cell> m_cells;
    std::vector<SpeedDirection> m_directions; // the columns of each run's block
    AxisUnit m_latencyUnit;
    std::vector<std::vector<SpeedTile *>> m_tiles; // [run][cell]
    ChartView *m_bars = nullptr;
};

} // namespace DriveScope
