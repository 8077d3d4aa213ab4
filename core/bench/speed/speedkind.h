// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"

namespace DriveScope {

// The speed grid as BenchmarkRegistry lists it (speedkind.cpp says what it is).
const BenchmarkKind &speedKind();

} // namespace DriveScope
