// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"

#include "ui/charts/chartview.h"

#include "core/bench/bandwidth/throughputseries.h"
#include "core/run/runresult.h"

#include <span>
#include <vector>

class QLineSeries;
class QValueAxis;

namespace DriveScope {

// Two views of one dd-like run, as iostat beside dd gives them: our MB/s per interval
// (from the samples, shared across interval boundaries as summarizeBandwidth does) next
// to the device's own MB/s, and what the device received: its average request size (kB)
// and queue size (aqu-sz) per interval, from the DiskStatsSampler's rows. A run holds
// ~1 sample per MiB, so the samples are kept and the intervals recomputed at each
// refresh.
class BandwidthCharts : public QWidget, public PageCharts {
    Q_OBJECT
public:
    explicit BandwidthCharts(QWidget *parent = nullptr);

    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override;
    void setDeviceRows(std::vector<IostatRow> rows);
    void refresh(bool final = true) override;

    // What is drawn, for tests: our MB/s per interval, device rows' (t, value).
    const std::vector<ThroughputInterval> &intervals() const { return m_intervals; }
    QList<QPointF> ourPoints() const;
    QList<QPointF> requestSizePoints() const;
    QList<QPointF> queuePoints() const;
    QString figures() const override;
    ChartView *throughputChart() const { return m_throughputView; }
    ChartView *deviceChart() const { return m_deviceView; }

private:
    bool m_write = false;
    qint64 m_intervalNs = 1'000'000'000;
    std::vector<Sample> m_samples;
    std::vector<IostatRow> m_rows;
    std::vector<ThroughputInterval> m_intervals;
    bool m_dirty = true;

    ChartView *m_throughputView;
    QLineSeries *m_ours;
    QLineSeries *m_device;
    QValueAxis *m_tx;
    QValueAxis *m_ty;
    ChartView *m_deviceView;
    QLineSeries *m_requestSize;
    QLineSeries *m_queue;
    QValueAxis *m_dx;
    QValueAxis *m_dyRequest;
    QValueAxis *m_dyQueue;
};

} // namespace DriveScope
