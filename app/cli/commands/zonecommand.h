// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli zone: returns the process exit code.
int runZoneCommand(const QStringList &arguments);
