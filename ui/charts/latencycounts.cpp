// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/latencycounts.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

namespace DriveScope {

LatencyCounts::LatencyCounts()
    : m_ms(MaxMsBuckets)
    , m_log(LogBuckets)
{
}

void LatencyCounts::clear()
{
    std::fill(m_ms.begin(), m_ms.end(), 0);
    std::fill(m_log.begin(), m_log.end(), 0);
    m_exact.clear();
    m_sumNs = 0;
}

namespace {

// Bucket b of the log scale, by its definition: floor(10·log10(ns/base)).
int logBucketByFormula(qint64 ns)
{
    if (double(ns) < LatencyCounts::LogBaseNs)
        return 0;
    const int b
        = int(std::floor(std::log10(double(ns) / LatencyCounts::LogBaseNs) * LatencyCounts::LogBucketsPerDecade));
    return std::clamp(b, 0, LatencyCounts::LogBuckets - 1);
}

// The smallest latency (ns) of each bucket, found with the formula itself, so a search
// in it puts every sample exactly where the formula does: a log10 per sample was 60 % of
// drawing a finished run of a million reads again.
const std::array<qint64, LatencyCounts::LogBuckets> &logBucketStarts()
{
    static const auto starts = [] {
        std::array<qint64, LatencyCounts::LogBuckets> s {};
        for (int b = 1; b < LatencyCounts::LogBuckets; ++b) {
            auto ns
                = qint64(LatencyCounts::LogBaseNs * std::pow(10.0, double(b) / LatencyCounts::LogBucketsPerDecade)) - 2;
            while (logBucketByFormula(ns) < b)
                ++ns;
            s[std::size_t(b)] = ns;
        }
        return s;
    }();
    return starts;
}

// Each latency's power of two gives the first bucket it can be in; at 10 buckets a decade
// a power of two spans at most 4, so a step or two up the starts finds it.
const std::array<int, 65> &firstBucketOfPowerOfTwo()
{
    static const auto first = [] {
        std::array<int, 65> f {};
        for (int e = 1; e <= 64; ++e)
            f[std::size_t(e)] = e >= 63 ? LatencyCounts::LogBuckets - 1 : logBucketByFormula(qint64(1) << (e - 1));
        return f;
    }();
    return first;
}

} // namespace

int LatencyCounts::logBucket(qint64 ns)
{
    if (ns <= 0)
        return 0;
    const auto &starts = logBucketStarts();
    int b = firstBucketOfPowerOfTwo()[std::size_t(std::bit_width(quint64(ns)))];
    while (b + 1 < LogBuckets && ns >= starts[std::size_t(b + 1)])
        ++b;
    return b;
}

double LatencyCounts::logBucketLowerNs(int bucket)
{
    return LogBaseNs * std::pow(10.0, double(bucket) / LogBucketsPerDecade);
}

} // namespace DriveScope
