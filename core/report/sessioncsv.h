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

// Every figure of every run's one summary (the speed grid's cells, the depth sweep's
// rows, the latency table, the estimates: what the reports and compare show), one CSV
// row each: run, benchmark, group (latency, benchmark, estimate), key (stable: compare
// and tests find rows by it), name, value (ns for a duration, else in unit; empty when
// not known), unit, shown (as the window prints it). drivescope-cli report
// --figures-csv and the window's Export > Figures as CSV share this.
QByteArray figuresCsv(const Session &session);

} // namespace DriveScope
