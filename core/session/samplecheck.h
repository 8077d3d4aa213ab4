// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/sample.h"

#include <QString>

#include <vector>

namespace DriveScope {

// Whether samples read from a file (session or journal) could have been measured:
// every field range-checked, so a crafted file cannot make a report overflow, divide
// by zero or allocate without bound. Bounds: offset >= 0 and the I/O inside the target
// (when its size is known), 0 <= bytes <= 2 GiB, result between -4095 (an errno) and
// bytes, 0 <= latency <= one day, 0 <= start <= 400 days (so start + latency never
// overflows), and no flag DriveScope does not write.
struct SampleBounds {
    static constexpr qint64 MaxLatencyNs = 86'400'000'000'000; // one day
    static constexpr qint64 MaxStartNs = 400 * 86'400'000'000'000LL; // 400 days
    static constexpr int MinErrno = -4095;
};

// Empty when every sample is plausible; else one sentence naming the first bad one.
QString checkSamples(const std::vector<Sample> &samples, qint64 targetSizeBytes);

} // namespace DriveScope
