// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli report SESSION [--csv FILE] [--json FILE] [--text]
int runReportCommand(const QStringList &arguments);
// drivescope-cli recover [JOURNAL|SESSION]
int runRecoverCommand(const QStringList &arguments);
