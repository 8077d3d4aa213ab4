// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <QString>

namespace DriveScope {

// What the user picked in the drive panel, before anything is opened. info holds what
// sysfs says (enough to check a form against); the opened Target's info is the truth.
struct TargetChoice {
    // Simulated: a model drive (sim:hdd,…), which stores nothing: writes need no confirmation.
    enum class Kind { ScratchFile, Drive, File, Simulated };
    Kind kind = Kind::ScratchFile;
    QString path; // the scratch file's path, /dev/NAME, the file the user added, or the sim: spec
    DeviceInfo info;
    bool inUse = false; // something on it is mounted or held (reads are still safe)
    bool readOnly = false; // the system will not let it be written
    // Why a write to this drive is refused (read-only, in use), as the drive panel found
    // it: said before the typed confirmation. Empty: the write guard decides when it opens.
    QString writeRefusal;

    // Set by a write page for one run, never by the drive panel. TargetOpener then
    // applies WriteGuard off the GUI thread: a drive only with confirmedDevice equal to
    // its path (typed by the user), a scratch target's folder gets a fresh scratch file
    // (ScratchWriteFile, removed with the target), anything else is refused.
    struct WriteAccess {
        bool enabled = false;
        QString confirmedDevice;
        qint64 scratchSize = qint64(256) << 20;
    };
    WriteAccess write;

    bool isValid() const { return !path.isEmpty(); }
    QString label() const;
};

} // namespace DriveScope
