// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"
#include "core/run/runresult.h"

#include <memory>

namespace DriveScope {

// A finished, cancelled or failed run as the window keeps it: the engine's result (all
// samples) and its one summary (summarizeRun: the figures the runs table, the page, the
// reports and compare all show). Shared, because the runs table and a page showing it
// again look at the same one.
struct RunRecord {
    int id = 0;
    QString page; // the page that made it ("seek"), which draws it again when selected
    RunResult result;
    RunSummary summary;
    bool includeWarmUp = false; // whether its warm-up I/O counts (the kind says)
};

using RunRecordPtr = std::shared_ptr<const RunRecord>;

} // namespace DriveScope
