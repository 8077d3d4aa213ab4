// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/phasestats.h"

#include <algorithm>
#include <cmath>

namespace DriveScope {

void PhaseStats::add(qint64 startNs, qint64 latencyNs, qint64 ioBytes)
{
    ++ios;
    bytes += ioBytes;
    latencySumNs += double(latencyNs);
    histogram.add(latencyNs);
    firstStartNs = firstStartNs < 0 ? startNs : std::min(firstStartNs, startNs);
    lastEndNs = std::max(lastEndNs, startNs + latencyNs);
}

void PhaseStats::merge(const PhaseStats &other)
{
    inFlight.merge(other.inFlight);
    if (other.ios == 0)
        return;
    ios += other.ios;
    bytes += other.bytes;
    latencySumNs += other.latencySumNs;
    keptSamples += other.keptSamples;
    histogram.merge(other.histogram);
    firstStartNs = firstStartNs < 0 ? other.firstStartNs : std::min(firstStartNs, other.firstStartNs);
    lastEndNs = std::max(lastEndNs, other.lastEndNs);
}

LatencySummary summarizePhases(const std::vector<PhaseStats> &phases)
{
    PhaseStats all;
    double seconds = 0;
    for (const PhaseStats &p : phases) {
        all.merge(p);
        seconds += p.seconds();
    }
    LatencySummary s;
    s.count = all.ios;
    s.meanNs = all.meanNs();
    // From the histogram's buckets (their middles): within its 0.4 % resolution.
    double squares = 0;
    for (int i = 0; i < LatencyHistogram::BucketCount; ++i)
        if (const quint64 n = all.histogram.bucketCount(i)) {
            const double mid = i < LatencyHistogram::SubBuckets
                ? double(i)
                : (double(LatencyHistogram::bucketLower(i)) + double(LatencyHistogram::bucketUpper(i) - 1)) / 2;
            squares += double(n) * (mid - s.meanNs) * (mid - s.meanNs);
        }
    s.stddevNs = all.ios ? std::sqrt(squares / double(all.ios)) : 0;
    s.minNs = all.histogram.minNs();
    s.maxNs = all.histogram.maxNs();
    s.p50Ns = qint64(all.histogram.percentile(50));
    s.p90Ns = qint64(all.histogram.percentile(90));
    s.p99Ns = qint64(all.histogram.percentile(99));
    s.p999Ns = qint64(all.histogram.percentile(99.9));
    s.elapsedSeconds = seconds;
    s.opsPerSecond = seconds > 0 ? double(all.ios) / seconds : 0;
    s.bytes = all.bytes;
    return s;
}

} // namespace DriveScope
