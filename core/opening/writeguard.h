// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// The one place that decides whether a write benchmark may touch a path.
// - A block device: only when the user named that very device to confirm (the CLI's
//   --destroy-data-on, the window's typed name) and nothing uses it, its partitions or
//   its disk: mounted, swap, held (LVM, RAID, dm), backing a loop device (deviceusage.h).
//   Opening it for writing checks all that again, opens it O_EXCL and checks once more.
// - A directory: allowed; the benchmark writes to a scratch file it creates there.
// - Anything else (an existing file, a character device...): refused; DriveScope never
//   writes into a file it did not create.
// - A simulated drive ("sim:..."): allowed; it stores nothing, so there is nothing to lose.
class WriteGuard {
public:
    enum class Verdict { ScratchInDirectory, WholeDevice, Refused, Simulated };

    struct Decision {
        Verdict verdict = Verdict::Refused;
        QString reason; // one sentence when refused
    };

    // confirmedDevice is what the user typed to confirm (may be empty).
    static Decision check(const QString &targetPath, const QString &confirmedDevice);
};

} // namespace DriveScope
