// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/compare/compareseries.h"
#include "ui/compare/compareview.h"

class QCheckBox;
class QComboBox;

namespace DriveScope {

// Compare for benchmarks that time single I/Os (random reads, synchronous writes): each
// run's latency histogram as percent of its own I/Os, in the same buckets for all, and
// its mean latency over time.
class LatencyCompareView : public CompareView {
    Q_OBJECT
public:
    enum class ScaleChoice { Auto, Milliseconds, LogMicroseconds };
    enum class TimeChoice { Auto, Seconds, PercentOfRun };

    LatencyCompareView(CompareRuns runs, QObject *parent);

    CompareLineChart *histogramChart() const { return m_histogram; }
    CompareLineChart *timeChart() const { return m_time; }
    void setScaleChoice(ScaleChoice choice);
    void setTimeChoice(TimeChoice choice);
    void setLogLatencyAxis(bool log);
    CompareSeries::HistogramScale histogramScale() const;
    CompareSeries::TimeAxis timeAxis() const;

protected:
    void redraw() override;

private:
    void drawHistogram();
    void drawLatencyOverTime();

    CompareLineChart *m_histogram = nullptr;
    CompareLineChart *m_time = nullptr;
    QComboBox *m_scale = nullptr;
    QComboBox *m_timeAxis = nullptr;
    QCheckBox *m_logLatency = nullptr;
};

} // namespace DriveScope
