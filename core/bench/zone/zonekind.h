// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

namespace DriveScope {

// The zone benchmark as BenchmarkRegistry lists it (zonekind.cpp says what it is).
const BenchmarkKind &zoneKind();

} // namespace DriveScope
