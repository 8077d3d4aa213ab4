// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

#include <QList>

namespace DriveScope {

// Every benchmark DriveScope has, in the order the window's tabs and the CLI's help list
// them. A new benchmark is a folder under core/bench/ and one line in
// benchmarkregistry.cpp (docs/architecture.md).
namespace BenchmarkRegistry {

const QList<const BenchmarkKind *> &all();
// The kind with this id, or null (a session saved by a newer DriveScope).
const BenchmarkKind *find(QStringView id);
// The kind of a run: its own, or a stand-in that reports what is known about an
// unknown benchmark.
const BenchmarkKind &of(const RunResult &run);

} // namespace BenchmarkRegistry

// The summary of a run by its kind (BenchmarkRegistry::of(run).summarize(run)).
RunSummary summarizeRun(const RunResult &run);

} // namespace DriveScope
