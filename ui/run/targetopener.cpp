// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/targetopener.h"

#include "ui/run/scratchownedtarget.h"

#include "core/opening/privilegedopener.h"
#include "core/opening/scratchfile.h"
#include "core/opening/writeguard.h"

#include "core/util/byteunits.h"
#include <QDir>
#include <QFileInfo>

#include <QFile>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <sys/stat.h>

namespace DriveScope {

namespace {

// Progress 0..100 is the scratch file being made; this value means "asking polkit"
// (progress values only ever rise, and elevation comes last).
constexpr int PolkitStep = 101;

bool isBlockDevice(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode);
}

} // namespace

TargetOpener::TargetOpener(QObject *parent)
    : QObject(parent)
    , m_launcher(PrivilegedOpener::defaultLauncher())
{
}

TargetOpener::~TargetOpener()
{
    cancel();
}

TargetOpener::Outcome TargetOpener::openNow(const TargetChoice &choice, const OpenOptions &options,
    const QStringList &launcher, const std::function<bool(int)> &progress)
{
    Outcome out;
    if (choice.write.enabled)
        return openForWrite(choice, options, launcher, progress);
    if (choice.kind == TargetChoice::Kind::ScratchFile) {
        const qint64 size = choice.info.sizeBytes > 0 ? choice.info.sizeBytes : ScratchFile::DefaultSize;
        if (!ScratchFile::isReady(choice.path, size)) {
            QString why;
            const bool ok = ScratchFile::ensure(
                choice.path, size, [&](qint64 done) { return progress(int(100 * done / size)); }, &why);
            if (!ok) {
                out.error.code = OpenError::Code::Other;
                out.error.message = why;
                return out;
            }
        }
    }
    out.target = Target::open(choice.path, options, &out.error);
    if (!out.target && out.error.code == OpenError::Code::PermissionDenied && isBlockDevice(choice.path)) {
        progress(PolkitStep); // asking polkit: the system shows its own password prompt
        out.error = {};
        out.target = PrivilegedOpener::open(choice.path, options, &out.error, launcher);
    }
    return out;
}

TargetOpener::Outcome TargetOpener::openForWrite(const TargetChoice &choice, const OpenOptions &optionsIn,
    const QStringList &launcher, const std::function<bool(int)> &progress)
{
    Outcome out;
    // The scratch target stands for its folder: writes go to a new file there, never
    // into the read scratch file (or any file) itself.
    QString path = choice.path;
    if (choice.kind == TargetChoice::Kind::ScratchFile) {
        path = QFileInfo(choice.path).absolutePath();
        QDir().mkpath(path);
    }
    // Reads sysfs (mounts, holders): here on the pool thread, not the GUI's.
    const WriteGuard::Decision decision = WriteGuard::check(path, choice.write.confirmedDevice);
    if (decision.verdict == WriteGuard::Verdict::Refused) {
        out.error.code = OpenError::Code::Other;
        out.error.message = decision.reason;
        return out;
    }
    OpenOptions options = optionsIn;
    options.access = OpenOptions::Access::ReadWrite;
    std::unique_ptr<ScratchWriteFile> scratch;
    QString openPath = path;
    if (decision.verdict == WriteGuard::Verdict::ScratchInDirectory) {
        QString why;
        const qint64 size = choice.write.scratchSize;
        scratch = ScratchWriteFile::create(
            path, size, [&](qint64 done) { return progress(int(100 * done / size)); }, &why);
        if (!scratch) {
            out.error.code = OpenError::Code::Other;
            out.error.message = why;
            return out;
        }
        openPath = scratch->path();
        options = scratch->options(options);
    }
    std::unique_ptr<Target> target = Target::open(openPath, options, &out.error);
    if (!target && out.error.code == OpenError::Code::PermissionDenied && isBlockDevice(openPath)) {
        progress(PolkitStep);
        out.error = {};
        target = PrivilegedOpener::open(openPath, options, &out.error, launcher);
    }
    if (!target)
        return out;
    if (scratch)
        out.target = std::make_shared<ScratchOwnedTarget>(std::move(target), std::move(scratch));
    else
        out.target = std::move(target);
    return out;
}

void TargetOpener::open(const TargetChoice &choice, const OpenOptions &options)
{
    cancel();
    auto *watcher = new QFutureWatcher<Outcome>(this);
    m_watcher = watcher;
    const QString scratchText = choice.write.enabled
        ? QStringLiteral("Creating a %1 scratch file of random bytes to write to (removed after the run)…")
              .arg(formatBytesBinary(choice.write.scratchSize))
        : QStringLiteral("Creating the %1 scratch file of random bytes (once)…")
              .arg(formatBytesBinary(ScratchFile::DefaultSize));
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher, scratchText](int value) {
        if (watcher != m_watcher)
            return;
        if (value == PolkitStep)
            emit progress(QStringLiteral("Asking for permission to open the drive (polkit)…"), -1);
        else
            emit progress(scratchText, value);
    });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        if (watcher != m_watcher || watcher->isCanceled() || watcher->future().resultCount() == 0)
            return; // a replaced or cancelled request: its target closes with the future
        m_watcher = nullptr;
        const Outcome outcome = watcher->result();
        if (outcome.target)
            emit opened(outcome.target);
        else
            emit failed(outcome.error);
    });
    const QStringList launcher = m_launcher;
    watcher->setFuture(QtConcurrent::run([choice, options, launcher](QPromise<Outcome> &promise) {
        promise.setProgressRange(0, PolkitStep);
        Outcome outcome = openNow(choice, options, launcher, [&promise](int percent) {
            promise.setProgressValue(percent);
            return !promise.isCanceled();
        });
        promise.addResult(std::move(outcome));
    }));
}

void TargetOpener::cancel()
{
    if (!m_watcher)
        return;
    m_watcher->cancel();
    m_watcher = nullptr; // its finished() is ignored; it deletes itself then
}

} // namespace DriveScope
