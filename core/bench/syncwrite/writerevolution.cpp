// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/syncwrite/writerevolution.h"

#include "core/bench/syncwrite/syncwriteconfig.h"

#include <algorithm>

namespace DriveScope {

RotationEstimate writeRevolutionOf(const RunResult &run)
{
    // Each interval is a revolution plus one write's transfer: 40 µs for 4 KiB at
    // 100 MB/s, but a 1 MiB write's 10 ms would pass for a slower spindle.
    constexpr qint64 LargestWrite = 16 << 10;
    const auto plan = SyncWritePlan::fromJson(run.config);
    if (const qint64 size = plan ? plan->writeSize : 0; size > LargestWrite) {
        RotationEstimate r;
        r.whyNot = QStringLiteral("writes of %1 KiB take too long to transfer to leave one revolution between "
                                  "them (16 KiB at most)")
                       .arg(size >> 10);
        return r;
    }
    std::vector<const Sample *> order;
    for (const Sample &s : run.samples)
        if (!s.isWarmUp())
            order.push_back(&s);
    std::stable_sort(
        order.begin(), order.end(), [](const Sample *a, const Sample *b) { return a->startNs < b->startNs; });
    std::vector<double> intervals;
    for (std::size_t i = 1; i < order.size(); ++i) {
        const Sample &a = *order[i - 1], &b = *order[i];
        // Only contiguous successful writes wait for the very next sector.
        if (!a.isFailed() && !b.isFailed() && b.offset == a.offset + a.result)
            intervals.push_back(double(b.startNs - a.startNs));
    }
    return revolutionFromWriteIntervals(intervals);
}

} // namespace DriveScope
