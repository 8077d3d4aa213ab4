// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/latencyhistogram.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace DriveScope {

LatencyHistogram::LatencyHistogram()
    : m_counts(std::size_t(BucketCount), 0)
{
}

int LatencyHistogram::bucketIndex(quint64 ns)
{
    if (ns < quint64(SubBuckets))
        return int(ns);
    const int msb = 63 - std::countl_zero(ns);
    const int shift = msb - SubBucketBits; // >= 0
    // Group g = shift + 1 covers [2^(msb), 2^(msb+1)) in SubBuckets steps of 2^shift.
    const int sub = int((ns >> shift) - quint64(SubBuckets));
    return (shift + 1) * SubBuckets + sub;
}

quint64 LatencyHistogram::bucketLower(int index)
{
    if (index < SubBuckets)
        return quint64(index);
    const int shift = index / SubBuckets - 1;
    const int sub = index % SubBuckets;
    return (quint64(SubBuckets) + quint64(sub)) << shift;
}

quint64 LatencyHistogram::bucketUpper(int index)
{
    if (index < SubBuckets)
        return quint64(index) + 1;
    const int shift = index / SubBuckets - 1;
    return bucketLower(index) + (quint64(1) << shift);
}

void LatencyHistogram::add(qint64 ns, quint64 times)
{
    if (ns < 0)
        ns = 0;
    m_counts[std::size_t(bucketIndex(quint64(ns)))] += times;
    if (m_total == 0) {
        m_min = m_max = ns;
    } else {
        m_min = std::min(m_min, ns);
        m_max = std::max(m_max, ns);
    }
    m_total += times;
}

void LatencyHistogram::merge(const LatencyHistogram &other)
{
    if (other.m_total == 0)
        return;
    for (std::size_t i = 0; i < m_counts.size(); ++i)
        m_counts[i] += other.m_counts[i];
    m_min = m_total ? std::min(m_min, other.m_min) : other.m_min;
    m_max = m_total ? std::max(m_max, other.m_max) : other.m_max;
    m_total += other.m_total;
}

bool LatencyHistogram::restoreBucket(int index, quint64 count)
{
    if (index < 0 || index >= BucketCount)
        return false;
    m_counts[std::size_t(index)] += count;
    m_total += count;
    return true;
}

void LatencyHistogram::restoreExtremes(qint64 minNs, qint64 maxNs)
{
    m_min = minNs;
    m_max = maxNs;
}

void LatencyHistogram::clear()
{
    std::fill(m_counts.begin(), m_counts.end(), 0);
    m_total = 0;
    m_min = m_max = 0;
}

double LatencyHistogram::percentile(double p) const
{
    if (m_total == 0)
        return 0;
    p = std::clamp(p, 0.0, 100.0);
    // Nearest rank: the smallest value with at least p % of the values at or below it.
    quint64 rank = quint64(std::ceil(p * double(m_total) / 100.0 - 1e-9)); // as nearestRankPercentile
    rank = std::clamp<quint64>(rank, 1, m_total);
    quint64 seen = 0;
    for (int i = 0; i < BucketCount; ++i) {
        seen += m_counts[std::size_t(i)];
        if (seen >= rank) {
            if (i < SubBuckets)
                return double(i); // exact bucket
            const double mid = (double(bucketLower(i)) + double(bucketUpper(i) - 1)) / 2.0;
            // Never report outside what was actually seen.
            return std::clamp(mid, double(m_min), double(m_max));
        }
    }
    return double(m_max);
}

} // namespace DriveScope
