// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace DriveScope {

// What bounds the memory this process may still take, each when it applies (-1: no
// bound known): the kernel's MemAvailable, the address space left under RLIMIT_AS
// (ulimit -v) after what the process has mapped, and what its memory cgroup (v2
// memory.max, or v1 memory.limit_in_bytes, of it and every parent) leaves unused.
struct MemoryFacts {
    qint64 availableBytes = -1;
    qint64 addressSpaceLeft = -1;
    qint64 cgroupLeft = -1;
    std::optional<qint64> limit; // $DRIVESCOPE_MEMORY_LIMIT
};

// The facts of this process; the roots are parameters for tests.
MemoryFacts readMemoryFacts(
    const QString &procRoot = QStringLiteral("/proc"), const QString &cgroupRoot = QStringLiteral("/sys/fs/cgroup"));

// Bytes of memory samples may take: those a run keeps, and those a file reader decodes.
// Half of the tightest bound above, at most 16 GiB, at least 64 MiB (1 GiB when no
// bound is known at all); lower when $DRIVESCOPE_MEMORY_LIMIT (a size) says so.
qint64 sampleMemoryBudget(const MemoryFacts &facts);
qint64 sampleMemoryBudget();

} // namespace DriveScope
