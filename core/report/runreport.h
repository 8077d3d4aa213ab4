// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"
#include "core/run/runresult.h"

#include <QJsonObject>
#include <QString>

namespace DriveScope {

// A run's reports by its kind (BenchmarkRegistry::of(run)), from the RunResult alone, so
// a run reopened from a session file reports exactly what it reported live.

// The latency summary the benchmark's report and JSON use (summarizeRun(run).latency).
LatencySummary runLatencySummary(const RunResult &run);

// The plain-text report each benchmark prints live (default options). An unknown
// benchmark gets a short generic report saying so.
QString runTextReport(const RunResult &run);
QString runTextReport(const RunResult &run, const RunSummary &summary);

// Where a --json document's sample columns go: in the object (Inline), or a placeholder
// that writeStreamedJson (core/report/streamedjson.h) replaces with them as it writes,
// so that a long run's samples are never held as JSON values (Streamed).
enum class SampleColumns { Inline, Streamed };

// The --json document of the run, with the run's headline figures ("headline": text,
// mb_per_s, ops_per_s) as the window and the reports show them, and every sample.
QJsonObject runReportJson(const RunResult &run, SampleColumns columns = SampleColumns::Inline);
QJsonObject runReportJson(
    const RunResult &run, const RunSummary &summary, SampleColumns columns = SampleColumns::Inline);

} // namespace DriveScope
