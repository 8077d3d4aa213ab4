// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/region.h"
#include "core/util/random.h"

#include <vector>

namespace DriveScope {

enum class Placement {
    Random, // uniform over every aligned read position in all regions together
    Alternate, // read i goes to region i mod N: the head jumps every time (outer, inner, ...)
    PerWorker, // worker w stays in region w mod N (one reader per region, all at once)
};

QString placementName(Placement p);
std::optional<Placement> parsePlacement(QStringView name);

// Where each read of one worker goes. Every offset is a multiple of the alignment and
// the whole read lies inside its region; positions are uniform within a region.
// Deterministic for a given seed, on every machine (see util/random.h).
class OffsetGenerator {
public:
    // Regions must already be validated; each must hold at least one aligned read.
    OffsetGenerator(std::vector<Region> regions, qint64 readSize, qint64 alignment, Placement placement,
        std::uint64_t seed, int worker);

    qint64 next();
    int lastRegion() const { return m_lastRegion; }

    // First aligned offset in r, and how many aligned reads fit: 0 when none does.
    static qint64 firstSlot(const Region &r, qint64 alignment);
    static qint64 slotCount(const Region &r, qint64 readSize, qint64 alignment);

private:
    qint64 offsetInRegion(int region);

    std::vector<Region> m_regions;
    std::vector<qint64> m_slots; // per region
    std::vector<qint64> m_firstSlot; // per region
    std::vector<qint64> m_cumulative; // running total of slots, for Random over all regions
    qint64 m_alignment;
    Placement m_placement;
    Xoshiro256 m_rng;
    int m_worker;
    qint64 m_index = 0;
    int m_lastRegion = 0;
};

} // namespace DriveScope
