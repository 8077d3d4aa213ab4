// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli depth: returns the process exit code.
int runDepthCommand(const QStringList &arguments);
