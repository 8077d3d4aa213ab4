// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QJsonObject>

#include <optional>

namespace DriveScope {

// Everything about a run except its samples, as a session file and a crash journal
// store it (docs/session-format.md). Unlike runToJson (for scripts) it is meant to be
// read back exactly: integers stay integers, times are milliseconds since the epoch,
// device statistics keep every field.
QJsonObject runMetaToJson(const RunResult &run, const QString &label = {});

// The reverse, strict: a missing key or a value of the wrong type is an error (one
// sentence naming the key). Samples are left empty.
std::optional<RunResult> runMetaFromJson(const QJsonObject &o, QString *label, QString *error);

// A run's finished phases alone, {"phases": [...]}, as the crash journal adds them
// while the run goes on; the reverse as strict as runMetaFromJson.
QJsonObject phasesToJson(const std::vector<PhaseStats> &phases);
std::optional<std::vector<PhaseStats>> phasesFromJson(const QJsonObject &o, QString *error);

} // namespace DriveScope
