// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/session/session.h"

#include <QByteArray>

namespace DriveScope {

// Every sample of every run of a session, one CSV row each (drivescope-cli report --csv
// and the window's Export > Samples as CSV share this). Columns: run (1-based),
// benchmark, worker, offset_bytes, start_ns, latency_ns, bytes_requested, result,
// flags, warm_up, failed, write.
QByteArray sessionCsv(const Session &session);

} // namespace DriveScope
