// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// A path a word-wrapped label may break after each '/' (a zero-width space there): a
// long scratch-file path made a label, and with it the window, wider than a 1024×768
// screen.
QString breakablePath(const QString &path);

} // namespace DriveScope
