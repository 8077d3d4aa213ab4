// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/runresult.h"

#include <algorithm>
#include <limits>

namespace DriveScope {

static bool counts(const Sample &s, bool includeWarmUp)
{
    return !s.isFailed() && (includeWarmUp || !s.isWarmUp());
}

std::vector<qint64> RunResult::measuredLatencies(bool includeWarmUp) const
{
    std::vector<qint64> out;
    out.reserve(samples.size());
    for (const Sample &s : samples) {
        if (counts(s, includeWarmUp))
            out.push_back(s.latencyNs);
    }
    return out;
}

double RunResult::measuredSeconds(bool includeWarmUp) const
{
    qint64 first = std::numeric_limits<qint64>::max();
    qint64 last = std::numeric_limits<qint64>::min();
    for (const Sample &s : samples) {
        if (!counts(s, includeWarmUp))
            continue;
        first = std::min(first, s.startNs);
        last = std::max(last, s.startNs + s.latencyNs);
    }
    return last > first ? double(last - first) / 1e9 : 0.0;
}

qint64 RunResult::measuredBytes(bool includeWarmUp) const
{
    qint64 total = 0;
    for (const Sample &s : samples) {
        if (counts(s, includeWarmUp))
            total += s.result;
    }
    return total;
}

const Sample *RunResult::warmUpSample(int worker) const
{
    for (const Sample &s : samples) {
        if (s.isWarmUp() && s.worker == worker)
            return &s;
    }
    return nullptr;
}

} // namespace DriveScope
