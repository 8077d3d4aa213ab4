// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

namespace DriveScope {

// The seek benchmark as BenchmarkRegistry lists it (seekkind.cpp says what it is).
const BenchmarkKind &seekKind();

} // namespace DriveScope
