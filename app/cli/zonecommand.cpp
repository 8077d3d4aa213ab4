// SPDX-License-Identifier: GPL-3.0-or-later
#include "zonecommand.h"

#include "exitcodes.h"

#include <QTextStream>

int runZoneCommand(const QStringList &)
{
    QTextStream(stderr) << "drivescope-cli zone: not available yet.\n";
    return ExitCode::BadOptions;
}
