// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/latencysummary.h"

#include <QJsonObject>

class QIODevice;

namespace DriveScope {

// JSON for scripts (drivescope-cli --json). Samples are stored as columns (one array
// per field) — far smaller than an object per sample and easy to load into pandas/R.
// Format documented in docs/json-format.md.
QJsonObject deviceInfoToJson(const DeviceInfo &info);
QJsonObject latencySummaryToJson(const LatencySummary &s);
// Everything but the samples (runReportJson adds them).
QJsonObject runToJson(const RunResult &run, const LatencySummary &summary);
// The "samples" object: the count and one array per field.
QJsonObject samplesToJson(const std::vector<Sample> &samples);
// The same object as the bytes QJsonDocument writes for samplesToJson (compact), written
// to out a piece at a time: a run of 10^8 samples is never held as JSON. False when a
// write fails (out's errorString() says why).
bool writeSamplesJson(QIODevice &out, const std::vector<Sample> &samples);

} // namespace DriveScope
