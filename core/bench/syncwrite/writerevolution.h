// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/accesstimefit.h"

namespace DriveScope {

// One revolution from a sync-write run's contiguous writes (write cache off):
// each write's sector has just passed under the head when it arrives, so the time from
// one write's start to the next is one revolution. whyNot when the writes did not wait
// that way (a write cache, a flash drive).
RotationEstimate writeRevolutionOf(const RunResult &syncWriteRun);

} // namespace DriveScope
