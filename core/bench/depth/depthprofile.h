// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/latencyhistogram.h"
#include "core/stats/latencysummary.h"

#include <memory>

#include <span>
#include <vector>

namespace DriveScope {

// The counted reads of one depth as they arrive: their latencies, and the time from the
// first one's submission to the last one's completion.
struct DepthPhase {
    std::vector<qint64> latencies;
    qint64 firstNs = 0;
    qint64 lastNs = 0;
    qint64 bytes = 0;
    // For a live chart (DepthPhases' estimates): the same latencies counted as they come,
    // so that the running depth's row costs the same at 10 million reads as at 10
    // (DepthProfile::estimatedRowOf); null otherwise.
    std::unique_ptr<LatencyHistogram> histogram;
    // Deviations from the first latency and their squares: the variance from these keeps
    // its digits when the spread is small against the mean (sumSquares/n - mean² would
    // not). The deviations are whole numbers, so their sum, and with it the mean, is exact.
    qint64 referenceNs = 0;
    long double sumDeviationsNs = 0;
    long double sumSquaredDeviationsNs = 0;
    void add(const Sample &s);
};

// Splits samples into depths as they come (in start order, or in the order a worker
// logged them: a depth's reads all complete before the next depth's first read, the
// one flagged WarmUp, is sent).
class DepthPhases {
public:
    enum class Estimates { No, Yes }; // Yes: each phase keeps DepthPhase::histogram
    explicit DepthPhases(std::size_t depthCount = 0, Estimates estimates = Estimates::No)
        : m_depthCount(depthCount)
        , m_estimates(estimates)
    {
    }
    void add(std::span<const Sample> samples);
    const std::vector<DepthPhase> &phases() const { return m_phases; }

private:
    std::size_t m_depthCount;
    Estimates m_estimates;
    std::vector<DepthPhase> m_phases;
};

// One depth of a sweep: its counted reads (the read that starts each depth is not).
struct DepthRow {
    int depth = 0;
    LatencySummary latency; // count, mean, percentiles; opsPerSecond = IOPS, bytes
    bool exact = true; // false: estimatedRowOf's, percentiles from a histogram
    double megabytesPerSecond() const { return latency.megabytesPerSecond(); }
};

// What a depth sweep found: a row per depth measured, and where the drive stops
// gaining. Knee: where the plateau starts, the smallest depth reaching 80 % of the
// best IOPS that no deeper depth beats by 10 % or more per doubling of depth (QD32 by
// 21 % over QD8; docs/depth-sweep.md). p99 doubling: the
// smallest depth whose p99 is at least twice the first depth's (QD1's when the sweep
// starts there); 0 when none is.
struct DepthProfile {
    static constexpr double PlateauShareOfBest = 0.80;
    static constexpr double PlateauGainPerDoubling = 0.10;
    // Twice, to within the nanosecond rounding of two percentiles (0.5 %).
    static constexpr double P99Doubling = 1.99;
    std::vector<DepthRow> rows;
    int bestDepth = 0;
    double bestIops = 0;
    int kneeDepth = 0;
    int p99DoublingDepth = 0;

    // From a run's samples: each depth begins with the read flagged WarmUp.
    static DepthProfile compute(const RunResult &run);
    // One depth's row (count 0: nothing counted yet).
    static DepthRow rowOf(int depth, const DepthPhase &phase);
    // The row from the phase's histogram and sums, in constant time: count, IOPS, MB/s,
    // mean, min and max as rowOf gives them; percentiles within
    // LatencyHistogram::RelativeError (0.4 %), the standard deviation to long double's
    // rounding. rowOf when the phase keeps no histogram.
    static DepthRow estimatedRowOf(int depth, const DepthPhase &phase);
    // Best, knee and p99 doubling of rows already computed.
    static DepthProfile fromRows(std::vector<DepthRow> rows);
    const DepthRow *row(int depth) const;
};

} // namespace DriveScope
