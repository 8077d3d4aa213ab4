// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/drivelister.h"

#include "core/util/text.h"
#include "core/util/textfile.h"

#include "core/device/blockusage.h"
#include "core/device/sysfsblock.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/sysmacros.h>

namespace DriveScope {

namespace {

// loop1 < loop2 < loop10, nvme0n1p2 < nvme0n1p10: runs of digits compare as numbers.
// Not QCollator's numeric mode: under the C locale (a service, a container, LANG
// unset) it is ignored and loop10 sorts before loop2.
bool naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            // Leading zeros aside, a longer run is a larger number; equal lengths compare as text.
            while (i + 1 < ei && a[i] == u'0')
                ++i;
            while (j + 1 < ej && b[j] == u'0')
                ++j;
            const QStringView nx = QStringView(a).sliced(i, ei - i), ny = QStringView(b).sliced(j, ej - j);
            if (nx.size() != ny.size())
                return nx.size() < ny.size();
            if (const int c = nx.compare(ny); c != 0)
                return c < 0;
            i = ei;
            j = ej;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

bool worthListing(const QString &name)
{
    // Memory and floppy devices measure nothing about a drive.
    return !name.startsWith(u"ram") && !name.startsWith(u"zram") && !name.startsWith(u"fd");
}

DriveEntry describe(
    const QString &sysDir, const QString &name, const QString &parent, const QString &sysRoot, const QString &procRoot)
{
    DriveEntry e;
    e.name = name;
    e.parentName = parent;
    e.info.path = QStringLiteral("/dev/") + name;
    e.info.canonicalPath = e.info.path;
    e.info.kind = parent.isEmpty() ? DeviceInfo::Kind::BlockDevice : DeviceInfo::Kind::Partition;
    // /sys/.../size is always in 512-byte sectors, whatever the logical block size.
    e.info.sizeBytes = readTrimmedFile(sysDir + QStringLiteral("/size")).toLongLong() * 512;
    const QStringList devNumber = readTrimmedFile(sysDir + QStringLiteral("/dev")).split(u':');
    if (devNumber.size() == 2)
        SysfsBlock(makedev(devNumber[0].toUInt(), devNumber[1].toUInt()), sysRoot).describe(e.info);
    e.info.directIoAlignment = e.info.logicalBlockSize;

    const QString diskName = parent.isEmpty() ? name : parent;
    // The device's place in the bus hierarchy says USB even when "removable" is 0
    // (most USB disks and SSDs in enclosures report fixed media).
    e.usb = QFileInfo(sysRoot + QStringLiteral("/block/") + diskName).canonicalFilePath().contains(u"/usb");
    if (diskName.startsWith(u"loop"))
        e.media = DriveEntry::Media::Loop;
    else if (e.usb || e.info.removable)
        e.media = DriveEntry::Media::Usb;
    else if (e.info.rotational == DeviceInfo::Rotational::Rotational)
        e.media = DriveEntry::Media::HardDisk;
    else if (e.info.rotational == DeviceInfo::Rotational::NonRotational)
        e.media = DriveEntry::Media::Ssd;

    const BlockUsage usage = BlockUsage::of(e.info.path, sysRoot, procRoot);
    for (const BlockUsage::Mount &m : usage.mounts)
        e.mounts << Text::tr("/dev/%1 at %2 (%3)", "a mounted file system: device, mount point, type")
                        .arg(m.device, m.mountPoint, m.fsType);
    e.holders = usage.holders + usage.loops;
    e.swaps = usage.swaps;
    e.readOnly = usage.readOnly;
    e.writeRefusal = usage.writeRefusal();
    return e;
}

} // namespace

QString DriveEntry::mediaName() const
{
    switch (media) {
    case Media::HardDisk: return Text::tr("hard disk");
    case Media::Ssd: return Text::tr("SSD");
    case Media::Usb: return Text::tr("USB drive");
    case Media::Loop: return Text::tr("loop device");
    case Media::Other: break;
    }
    return Text::tr("drive");
}

bool DriveEntry::operator==(const DriveEntry &o) const
{
    return name == o.name && parentName == o.parentName && info.sizeBytes == o.info.sizeBytes
        && info.logicalBlockSize == o.info.logicalBlockSize && info.model == o.info.model
        && info.serial == o.info.serial && info.writeCache == o.info.writeCache && info.scheduler == o.info.scheduler
        && info.loopBackingFile == o.info.loopBackingFile && media == o.media && mounts == o.mounts
        && holders == o.holders && swaps == o.swaps && readOnly == o.readOnly && writeRefusal == o.writeRefusal;
}

QList<DriveEntry> DriveLister::list(const QString &sysRoot, const QString &procRoot)
{
    QList<DriveEntry> out;
    QStringList disks
        = QDir(sysRoot + QStringLiteral("/block")).entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System);
    std::sort(disks.begin(), disks.end(), naturalLess);
    for (const QString &disk : std::as_const(disks)) {
        if (!worthListing(disk))
            continue;
        const QString dir = QFileInfo(sysRoot + QStringLiteral("/block/") + disk).canonicalFilePath();
        if (dir.isEmpty())
            continue;
        DriveEntry entry = describe(dir, disk, QString(), sysRoot, procRoot);
        if (entry.info.sizeBytes <= 0)
            continue;
        out << entry;
        QStringList parts;
        for (const QString &child : QDir(dir).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (QFile::exists(dir + u'/' + child + QStringLiteral("/partition")))
                parts << child;
        std::sort(parts.begin(), parts.end(), naturalLess);
        for (const QString &part : std::as_const(parts)) {
            DriveEntry p = describe(dir + u'/' + part, part, disk, sysRoot, procRoot);
            if (p.info.sizeBytes > 0)
                out << p;
        }
    }
    return out;
}

} // namespace DriveScope
