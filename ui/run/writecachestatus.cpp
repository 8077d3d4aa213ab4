// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/writecachestatus.h"

#include "core/device/sysfsblock.h"
#include "core/io/sim/simulateddriveconfig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace DriveScope {

namespace {

// Where a simulated drive's cache state comes from (Result::disk).
const QString SimulatedModel = QStringLiteral("the simulated drive's model");

} // namespace

WriteCacheProbe::Result WriteCacheStatus::probe(const TargetChoice &target, int timeoutMs)
{
    DeviceInfo info = target.info;
    info.path = target.path;
    // A model drive has no disk under it: its cache is the model's (cache=on|off), never
    // the host's disk that a path lookup of "sim:…" would find.
    if (target.kind == TargetChoice::Kind::Simulated || isSimulatedDrivePath(target.path)) {
        WriteCacheProbe::Result model;
        if (const auto config = parseSimulatedDriveSpec(target.path, nullptr))
            model.sysfs = config->writeCache ? QStringLiteral("write back") : QStringLiteral("write through");
        model.disk = SimulatedModel;
        model.hdparm = WriteCacheProbe::State::NotProbed;
        return model;
    }
    // A scratch file may not exist yet: its folder (or the nearest existing parent) is
    // on the same disk.
    QString path = target.path;
    while (!path.isEmpty() && !QFileInfo::exists(path) && QFileInfo(path).absolutePath() != path)
        path = QFileInfo(path).absolutePath();
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        const bool device = S_ISBLK(st.st_mode);
        const SysfsBlock sys(device ? st.st_rdev : st.st_dev);
        if (sys.exists()) {
            sys.describe(info); // fresh: the drive list's copy may be minutes old
            info.diskName = sys.diskName();
        }
        if (!device)
            info.kind = DeviceInfo::Kind::RegularFile;
        else if (info.kind != DeviceInfo::Kind::Partition)
            info.kind = sys.isPartition() ? DeviceInfo::Kind::Partition : DeviceInfo::Kind::BlockDevice;
    }
    return WriteCacheProbe::probe(info, true, timeoutMs);
}

QString WriteCacheStatus::summary(const WriteCacheProbe::Result &r)
{
    using State = WriteCacheProbe::State;
    // The drive's own answer wins when there is one; else the kernel's belief.
    QString verdict = QStringLiteral("unknown");
    if (r.hdparm == State::On || r.hdparm == State::Off)
        verdict = WriteCacheProbe::stateName(r.hdparm);
    else if (r.sysfs == u"write back")
        verdict = QStringLiteral("on");
    else if (r.sysfs == u"write through")
        verdict = QStringLiteral("off");

    if (r.disk == SimulatedModel)
        return QStringLiteral("%1 (%2: %3)")
            .arg(verdict, SimulatedModel, r.sysfs.isEmpty() ? QStringLiteral("not known") : r.sysfs);
    QString sysfs = r.sysfs.isEmpty() ? QStringLiteral("sysfs: not known") : QStringLiteral("sysfs: ") + r.sysfs;
    if (!r.disk.isEmpty())
        sysfs += QStringLiteral(" on ") + r.disk;
    QString hdparm;
    switch (r.hdparm) {
    case State::NotProbed: hdparm = QStringLiteral("hdparm not asked"); break;
    case State::On:
    case State::Off:
        hdparm = QStringLiteral("hdparm -W %1: %2").arg(r.hdparmDevice, r.hdparm == State::On ? u"1" : u"0");
        break;
    case State::Unknown: {
        QString detail = r.hdparmDetail;
        // EACCES as a user, EPERM from a virtual disk's driver: the drive was not asked.
        if (detail.contains(QStringLiteral("Permission denied"), Qt::CaseInsensitive)
            || detail.contains(QStringLiteral("not permitted"), Qt::CaseInsensitive))
            detail = QStringLiteral("hdparm -W %1 not permitted").arg(r.hdparmDevice);
        hdparm = detail;
        break;
    }
    }
    return QStringLiteral("%1 (%2; %3)").arg(verdict, sysfs, hdparm);
}

} // namespace DriveScope
