// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/run/runresult.h"
#include "core/stats/latencysummary.h"

#include <QJsonObject>

namespace DriveScope {

// The zone summary and per-point columns (docs/zone-sweep.md).
QJsonObject zoneProfileToJson(const ZoneProfile &profile, const ZonePlan &plan);
// runToJson (config, target, block latency summary, every sample as columns) plus a
// "zone" object.
QJsonObject zoneRunToJson(
    const RunResult &run, const ZonePlan &plan, const ZoneProfile &profile, const LatencySummary &blocks);

} // namespace DriveScope
