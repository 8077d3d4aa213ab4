// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace DriveScope {

// Who is using a block device, in Qt terms for the drive panel and the write guard:
// its partitions, what is mounted from it, its disk or its partitions, what holds them
// (LVM, RAID, dm-crypt), swap, loop devices backed by them, and what could not be told.
// The facts come from scanDeviceUsage (deviceusage.h), which the helper shares.
struct BlockUsage {
    struct Mount {
        QString device; // "loop3p1"
        QString mountPoint; // "/mnt/data"
        QString fsType; // "ext4"
    };

    QString name; // "loop3"
    QStringList partitions; // "loop3p1", "loop3p2"
    QList<Mount> mounts;
    QStringList holders; // "/dev/loop3p2 is held by dm-0 (...)"
    QStringList swaps; // "loop3p2"
    QStringList loops; // "/dev/loop3 is the backing device of /dev/loop4 (...)"
    QStringList unknown; // what could not be read: the device counts as in use
    bool readOnly = false; // blockdev --setro, a read-only loop device, a write-protect switch

    bool inUse() const
    {
        return name.isEmpty() || !mounts.isEmpty() || !holders.isEmpty() || !swaps.isEmpty() || !loops.isEmpty()
            || !unknown.isEmpty();
    }
    // One sentence naming the first use found ("/dev/loop3p1 is mounted at /mnt/x (ext4)"), or empty.
    QString describeUse() const { return m_firstUse; }
    // The one sentence why DriveScope will not write to the device (read-only, or its
    // first use; DeviceUsage::writeRefusal), or empty.
    QString writeRefusal() const { return m_writeRefusal; }

    // For a device node (/dev/sdb, /dev/sdb1); the roots are parameters for tests. Does
    // not open the device exclusively (FileTarget and the helper do that when opening).
    static BlockUsage of(const QString &devicePath, const QString &sysRoot = QStringLiteral("/sys"),
        const QString &procRoot = QStringLiteral("/proc"));

private:
    QString m_firstUse;
    QString m_writeRefusal;
};

} // namespace DriveScope
