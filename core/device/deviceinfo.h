// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace DriveScope {

// What is known about a benchmark target. A plain value: copied into every run so a
// saved session still says what was measured after the drive is gone.
inline constexpr const char *LoopDeviceModel = QT_TRANSLATE_NOOP("DriveScope", "Loop device");
// The link of a loop device whose backing file's disk is not known (linkName).
inline constexpr const char *LoopLinkName = QT_TRANSLATE_NOOP("DriveScope", "loop device");

struct DeviceInfo {
    enum class Kind { Unknown, BlockDevice, Partition, RegularFile, Simulated };
    enum class Rotational { Unknown, Rotational, NonRotational };

    QString path; // as the user gave it
    QString canonicalPath; // symlinks resolved
    Kind kind = Kind::Unknown;
    qint64 sizeBytes = 0;
    int logicalBlockSize = 0; // BLKSSZGET, or the disk's for a file
    int physicalBlockSize = 0; // BLKPBSZGET
    int directIoAlignment = 0; // offset/size alignment O_DIRECT needs here
    Rotational rotational = Rotational::Unknown;
    // The rotation rate the drive reports (a simulated disk's model); 0 when not known.
    int nominalRpm = 0;

    // The whole disk this target lives on: itself, the parent of a partition, or the
    // disk holding a file's file system ("vda", "sda", "loop3", "nvme0n1").
    QString diskName;
    QString model; // as the drive reports it; LoopDeviceModel for a loop device
    QString vendor;
    QString serial;
    QString writeCache; // "write back", "write through", or empty when unknown
    QString scheduler; // the active one, e.g. "mq-deadline"
    int maxSectorsKb = 0;
    bool removable = false;
    QString loopBackingFile; // for loop devices
    QString fileSystemType; // for file targets: ext4, xfs, tmpfs...
    // What carries the data to the host (core/device/hostlink.h): "USB 2.0 (480 Mbit/s)"
    // and its payload rate, empty/0 when not known; and when results may come from the
    // host's memory instead (a loop device without direct I/O), why.
    QString linkName;
    double linkBytesPerSecond = 0;
    QString linkNote;

    QString kindName() const;
    QString rotationalName() const;
    // "spinning disk (rotational)", "solid state (non-rotational)", "unknown": for people,
    // in the window's language (sessions store rotationalName()).
    QString mediumName() const;
    // vendor as a person reads it: sysfs gives NVMe and virtio vendors as PCI ids
    // ("0x1af4" is "Red Hat (virtio)"); an id not known here stays as "PCI vendor 0x…".
    QString vendorName() const;
    // The model as the window shows it: the model a loop device is given (LoopDeviceModel,
    // stored in English like every model) in the window's language; a drive's own as it is.
    QString shownModel() const;
    // linkName as the window shows it: the loop device's link DriveScope names itself
    // ("loop device", "loop device on …", stored in English) translated; a bus as it is.
    QString shownLinkName() const;
    // writeCache as the window shows it: the kernel's two words translated, anything else as is.
    QString shownWriteCache() const;
};

// The kernel's write cache mode ("write back", "write through") in the window's language;
// anything else as it is.
QString shownWriteCacheMode(const QString &mode);

} // namespace DriveScope
