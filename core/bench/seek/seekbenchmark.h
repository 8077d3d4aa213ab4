// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/seek/seekconfig.h"

#include <memory>

namespace DriveScope {

class Target;

// Random-access reads over the whole disk or its outer and inner regions. Each worker
// does one warm-up read and then plan.count timed reads: at queue depth 1 one at a time
// (pread on an O_DIRECT descriptor), so each latency is one seek plus rotation plus
// transfer; at depth N with N in flight through the target's IoQueue (io_uring), each
// timed from its submission to its completion.
std::shared_ptr<BenchmarkJob> makeSeekBenchmark(Target &target, SeekPlan plan);

} // namespace DriveScope
