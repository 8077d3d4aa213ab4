// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include "core/run/runresult.h"

#include <QWidget>

#include <span>

namespace DriveScope {

class LatencyHistogramChart;
class TimelineChart;

// The Sync write page's two charts: the latency histogram and the latency of each write
// over time. add() is the only way samples get in, for a live run, a redraw and a report
// alike, so all three count the same writes (failed ones never, warm-up ones only when
// the run's config says so).
class SyncWriteCharts : public QWidget, public PageCharts {
    Q_OBJECT
public:
    explicit SyncWriteCharts(QWidget *parent = nullptr);

    // A new run: clears both charts; header.config says whether warm-up writes count.
    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override;
    void refresh(bool final = true) override;
    // "300 writes · mean 8.1 ms · p99 8.5 ms" from the histogram.
    QString figures() const override;

    LatencyHistogramChart *histogram() const { return m_histogram; }
    TimelineChart *timeline() const { return m_timeline; }

private:
    LatencyHistogramChart *m_histogram;
    TimelineChart *m_timeline;
    bool m_includeWarmUp = false;
};

} // namespace DriveScope
