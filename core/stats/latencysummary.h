// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace DriveScope {

// Exact statistics of a finished run, from every latency (not from the histogram).
// Percentiles use the nearest-rank definition (always a latency that was measured);
// the standard deviation is the population one (divided by n, not n - 1).
struct LatencySummary {
    qint64 count = 0;
    double meanNs = 0;
    double stddevNs = 0;
    qint64 minNs = 0;
    qint64 maxNs = 0;
    qint64 p50Ns = 0;
    qint64 p90Ns = 0;
    qint64 p99Ns = 0;
    qint64 p999Ns = 0;
    double elapsedSeconds = 0; // wall time of the measured I/Os
    double opsPerSecond = 0; // count / elapsedSeconds
    qint64 bytes = 0;

    double megabytesPerSecond() const { return elapsedSeconds > 0 ? double(bytes) / 1e6 / elapsedSeconds : 0; }
};

// latencies is taken by value: it is reordered in place.
LatencySummary summarizeLatencies(std::vector<qint64> latenciesNs, double elapsedSeconds, qint64 bytes = 0);

// Nearest-rank percentile of an ascending sorted vector; p in (0, 100].
qint64 nearestRankPercentile(const std::vector<qint64> &sorted, double p);

} // namespace DriveScope
