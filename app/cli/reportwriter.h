// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/session/session.h"

#include <QString>

#include <memory>

class QCoreApplication;

namespace Cli {

// The application object for this invocation: a QApplication on the offscreen
// platform when the report command draws charts (--pdf/--html), so it needs no
// display; a QCoreApplication for everything else (the benchmarks never start Widgets).
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv, bool widgets);

// Writes the PDF and/or HTML report (an empty path: not that one). An error is one
// sentence; a failed output leaves no file.
bool writeReport(const DriveScope::Session &session, const QString &title, const QString &pdfPath,
    const QString &htmlPath, QString *error);

} // namespace Cli
