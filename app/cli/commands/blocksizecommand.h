// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli blocksize: returns the process exit code.
int runBlockSizeCommand(const QStringList &arguments);
