// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/syncwrite/syncwriteconfig.h"

#include <memory>

namespace DriveScope {

class Target;

// Small synchronous writes: plan.count + 1 contiguous writes of plan.writeSize from
// plan.start, one at a time on one thread, each timed around the write (and the
// fsync/fdatasync that belongs to it) on a target opened for plan.mode. The first write
// is the warm-up. Random data, so nothing below can shortcut zeros. The target must
// have been opened with openOptionsFor(plan.mode).
std::shared_ptr<BenchmarkJob> makeSyncWriteBenchmark(Target &target, SyncWritePlan plan);

} // namespace DriveScope
