// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/stats/latencyhistogram.h"
#include "core/stats/linearhistogram.h"

#include <vector>

namespace DriveScope {

// What a latency histogram chart draws, counted as latencies come: 1 ms buckets (the
// classic seek histogram, for disks), ten buckets per decade from 0.1 µs (for SSDs and
// caches), the exact log-linear histogram behind the percentiles, and the sum behind
// the mean. A value without widgets, so a finished run's counts can be made on any
// thread and handed to LatencyHistogramChart::setCounts.
class LatencyCounts {
public:
    // 10 s; slower reads land in the last one, as in the text reports and Compare.
    static constexpr int MaxMsBuckets = LinearHistogram::DefaultMaxBuckets;
    static constexpr int LogBucketsPerDecade = 10;
    static constexpr double LogBaseNs = 100; // the first log bucket starts at 0.1 µs
    static constexpr int LogBuckets = 12 * LogBucketsPerDecade;

    LatencyCounts();

    void clear();
    void add(qint64 latencyNs)
    {
        ++m_ms[std::size_t(std::min<qint64>(latencyNs / 1'000'000, MaxMsBuckets - 1))];
        ++m_log[std::size_t(logBucket(latencyNs))];
        m_exact.add(latencyNs);
        m_sumNs += double(latencyNs);
    }

    quint64 count() const { return m_exact.count(); }
    double meanNs() const { return m_exact.count() ? m_sumNs / double(m_exact.count()) : 0; }
    const LatencyHistogram &exact() const { return m_exact; }
    const std::vector<quint64> &msBuckets() const { return m_ms; }
    const std::vector<quint64> &logBuckets() const { return m_log; }

    static int logBucket(qint64 ns);
    static double logBucketLowerNs(int bucket);

private:
    std::vector<quint64> m_ms;
    std::vector<quint64> m_log;
    LatencyHistogram m_exact;
    double m_sumNs = 0;
};

} // namespace DriveScope
