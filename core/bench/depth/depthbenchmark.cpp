// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/depth/depthbenchmark.h"

#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/offsetgenerator.h"
#include "core/bench/engine/queuedloop.h"
#include "core/bench/engine/simplebenchmark.h"
#include "core/io/alignedbuffer.h"
#include "core/util/random.h"

namespace DriveScope {

using DepthBenchmark = SimpleBenchmark<DepthPlan>;

template<> QString DepthBenchmark::benchmarkId()
{
    return QStringLiteral("depth");
}

template<> void DepthBenchmark::start(BenchRunner &runner)
{
    m_target.expectQueues(1);
    // The progress denominator: every depth to its read limit (a depth that reaches its
    // time first ends early, and the bar jumps).
    startWorkers(runner, 1, qint64(m_plan.depths.size()) * (m_plan.maxIosPerDepth + 1));
}

template<> void DepthBenchmark::runWorker(WorkerContext &ctx)
{
    OffsetGenerator offsets(
        { m_plan.region }, m_plan.readSize, m_plan.alignment, Placement::Random, workerSeed(m_plan.seed, 0), 0);
    const auto size = std::size_t(m_plan.readSize);
    AlignedBuffer buffer = allocateOrFail(
        ctx, size * std::size_t(m_plan.maxDepth()), std::size_t(std::max(4096, m_target.alignment())), 0);
    if (buffer.isNull())
        return;
    for (std::size_t i = 0; i < m_plan.depths.size(); ++i) {
        const int depth = m_plan.depths[i];
        if (ctx.shouldStop())
            return;
        QueuedIoPlan plan;
        plan.depth = depth;
        plan.size = size;
        plan.count = m_plan.maxIosPerDepth + 1; // + the read alone that starts the depth
        plan.durationNs = m_plan.durationNs;
        plan.warmUp = true;
        InFlightCounts inFlight;
        plan.inFlight = &inFlight;
        const bool ok = runQueuedIo(ctx, m_target, plan, buffer, [&offsets](int) {
            return NextIo { offsets.next(), false };
        });
        m_inFlight.add(i, inFlight);
        if (!ok)
            return;
    }
}

std::shared_ptr<BenchmarkJob> makeDepthBenchmark(Target &target, DepthPlan plan)
{
    return std::make_shared<DepthBenchmark>(target, std::move(plan));
}

} // namespace DriveScope
