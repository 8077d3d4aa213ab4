// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/latencysummary.h"

#include <algorithm>
#include <cmath>

namespace DriveScope {

namespace {

// The 1-based nearest rank of percentile p among n values (n > 0).
std::size_t nearestRank(double p, std::size_t n)
{
    // The epsilon keeps 99.9 % of 1000 at rank 999: in doubles it is 999.0000000000001.
    const auto rank = std::size_t(std::ceil(std::clamp(p, 0.0, 100.0) * double(n) / 100.0 - 1e-9));
    return std::clamp<std::size_t>(rank, 1, n);
}

} // namespace

qint64 nearestRankPercentile(const std::vector<qint64> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    return sorted[nearestRank(p, sorted.size()) - 1];
}

LatencySummary summarizeLatencies(std::vector<qint64> latencies, double elapsedSeconds, qint64 bytes)
{
    LatencySummary s;
    s.count = qint64(latencies.size());
    s.elapsedSeconds = elapsedSeconds;
    s.bytes = bytes;
    if (latencies.empty())
        return s;
    // Two passes (mean, then squared deviations) rather than the one-pass s2/n - mean²,
    // which loses every digit when the spread is small against the mean.
    long double sum = 0;
    for (qint64 v : latencies)
        sum += v;
    const long double mean = sum / latencies.size();
    long double sq = 0;
    for (qint64 v : latencies) {
        const long double d = v - mean;
        sq += d * d;
    }
    s.meanNs = double(mean);
    s.stddevNs = double(std::sqrt(sq / latencies.size()));
    const auto [least, most] = std::minmax_element(latencies.begin(), latencies.end());
    s.minNs = *least;
    s.maxNs = *most;
    // Each percentile by selection, not a full sort: the same values in linear time, each
    // search in what lies above the one before. The window sums up a running depth of a
    // sweep on every refresh: 600,000 reads took 57 ms sorted.
    auto above = latencies.begin();
    for (const auto &[p, out] :
        { std::pair { 50.0, &s.p50Ns }, { 90.0, &s.p90Ns }, { 99.0, &s.p99Ns }, { 99.9, &s.p999Ns } }) {
        const auto nth = latencies.begin() + std::ptrdiff_t(nearestRank(p, latencies.size()) - 1);
        if (nth >= above) {
            std::nth_element(above, nth, latencies.end());
            above = nth + 1;
        }
        *out = *nth;
    }
    s.opsPerSecond = elapsedSeconds > 0 ? double(s.count) / elapsedSeconds : 0;
    return s;
}

} // namespace DriveScope
