// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include "core/bench/speed/speedgrid.h"
#include "ui/charts/axisunit.h"

#include <QFrame>

#include <optional>
#include <vector>

class QGridLayout;
class QLabel;

namespace DriveScope {

// One cell of the grid: the median run's MB/s large, IOPS and latency beneath; in a
// compare, also its difference from the baseline's cell.
class SpeedTile : public QFrame {
    Q_OBJECT
public:
    SpeedTile(SpeedDirection direction, QWidget *parent = nullptr);
    // measuring: this cell's run of runs is going now (0: not measuring).
    void setCell(const SpeedCell &cell, int measuringRun, int runs);
    // Latencies in this unit whatever their size (a compare keeps one unit for every
    // tile); an empty unit, the default, picks one per figure.
    void setLatencyUnit(const AxisUnit &unit) { m_latencyUnit = unit; }
    // "+12.3 %" under the value, in colour; empty hides it.
    void setDifference(const QString &text, const QColor &color);
    // The bar on the left in this colour instead of the direction's (a compare colours
    // every tile of a run as its bars and curves); invalid: the direction's.
    void setAccent(const QColor &color) { m_accent = color; }
    QColor accent() const;
    QString valueText() const;
    QString detailText() const;
    QString differenceText() const;
    // The colour the difference is drawn in.
    QColor differenceColor() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    SpeedDirection m_direction;
    bool m_active = false;
    QLabel *m_value;
    QLabel *m_unit;
    QLabel *m_difference;
    QLabel *m_detail;
    AxisUnit m_latencyUnit;
    QColor m_accent;
};

// The speed grid as CrystalDiskMark lays it out: a row per test, a column per
// direction (read | write | mix), filled as each test's runs finish. The figures come
// from the run's phases (every I/O), not from its capped samples, so add() has nothing
// to do; the page feeds the finished phases live through setPhases().
class SpeedTiles : public QWidget, public PageCharts {
    Q_OBJECT
public:
    explicit SpeedTiles(QWidget *parent = nullptr);

    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override { (void)samples; }
    void refresh(bool final) override;
    QString figures() const override;

    // Live: the phases finished since the last call, and the one running (-1: none).
    void appendPhases(std::vector<PhaseStats> phases, int currentPhase);
    std::size_t phaseCount() const { return m_phases.size(); }
    const SpeedGrid &grid() const { return m_grid; }
    SpeedTile *tile(int test, int direction) const;
    QString currentText() const; // "RND4K Q32T1 write, run 2 of 5"
    QString phaseText(int phase) const; // the same words for any phase of the plan

private:
    void rebuild();

    std::optional<SpeedPlan> m_plan;
    std::vector<PhaseStats> m_phases;
    int m_current = -1;
    SpeedGrid m_grid;
    QGridLayout *m_layout;
    QLabel *m_empty;
    std::vector<std::vector<SpeedTile *>> m_tiles; // [test][direction]
    std::vector<QWidget *> m_built; // headers and tiles, removed on rebuild
};

} // namespace DriveScope
