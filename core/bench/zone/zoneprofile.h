// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/zone/zoneconfig.h"
#include "core/run/sample.h"

#include <QString>

#include <span>
#include <vector>

namespace DriveScope {

// One point of a zone sweep: bytesPerPoint read (or written) from offset in blocks,
// one after another. Its throughput is bytes over the time from the first timed
// block's start to the last one's end; the untimed pre-read is not in it.
struct ZonePoint {
    qint64 index = 0;
    qint64 offset = 0;
    qint64 blocks = 0; // timed blocks seen (blocksPerPoint when complete)
    qint64 bytes = 0; // bytes transferred by them
    qint64 firstStartNs = 0; // relative to the run's start
    qint64 lastEndNs = 0;
    bool complete = false; // every block there and successful

    double seconds() const { return double(lastEndNs - firstStartNs) / 1e9; }
    double megabytesPerSecond() const
    {
        return lastEndNs > firstStartNs ? double(bytes) * 1e3 / double(lastEndNs - firstStartNs) : 0;
    }
};

// Throughput against offset, computed from the samples and the plan alone,
// so a reopened run recomputes exactly the curve it showed live. Summary figures use
// complete points only (a cancelled or failed run's last point is shown, not counted).
struct ZoneProfile {
    std::vector<ZonePoint> points; // in sweep order, the partial last one included
    qint64 completePoints = 0;
    double maxMBps = 0;
    double minMBps = 0;
    double meanMBps = 0;
    // Outer versus inner: mean MB/s of the complete points whose start lies in the first
    // tenth of the sweep (region start .. last point's start), and in the last tenth.
    bool hasDrop = false;
    qint64 firstTenthPoints = 0;
    qint64 lastTenthPoints = 0;
    double firstTenthMBps = 0;
    double lastTenthMBps = 0;
    double dropPercent = 0; // (first - last) / first * 100; negative when the end is faster
    // Empty, or why the samples do not match the plan (a sample at an unexpected offset).
    QString mismatch;

    static ZoneProfile compute(std::span<const Sample> samples, const ZonePlan &plan);
    // 0 at the region's start, 1 at the last point's start.
    static double sweepFraction(const ZonePlan &plan, qint64 offset);
};

// ZoneProfile::compute a piece at a time, for a live chart: each sample is looked at
// once, and profile() costs a pass over the points, not over every sample so far.
class ZoneProfileBuilder {
public:
    explicit ZoneProfileBuilder(const ZonePlan &plan);
    void add(std::span<const Sample> samples);
    // The points so far and the figures of the complete ones.
    ZoneProfile profile() const;

private:
    ZonePlan m_plan;
    qint64 m_timed = 0; // timed samples seen
    bool m_ended = false; // a failed block or a sample past the plan: the rest is ignored
    std::vector<ZonePoint> m_points;
    QString m_mismatch;
};

} // namespace DriveScope
