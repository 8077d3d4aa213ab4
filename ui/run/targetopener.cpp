// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/targetopener.h"

#include "core/opening/privilegedopener.h"
#include "core/opening/targetopening.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"
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
    OpenRequest request;
    request.options = options;
    request.launcher = launcher;
    request.path = choice.path;
    if (choice.write.enabled) {
        request.purpose = OpenRequest::Purpose::Write;
        request.confirmedDevice = choice.write.confirmedDevice;
        request.writeScratchSize = choice.write.scratchSize;
        // The scratch target stands for its folder: writes go to a new file there, never
        // into the read scratch file (or any file) itself.
        if (choice.kind == TargetChoice::Kind::ScratchFile) {
            request.path = QFileInfo(choice.path).absolutePath();
            QDir().mkpath(request.path);
        }
    } else if (choice.kind == TargetChoice::Kind::ScratchFile) {
        // The read scratch file, made once when missing.
        request.path.clear();
        request.readScratchPath = choice.path;
        request.readScratchSize = choice.info.sizeBytes > 0 ? choice.info.sizeBytes : ScratchFile::DefaultSize;
    }
    OpenedTarget opened = openTarget(request, [&progress](OpenStep step, const QString &, int percent) {
        if (step == OpenStep::AskingPermission)
            return progress(PolkitStep); // the system shows its own password prompt
        return progress(std::max(percent, 0));
    });
    Outcome out;
    out.error = opened.error;
    // Closing a target (and removing the scratch file it made) is file I/O: it happens
    // on a pool thread, whichever holder (the controller, the crash journal) lets go
    // last on the GUI thread. Through QtConcurrent, whose hand-offs tests/tsan.supp
    // covers, not a bare QThreadPool task, whose stack TSan cannot place.
    if (std::shared_ptr<Target> shared = opened.share()) {
        Target *const raw = shared.get(); // before the deleter takes shared
        out.target = std::shared_ptr<Target>(raw, [keep = std::move(shared)](Target *) mutable {
            (void)QtConcurrent::run([last = std::move(keep)]() mutable { last.reset(); });
        });
    }
    return out;
}

void TargetOpener::open(const TargetChoice &choice, const OpenOptions &options)
{
    cancel();
    auto *watcher = new QFutureWatcher<Outcome>(this);
    m_watcher = watcher;
    const QString scratchText = choice.write.enabled
        ? Text::tr("Creating a %1 scratch file of random bytes to write to (removed after the run)…")
              .arg(formatBytesBinary(choice.write.scratchSize))
        : Text::tr("Creating the %1 scratch file of random bytes (once)…")
              .arg(formatBytesBinary(ScratchFile::DefaultSize));
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this, [this, watcher, scratchText](int value) {
        if (watcher != m_watcher)
            return;
        if (value == PolkitStep)
            emit progress(Text::tr("Asking for permission to open the drive (polkit)…"), -1);
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
