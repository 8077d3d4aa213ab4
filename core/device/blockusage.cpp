// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/blockusage.h"

#include "core/device/deviceusage.h"
#include "core/util/text.h"

#include <QFile>

#include <sys/stat.h>

namespace DriveScope {

namespace {

QStringList toQt(const std::vector<std::string> &list)
{
    QStringList out;
    for (const std::string &s : list)
        out << QString::fromStdString(s);
    return out;
}

} // namespace

BlockUsage BlockUsage::of(const QString &devicePath, const QString &sysRoot, const QString &procRoot)
{
    BlockUsage u;
    struct stat st = {};
    if (::stat(QFile::encodeName(devicePath).constData(), &st) != 0 || !S_ISBLK(st.st_mode)) {
        u.m_firstUse
            = Text::tr("DriveScope cannot tell whether %1 is in use: it is not a block device").arg(devicePath);
        u.m_writeRefusal = Text::tr("%1; DriveScope will not write to %2.").arg(u.m_firstUse, devicePath);
        return u;
    }
    DeviceUsageRoots roots;
    roots.sys = QFile::encodeName(sysRoot).toStdString();
    roots.proc = QFile::encodeName(procRoot).toStdString();
    const DeviceUsage scan = scanDeviceUsage(st.st_rdev, ExclusiveProbe::Skip, roots);
    u.m_firstUse = QString::fromStdString(scan.firstUse());
    u.readOnly = scan.readOnly;
    u.m_writeRefusal = QFile::decodeName(scan.writeRefusal(QFile::encodeName(devicePath).toStdString()).c_str());
    if (scan.members.empty()) {
        u.unknown = toQt(scan.unknown);
        return u;
    }
    u.name = QString::fromStdString(scan.members.front().name);
    for (const DeviceUsage::Member &m : scan.members)
        if (m.role == DeviceUsage::Member::Role::Partition)
            u.partitions << QString::fromStdString(m.name);
    u.holders = toQt(scan.holders);
    u.loops = toQt(scan.loops);
    // What is mounted or swapped through another device that shares the bytes (an alias)
    // is a use of this device too, said with how it is reached; only the device's own
    // mounts are its mounts.
    for (const DeviceUsage::Mount &m : scan.mounts) {
        const Mount mount { QString::fromStdString(m.device), QFile::decodeName(m.mountPoint.c_str()),
            QString::fromStdString(m.fsType) };
        if (m.via.empty())
            u.mounts.append(mount);
        else
            u.loops << QFile::decodeName(DeviceUsage::mountUse(m).c_str());
    }
    for (const std::string &swap : scan.swaps) {
        const DeviceUsage::Member *m = scan.member(swap);
        if (!m || m->via.empty())
            u.swaps << QString::fromStdString(swap);
        else
            u.loops << QString::fromStdString(scan.swapUse(swap));
    }
    u.unknown = toQt(scan.unknown);
    return u;
}

} // namespace DriveScope
