// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/bandwidth/bandwidthsummary.h"
#include "core/run/runresult.h"

namespace DriveScope {

// dd and iostat in one report: how the run was made, one row per interval with our MB/s
// next to the device's own iostat -x columns over the same window, the overall MB/s,
// whether the device received the block size asked for (and why not), O_DIRECT state.
QString bandwidthTextReport(const RunResult &run, const BandwidthSummary &summary);

// One table row for live output ("  3-4   812.3 |  774.0 ..."); the header comes from
// bandwidthTableHeader(). device may be null (no device statistics).
QString bandwidthTableHeader();
QString bandwidthTableRow(const ThroughputInterval &ours, const IostatRow *device);

} // namespace DriveScope
