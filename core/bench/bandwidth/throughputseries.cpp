// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/throughputseries.h"

#include "core/bench/bandwidth/bandwidthconfig.h"

#include <algorithm>

namespace DriveScope {

std::vector<ThroughputInterval> throughputOverWindows(
    const std::vector<Sample> &samples, std::vector<ThroughputInterval> windows)
{
    std::sort(windows.begin(), windows.end(),
        [](const ThroughputInterval &a, const ThroughputInterval &b) { return a.startNs < b.startNs; });
    // Each transfer moves its bytes at an even rate from its start to its end. The bytes
    // moved by any time t, F(t), are piecewise linear with a corner at each start and
    // end, and a window holds F(end) - F(start): one sort and a binary search per
    // window edge, however many windows a transfer spans (a crafted session's day-long
    // read over millions of 1 ns device rows cost their product before).
    struct Corner {
        qint64 atNs;
        double rate; // bytes per ns that start (+) or stop (-) here
    };
    std::vector<Corner> corners;
    std::vector<qint64> ends;
    corners.reserve(samples.size() * 2);
    ends.reserve(samples.size());
    for (const Sample &s : samples) {
        if (s.isFailed() || s.result <= 0)
            continue;
        const qint64 end = s.startNs + std::max<qint64>(s.latencyNs, 1);
        const double rate = double(s.result) / double(end - s.startNs);
        corners.push_back({ s.startNs, rate });
        corners.push_back({ end, -rate });
        ends.push_back(end);
    }
    std::sort(corners.begin(), corners.end(), [](const Corner &a, const Corner &b) { return a.atNs < b.atNs; });
    std::sort(ends.begin(), ends.end());
    // At each distinct corner time: the bytes moved until then and the rate after it.
    std::vector<qint64> times;
    std::vector<double> movedBefore, rateAfter;
    double moved = 0, rate = 0;
    for (std::size_t i = 0; i < corners.size();) {
        const qint64 t = corners[i].atNs;
        if (!times.empty())
            moved += rate * double(t - times.back());
        for (; i < corners.size() && corners[i].atNs == t; ++i)
            rate += corners[i].rate;
        times.push_back(t);
        movedBefore.push_back(moved);
        rateAfter.push_back(std::max(rate, 0.0)); // no negative drift from rounding
    }
    const auto movedBy = [&](qint64 t) {
        const auto it = std::upper_bound(times.begin(), times.end(), t);
        if (it == times.begin())
            return 0.0;
        const std::size_t i = std::size_t(it - times.begin()) - 1;
        return movedBefore[i] + rateAfter[i] * double(t - times[i]);
    };
    for (ThroughputInterval &w : windows) {
        w.bytes = std::max(0.0, movedBy(w.endNs) - movedBy(w.startNs));
        // Transfers that ended inside (startNs, endNs].
        w.completed = qint64(std::upper_bound(ends.begin(), ends.end(), w.endNs)
            - std::upper_bound(ends.begin(), ends.end(), w.startNs));
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
    // A run longer than MaxWindows intervals (a crafted one: the shortest a run asks for
    // is 100 ms) gets wider windows, so there are never more than that.
    intervalNs = std::max(intervalNs, last / MaxWindows + 1);
    windows.reserve(std::size_t(last / intervalNs + 1));
    for (qint64 t = 0; t < last; t += intervalNs)
        windows.push_back({ t, std::min(t + intervalNs, last), 0, 0 });
    return throughputOverWindows(samples, std::move(windows));
}

qint64 throughputIntervalNs(const QJsonObject &config)
{
    const auto plan = BandwidthPlan::fromJson(config);
    return plan && plan->intervalNs > 0 ? plan->intervalNs : 1'000'000'000;
}

} // namespace DriveScope
