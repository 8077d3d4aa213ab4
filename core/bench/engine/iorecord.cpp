// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/iorecord.h"

#include "core/bench/engine/workercontext.h"
#include "core/io/target.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

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
                ? Text::tr("A worker kept %1 I/Os, as many as the memory this machine can spare holds "
                           "(at most half of what is available); the run stops here. Ask for fewer I/Os or "
                           "fewer workers to measure them all.")
                      .arg(formatCount(qint64(ctx.log().size())))
                : Text::tr("The run measured more than the %1 I/Os one worker can keep; it stops here.")
                      .arg(quint64(SampleLog::MaxSamples)));
        return false;
    }
    if (complete)
        return true;

    const bool write = io.flags & Sample::Write;
    if (outcome.result < 0) {
        //: %1 the size, %2 how it was written (" (O_DIRECT|O_DSYNC)", often empty), %3 the offset in
        //: bytes, %4 the target, %5 the system's reason
        const QString writing = Text::tr("Writing %1%2 at offset %3 of %4 failed: %5.");
        //: %1 the size, %2 how it was read (often empty), %3 the offset in bytes, %4 the target, %5 the
        //: system's reason
        const QString reading = Text::tr("Reading %1%2 at offset %3 of %4 failed: %5.");
        ctx.fail(outcome.err, io.offset,
            (write ? writing : reading)
                .arg(formatBytesBinary(io.size), io.detail)
                .arg(io.offset)
                .arg(targetPath, QString::fromLocal8Bit(std::strerror(outcome.err))));
    } else {
        //: %1 the offset in bytes, %2 the target, %3 of %4 bytes: how many of how many asked for
        const QString shortWrite = Text::tr("Short write at offset %1 of %2: %3 of %4 bytes written (is the device "
                                            "full, or did it shrink or disappear?).");
        //: %1 the offset in bytes, %2 the target, %3 of %4 bytes: how many of how many asked for
        const QString shortRead
            = Text::tr("Short read at offset %1 of %2: %3 of %4 bytes read (did the device shrink or disappear?).");
        ctx.fail(0, io.offset,
            (write ? shortWrite : shortRead).arg(io.offset).arg(targetPath).arg(outcome.result).arg(io.size));
    }
    return false;
}

} // namespace DriveScope
