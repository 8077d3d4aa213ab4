// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace DriveScope {

// One block device or partition as the drive list shows it: the DeviceInfo a benchmark
// plan is checked against, plus what kind of drive it is and who uses it.
struct DriveEntry {
    enum class Media { HardDisk, Ssd, Usb, Loop, Other };

    QString name; // "sda", "sda1", "loop3", "nvme0n1p2"
    QString parentName; // the disk of a partition, empty for a disk
    DeviceInfo info; // path "/dev/NAME", size, block sizes, identity, cache, scheduler
    Media media = Media::Other;
    bool usb = false;
    QStringList mounts; // "/dev/sda1 at /home (ext4)", for the device and its partitions
    QStringList holders; // "dm-0 holds sda2"
    QStringList swaps;
    bool readOnly = false; // the kernel's ro flag: blockdev --setro, losetup -r, a write-protect switch
    // Why DriveScope will not write to it (read-only, or its first use), or empty. Said
    // before any confirmation is asked; the write guard checks again when it opens.
    QString writeRefusal;

    bool isPartition() const { return !parentName.isEmpty(); }
    bool inUse() const { return !mounts.isEmpty() || !holders.isEmpty() || !swaps.isEmpty(); }
    QString mediaName() const;
    bool operator==(const DriveEntry &other) const;
};

// Every disk and partition under /sys/block worth benchmarking: memory-backed devices
// (ram, zram) and empty ones (unattached loop devices, empty card readers) are left out.
// Disks come before their partitions, in name order.
class DriveLister {
public:
    static QList<DriveEntry> list(
        const QString &sysRoot = QStringLiteral("/sys"), const QString &procRoot = QStringLiteral("/proc"));
};

} // namespace DriveScope
