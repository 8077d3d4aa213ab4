// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli seek: parses its options, opens the target, runs the seek benchmark
// and prints the latency histogram report (or JSON). Returns the process exit code.
int runSeekCommand(const QStringList &arguments);
