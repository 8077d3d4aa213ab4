// SPDX-License-Identifier: GPL-3.0-or-later
#include "bandwidthcommand.h"

#include "exitcodes.h"

#include <QTextStream>

int runBandwidthCommand(const QStringList &)
{
    QTextStream(stderr) << "drivescope-cli bandwidth: not available yet.\n";
    return ExitCode::BadOptions;
}
