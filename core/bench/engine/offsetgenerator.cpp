// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/offsetgenerator.h"

#include <algorithm>

namespace DriveScope {

QString placementName(Placement p)
{
    switch (p) {
    case Placement::Random: return QStringLiteral("random");
    case Placement::Alternate: return QStringLiteral("alternate");
    case Placement::PerWorker: return QStringLiteral("per-worker");
    }
    return {};
}

std::optional<Placement> parsePlacement(QStringView name)
{
    for (Placement p : { Placement::Random, Placement::Alternate, Placement::PerWorker }) {
        if (name.compare(placementName(p), Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}

qint64 OffsetGenerator::firstSlot(const Region &r, qint64 alignment)
{
    return (r.start + alignment - 1) / alignment * alignment;
}

qint64 OffsetGenerator::slotCount(const Region &r, qint64 readSize, qint64 alignment)
{
    const qint64 first = firstSlot(r, alignment);
    const qint64 lastStart = r.end() - readSize; // the last read must end inside the region
    if (lastStart < first)
        return 0;
    return (lastStart - first) / alignment + 1;
}

OffsetGenerator::OffsetGenerator(
    std::vector<Region> regions, qint64 readSize, qint64 alignment, Placement placement, std::uint64_t seed, int worker)
    : m_regions(std::move(regions))
    , m_alignment(alignment)
    , m_placement(placement)
    , m_rng(seed)
    , m_worker(worker)
{
    qint64 running = 0;
    for (const Region &r : m_regions) {
        m_slots.push_back(slotCount(r, readSize, alignment));
        m_firstSlot.push_back(firstSlot(r, alignment));
        running += m_slots.back();
        m_cumulative.push_back(running);
    }
}

qint64 OffsetGenerator::offsetInRegion(int region)
{
    m_lastRegion = region;
    const auto slot = qint64(m_rng.below(std::uint64_t(m_slots[std::size_t(region)])));
    return m_firstSlot[std::size_t(region)] + slot * m_alignment;
}

qint64 OffsetGenerator::next()
{
    const int n = int(m_regions.size());
    const qint64 i = m_index++;
    switch (m_placement) {
    case Placement::Alternate:
        // Workers start out of phase so two readers are never in the same region at once.
        return offsetInRegion(int((i + m_worker) % n));
    case Placement::PerWorker: return offsetInRegion(m_worker % n);
    case Placement::Random: break;
    }
    // One draw over all slots of all regions: uniform over the union, so a region twice
    // as large gets twice the reads.
    const auto k = qint64(m_rng.below(std::uint64_t(m_cumulative.back())));
    const auto it = std::upper_bound(m_cumulative.begin(), m_cumulative.end(), k);
    const auto region = std::size_t(it - m_cumulative.begin());
    const qint64 before = region == 0 ? 0 : m_cumulative[region - 1];
    m_lastRegion = int(region);
    return m_firstSlot[region] + (k - before) * m_alignment;
}

} // namespace DriveScope
