// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// The whole of a small text file (a sysfs attribute, a /proc line), trimmed; empty when
// it cannot be read. sysfs and /proc attributes end in a newline and say nothing more
// when they are missing: callers treat "" as "not known".
QString readTrimmedFile(const QString &path);

} // namespace DriveScope
