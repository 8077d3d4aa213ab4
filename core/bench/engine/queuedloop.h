// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ioqueue.h"
#include "core/run/phasestats.h"

#include <QString>

#include <functional>
#include <memory>

namespace DriveScope {

class AlignedBuffer;
class Target;
class WorkerContext;

// What one worker keeps in flight through an IoQueue.
struct QueuedIoPlan {
    int depth = 1;
    std::size_t size = 0; // bytes per I/O
    qint64 count = 0; // I/Os to complete (0: until the deadline)
    qint64 durationNs = 0; // 0: until count; else stop issuing this long after the first submit
    bool warmUp = true; // the first I/O goes alone and is flagged Sample::WarmUp
    QString detail; // after the size in a failure sentence
    // Set: every completed I/O is counted here, and only the first keepSamples of them
    // (counting tally->keptSamples already kept) are appended as samples.
    PhaseStats *tally = nullptr;
    qint64 keepSamples = 0;
    // Set: every I/O sent (but the warm-up) is counted here by the depth it went out at.
    InFlightCounts *inFlight = nullptr;
};

// The next I/O a worker wants: where, and whether it writes (the buffer for a write
// already holds what it writes).
struct NextIo {
    qint64 offset = 0;
    bool write = false;
};

// Keeps plan.depth I/Os in flight on the target from this worker until plan.count have
// completed, the duration is over, the run is stopped or one fails. Each completion is
// a sample (recordIo): start = its submit stamp, latency = completion - submit. The
// buffer holds depth slots of plan.size bytes (slot i at i * size). Every I/O sent is
// reaped before it returns, also after a failure, so the kernel never writes into
// memory the caller frees (if the ring breaks so that they cannot be, the buffer is
// abandoned, never freed). Returns false when the run failed (the sentence is set).
bool runQueuedIo(WorkerContext &ctx, Target &target, const QueuedIoPlan &plan, AlignedBuffer &buffer,
    const std::function<NextIo(int slot)> &next);

} // namespace DriveScope
