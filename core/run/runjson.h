// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/latencysummary.h"

#include <QJsonObject>

namespace DriveScope {

// JSON for scripts (drivescope-cli --json). Samples are stored as columns (one array
// per field) — far smaller than an object per sample and easy to load into pandas/R.
// Format documented in docs/json-format.md.
QJsonObject deviceInfoToJson(const DeviceInfo &info);
QJsonObject latencySummaryToJson(const LatencySummary &s);
QJsonObject runToJson(const RunResult &run, const LatencySummary &summary, bool includeSamples = true);

} // namespace DriveScope
