// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

namespace DriveScope {

// The syncwrite benchmark as BenchmarkRegistry lists it (syncwritekind.cpp says what it is).
const BenchmarkKind &syncwriteKind();

} // namespace DriveScope
