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
    // A depth ends at its read limit or its time, whichever comes first.
    m_phases = std::make_unique<PhaseProgress>(int(m_plan.depths.size()), m_plan.durationNs);
    runner.setProgressSource([this] { return m_phases->done(m_target.nowNs()); }, m_phases->total());
    startWorkers(runner, 1, qint64(m_plan.depths.size()) * (m_plan.maxIosPerDepth + 1));
}

template<> void DepthBenchmark::runWorker(WorkerContext &ctx)
{
    OffsetGenerator offsets(
        { m_plan.region }, m_plan.readSize, m_plan.alignment, Placement::Random, workerSeed(m_plan.seed, 0), 0);
    const auto size = std::size_t(m_plan.readSize);
    AlignedBuffer buffer = allocateOrFail(
        ctx, size * std::size_t(m_plan.maxDepth()), std::size_t(std::max(4096, m_target.alignment())), 0);
    if (buffer.isNull()) {
        m_phases->stop(0);
        return;
    }
    std::size_t i = 0;
    for (; i < m_plan.depths.size() && !ctx.shouldStop(); ++i) {
        const int depth = m_plan.depths[i];
        QueuedIoPlan plan;
        plan.depth = depth;
        plan.size = size;
        plan.count = m_plan.maxIosPerDepth + 1; // + the read alone that starts the depth
        plan.durationNs = m_plan.durationNs;
        plan.warmUp = true;
        InFlightCounts inFlight;
        plan.inFlight = &inFlight;
        m_phases->begin(int(i), m_target.nowNs(), plan.count);
        const bool ok = runQueuedIo(ctx, m_target, plan, buffer, [this, &offsets](int) {
            m_phases->countIo();
            return NextIo { offsets.next(), false };
        });
        m_inFlight.add(i, inFlight);
        if (!ok || ctx.shouldStop())
            break;
    }
    m_phases->stop(int(i));
}

std::shared_ptr<BenchmarkJob> makeDepthBenchmark(Target &target, DepthPlan plan)
{
    return std::make_shared<DepthBenchmark>(target, std::move(plan));
}

} // namespace DriveScope
