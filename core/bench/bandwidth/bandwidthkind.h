// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

namespace DriveScope {

// The bandwidth benchmark as BenchmarkRegistry lists it (bandwidthkind.cpp says what it is).
const BenchmarkKind &bandwidthKind();

} // namespace DriveScope
