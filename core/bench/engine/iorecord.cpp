// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/iorecord.h"

#include "core/bench/engine/workercontext.h"
#include "core/io/target.h"
#include "core/util/byteunits.h"

#include <cerrno>
#include <cstring>

namespace DriveScope {

bool recordIo(WorkerContext &ctx, const IoOutcome &outcome, const IoRecord &io, const QString &targetPath)
{
    const bool complete = outcome.result == io.size;
    Sample s;
    s.offset = io.offset;
    s.startNs = outcome.startNs - ctx.runStartNs();
    s.latencyNs = outcome.latencyNs;
    s.bytes = qint32(io.size);
    s.result = outcome.result < 0 ? -outcome.err : qint32(outcome.result);
    s.worker = io.worker;
    s.flags = io.flags | (complete ? 0 : Sample::Failed);
    if ((io.keep || !complete) && !ctx.log().append(s)) {
        // Past what one worker's log can hold, or what memory holds: an error, never
        // samples dropped silently.
        ctx.fail(ENOMEM, io.offset,
            ctx.log().memoryFull()
                ? QStringLiteral("A worker kept %1 I/Os, as many as the memory this machine can spare holds "
                                 "(at most half of what is available); the run stops here. Ask for fewer I/Os or "
                                 "fewer workers to measure them all.")
                      .arg(formatCount(qint64(ctx.log().size())))
                : QStringLiteral("The run measured more than the %1 I/Os one worker can keep; it stops here.")
                      .arg(quint64(SampleLog::MaxSamples)));
        return false;
    }
    if (complete)
        return true;

    const bool write = io.flags & Sample::Write;
    if (outcome.result < 0) {
        ctx.fail(outcome.err, io.offset,
            QStringLiteral("%1 %2%3 at offset %4 of %5 failed: %6.")
                .arg(write ? QStringLiteral("Writing") : QStringLiteral("Reading"), formatBytesBinary(io.size),
                    io.detail)
                .arg(io.offset)
                .arg(targetPath, QString::fromLocal8Bit(std::strerror(outcome.err))));
    } else {
        ctx.fail(0, io.offset,
            QStringLiteral("Short %1 at offset %2 of %3: %4 of %5 bytes %6 (%7).")
                .arg(write ? QStringLiteral("write") : QStringLiteral("read"))
                .arg(io.offset)
                .arg(targetPath)
                .arg(outcome.result)
                .arg(io.size)
                .arg(write ? QStringLiteral("written") : QStringLiteral("read"),
                    write ? QStringLiteral("is the device full, or did it shrink or disappear?")
                          : QStringLiteral("did the device shrink or disappear?")));
    }
    return false;
}

} // namespace DriveScope
