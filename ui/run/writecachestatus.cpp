// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/writecachestatus.h"

#include "core/device/sysfsblock.h"
#include "core/io/sim/simulateddriveconfig.h"
#include "core/util/text.h"

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
    State verdict = State::Unknown;
    if (r.hdparm == State::On || r.hdparm == State::Off)
        verdict = r.hdparm;
    else if (r.sysfs == u"write back")
        verdict = State::On;
    else if (r.sysfs == u"write through")
        verdict = State::Off;
    const QString shownVerdict = WriteCacheProbe::shownStateName(verdict);
    const QString kernel = r.sysfs.isEmpty() ? Text::tr("not known") : shownWriteCacheMode(r.sysfs);

    if (r.disk == SimulatedModel)
        return Text::tr("%1 (the simulated drive's model: %2)").arg(shownVerdict, kernel);
    const QString sysfs
        = r.disk.isEmpty() ? Text::tr("sysfs: %1").arg(kernel) : Text::tr("sysfs: %1 on %2").arg(kernel, r.disk);
    QString hdparm;
    switch (r.hdparm) {
    case State::NotProbed: hdparm = Text::tr("hdparm not asked"); break;
    case State::On:
    case State::Off:
        hdparm = QStringLiteral("hdparm -W %1: %2").arg(r.hdparmDevice, r.hdparm == State::On ? u"1" : u"0");
        break;
    case State::Unknown: {
        // EACCES as a user, EPERM from a virtual disk's driver: the drive was not asked.
        // Read in hdparm's own (English, stored) words, shown in the window's.
        const QString &detail = r.hdparmDetail;
        if (detail.contains(QStringLiteral("Permission denied"), Qt::CaseInsensitive)
            || detail.contains(QStringLiteral("not permitted"), Qt::CaseInsensitive))
            hdparm = Text::tr("hdparm -W %1 not permitted").arg(r.hdparmDevice);
        else
            hdparm = WriteCacheProbe::shownDetail(detail);
        break;
    }
    }
    return QStringLiteral("%1 (%2; %3)").arg(shownVerdict, sysfs, hdparm);
}

} // namespace DriveScope
