// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/opening/targetopening.h"

#include "core/opening/privilegedopener.h"
#include "core/opening/scratchownedtarget.h"
#include "core/opening/writeguard.h"

#include <QFile>

#include <sys/stat.h>

namespace DriveScope {

namespace {

bool isBlockDevice(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode);
}

OpenError otherError(const QString &message)
{
    OpenError e;
    e.code = OpenError::Code::Other;
    e.message = message;
    return e;
}

// Opens path directly, or through the privileged helper when that is needed (or asked
// for) and path is a block device.
std::unique_ptr<Target> openMaybeElevated(const QString &path, const OpenRequest &request, const OpenOptions &options,
    const OpenProgress &progress, OpenError *error)
{
    if (!request.alwaysElevate || !isBlockDevice(path)) {
        auto target = Target::open(path, options, error);
        if (target || error->code != OpenError::Code::PermissionDenied || !isBlockDevice(path))
            return target;
    }
    if (progress)
        progress(OpenStep::AskingPermission, path, -1);
    *error = {};
    return request.launcher.isEmpty() ? PrivilegedOpener::open(path, options, error)
                                      : PrivilegedOpener::open(path, options, error, request.launcher);
}

std::function<bool(qint64)> percentOf(const OpenProgress &progress, OpenStep step, const QString &path, qint64 total)
{
    return [progress, step, path, total](
               qint64 done) { return !progress || progress(step, path, total > 0 ? int(100 * done / total) : 0); };
}

OpenedTarget openForRead(const OpenRequest &request, const OpenProgress &progress)
{
    OpenedTarget out;
    QString path = request.path;
    if (path.isEmpty()) {
        path = request.readScratchPath.isEmpty() ? ScratchFile::defaultPath(request.readScratchSize)
                                                 : request.readScratchPath;
        if (!ScratchFile::isReady(path, request.readScratchSize)) {
            if (progress)
                progress(OpenStep::MakingReadScratch, path, -1);
            QString why;
            bool stopped = false;
            const auto percent = percentOf(progress, OpenStep::MakingReadScratch, path, request.readScratchSize);
            if (!ScratchFile::ensure(
                    path, request.readScratchSize, [&](qint64 done) { return !(stopped = !percent(done)); }, &why)) {
                out.cancelled = stopped;
                out.error = otherError(why);
                return out;
            }
        }
    }
    OpenOptions options = request.options;
    options.access = OpenOptions::Access::Read;
    out.target = openMaybeElevated(path, request, options, progress, &out.error);
    return out;
}

OpenedTarget openForWrite(const OpenRequest &request, const OpenProgress &progress)
{
    OpenedTarget out;
    const WriteGuard::Decision decision = WriteGuard::check(request.path, request.confirmedDevice);
    if (decision.verdict == WriteGuard::Verdict::Refused) {
        out.refusedToProtectData = true;
        out.error = otherError(decision.reason);
        return out;
    }
    OpenOptions options = request.options;
    options.access = OpenOptions::Access::ReadWrite;
    QString openPath = request.path;
    if (decision.verdict == WriteGuard::Verdict::ScratchInDirectory) {
        if (progress)
            progress(OpenStep::MakingWriteScratch, request.path, -1);
        QString why;
        bool stopped = false;
        const auto percent = percentOf(progress, OpenStep::MakingWriteScratch, request.path, request.writeScratchSize);
        out.scratch = ScratchWriteFile::create(
            request.path, request.writeScratchSize, [&](qint64 done) { return !(stopped = !percent(done)); }, &why);
        if (!out.scratch) {
            out.cancelled = stopped;
            out.error = otherError(why);
            return out;
        }
        openPath = out.scratch->path();
        options = out.scratch->options(options);
    }
    out.target = openMaybeElevated(openPath, request, options, progress, &out.error);
    if (!out.target) {
        out.scratch.reset();
        out.refusedToProtectData = out.error.code == OpenError::Code::Busy;
    }
    return out;
}

} // namespace

std::shared_ptr<Target> OpenedTarget::share()
{
    if (!target)
        return nullptr;
    if (scratch)
        return std::make_shared<ScratchOwnedTarget>(std::move(target), std::move(scratch));
    return std::shared_ptr<Target>(std::move(target));
}

OpenedTarget openTarget(const OpenRequest &request, const OpenProgress &progress)
{
    return request.purpose == OpenRequest::Purpose::Write ? openForWrite(request, progress)
                                                          : openForRead(request, progress);
}

} // namespace DriveScope
