// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartview.h"

#include "ui/charts/latencycounts.h"

#include <vector>

class QAreaSeries;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace DriveScope {

// A live latency histogram. Latencies are counted as they come (add() is a few
// instructions); refresh() redraws from the bucket counts, so its cost depends on the
// number of buckets, never on the number of reads. Two views of the same counts: 1 ms
// buckets on a linear axis (the classic seek histogram, for disks) and ten buckets per
// decade on a logarithmic microsecond axis (for SSDs and caches).
class LatencyHistogramChart : public ChartView {
    Q_OBJECT
public:
    enum class Scale { Milliseconds, LogMicroseconds };

    explicit LatencyHistogramChart(QWidget *parent = nullptr);

    void clear();
    void add(qint64 latencyNs)
    {
        m_counts.add(latencyNs);
        m_dirty = true;
    }
    // Counts made elsewhere (a finished run's, off the GUI thread) in place of these.
    void setCounts(const LatencyCounts &counts);
    void refresh();

    Scale scale() const { return m_scale; }
    void setScale(Scale scale);
    // Automatic: 1 ms buckets while the median read takes 1 ms or more (a disk that
    // seeks), logarithmic µs below (as drivescope-cli's --unit auto). Decided from the
    // counts at each refresh, so a redraw picks what the live run ended with.
    void setAutomatic(bool automatic);
    bool isAutomatic() const { return m_automatic; }

    quint64 count() const { return m_counts.count(); }
    double meanNs() const { return m_counts.meanNs(); }
    const LatencyHistogram &exact() const { return m_counts.exact(); }
    // What is drawn: (bucket lower bound in ns, count) per bucket in the current scale.
    std::vector<std::pair<double, quint64>> drawnBuckets() const;

    // "Reads" (the default) or "Writes": the y axis, legend and tooltips count these.
    // inSentence is the word inside a sentence ("no writes yet"); empty: plural in lower
    // case (English; German keeps its nouns' capitals).
    // axisTitle: the count axis's own, shorter word where plural is long for a short
    // vertical axis (German "Schreibzugriffe" was drawn "Schreibzugri…" at 12 pt).
    void setCountName(const QString &plural, const QString &inSentence = {}, const QString &axisTitle = {});
    // The page's live figures: "mean 8.41 ms · p99 14.0 ms", or "no reads yet". The
    // count is the page's own ("x of y reads"): a second one here would lag it.
    QString liveFigures() const;

private:
    void onHovered(const QPointF &point, bool state);

    LatencyCounts m_counts;
    QString m_countName; // translated in the constructor
    QString m_countWord;
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
