// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// Core's sentences are written for drivescope-cli and name its options ("run with
// --buffered to measure anyway"); a window user has no command line. This rewrites each
// option the core names into what the window calls it (the Buffered box, typing the
// drive's name), so no window text tells anyone to pass a flag.
QString windowWording(const QString &cliSentence);

} // namespace DriveScope
