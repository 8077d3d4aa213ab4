// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/speed/speedgrid.h"
#include "core/run/runresult.h"

#include <QJsonObject>
#include <QString>

namespace DriveScope {

// The grid as text: a row per test and direction with the median run's MB/s, IOPS,
// mean and p99, and the best run's MB/s; then how many I/Os counted and were kept.
QString speedTextReport(const RunResult &run, const SpeedPlan &plan, const SpeedGrid &grid);
// The "speed" object of --json: a row per cell, median and best, and every run.
QJsonObject speedGridJson(const SpeedGrid &grid);

} // namespace DriveScope
