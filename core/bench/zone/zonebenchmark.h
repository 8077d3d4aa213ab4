// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/zone/zoneconfig.h"

#include <memory>

namespace DriveScope {

class Target;

// Sequential throughput against offset, outer to inner tracks. One worker visits
// plan.points evenly spaced offsets in order. At each it first reads one block untimed
// (so the seek to the point is not in its throughput), then reads plan.bytesPerPoint in
// blocks of plan.blockSize, one pread after another (queue depth 1, O_DIRECT). Every
// I/O is kept as a Sample; the untimed ones are flagged WarmUp.
//
// Write sweeps (only on a target Cli::openWriteTarget opened):
// - Preserve: read the point's bytes (untimed, WarmUp), write them back block by block
//   (timed), with an fdatasync in the last block's timed interval. The contents stay
//   the same even when the run is cancelled or killed half way.
// - Random: one untimed pre-read, then random bytes written the same way.
std::shared_ptr<BenchmarkJob> makeZoneBenchmark(Target &target, ZonePlan plan);

} // namespace DriveScope
