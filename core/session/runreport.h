// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../bench/runresult.h"
#include "../stats/latencysummary.h"

#include <QJsonObject>
#include <QString>

namespace DriveScope {

// What drivescope-cli prints for a run, computed from the RunResult alone, so a run
// reopened from a session file reports exactly what it reported live. Chooses the
// benchmark's own report by run.benchmark ("seek", "zone", "syncwrite", "bandwidth").

// The latency summary the benchmark's report and JSON use (warm-up counted as the
// run's config said; zone: the timed blocks only).
LatencySummary runLatencySummary(const RunResult &run);

// The seed-style plain-text report (default options). An unknown benchmark, or a zone
// run whose config cannot be read back, gets a short generic report saying so.
QString runTextReport(const RunResult &run);

// The --json document of the run (runToJson plus the zone or bandwidth object).
QJsonObject runReportJson(const RunResult &run);

} // namespace DriveScope
