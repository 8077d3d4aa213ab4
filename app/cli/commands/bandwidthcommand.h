// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli bandwidth: returns the process exit code.
int runBandwidthCommand(const QStringList &arguments);
