// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli speed: returns the process exit code.
int runSpeedCommand(const QStringList &arguments);
