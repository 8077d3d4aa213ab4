// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/depth/depthprofile.h"

#include "core/bench/depth/depthconfig.h"

#include <algorithm>
#include <cmath>

namespace DriveScope {

void DepthPhase::add(const Sample &s)
{
    if (latencies.empty() || s.startNs < firstNs)
        firstNs = s.startNs;
    lastNs = std::max(lastNs, s.startNs + s.latencyNs);
    latencies.push_back(s.latencyNs);
    bytes += s.bytes;
    if (histogram) {
        if (histogram->count() == 0)
            referenceNs = s.latencyNs;
        histogram->add(s.latencyNs);
        const long double d = s.latencyNs - referenceNs;
        sumDeviationsNs += d;
        sumSquaredDeviationsNs += d * d;
    }
}

void DepthPhases::add(std::span<const Sample> samples)
{
    for (const Sample &s : samples) {
        if (s.isWarmUp()) {
            // More depths than the plan has: not a run this version made; ignored.
            if (m_phases.size() < m_depthCount) {
                m_phases.emplace_back();
                if (m_estimates == Estimates::Yes)
                    m_phases.back().histogram = std::make_unique<LatencyHistogram>();
            }
            continue;
        }
        if (!m_phases.empty() && !s.isFailed() && m_phases.size() <= m_depthCount)
            m_phases.back().add(s);
    }
}

DepthProfile DepthProfile::compute(const RunResult &run)
{
    const auto plan = DepthPlan::fromJson(run.config);
    if (!plan)
        return {};
    DepthPhases phases(plan->depths.size());
    phases.add(run.samples);
    std::vector<DepthRow> rows;
    for (std::size_t i = 0; i < phases.phases().size(); ++i)
        if (!phases.phases()[i].latencies.empty())
            rows.push_back(rowOf(plan->depths[i], phases.phases()[i]));
    return fromRows(std::move(rows));
}

DepthRow DepthProfile::rowOf(int depth, const DepthPhase &phase)
{
    DepthRow row;
    row.depth = depth;
    row.latency = summarizeLatencies(phase.latencies, double(phase.lastNs - phase.firstNs) / 1e9, phase.bytes);
    return row;
}

DepthRow DepthProfile::estimatedRowOf(int depth, const DepthPhase &phase)
{
    const LatencyHistogram *h = phase.histogram.get();
    if (!h || h->count() == 0)
        return rowOf(depth, phase);
    DepthRow row;
    row.depth = depth;
    row.exact = false;
    LatencySummary &l = row.latency;
    l.count = qint64(h->count());
    l.elapsedSeconds = double(phase.lastNs - phase.firstNs) / 1e9;
    l.bytes = phase.bytes;
    l.opsPerSecond = l.elapsedSeconds > 0 ? double(l.count) / l.elapsedSeconds : 0;
    const long double n = l.count;
    l.meanNs = double((phase.referenceNs * n + phase.sumDeviationsNs) / n);
    const long double variance = (phase.sumSquaredDeviationsNs - phase.sumDeviationsNs * phase.sumDeviationsNs / n) / n;
    l.stddevNs = double(std::sqrt(std::max<long double>(0, variance)));
    l.minNs = h->minNs();
    l.maxNs = h->maxNs();
    l.p50Ns = std::llround(h->percentile(50));
    l.p90Ns = std::llround(h->percentile(90));
    l.p99Ns = std::llround(h->percentile(99));
    l.p999Ns = std::llround(h->percentile(99.9));
    return row;
}

namespace {

// Whether a deeper row gains PlateauGainPerDoubling or more per doubling of depth over
// row a: QD8 → QD32 is two doublings, so it gains when it has 21 % more IOPS.
bool gainsOver(const DepthRow &a, const DepthRow &deeper)
{
    const double doublings = std::log2(double(deeper.depth) / double(a.depth));
    return deeper.latency.opsPerSecond
        >= a.latency.opsPerSecond * std::pow(1.0 + DepthProfile::PlateauGainPerDoubling, doublings);
}

// The first row of the plateau: a sloped plateau (86k IOPS at QD32 rising to 91k at
// QD256) starts at QD32, where "95 % of the best" put it at QD256. Each row is held
// against every deeper one, not only the next, so a dip inside the plateau (noise, a
// garbage collection) does not restart it.
int plateauStart(const std::vector<DepthRow> &rows, double bestIops)
{
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i].latency.opsPerSecond < DepthProfile::PlateauShareOfBest * bestIops)
            continue;
        const auto deeper = rows.begin() + std::ptrdiff_t(i) + 1;
        if (std::none_of(deeper, rows.end(), [&](const DepthRow &r) { return gainsOver(rows[i], r); }))
            return rows[i].depth;
    }
    return 0;
}

} // namespace

DepthProfile DepthProfile::fromRows(std::vector<DepthRow> rows)
{
    DepthProfile profile;
    profile.rows = std::move(rows);
    for (const DepthRow &r : profile.rows)
        if (r.latency.opsPerSecond > profile.bestIops) {
            profile.bestIops = r.latency.opsPerSecond;
            profile.bestDepth = r.depth;
        }
    profile.kneeDepth = plateauStart(profile.rows, profile.bestIops);
    if (!profile.rows.empty()) {
        const qint64 first = profile.rows.front().latency.p99Ns;
        for (const DepthRow &r : profile.rows)
            if (!profile.p99DoublingDepth && r.depth != profile.rows.front().depth
                && double(r.latency.p99Ns) >= P99Doubling * double(first))
                profile.p99DoublingDepth = r.depth;
    }
    return profile;
}

const DepthRow *DepthProfile::row(int depth) const
{
    for (const DepthRow &r : rows)
        if (r.depth == depth)
            return &r;
    return nullptr;
}

} // namespace DriveScope
