// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/sample.h"

#include <QJsonObject>

#include <vector>

namespace DriveScope {

// Our own throughput over one stretch of the run, from the samples.
struct ThroughputInterval {
    qint64 startNs = 0; // relative to the run's start
    qint64 endNs = 0;
    double bytes = 0; // bytes transferred inside [startNs, endNs)
    qint64 completed = 0; // transfers that ended inside it

    double seconds() const { return double(endNs - startNs) / 1e9; }
    double megabytesPerSecond() const { return endNs > startNs ? bytes / 1e6 / seconds() : 0.0; }
};

// Successful transfers only. A transfer that straddles a boundary is shared between
// the intervals in proportion to the time it spent in each (a 1 MiB read that took
// 4 ms, 1 ms of it before the boundary, gives a quarter to the earlier interval), so
// the intervals add up to exactly the bytes transferred.
std::vector<ThroughputInterval> throughputOverWindows(
    const std::vector<Sample> &samples, std::vector<ThroughputInterval> windows);
// Windows of intervalNs from 0 until the last transfer ended (the last one shorter), at
// most MaxWindows of them (2.8 hours of 1 s windows, each a row of the text report and
// a point of the chart): a longer run's windows are wider.
constexpr qint64 MaxWindows = 10'000;
std::vector<ThroughputInterval> throughputPerInterval(const std::vector<Sample> &samples, qint64 intervalNs);
// The interval a bandwidth run's plan asks for, 1 s when the config is not a plan (the
// plan's reader bounds it to 1 ms .. 1 h, for a crafted session's).
qint64 throughputIntervalNs(const QJsonObject &config);

} // namespace DriveScope
