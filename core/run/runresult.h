// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"
#include "core/device/diskstats.h"
#include "core/run/hostinfo.h"
#include "core/run/phasestats.h"
#include "core/run/runstatus.h"
#include "core/run/sample.h"

#include <QDateTime>
#include <QJsonObject>

#include <vector>

namespace DriveScope {

// One finished (or cancelled, or failed) run: everything needed to show, save, reopen
// and compare it without the drive. A plain value.
struct RunResult {
    QString benchmark; // "seek"
    DeviceInfo target;
    bool direct = true; // false: measured through the page cache ("page cache in the way")
    bool sparseTarget = false; // the file had holes: those reads cost nothing
    QJsonObject config; // the resolved plan
    std::vector<Sample> samples;
    qint64 expectedSamples = 0;
    RunStatus status = RunStatus::NotStarted;
    RunFailure failure;
    QDateTime startedAt;
    QDateTime finishedAt;
    qint64 elapsedNs = 0;
    HostInfo host;
    // Bandwidth runs: what the device's own counters said every interval (iostat -x rows),
    // and which counters those were (device, stat file, queue limits, or why none).
    std::vector<IostatRow> deviceStats;
    QJsonObject deviceStatsSource;
    // Runs that keep only some of their I/Os as samples (the speed grid): every I/O,
    // counted per phase. Empty for runs whose samples are all their I/Os.
    std::vector<PhaseStats> phases;
    // Runs at depth without phases: how deep each queued part's queue really was (a seek
    // at depth: one; a depth sweep: one per depth, in the order they ran).
    std::vector<InFlightCounts> inFlight;

    bool isPartial() const { return status == RunStatus::Cancelled || status == RunStatus::Failed; }
    // Latencies that count: successful, and not warm-up unless asked.
    std::vector<qint64> measuredLatencies(bool includeWarmUp) const;
    // Wall time from the first counted I/O's start to the last one's end.
    double measuredSeconds(bool includeWarmUp) const;
    qint64 measuredBytes(bool includeWarmUp) const;
    const Sample *warmUpSample(int worker = 0) const;
};

} // namespace DriveScope
