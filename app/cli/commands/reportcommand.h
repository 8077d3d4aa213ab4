// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

// drivescope-cli report SESSION [--csv FILE] [--json FILE] [--text] [--pdf FILE] [--html FILE]
int runReportCommand(const QStringList &arguments);
// True for "report ... --pdf/--html": only then does the CLI need a QApplication.
bool reportNeedsWidgets(const QStringList &arguments);
// drivescope-cli recover [JOURNAL|SESSION]
int runRecoverCommand(const QStringList &arguments);
