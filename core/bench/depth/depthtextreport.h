// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/depth/depthconfig.h"
#include "core/bench/depth/depthprofile.h"
#include "core/run/runresult.h"

#include <QJsonObject>

namespace DriveScope {

// The depth sweep as drivescope-cli depth prints it: how it was measured, one row per
// depth (QD, IOPS, MB/s, mean, p50, p99, p99.9) and the knee.
QString depthTextReport(const RunResult &run, const DepthPlan &plan, const DepthProfile &profile);

// The "depth" object of the JSON document: the rows as columns, the knee.
QJsonObject depthProfileJson(const RunResult &run, const DepthProfile &profile);

} // namespace DriveScope
