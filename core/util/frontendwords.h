// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

namespace DriveScope {

// Who shows the core's sentences to the user. A sentence that advises a choice names
// what that front end offers: drivescope-cli's option, or the window's control; each
// sentence holds both wordings where it is written, so neither front end rewrites the
// other's. Set once at start by the window's main (and the window's tests); the
// command line is the default.
enum class FrontEnd { CommandLine, Window };

void setFrontEnd(FrontEnd frontEnd);
FrontEnd frontEnd();

// commandLine in drivescope-cli, window in the window.
QString frontEndWords(QStringView commandLine, QStringView window);

} // namespace DriveScope
