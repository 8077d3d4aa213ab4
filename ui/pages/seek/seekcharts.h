// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageparts.h"
#include "ui/pages/seek/seekchartdata.h"

#include "core/run/runresult.h"

#include <QElapsedTimer>
#include <QWidget>

#include <span>
#include <vector>

class QComboBox;
class QLabel;

namespace DriveScope {

class LatencyHistogramChart;
class ScatterChart;
class TimelineChart;

// The Seek page's three live charts: the latency histogram, latency against seek
// distance, and latency over time, drawn from one SeekChartData: add() counts a live run's
// samples into it (O(log 1500) per sample at most), showPrepared() takes a finished run's,
// made with its record; refresh() costs the same whether it holds ten thousand reads or a
// million.
class SeekCharts : public QWidget, public PageCharts {
    Q_OBJECT
public:
    enum class ScaleChoice { Auto, Milliseconds, LogMicroseconds };

    explicit SeekCharts(QWidget *parent = nullptr);

    // A new run: clears everything; header.target picks the automatic histogram scale
    // (1 ms buckets for rotating disks, logarithmic µs otherwise), header.config says
    // whether warm-up reads count.
    void begin(const RunResult &header) override;
    void add(std::span<const Sample> samples) override;
    bool showPrepared(const PreparedCharts &prepared) override;
    // Live: the histogram every call (~25 Hz), the scatter and timeline every other drain (~12 Hz)
    // (they cost more to draw); final: everything now.
    void refresh(bool final = true) override;

    void setScaleChoice(ScaleChoice choice);
    LatencyHistogramChart *histogram() const { return m_histogram; }
    ScatterChart *distanceChart() const { return m_distance; }
    TimelineChart *timeline() const { return m_timeline; }
    // "mean 17.2 ms · p99 31.0 ms · 1500 reads", from the live histogram.
    QString figures() const override;
    // The rotation and seek curve the run's reads contain (RunSummary::accessTime): the
    // fitted curve and one revolution above it over the scatter, and a line saying both,
    // with the drive's own rate and other runs' estimates of the same drive beside them.
    void showSummary(const RunRecord &record, const QList<RunRecordPtr> &session) override;
    QLabel *estimateLabel() const { return m_estimate; }

private:
    void applyScale();

    LatencyHistogramChart *m_histogram;
    ScatterChart *m_distance;
    TimelineChart *m_timeline;
    QComboBox *m_scale;
    QLabel *m_estimate;
    bool m_rotational = true;
    SeekChartData m_data;
    bool m_histogramStale = false; // m_data has counts the histogram has not drawn
    bool m_plotsStale = false; // ... points and bins the scatter and timeline have not
    QElapsedTimer m_slowRefresh;
};

} // namespace DriveScope
