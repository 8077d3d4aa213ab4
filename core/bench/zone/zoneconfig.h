// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/region.h"
#include "core/device/deviceinfo.h"
#include "core/io/bufferpages.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace DriveScope {

// What the user asked for. Defaults follow the classic outer vs inner tracks dd
// (128 MiB read in 1 MiB blocks), made with O_DIRECT at each of 100 evenly spaced
// offsets over the whole target.
struct ZoneConfig {
    enum class Write {
        None, // read sweep (the default; changes nothing)
        Preserve, // read each point's bytes (untimed), write them back (timed) and sync
        Random, // write random bytes (destroys the contents)
    };

    qint64 points = 100;
    qint64 bytesPerPoint = 128 * 1024 * 1024;
    // The defaults are a recipe, not a demand: on a region smaller than points ×
    // bytesPerPoint the points would overlap (100 × 128 MiB on a 256 MB stick draws a curve
    // over its first half only), so each point reads less, in whole blocks, and the points
    // tile the region. A user who names the bytes per point clears this and gets them.
    bool shrinkToFit = true;
    qint64 blockSize = 1024 * 1024;
    QString region; // one region spec (see region.h); empty: the whole target
    Write write = Write::None;
    BufferPages bufferPages = BufferPages::Normal; // pages of the I/O buffer (bufferpages.h)
};

QString zoneWriteName(ZoneConfig::Write write);
std::optional<ZoneConfig::Write> parseZoneWriteName(const QString &name);

// The config resolved against one target: every value concrete and checked.
struct ZonePlan {
    qint64 points = 0;
    qint64 bytesPerPoint = 0;
    qint64 blockSize = 0;
    qint64 alignment = 0; // offsets are multiples of this (logical block / direct I/O)
    Region region; // the region the points are spread over, aligned inward
    ZoneConfig::Write write = ZoneConfig::Write::None;
    BufferPages bufferPages = BufferPages::Normal;

    qint64 blocksPerPoint() const { return bytesPerPoint / blockSize; }
    // Point i's first byte: evenly spaced from region.start to region.end() - bytesPerPoint
    // (so the last point's span ends inside the region), aligned down.
    qint64 pointOffset(qint64 index) const;
    // Consecutive points share bytes (a small target with many or large points).
    bool pointsOverlap() const;
    // Samples one run records: per point a pre-read (or, preserving, a read of every
    // block) plus the timed blocks.
    qint64 samplesPerPoint() const;
    // The timed blocks among the first `samples` of the sweep (each point's untimed reads
    // come first): what progress counts, as the report does.
    qint64 timedBlocksAfter(qint64 samples) const;

    QJsonObject toJson() const;
    // Back from a saved run's config (a reopened run recomputes the same profile).
    static std::optional<ZonePlan> fromJson(const QJsonObject &config);
};

// What to ask for to measure as plan did, on any target ("Use These Settings"): plan's
// values, the region named again from the measured target's ends (regionSpec), sizes
// that were the target's block left to the next target's.
ZoneConfig configFromPlan(const ZonePlan &plan, const DeviceInfo &measured);

// Checks the config against the target; on error returns nullopt with one sentence.
std::optional<ZonePlan> planZone(const ZoneConfig &config, const DeviceInfo &target, QString *error);

} // namespace DriveScope
