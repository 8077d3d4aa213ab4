// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/diskstats.h"

#include <QJsonArray>
#include <QJsonObject>

#include <vector>

namespace DriveScope {

// One iostat -x row: the interval, the raw counter deltas (so a reader can recompute
// anything) and the derived columns, named like iostat's (docs/json-format.md).
QJsonObject iostatRowToJson(const IostatRow &row);
QJsonArray iostatRowsToJson(const std::vector<IostatRow> &rows);

} // namespace DriveScope
