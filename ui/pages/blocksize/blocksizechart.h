// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include "ui/charts/chartview.h"

#include "core/bench/blocksize/blocksizeconfig.h"
#include "core/bench/blocksize/blocksizeprofile.h"

#include <optional>

class QHorizontalBarSeries;
#include <vector>

namespace DriveScope {

// The sweep as ATTO Disk Benchmark draws it: a row per transfer size, smallest at the
// top (each twice the one above: a log₂ axis), read and write MB/s as bars side by side,
// each labelled with its value. The figures come from the run's phases (every
// transfer), not from its capped samples, so add() has nothing to do; the page feeds
// the finished phases live through appendPhases().
class BlockSizeChart : public ChartView, public PageCharts {
    Q_OBJECT
public:
    explicit BlockSizeChart(QWidget *parent = nullptr);

    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override { (void)samples; }
    void refresh(bool final) override;
    QString figures() const override;

    void appendPhases(std::vector<PhaseStats> phases);
    std::size_t phaseCount() const { return m_phases.size(); }
    const BlockSizeProfile &profile() const { return m_profile; }
    // The MB/s drawn for each size of the plan, in plan order (0: not measured).
    std::vector<double> drawnMegabytes(bool write) const;

private:
    void fitLabels(); // values beside the bars only where the bars are tall enough

    std::optional<BlockSizePlan> m_plan;
    QHorizontalBarSeries *m_series = nullptr;
    std::vector<PhaseStats> m_phases;
    BlockSizeProfile m_profile;
};

} // namespace DriveScope
