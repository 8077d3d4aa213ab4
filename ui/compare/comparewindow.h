// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/pageregistry.h"

#include "ui/compare/compareseries.h"
#include "ui/run/runrecord.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QTableView;

namespace DriveScope {

class CompareFiguresModel;
class CompareLineChart;

// Runs of one benchmark, from this session or others opened beside it, on different
// drives or dates, seen together: their histograms (percent of each run's I/Os, the same
// buckets for all), latency or throughput over time, zone curves, overlaid one line per
// run, and their key figures side by side with differences against the first run.
// A top-level, non-modal window; it holds the runs (shared, never changed), not the
// window that picked them, so it stays valid when the session changes.
class CompareWindow : public QWidget {
    Q_OBJECT
public:
    enum class ScaleChoice { Auto, Milliseconds, LogMicroseconds };
    enum class TimeChoice { Auto, Seconds, PercentOfRun };
    enum class OffsetChoice { Auto, Gigabytes, Percent };

    // Empty when the runs can be compared; otherwise the sentence to show (fewer than two
    // runs, or runs of different benchmarks).
    static QString whyNotComparable(const QList<RunRecordPtr> &runs);
    // Shows a new compare window for runs (which must be comparable), non-modal, deleted
    // when closed.
    static CompareWindow *open(const QList<RunRecordPtr> &runs, QWidget *parent = nullptr);

    explicit CompareWindow(QList<RunRecordPtr> runs, QWidget *parent = nullptr);

    const QList<RunRecordPtr> &runs() const { return m_runs; }
    QStringList runLabels() const { return m_labels; }
    static QString benchmarkName(const QString &benchmark);

    // Seek and sync write: the histogram and latency over time; zone: the curve;
    // bandwidth: MB/s over time. nullptr where the benchmark has no such chart.
    CompareLineChart *histogramChart() const { return m_histogram; }
    CompareLineChart *timeChart() const { return m_time; }
    CompareLineChart *zoneChart() const { return m_zone; }
    // Depth sweep: IOPS and p99 against queue depth.
    CompareLineChart *depthIopsChart() const { return m_depthIops; }
    CompareLineChart *depthLatencyChart() const { return m_depthLatency; }
    CompareFiguresModel *figuresModel() const { return m_model; }
    QTableView *figuresView() const { return m_table; }

    void setScaleChoice(ScaleChoice choice);
    void setTimeChoice(TimeChoice choice);
    void setOffsetChoice(OffsetChoice choice);
    void setLogLatencyAxis(bool log);
    CompareSeries::HistogramScale histogramScale() const;
    CompareSeries::TimeAxis timeAxis() const;
    CompareSeries::OffsetAxis offsetAxis() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    PageEntry::CompareCharts compareCharts() const;
    bool isLatencyBenchmark() const;
    QString ioName() const; // "reads", "writes"
    void redraw();
    void drawHistogram();
    void drawLatencyOverTime();
    void drawZone();
    void drawBandwidth();
    void drawDepth();
    QColor colorOf(int run) const;

    QList<RunRecordPtr> m_runs;
    QStringList m_labels;
    QString m_benchmark;
    CompareLineChart *m_histogram = nullptr;
    CompareLineChart *m_time = nullptr;
    CompareLineChart *m_zone = nullptr;
    CompareLineChart *m_depthIops = nullptr;
    CompareLineChart *m_depthLatency = nullptr;
    QComboBox *m_scale = nullptr;
    QComboBox *m_timeAxis = nullptr;
    QComboBox *m_offsetAxis = nullptr;
    QCheckBox *m_logLatency = nullptr;
    QLabel *m_heading = nullptr;
    CompareFiguresModel *m_model = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace DriveScope
