// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/run/runresult.h"
#include "core/stats/latencysummary.h"

namespace DriveScope {

// The zone sweep as a terminal report: how the numbers were obtained, a table (point,
// offset GB, offset %, MB/s), a text chart of MB/s against offset (a bar of '#' scaled
// to the fastest row), then max, min, mean and the drop from the first to the last
// tenth.
struct ZoneTextReportOptions {
    int maxChartRows = 40; // more points than this: one row is the mean of a few neighbours
    int barWidth = 60;
};

QString zoneTextReport(const RunResult &run, const ZonePlan &plan, const ZoneProfile &profile,
    const LatencySummary &blocks, const ZoneTextReportOptions &options = {});

} // namespace DriveScope
