// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/accesstimefit.h"

namespace DriveScope {

// The rotation and seek curve a seek run's reads contain (core/stats/accesstimefit.h):
// each counted read with where the head came from (the end of the read before it, the
// warm-up read included). Only one reader at queue depth 1 keeps that order; anything
// else is refused with why. Failed reads, and the read after one, are left out.
AccessTimeEstimate accessTimeOf(const RunResult &seekRun);

// For --json: {"rotation": {"rpm", "revolution_ns", "half_width_ns", "reads"} or
// {"why_not"}, "seek_curve": {"track_to_track_ns", ..., "coefficients_ns", "zone_ratio"}}.
QJsonObject accessTimeToJson(const AccessTimeEstimate &estimate);

} // namespace DriveScope
