// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace DriveScope {

// What a drive itself says its platters turn at, read without privilege, so the seek
// estimate (docs/estimates.md) can stand beside it. 0 when the drive does not say,
// does not rotate, or says something out of range.
//
// Sources, the first that answers:
//  1. The SCSI Block Device Characteristics VPD page the kernel keeps in sysfs
//     (DISK/device/vpd_pgb1; bytes 4-5 are MEDIUM ROTATION RATE). libata fills it from
//     ATA IDENTIFY word 217, so SATA disks answer here as `hdparm -I` would; SAS disks
//     and many USB bridges report it themselves.
//  2. udev's database (UDEVDATA/bMAJ:MIN, E:ID_ATA_ROTATION_RATE_RPM=), which udev's
//     ata_id reads as root by ATA pass-through — what UDisks2 shows as
//     Drive.RotationRate for disks behind USB bridges that do not fill the VPD page.
int reportedRotationRate(
    const QString &diskDir, const QString &devNumber, const QString &udevDataDir = QStringLiteral("/run/udev/data"));

// MEDIUM ROTATION RATE of a Block Device Characteristics VPD page (SBC-4 6.6.2), as rpm:
// 0401h-FFFEh is the rate; 0000h (not reported), 0001h (non-rotating) and the reserved
// values are 0. A page too short or not page B1h is 0.
int rotationRateFromVpdB1(const QByteArray &page);

// ATA IDENTIFY word 217 (ACS-4 7.13.6.56) has the same encoding; udev prints it decoded.
constexpr bool isNominalRotationRate(int rpm)
{
    return rpm >= 0x0401 && rpm <= 0xFFFE;
}

} // namespace DriveScope
