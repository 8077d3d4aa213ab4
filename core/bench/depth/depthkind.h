// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

namespace DriveScope {

// The queue-depth sweep as BenchmarkRegistry lists it (depthkind.cpp says what it is).
const BenchmarkKind &depthKind();

} // namespace DriveScope
