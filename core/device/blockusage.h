// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace DriveScope {

// Who is using a block device: its partitions, what is mounted from it or them, what
// holds them (LVM, RAID, dm-crypt), and swap. The facts a write guard needs, read from
// /sys/class/block, /proc/self/mountinfo and /proc/swaps.
struct BlockUsage
{
    struct Mount
    {
        QString device;     // "loop3p1"
        QString mountPoint; // "/mnt/data"
        QString fsType;     // "ext4"
    };

    QString name;          // "loop3"
    QStringList partitions; // "loop3p1", "loop3p2"
    QList<Mount> mounts;
    QStringList holders;   // "dm-0 holds loop3p2"
    QStringList swaps;     // "loop3p2"

    bool inUse() const { return !mounts.isEmpty() || !holders.isEmpty() || !swaps.isEmpty(); }
    // One sentence naming the first use found ("/dev/loop3p1 is mounted at /mnt/x"), or empty.
    QString describeUse() const;

    // For a device node (/dev/sdb, /dev/sdb1); the roots are parameters for tests.
    static BlockUsage of(const QString &devicePath, const QString &sysRoot = QStringLiteral("/sys"),
                         const QString &procRoot = QStringLiteral("/proc"));
};

} // namespace DriveScope
