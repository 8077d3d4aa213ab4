// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/target.h"
#include "core/opening/scratchfile.h"
#include "core/opening/scratchwritefile.h"

#include <QStringList>

#include <functional>
#include <memory>

namespace DriveScope {

// The one way the CLI and the window open what a benchmark measures: a file, a block
// device or a simulated drive; the read scratch file (made once when missing); or, for
// writes, a new scratch file in a folder or a whole device the write guard allows
// (core/opening/writeguard.h). A block device this user may not open goes through the
// privileged helper (polkit), and the benchmark still runs as the user.
struct OpenRequest {
    enum class Purpose { Read, Write };
    Purpose purpose = Purpose::Read;
    // Read: a file, a device or "sim:..."; empty is the read scratch file. Write: a
    // folder (a scratch file is made there), a whole device or "sim:...".
    QString path;
    // The read scratch file (empty path): where it is (default ScratchFile::defaultPath)
    // and its size; made once when missing.
    QString readScratchPath;
    qint64 readScratchSize = ScratchFile::DefaultSize;
    qint64 writeScratchSize = 0;
    QString confirmedDevice; // writing to a device: the name the user typed to confirm it
    OpenOptions options; // access is set by purpose
    bool alwaysElevate = false; // a block device through polkit even when it could be opened directly
    QStringList launcher; // what starts the helper; empty: PrivilegedOpener::defaultLauncher()
};

struct OpenedTarget {
    std::unique_ptr<ScratchWriteFile> scratch; // a write scratch file made for this run; removed with it
    std::unique_ptr<Target> target; // null when it could not be opened (error says why)
    OpenError error;
    bool refusedToProtectData = false; // the write guard (or the kernel: in use) refused a write
    bool cancelled = false; // progress said stop while a scratch file was being made

    // The target as a shared one that owns its scratch file (the window's runs).
    std::shared_ptr<Target> share();
};

// What opening is doing, for the user to see: each step is announced once with percent
// -1, then making a scratch file reports 0..100 (asking polkit has no percent: the
// system's own prompt shows). Returning false stops making a scratch file (it is removed).
enum class OpenStep { MakingReadScratch, MakingWriteScratch, AskingPermission };
using OpenProgress = std::function<bool(OpenStep step, const QString &path, int percent)>;

// Blocking (scratch files take seconds, polkit waits for a person): not on a GUI thread.
OpenedTarget openTarget(const OpenRequest &request, const OpenProgress &progress = {});

} // namespace DriveScope
