// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/engine/bufferrecord.h"
#include "core/bench/engine/plannedbenchmark.h"
#include "core/device/diskstatssampler.h"
#include "core/run/runresult.h"

#include <atomic>

namespace DriveScope {

// Like dd: one block after another from the region's start, queue depth 1
// (pread/pwrite on an O_DIRECT descriptor), every block a Sample, while a sampler
// thread records what the device's own counters say every interval (iostat -x).
// Writes send random bytes, different in every block, so nothing below can compress
// or deduplicate them.
class BandwidthBenchmark : public PlannedBenchmark<BandwidthPlan> {
public:
    BandwidthBenchmark(Target &target, BandwidthPlan plan, DiskStatsSource source);
    // The device's counters found when it starts (stats /sys: on a worker, not a GUI thread).
    BandwidthBenchmark(Target &target, BandwidthPlan plan);

    // Starts the worker and the device sampler; returns at once.
    void start(BenchRunner &runner) override;
    // After runner.wait(): stops the sampler and returns the run with its samples,
    // device statistics, status and failure.
    RunResult result(const BenchRunner &runner) override;

    // The device statistics sampler; from start() on.
    const DiskStatsSampler &sampler() const { return *m_sampler; }
    // Writes: how long the final flush took (-1: none was done).
    qint64 flushNs() const { return m_flushNs.load(); }

private:
    void runWorker(WorkerContext &ctx) override;

    std::unique_ptr<DiskStatsSampler> m_sampler; // made by start() when no source was given
    std::atomic<qint64> m_flushNs { -1 };
    BufferRecord m_buffer;
};

} // namespace DriveScope
