// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/bandwidth/bandwidthsummary.h"

#include <QJsonObject>

namespace DriveScope {

// The "bandwidth" object of a bandwidth run's JSON: overall MB/s, MB/s per interval
// next to the device rows' windows, the request-size verdict (docs/json-format.md).
QJsonObject bandwidthSummaryToJson(const BandwidthSummary &summary);

} // namespace DriveScope
