// SPDX-License-Identifier: GPL-3.0-or-later
#include "syncwritecommand.h"

#include "exitcodes.h"

#include <QTextStream>

int runSyncWriteCommand(const QStringList &)
{
    QTextStream(stderr) << "drivescope-cli syncwrite: not available yet.\n";
    return ExitCode::BadOptions;
}
