// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/sysfsblock.h"

#include "core/device/hostlink.h"
#include "core/device/rotationrate.h"

#include "core/util/textfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace DriveScope {

SysfsBlock::SysfsBlock(dev_t device, QString sysRoot, QString udevDataDir)
    : m_sysRoot(sysRoot)
    , m_udevDataDir(std::move(udevDataDir))
{
    const QString link = sysRoot + QStringLiteral("/dev/block/%1:%2").arg(major(device)).arg(minor(device));
    const QFileInfo fi(link);
    if (!fi.exists())
        return;
    QString dir = fi.canonicalFilePath();
    // A partition's directory sits inside its disk's and has a "partition" file.
    if (QFile::exists(dir + QStringLiteral("/partition"))) {
        m_isPartition = true;
        dir = QFileInfo(dir).absolutePath();
    }
    m_diskDir = dir;
    m_diskName = QFileInfo(dir).fileName();
}

QString SysfsBlock::readAttribute(const QString &relativePath) const
{
    if (m_diskDir.isEmpty())
        return {};
    return readTrimmedFile(m_diskDir + u'/' + relativePath);
}

void SysfsBlock::describe(DeviceInfo &info) const
{
    if (!exists())
        return;
    info.diskName = m_diskName;
    bool ok = false;
    if (info.logicalBlockSize == 0) {
        const int v = readAttribute(QStringLiteral("queue/logical_block_size")).toInt(&ok);
        if (ok)
            info.logicalBlockSize = v;
    }
    if (info.physicalBlockSize == 0) {
        const int v = readAttribute(QStringLiteral("queue/physical_block_size")).toInt(&ok);
        if (ok)
            info.physicalBlockSize = v;
    }
    const QString rot = readAttribute(QStringLiteral("queue/rotational"));
    if (rot == u"1")
        info.rotational = DeviceInfo::Rotational::Rotational;
    else if (rot == u"0")
        info.rotational = DeviceInfo::Rotational::NonRotational;
    info.writeCache = readAttribute(QStringLiteral("queue/write_cache"));
    // "none [mq-deadline] kyber" -> "mq-deadline"; "none" alone when there is no choice.
    const QString sched = readAttribute(QStringLiteral("queue/scheduler"));
    static const QRegularExpression active(QStringLiteral(R"(\[([^\]]+)\])"));
    const auto m = active.match(sched);
    info.scheduler = m.hasMatch() ? m.captured(1) : sched;
    info.maxSectorsKb = readAttribute(QStringLiteral("queue/max_sectors_kb")).toInt();
    info.removable = readAttribute(QStringLiteral("removable")) == u"1";
    info.model = readAttribute(QStringLiteral("device/model"));
    info.vendor = readAttribute(QStringLiteral("device/vendor"));
    info.serial = readAttribute(QStringLiteral("device/serial"));
    if (info.serial.isEmpty())
        info.serial = readAttribute(QStringLiteral("serial")); // virtio-blk puts it here
    info.loopBackingFile = readAttribute(QStringLiteral("loop/backing_file"));
    if (info.model.isEmpty() && !info.loopBackingFile.isEmpty())
        info.model = QString::fromLatin1(LoopDeviceModel);
    if (info.loopBackingFile.isEmpty() && info.nominalRpm == 0) // a loop device turns nothing
        info.nominalRpm = reportedRotationRate(m_diskDir, readAttribute(QStringLiteral("dev")), m_udevDataDir);
    describeLink(info);
}

void SysfsBlock::describeLink(DeviceInfo &info) const
{
    if (info.loopBackingFile.isEmpty()) {
        const HostLink link = probeHostLink(m_diskDir, m_sysRoot);
        info.linkName = link.name;
        info.linkBytesPerSecond = link.bytesPerSecond;
        return;
    }
    // A loop device carries what its backing file's disk can; without direct I/O the
    // host's page cache may answer before that disk does.
    struct stat st;
    HostLink backing;
    if (::stat(QFile::encodeName(info.loopBackingFile).constData(), &st) == 0) {
        const SysfsBlock disk(st.st_dev, m_sysRoot);
        if (disk.exists() && disk.readAttribute(QStringLiteral("loop/backing_file")).isEmpty())
            backing = probeHostLink(disk.diskDir(), m_sysRoot);
    }
    info.linkName = backing.name.isEmpty() ? QString::fromLatin1(LoopLinkName)
                                           : QString::fromLatin1(LoopLinkName) + QStringLiteral(" on ") + backing.name;
    info.linkBytesPerSecond = backing.bytesPerSecond;
    if (readAttribute(QStringLiteral("loop/dio")) != u"1")
        info.linkNote = QStringLiteral("a loop device over %1 without direct I/O: the host's page cache may answer "
                                       "reads")
                            .arg(info.loopBackingFile);
}

} // namespace DriveScope
