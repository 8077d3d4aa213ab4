// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartview.h"

#include "core/stats/latencyhistogram.h"
#include "core/stats/linearhistogram.h"

#include <vector>

class QAreaSeries;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace DriveScope {

// A live latency histogram. Latencies are counted as they come (add() is a few
// instructions); refresh() redraws from the bucket counts, so its cost depends on the
// number of buckets, never on the number of reads. Two views of the same counts:
// 1 ms buckets on a linear axis (seed 000's chart, for disks) and ten buckets per
// decade on a logarithmic microsecond axis (for SSDs and caches).
class LatencyHistogramChart : public ChartView {
    Q_OBJECT
public:
    enum class Scale { Milliseconds, LogMicroseconds };
    // 10 s; slower reads land in the last one, as in the text reports and Compare.
    static constexpr int MaxMsBuckets = LinearHistogram::DefaultMaxBuckets;
    static constexpr int LogBucketsPerDecade = 10;
    static constexpr double LogBaseNs = 100; // the first log bucket starts at 0.1 µs
    static constexpr int LogBuckets = 12 * LogBucketsPerDecade;

    explicit LatencyHistogramChart(QWidget *parent = nullptr);

    void clear();
    void add(qint64 latencyNs)
    {
        ++m_ms[std::size_t(std::min<qint64>(latencyNs / 1'000'000, MaxMsBuckets - 1))];
        ++m_log[std::size_t(logBucket(latencyNs))];
        m_exact.add(latencyNs);
        m_sumNs += double(latencyNs);
        m_dirty = true;
    }
    void refresh();

    Scale scale() const { return m_scale; }
    void setScale(Scale scale);
    // Automatic: 1 ms buckets while the median read takes 1 ms or more (a disk that
    // seeks), logarithmic µs below (as drivescope-cli's --unit auto). Decided from the
    // counts at each refresh, so a redraw picks what the live run ended with.
    void setAutomatic(bool automatic);
    bool isAutomatic() const { return m_automatic; }

    quint64 count() const { return m_exact.count(); }
    double meanNs() const { return m_exact.count() ? m_sumNs / double(m_exact.count()) : 0; }
    const LatencyHistogram &exact() const { return m_exact; }
    // What is drawn: (bucket lower bound in ns, count) per bucket in the current scale.
    std::vector<std::pair<double, quint64>> drawnBuckets() const;

    static int logBucket(qint64 ns);
    // "Reads" (the default) or "Writes": the y axis, legend and tooltips count these.
    void setCountName(const QString &plural);
    static double logBucketLowerNs(int bucket);

private:
    void onHovered(const QPointF &point, bool state);

    std::vector<quint64> m_ms;
    std::vector<quint64> m_log;
    LatencyHistogram m_exact;
    double m_sumNs = 0;
    QString m_countName = QStringLiteral("Reads");
    bool m_dirty = true;
    Scale m_scale = Scale::Milliseconds;
    bool m_automatic = true;

    QLineSeries *m_upper = nullptr;
    QAreaSeries *m_area = nullptr;
    QValueAxis *m_xLinear = nullptr;
    QLogValueAxis *m_xLog = nullptr;
    QValueAxis *m_y = nullptr;
};

} // namespace DriveScope
