// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/inflightcounts.h"

#include <mutex>
#include <vector>

namespace DriveScope {

// A run's in-flight counts per queued part (RunResult::inFlight), filled by its workers
// as each finishes a part (any worker thread) and read once the run is over.
class InFlightRecord {
public:
    void add(std::size_t part, const InFlightCounts &counts)
    {
        const std::lock_guard lock(m_mutex);
        if (m_parts.size() <= part)
            m_parts.resize(part + 1);
        m_parts[part].merge(counts);
    }
    std::vector<InFlightCounts> parts() const
    {
        const std::lock_guard lock(m_mutex);
        return m_parts;
    }

private:
    mutable std::mutex m_mutex;
    std::vector<InFlightCounts> m_parts;
};

} // namespace DriveScope
