// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/syncwrite/syncmode.h"
#include "core/device/deviceinfo.h"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace DriveScope {

// What the user asked for. Defaults are the classic small-write latency test: 2000
// contiguous O_DIRECT|O_SYNC writes of 512 B and of 1 KiB from the start of the
// target. Each (size, mode) pair is one run.
struct SyncWriteConfig {
    static constexpr qint64 MaxCount = 100'000'000;
    static constexpr qint64 MaxWriteSize = qint64(64) << 20;
    qint64 count = 2000; // measured writes per run (the warm-up write comes on top)
    std::vector<qint64> sizes = { 512, 1024 }; // bytes per write, one run each
    qint64 start = 0; // offset of the first (warm-up) write
    std::vector<SyncMode> modes = { SyncMode::OSync };
    bool includeWarmUp = false; // count each run's first write in the statistics

    qint64 maxSize() const;
    // Bytes a run of the largest size covers, from offset 0: start + (count + 1) * size.
    qint64 requiredBytes() const;
    // Size of a scratch file for this config: requiredBytes() rounded up to a MiB, at least 64 MiB.
    qint64 scratchFileSize() const;
    // The runs of this config, in the order the CLI and the window make them: each mode
    // (a fresh open with its flags) with every size.
    std::vector<std::pair<qint64, SyncMode>> runs() const;
};

// One run, resolved against one opened target: every value concrete and checked.
struct SyncWritePlan {
    qint64 count = 0;
    qint64 writeSize = 0;
    qint64 start = 0;
    SyncMode mode = SyncMode::OSync;
    bool includeWarmUp = false;
    QJsonObject writeCache; // WriteCacheProbe::Result::toJson(), recorded with the run

    // Offset of write i (0 = the warm-up write): the writes are contiguous.
    qint64 offsetOf(qint64 i) const { return start + i * writeSize; }
    QJsonObject toJson() const;
    // A saved run's plan, or nullopt when its config is not one (a session may be crafted:
    // every number is bounded).
    static std::optional<SyncWritePlan> fromJson(const QJsonObject &config);
};

// What to ask for to measure as plan did, on any target ("Use These Settings"): its one
// size and mode, count, start and warm-up.
SyncWriteConfig configFromPlan(const SyncWritePlan &plan, const DeviceInfo &measured);

// Checks one (size, mode) run of config against the target opened for that mode; on
// error returns nullopt with one sentence.
std::optional<SyncWritePlan> planSyncWrite(
    const SyncWriteConfig &config, qint64 writeSize, SyncMode mode, const DeviceInfo &target, QString *error);

} // namespace DriveScope
