// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace DriveScope {

// Bytes of memory samples may take: those a run keeps, and those a file reader decodes.
// Half of what the kernel says is available (MemAvailable), at most 16 GiB, at least
// 64 MiB; lower when $DRIVESCOPE_MEMORY_LIMIT (bytes) says so.
qint64 sampleMemoryBudget();

} // namespace DriveScope
