// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace DriveScope {

// One timed I/O. Fixed size (40 bytes) so a million of them fit in 40 MB and a worker
// can append one without allocating. Seek distance is derivable from consecutive
// offsets of the same worker (or of all workers ordered by start time).
struct Sample {
    enum Flag : quint16 {
        WarmUp = 1 << 0, // first read of a worker: timed, kept, left out of statistics by default
        Failed = 1 << 1, // result < 0 (errno) or a short transfer
        Write = 1 << 2,
    };

    qint64 offset = 0; // byte offset on the target
    qint64 startNs = 0; // CLOCK_MONOTONIC at submission, relative to the run's start
    qint64 latencyNs = 0; // completion minus submission
    qint32 bytes = 0; // bytes requested
    qint32 result = 0; // bytes transferred, or -errno
    quint16 worker = 0;
    quint16 flags = 0;

    bool isWarmUp() const { return flags & WarmUp; }
    bool isFailed() const { return flags & Failed; }
};

static_assert(sizeof(Sample) == 40, "Sample is meant to stay 40 bytes");

} // namespace DriveScope
