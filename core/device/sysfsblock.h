// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <sys/types.h>

namespace DriveScope {

// Reads what /sys/dev/block/MAJ:MIN says about a block device number: the disk's
// queue limits, identity, cache state, host link and reported rotation rate. Works for a partition (facts come from its
// parent disk) and for the device holding a file's file system.
class SysfsBlock {
public:
    // udevDataDir is udev's database, where a drive's reported rotation rate may be.
    explicit SysfsBlock(
        dev_t device, QString sysRoot = QStringLiteral("/sys"), QString udevDataDir = QStringLiteral("/run/udev/data"));

    bool exists() const { return !m_diskDir.isEmpty(); }
    bool isPartition() const { return m_isPartition; }
    QString diskName() const { return m_diskName; }
    QString diskDir() const { return m_diskDir; }

    // Fills the sysfs-derived fields of info; leaves fields it cannot read unchanged.
    void describe(DeviceInfo &info) const;

    QString readAttribute(const QString &relativePath) const; // relative to the disk dir, trimmed

private:
    void describeLink(DeviceInfo &info) const;

    QString m_diskDir; // /sys/devices/.../block/sda
    QString m_diskName;
    QString m_sysRoot;
    QString m_udevDataDir;
    bool m_isPartition = false;
};

} // namespace DriveScope
