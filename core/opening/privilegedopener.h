// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/filetarget.h"

#include <QStringList>

namespace DriveScope {

// Opens a block device the user may not open, without running DriveScope as root:
// `pkexec drivescope-helper --mode MODE DEVICE` asks polkit (the system's password
// prompt, once: auth_admin_keep), the helper opens the device and passes the descriptor
// back over a socketpair (SCM_RIGHTS) and exits; all measuring then happens in this
// unprivileged process. Blocks until the helper has exited (the prompt may take long):
// call it from a worker thread in the window.
class PrivilegedOpener {
public:
    // The installed helper (or $DRIVESCOPE_HELPER, for running from a build tree).
    static QString helperPath();
    // {"pkexec", helperPath()}: what starts the helper with privilege.
    static QStringList defaultLauncher();
    // The polkit action the installed policy defines for the helper.
    static QString actionId() { return QStringLiteral("org.drivescope.DriveScope.open-device"); }

    static std::unique_ptr<FileTarget> open(const QString &path, const OpenOptions &options, OpenError *error,
        const QStringList &launcher = defaultLauncher());

    // The raw exchange, for tests that call the helper directly: returns the received
    // descriptor or -1; *exitCode is the launcher's exit code, *message what it said.
    static int requestDescriptor(
        const QString &path, bool readWrite, const QStringList &launcher, int *exitCode, QString *message);
};

} // namespace DriveScope
