// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/latencysummary.h"

#include <algorithm>
#include <cmath>

namespace DriveScope {

qint64 nearestRankPercentile(const std::vector<qint64> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const double n = double(sorted.size());
    // The epsilon keeps 99.9 % of 1000 at rank 999: in doubles it is 999.0000000000001.
    auto rank = std::size_t(std::ceil(std::clamp(p, 0.0, 100.0) * n / 100.0 - 1e-9));
    rank = std::clamp<std::size_t>(rank, 1, sorted.size());
    return sorted[rank - 1];
}

LatencySummary summarizeLatencies(std::vector<qint64> latencies, double elapsedSeconds, qint64 bytes)
{
    LatencySummary s;
    s.count = qint64(latencies.size());
    s.elapsedSeconds = elapsedSeconds;
    s.bytes = bytes;
    if (latencies.empty())
        return s;
    std::sort(latencies.begin(), latencies.end());
    // Two passes (mean, then squared deviations) rather than seed 000's s2/n - mean²,
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
    s.minNs = latencies.front();
    s.maxNs = latencies.back();
    s.p50Ns = nearestRankPercentile(latencies, 50);
    s.p90Ns = nearestRankPercentile(latencies, 90);
    s.p99Ns = nearestRankPercentile(latencies, 99);
    s.p999Ns = nearestRankPercentile(latencies, 99.9);
    s.opsPerSecond = elapsedSeconds > 0 ? double(s.count) / elapsedSeconds : 0;
    return s;
}

} // namespace DriveScope
