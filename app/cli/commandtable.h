// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

#include <QStringList>

namespace Cli {

// The subcommand that runs a benchmark kind: one line per benchmark in commandtable.cpp
// (the CLI's part of adding a benchmark), in BenchmarkRegistry's order.
using BenchmarkCommand = int (*)(const QStringList &arguments);
BenchmarkCommand commandFor(const DriveScope::BenchmarkKind &kind);

} // namespace Cli
