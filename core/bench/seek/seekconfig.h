// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/offsetgenerator.h"
#include "core/bench/engine/region.h"
#include "core/device/deviceinfo.h"

#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <vector>

namespace DriveScope {

// What the user asked for. Defaults are the classic whole-disk seek test: 1500 reads
// of one logical block at uniformly random offsets over the whole target, one reader,
// one read at a time.
struct SeekConfig {
    static constexpr qint64 MaxCount = 100'000'000; // reads per worker, 4 GB of samples
    static constexpr qint64 MaxBufferBytes = qint64(1) << 30; // the workers' buffers together
    static constexpr int MaxQueueDepth = 4096; // I/Os in flight per worker (an io_uring of 4096 entries)
    static constexpr int MaxInFlight = 65536; // depth × workers
    qint64 count = 1500; // measured reads per worker (the warm-up read comes on top)
    qint64 readSize = 0; // 0: the target's logical block size (512 B where it allows)
    qint64 alignment = 0; // 0: the logical block size (and at least what O_DIRECT needs)
    QStringList regions; // region specs (see region.h); empty: the whole target
    Placement placement = Placement::Random;
    int workers = 1;
    // Reads each worker keeps in flight: 1 is one pread at a time (fio psync);
    // more go through io_uring (fio --ioengine=io_uring --iodepth=N).
    int queueDepth = 1;
    std::optional<quint64> seed; // unset: a fresh random seed, recorded in the result
    bool includeWarmUp = false; // count each worker's first read in the statistics
};

// The config resolved against one target: every value concrete and checked.
struct SeekPlan {
    qint64 count = 0;
    qint64 readSize = 0;
    qint64 alignment = 0;
    std::vector<Region> regions;
    Placement placement = Placement::Random;
    int workers = 1;
    int queueDepth = 1;
    quint64 seed = 0;
    bool includeWarmUp = false;

    QJsonObject toJson() const;
    // A saved run's plan, or nullopt when its config is not one (a session may be crafted:
    // every number is bounded).
    static std::optional<SeekPlan> fromJson(const QJsonObject &config);
};

// What to ask for to measure as plan did, on any target ("Use These Settings"): plan's
// values, the region named again from the measured target's ends (regionSpec), sizes
// that were the target's block left to the next target's. A fresh seed: the same
// offsets again would be served from the drive's cache.
SeekConfig configFromPlan(const SeekPlan &plan, const DeviceInfo &measured);

// Checks the config against the target; on error returns nullopt with one sentence.
std::optional<SeekPlan> planSeek(const SeekConfig &config, const DeviceInfo &target, QString *error);

} // namespace DriveScope
