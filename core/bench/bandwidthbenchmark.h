// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../device/diskstatssampler.h"
#include "bandwidthconfig.h"
#include "benchrunner.h"
#include "bufferrecord.h"
#include "runresult.h"

#include <atomic>

namespace DriveScope {

class Target;

// Seed 003's dd: one block after another from the region's start, queue depth 1
// (pread/pwrite on an O_DIRECT descriptor), every block a Sample, while a sampler
// thread records what the device's own counters say every interval (iostat -x).
// Writes send random bytes, different in every block, so nothing below can compress
// or deduplicate them.
class BandwidthBenchmark {
public:
    BandwidthBenchmark(Target &target, BandwidthPlan plan, DiskStatsSource source);

    // Starts the worker and the device sampler; returns at once.
    void start(BenchRunner &runner);
    // After runner.wait(): stops the sampler and returns the run with its samples,
    // device statistics, status and failure.
    RunResult result(const BenchRunner &runner);

    const BandwidthPlan &plan() const { return m_plan; }
    const DiskStatsSampler &sampler() const { return m_sampler; }
    // Writes: how long the final flush took (-1: none was done).
    qint64 flushNs() const { return m_flushNs.load(); }

private:
    void runWorker(WorkerContext &ctx);

    Target &m_target;
    BandwidthPlan m_plan;
    DiskStatsSampler m_sampler;
    QDateTime m_startedAt;
    std::atomic<qint64> m_flushNs { -1 };
    BufferRecord m_buffer;
};

} // namespace DriveScope
