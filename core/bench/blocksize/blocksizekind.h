// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

namespace DriveScope {

// The transfer-size sweep as BenchmarkRegistry lists it (blocksizekind.cpp says what it is).
const BenchmarkKind &blockSizeKind();

} // namespace DriveScope
