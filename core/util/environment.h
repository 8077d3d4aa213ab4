// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace DriveScope::Environment {

// The environment variables DriveScope reads, each checked as its option would be:
//   DRIVESCOPE_MEMORY_LIMIT  a size (512MiB, 100000000) that lowers the memory samples
//                            may take (core/util/memorybudget.h)
//   DRIVESCOPE_HELPER        the privileged helper's absolute path (a build tree's)
// One sentence naming the first one that is set but unusable, or empty. The CLI and the
// window refuse to start with it, so a mistyped limit is never silently ignored.
QString problem();

// $DRIVESCOPE_MEMORY_LIMIT in bytes when set and usable (positive, a size).
std::optional<qint64> memoryLimit(QString *error = nullptr);

// $DRIVESCOPE_HELPER when set and usable (an absolute path); else empty.
QString helperPath(QString *error = nullptr);

} // namespace DriveScope::Environment
