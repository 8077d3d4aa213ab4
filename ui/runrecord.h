// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/runresult.h"
#include "core/stats/latencysummary.h"

#include <memory>

namespace DriveScope {

// A finished, cancelled or failed run as the window keeps it: the engine's result (all
// samples) and its exact summary. Shared, because the runs table and a page showing it
// again look at the same one.
struct RunRecord {
    int id = 0;
    QString page; // the page that made it ("seek"), which draws it again when selected
    RunResult result;
    LatencySummary summary;
    bool includeWarmUp = false;
    // The benchmark's own headline ("max 132.5 · min 113.9 · mean 125.0 MB/s · drop 14 %"),
    // empty for Seek; the runs table shows it.
    QString keyFigures;
};

using RunRecordPtr = std::shared_ptr<const RunRecord>;

// The exact summary the CLI prints, from a result.
LatencySummary summarizeRun(const RunResult &result, bool includeWarmUp);

} // namespace DriveScope
