// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <optional>

namespace DriveScope {

// What a seek run on a simulated hard disk should have measured, from the model itself:
// the point of the demo ("the benchmark recovers the drive's truth").
struct SimulatedSeekTruth {
    double meanNs = 0;
    double medianNs = 0;
    double averageSeekNs = 0; // the seek part of the mean
    double rotationalNs = 0; // half a revolution
};

// For a seek run on sim:hdd with one region, or two alternating regions, and one
// worker; nullopt otherwise (other mixes have no single closed answer here).
std::optional<SimulatedSeekTruth> simulatedSeekTruth(const RunResult &run);

// "Simulated drive: ..." lines for a text report; empty for a real target.
QString simulatedSeekTruthText(const RunResult &run);

} // namespace DriveScope
