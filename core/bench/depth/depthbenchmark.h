// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/depth/depthconfig.h"
#include "core/bench/engine/benchmarkjob.h"

#include <memory>

namespace DriveScope {

class Target;

// IOPS and latency against queue depth. One worker reads plan.readSize at random
// aligned offsets in the region, at each depth of plan.depths in turn: first one read
// alone (flagged WarmUp: it marks where the depth begins and is not counted), then
// that many in flight through the target's IoQueue (io_uring, or the model's queue)
// until plan.maxIosPerDepth have completed or plan.durationNs has passed. The queue is
// drained before the next depth, so no depth's reads overlap another's.
std::shared_ptr<BenchmarkJob> makeDepthBenchmark(Target &target, DepthPlan plan);

} // namespace DriveScope
