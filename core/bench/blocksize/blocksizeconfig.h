// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace DriveScope {

// What the user asked for (ATTO Disk Benchmark's chart): sequential reads, and writes
// where they lose nothing, at each transfer size from 512 B (or the logical block size)
// to 64 MiB in powers of two, 4 in flight, over the first 256 MiB of the target; each
// size and direction for the area once or two seconds, whichever comes first.
struct BlockSizeConfig {
    static constexpr qint64 SmallestSize = 512;
    static constexpr qint64 LargestSize = qint64(64) << 20;
    static constexpr int MaxDepth = 256;
    static constexpr qint64 MaxKeepSamples = 1'000'000;
    std::vector<qint64> sizes; // empty: every power of two from the logical block size to 64 MiB
    int queueDepth = 4;
    qint64 areaBytes = qint64(256) << 20; // the first this many bytes of the target
    qint64 durationNs = 2'000'000'000; // per size and direction, at most
    bool write = false;
    // Samples kept per size and direction (the first ones); every I/O counts in the
    // figures through PhaseStats: 18 sizes × 2 directions × 256 = 9,216 samples (370 KB).
    qint64 keepSamplesPerPhase = 256;
};

// "4KiB..8MiB" (the powers of two from one to the other) or "4KiB,64KiB,1MiB", or a mix;
// every size a power of two from 512 B to 64 MiB, ascending, none twice.
std::optional<std::vector<qint64>> parseTransferSizes(const QString &text, QString *error);
// "512 B", "4 KiB", "64 MiB": how the report and the chart name a transfer size.
QString transferSizeName(qint64 bytes);
// "4 KiB..8 MiB" for a run of doublings, else the sizes with commas; each size as name
// gives it (exactSizeText: "4KiB..8MiB", as parseTransferSizes reads it back).
QString transferSizesText(const std::vector<qint64> &sizes, QString (*name)(qint64) = transferSizeName);

// The config resolved against one target.
struct BlockSizePlan {
    std::vector<qint64> sizes;
    int depth = 0;
    qint64 areaBytes = 0;
    qint64 alignment = 0;
    qint64 durationNs = 0;
    bool write = false;
    qint64 keepSamplesPerPhase = 0;
    quint64 seed = 0; // the random bytes writes send

    // Size by size: its reads, then (when writing) its writes.
    struct Phase {
        int size = 0; // index into sizes
        bool write = false;
    };
    std::vector<Phase> phases() const;
    static QString phaseName(qint64 size, bool write); // "4 KiB read"
    qint64 largestSize() const { return sizes.empty() ? 0 : sizes.back(); }
    QJsonObject toJson() const;
    static std::optional<BlockSizePlan> fromJson(const QJsonObject &config);
};

// What to ask for to measure as plan did, on any target ("Use These Settings").
BlockSizeConfig configFromPlan(const BlockSizePlan &plan, const DeviceInfo &measured);

// Checks the config against the target (sizes, area, writability, buffer memory); on
// error nullopt with one sentence.
std::optional<BlockSizePlan> planBlockSize(
    const BlockSizeConfig &config, const DeviceInfo &target, bool writable, QString *error);

} // namespace DriveScope
