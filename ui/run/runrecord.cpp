// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/runrecord.h"

#include "core/bench/benchmarkregistry.h"

#include <atomic>

namespace DriveScope {

int newRunId()
{
    static std::atomic<int> next { 1 };
    return next.fetch_add(1, std::memory_order_relaxed);
}

RunRecordPtr makeRunRecord(int id, RunResult result, const PrepareCharts &prepare)
{
    auto record = std::make_shared<RunRecord>();
    record->id = id;
    record->page = result.benchmark;
    record->result = std::move(result);
    record->includeWarmUp = BenchmarkRegistry::of(record->result).countsWarmUp(record->result);
    record->summary = summarizeRun(record->result);
    if (prepare && record->result.samples.size() >= RunRecord::PrepareChartsFrom)
        record->charts = prepare(record->result);
    return record;
}

} // namespace DriveScope
