// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/session/session.h"

#include <QByteArray>

namespace DriveScope {

// The session as one JSON document ("drivescope-session-report", version 1): title,
// notes, and per run the benchmark's --json document plus its label. Shared by
// drivescope-cli report --json and the window's Export menu; format in
// docs/json-format.md.
QByteArray sessionJson(const Session &session);

} // namespace DriveScope
