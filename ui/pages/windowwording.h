// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// Core's sentences are written for drivescope-cli and name its options ("run with
// --buffered to measure anyway"); a window user has no command line. This rewrites each
// option the core names into what the window calls it (the Buffered box, typing the
// drive's name), so no window text tells anyone to pass a flag.
QString windowWording(const QString &cliSentence);

// A path a word-wrapped label may break after each '/' (a zero-width space there): a
// long scratch-file path made a label, and with it the window, wider than a 1024×768
// screen.
QString breakablePath(const QString &path);

} // namespace DriveScope
