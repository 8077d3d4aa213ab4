// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/region.h"
#include "core/device/deviceinfo.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace DriveScope {

// What the user asked for: 4 KiB random reads at queue depth 1, 2, 4 … 256, each depth
// for up to two seconds or 50,000 reads, whichever comes first, one worker.
struct DepthConfig {
    static constexpr int MaxDepth = 4096;
    static constexpr qint64 MaxIosPerDepth = 10'000'000;
    std::vector<int> depths { 1, 2, 4, 8, 16, 32, 64, 128, 256 };
    qint64 readSize = 4096;
    qint64 durationNs = 2'000'000'000; // per depth
    // Per depth, so that memory stays bounded at any speed: 9 depths × 50,000 reads
    // keep 450,000 samples (18 MB) even at a million IOPS.
    qint64 maxIosPerDepth = 50'000;
    QString region; // one region spec (see region.h); empty: the whole target
    std::optional<quint64> seed; // unset: a fresh random seed, recorded in the result
};

// "1,2,4,8" or "1..256" (the powers of two between), or a mix; ascending, no repeats.
std::optional<std::vector<int>> parseDepthList(const QString &text, QString *error);
QString depthListText(const std::vector<int> &depths); // "1, 2, 4 … 256" as given back

// The config resolved against one target.
struct DepthPlan {
    std::vector<int> depths;
    qint64 readSize = 0;
    qint64 alignment = 0;
    qint64 durationNs = 0;
    qint64 maxIosPerDepth = 0;
    Region region;
    quint64 seed = 0;

    int maxDepth() const { return depths.empty() ? 0 : depths.back(); }
    QJsonObject toJson() const;
    static std::optional<DepthPlan> fromJson(const QJsonObject &config);
};

// What to ask for to measure as plan did, on any target ("Use These Settings"): plan's
// values, the region named again from the measured target's ends (regionSpec), sizes
// that were the target's block left to the next target's. A fresh seed: the same
// offsets again would be served from the drive's cache.
DepthConfig configFromPlan(const DepthPlan &plan, const DeviceInfo &measured);

// Checks the config against the target; on error returns nullopt with one sentence.
std::optional<DepthPlan> planDepth(const DepthConfig &config, const DeviceInfo &target, QString *error);

} // namespace DriveScope
