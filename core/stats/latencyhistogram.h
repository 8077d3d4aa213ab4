// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <cstdint>
#include <vector>

namespace DriveScope {

// Log-linear latency histogram in nanoseconds (the HdrHistogram / fio layout):
// values below 2^SubBucketBits are counted exactly; above that every power of two is
// split into 2^SubBucketBits equal buckets. With 128 sub-buckets a bucket is at most
// 1/128 of its lower bound wide, and percentiles are reported at the bucket's middle,
// so a reported percentile is within RelativeError (1/256 ≈ 0.39 %) of the exact
// order statistic. Adding a value is a few instructions and never allocates, so the
// live charts can add counts incrementally instead of rebuilding from all samples.
class LatencyHistogram {
public:
    static constexpr int SubBucketBits = 7;
    static constexpr int SubBuckets = 1 << SubBucketBits;
    static constexpr double RelativeError = 1.0 / (2 * SubBuckets);
    static constexpr int BucketCount = (64 - SubBucketBits + 1) * SubBuckets;

    LatencyHistogram();

    void add(qint64 ns, quint64 times = 1);
    void merge(const LatencyHistogram &other);
    void clear();

    quint64 count() const { return m_total; }
    qint64 minNs() const { return m_total ? m_min : 0; }
    qint64 maxNs() const { return m_total ? m_max : 0; }

    // Value at percentile p (0 < p <= 100), nearest-rank definition, from the bucket
    // that holds that rank; within RelativeError of the exact value. 0 when empty.
    double percentile(double p) const;

    // Reading a saved histogram back: counts by bucket, then the extremes seen (which
    // bound the percentiles reported). restoreBucket is false for an index out of range.
    bool restoreBucket(int index, quint64 count);
    void restoreExtremes(qint64 minNs, qint64 maxNs);

    static int bucketIndex(quint64 ns);
    static quint64 bucketLower(int index);
    static quint64 bucketUpper(int index); // exclusive
    quint64 bucketCount(int index) const { return m_counts[std::size_t(index)]; }

private:
    std::vector<quint64> m_counts;
    quint64 m_total = 0;
    qint64 m_min = 0;
    qint64 m_max = 0;
};

} // namespace DriveScope
