// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/region.h"
#include "core/device/deviceinfo.h"
#include "core/io/bufferpages.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace DriveScope {

// What the user asked for. Defaults are a plain dd bandwidth check: bs=1024k, about
// 1 GB moved.
struct BandwidthConfig {
    bool write = false; // false: read (reads never change anything)
    qint64 blockSize = qint64(1) << 20; // bytes per pread/pwrite (dd's bs)
    qint64 total = qint64(1) << 30; // bytes to transfer; capped to the region
    QString region; // region spec (region.h); empty: the whole target
    qint64 intervalNs = 1'000'000'000; // device statistics and per-interval MB/s
    bool flushAtEnd = true; // writes: one untimed flush after the last block
    BufferPages bufferPages = BufferPages::Normal; // pages of the I/O buffer (bufferpages.h)
};

// The config resolved against one target.
struct BandwidthPlan {
    bool write = false;
    qint64 blockSize = 0;
    qint64 total = 0; // what will be transferred (a multiple of the alignment)
    qint64 requestedTotal = 0; // what was asked for
    bool totalCapped = false; // requestedTotal did not fit the region
    Region region;
    qint64 intervalNs = 0;
    bool flushAtEnd = true;
    quint64 dataSeed = 0; // seed of the random bytes written
    BufferPages bufferPages = BufferPages::Normal;

    qint64 blockCount() const { return blockSize > 0 ? (total + blockSize - 1) / blockSize : 0; }
    QJsonObject toJson() const;
    // A saved run's plan, or nullopt when its config is not one (a session may be crafted:
    // every number is bounded).
    static std::optional<BandwidthPlan> fromJson(const QJsonObject &config);
};

// What to ask for to measure as plan did, on any target ("Use These Settings"): plan's
// values, the region named again from the measured target's ends (regionSpec), sizes
// that were the target's block left to the next target's. The total asked for, not
// the one a small target capped it to.
BandwidthConfig configFromPlan(const BandwidthPlan &plan, const DeviceInfo &measured);

// Checks the config against the target; on error returns nullopt with one sentence.
std::optional<BandwidthPlan> planBandwidth(const BandwidthConfig &config, const DeviceInfo &target, QString *error);

} // namespace DriveScope
