// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/zone/zoneprofile.h"

#include <algorithm>
#include <limits>

namespace DriveScope {

namespace {

// Points exactly on a tenth's edge (100 points: 9/99 < 0.1, 90/99 > 0.9) must not
// flip with rounding.
constexpr double Edge = 1e-9;

} // namespace

double ZoneProfile::sweepFraction(const ZonePlan &plan, qint64 offset)
{
    const qint64 span = plan.region.length - plan.bytesPerPoint;
    return span > 0 ? double(offset - plan.region.start) / double(span) : 0.0;
}

ZoneProfile ZoneProfile::compute(std::span<const Sample> samples, const ZonePlan &plan)
{
    ZoneProfileBuilder builder(plan);
    builder.add(samples);
    return builder.profile();
}

ZoneProfileBuilder::ZoneProfileBuilder(const ZonePlan &plan)
    : m_plan(plan)
{
}

void ZoneProfileBuilder::add(std::span<const Sample> samples)
{
    const qint64 perPoint = m_plan.blocksPerPoint();
    if (perPoint <= 0)
        return;
    // The timed blocks come in plan order, one worker, so the k-th timed sample is block
    // k % perPoint of point k / perPoint. Offsets alone would be ambiguous when points
    // overlap; they are checked instead.
    for (const Sample &s : samples) {
        if (m_ended)
            return;
        if (s.isWarmUp())
            continue;
        const qint64 index = m_timed / perPoint;
        const qint64 block = m_timed % perPoint;
        ++m_timed;
        if (index >= m_plan.points) {
            m_mismatch = QStringLiteral("More timed samples than the plan has blocks.");
            m_ended = true;
            return;
        }
        if (block == 0) {
            ZonePoint point;
            point.index = index;
            point.offset = m_plan.pointOffset(index);
            point.firstStartNs = s.startNs;
            m_points.push_back(point);
        }
        ZonePoint &point = m_points.back();
        const qint64 expected = point.offset + block * m_plan.blockSize;
        if (s.offset != expected && m_mismatch.isEmpty())
            m_mismatch = QStringLiteral("Point %1 block %2 is at offset %3, the plan says %4.")
                             .arg(index)
                             .arg(block)
                             .arg(s.offset)
                             .arg(expected);
        point.blocks += 1;
        point.bytes += std::max<qint64>(0, s.result);
        point.lastEndNs = std::max(point.lastEndNs, s.startNs + s.latencyNs);
        if (s.isFailed()) {
            m_ended = true; // the run ended here; this point stays incomplete
            return;
        }
        point.complete = point.blocks == perPoint;
    }
}

ZoneProfile ZoneProfileBuilder::profile() const
{
    ZoneProfile p;
    p.points = m_points;
    p.mismatch = m_mismatch;
    const ZonePlan &plan = m_plan;
    double sum = 0, firstSum = 0, lastSum = 0;
    p.minMBps = std::numeric_limits<double>::max();
    for (const ZonePoint &point : p.points) {
        if (!point.complete)
            continue;
        const double v = point.megabytesPerSecond();
        ++p.completePoints;
        sum += v;
        p.maxMBps = std::max(p.maxMBps, v);
        p.minMBps = std::min(p.minMBps, v);
        const double f = ZoneProfile::sweepFraction(plan, point.offset);
        if (f <= 0.1 + Edge) {
            ++p.firstTenthPoints;
            firstSum += v;
        }
        if (f >= 0.9 - Edge) {
            ++p.lastTenthPoints;
            lastSum += v;
        }
    }
    if (p.completePoints == 0) {
        p.minMBps = 0;
        return p;
    }
    p.meanMBps = sum / double(p.completePoints);
    // One point is both the first and the last tenth: no drop to speak of.
    if (plan.points >= 2 && p.firstTenthPoints > 0 && p.lastTenthPoints > 0) {
        p.firstTenthMBps = firstSum / double(p.firstTenthPoints);
        p.lastTenthMBps = lastSum / double(p.lastTenthPoints);
        p.hasDrop = p.firstTenthMBps > 0;
        if (p.hasDrop)
            p.dropPercent = (p.firstTenthMBps - p.lastTenthMBps) / p.firstTenthMBps * 100.0;
    }
    return p;
}

} // namespace DriveScope
