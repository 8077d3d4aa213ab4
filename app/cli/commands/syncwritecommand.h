// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli syncwrite: returns the process exit code.
int runSyncWriteCommand(const QStringList &arguments);
