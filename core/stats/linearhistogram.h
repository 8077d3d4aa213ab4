// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace DriveScope {

// The bucket width of a text report's histogram (--unit): 1 ms for a seeking disk,
// or microseconds for a fast device; Auto picks µs when the median is under 1 ms.
enum class HistogramUnit { Auto, Milliseconds, Microseconds };
bool microsecondBuckets(HistogramUnit unit, qint64 medianNs);

// Equal-width buckets from zero, as the classic seek histogram draws them: bucket i
// counts latencies in [i*width, (i+1)*width). With a 1 ms width, bucket 17 is the
// "17 ms" row of the chart.
// The last of maxBuckets is open-ended: it holds everything from its lower edge up, so
// one crafted or stalled latency (a session may hold up to a day) cannot make the
// histogram, or the report that walks it, as large as the latency.
class LinearHistogram {
public:
    // As the window's histogram: 10,000 one-millisecond buckets reach 10 s.
    static constexpr int DefaultMaxBuckets = 10000;

    explicit LinearHistogram(qint64 bucketWidthNs, int maxBuckets = DefaultMaxBuckets);

    void add(qint64 ns);
    qint64 bucketWidthNs() const { return m_width; }
    qint64 total() const { return m_total; }
    int bucketCount() const { return int(m_counts.size()); }
    qint64 count(int bucket) const { return m_counts[std::size_t(bucket)]; }
    // Whether bucket also holds every latency above its upper edge (the last one).
    bool isOpenEnded(int bucket) const { return bucket == m_maxBuckets - 1; }
    qint64 maxCount() const;
    // The bucket holding the median, the report's "Median: a-b ms" (the first bucket
    // where the running total reaches half the reads). -1 when empty.
    int medianBucket() const;

    // A width that keeps a fast device's chart readable: 1, 2 or 5 times a power of ten
    // microseconds, about targetRows buckets up to the p99.9 latency.
    static qint64 niceWidthNs(qint64 spanNs, int targetRows);

private:
    qint64 m_width;
    int m_maxBuckets;
    qint64 m_total = 0;
    std::vector<qint64> m_counts;
};

} // namespace DriveScope
