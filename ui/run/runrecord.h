// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"
#include "core/run/runresult.h"

#include <functional>
#include <memory>

namespace DriveScope {

// What a page's charts draw from a finished run, made with its record off the GUI thread
// (PageEntry::prepareCharts), so that selecting the run again draws without a pass over
// its samples. Each page that makes one defines its own (SeekChartData).
class PreparedCharts {
public:
    virtual ~PreparedCharts() = default;
};

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
    std::shared_ptr<const PreparedCharts> charts; // null: the page adds the samples again

    // Runs of fewer samples are drawn again from them: a few ms, and no copy of the
    // charts' counts (~200 kB for Seek) kept beside a small run.
    static constexpr std::size_t PrepareChartsFrom = 100'000;
};

using RunRecordPtr = std::shared_ptr<const RunRecord>;

// What a page's charts draw from a finished run (PageEntry::prepareCharts), or none.
using PrepareCharts = std::function<std::shared_ptr<const PreparedCharts>(const RunResult &run)>;

// A run id no other run of this process has (live, loaded or recovered): the session
// document and the crash journals tell runs apart by it, whichever page made them.
int newRunId();

// A run as the window keeps it: its summary and, for a large run whose page gives
// prepare, what its charts draw. A pass over every sample: call it off the GUI thread.
RunRecordPtr makeRunRecord(int id, RunResult result, const PrepareCharts &prepare = {});

} // namespace DriveScope
