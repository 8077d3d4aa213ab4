// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/sample.h"

#include <QString>

namespace DriveScope {

class WorkerContext;
struct IoOutcome;

// Which I/O an IoOutcome was, for its sample and, if it went wrong, its sentence.
struct IoRecord {
    qint64 offset = 0;
    qint64 size = 0; // bytes asked for
    quint16 flags = 0; // Sample::WarmUp, Sample::Write
    quint16 worker = 0;
    QString detail; // after the size in a failure, e.g. " (O_DIRECT|O_DSYNC)"
    bool keep = true; // false: not appended as a sample (counted elsewhere); a failure always is
};

// Appends the I/O to the worker's samples (flagged Failed when it failed or came up
// short) and, when it did, ends the run with one sentence naming the offset, the target
// and the cause: an errno, or a short transfer (the device shrank, vanished or, for a
// write, filled up). Returns false then, and the worker must stop. Every benchmark's
// worker goes through here, so a failure reads the same whichever one met it.
bool recordIo(WorkerContext &ctx, const IoOutcome &outcome, const IoRecord &io, const QString &targetPath);

} // namespace DriveScope
