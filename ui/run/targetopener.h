// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/targetchoice.h"

#include "core/io/target.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>

#include <memory>

namespace DriveScope {

// Opens a target off the GUI thread: creating the scratch file when it is missing (with
// progress), the probe read, and polkit elevation (pkexec drivescope-helper) when the
// user may not open a block device. Only the newest request is answered; an older one
// that finishes late is closed and dropped.
class TargetOpener : public QObject {
    Q_OBJECT
public:
    struct Outcome {
        std::shared_ptr<Target> target;
        OpenError error;
    };

    explicit TargetOpener(QObject *parent = nullptr);
    ~TargetOpener() override;

    void open(const TargetChoice &choice, const OpenOptions &options);
    // Forgets the pending request (scratch creation stops; a polkit prompt cannot).
    void cancel();
    bool isBusy() const { return m_watcher != nullptr; }

    // What starts the helper with privilege; tests replace pkexec.
    void setLauncher(const QStringList &launcher) { m_launcher = launcher; }

    // The blocking work itself, for the pool thread (and tests).
    static Outcome openNow(const TargetChoice &choice, const OpenOptions &options, const QStringList &launcher,
        const std::function<bool(int percent)> &progress);

signals:
    void progress(const QString &text, int percent);
    void opened(const std::shared_ptr<DriveScope::Target> &target);
    void failed(const DriveScope::OpenError &error);

private:
    QFutureWatcher<Outcome> *m_watcher = nullptr;
    QStringList m_launcher;
};

} // namespace DriveScope
