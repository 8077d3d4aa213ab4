// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/throughputseries.h"

#include <algorithm>

namespace DriveScope {

std::vector<ThroughputInterval> throughputOverWindows(
    const std::vector<Sample> &samples, std::vector<ThroughputInterval> windows)
{
    std::sort(windows.begin(), windows.end(),
        [](const ThroughputInterval &a, const ThroughputInterval &b) { return a.startNs < b.startNs; });
    for (const Sample &s : samples) {
        if (s.isFailed() || s.result <= 0)
            continue;
        const qint64 begin = s.startNs;
        const qint64 end = s.startNs + std::max<qint64>(s.latencyNs, 1);
        const double duration = double(end - begin);
        // The first window that ends after this transfer begins.
        auto it = std::upper_bound(
            windows.begin(), windows.end(), begin, [](qint64 t, const ThroughputInterval &w) { return t < w.endNs; });
        for (; it != windows.end() && it->startNs < end; ++it) {
            const qint64 overlap = std::min(end, it->endNs) - std::max(begin, it->startNs);
            if (overlap > 0)
                it->bytes += double(s.result) * double(overlap) / duration;
            if (end > it->startNs && end <= it->endNs)
                ++it->completed;
        }
    }
    return windows;
}

std::vector<ThroughputInterval> throughputPerInterval(const std::vector<Sample> &samples, qint64 intervalNs)
{
    qint64 last = 0;
    for (const Sample &s : samples)
        last = std::max(last, s.startNs + s.latencyNs);
    std::vector<ThroughputInterval> windows;
    if (intervalNs <= 0)
        return windows;
    for (qint64 t = 0; t < last; t += intervalNs)
        windows.push_back({ t, std::min(t + intervalNs, last), 0, 0 });
    return throughputOverWindows(samples, std::move(windows));
}

} // namespace DriveScope
