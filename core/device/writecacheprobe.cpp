// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/writecacheprobe.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace DriveScope {

QString WriteCacheProbe::stateName(State state)
{
    switch (state) {
    case State::NotProbed: return QStringLiteral("not probed");
    case State::On: return QStringLiteral("on");
    case State::Off: return QStringLiteral("off");
    case State::Unknown: return QStringLiteral("unknown");
    }
    return {};
}

std::optional<bool> WriteCacheProbe::parseHdparmW(const QString &output)
{
    // hdparm 9.x prints " write-caching =  1 (on)"; older ones "write-caching =  0 (off)".
    static const QRegularExpression re(QStringLiteral(R"(write-caching\s*=\s*(\d+)(?:\s*\((on|off)\))?)"));
    const auto m = re.match(output);
    if (!m.hasMatch())
        return std::nullopt;
    if (!m.captured(2).isEmpty())
        return m.captured(2) == u"on";
    return m.captured(1).toInt() != 0;
}

QString WriteCacheProbe::hdparmDeviceFor(const DeviceInfo &target)
{
    if (target.kind == DeviceInfo::Kind::BlockDevice)
        return target.path;
    if (target.diskName.isEmpty())
        return {};
    const QString dev = QStringLiteral("/dev/") + target.diskName;
    return QFile::exists(dev) ? dev : QString();
}

WriteCacheProbe::Result WriteCacheProbe::probe(const DeviceInfo &target, bool runHdparm, int timeoutMs)
{
    Result r;
    r.sysfs = target.writeCache;
    // A simulated drive's cache state is its model's (cache=on|off), not a sysfs file.
    r.disk = target.kind == DeviceInfo::Kind::Simulated ? QString() : target.diskName;
    if (!runHdparm)
        return r;
    r.hdparmDevice = hdparmDeviceFor(target);
    r.hdparm = State::Unknown;
    if (target.kind == DeviceInfo::Kind::Simulated || r.hdparmDevice.isEmpty()) {
        r.hdparmDetail = target.kind == DeviceInfo::Kind::Simulated
            ? QStringLiteral("simulated drive: cache= in its model")
            : QStringLiteral("no block device to ask");
        return r;
    }
    const QString hdparm = QStandardPaths::findExecutable(QStringLiteral("hdparm"),
        { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/bin") });
    if (hdparm.isEmpty()) {
        r.hdparmDetail = QStringLiteral("hdparm is not installed");
        return r;
    }
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(hdparm, { QStringLiteral("-W"), r.hdparmDevice });
    if (!p.waitForStarted(timeoutMs)) {
        r.hdparmDetail = QStringLiteral("hdparm did not start");
        return r;
    }
    // A sleeping or dying drive can stall the ioctl: give up rather than stall the run.
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        r.hdparmDetail = QStringLiteral("hdparm gave no answer within %1 ms").arg(timeoutMs);
        return r;
    }
    const QString output = QString::fromLocal8Bit(p.readAll());
    if (const auto on = parseHdparmW(output)) {
        r.hdparm = *on ? State::On : State::Off;
        static const QRegularExpression line(QStringLiteral(R"(write-caching[^\n]*)"));
        r.hdparmDetail = line.match(output).captured(0).simplified();
        return r;
    }
    // Loop devices and many USB bridges answer nothing; /dev/sdX as a user is EACCES.
    QStringList lines;
    for (const QString &l : output.split(u'\n', Qt::SkipEmptyParts)) {
        const QString s = l.simplified();
        if (!s.isEmpty() && s != r.hdparmDevice + u':')
            lines << s;
    }
    r.hdparmDetail = lines.isEmpty() ? QStringLiteral("hdparm reported no write-caching state for this device")
                                     : QStringLiteral("hdparm: ") + lines.join(QStringLiteral("; "));
    return r;
}

QJsonObject WriteCacheProbe::Result::toJson() const
{
    QJsonObject o {
        { QStringLiteral("sysfs"), sysfs },
        { QStringLiteral("sysfs_disk"), disk },
        { QStringLiteral("hdparm"), stateName(hdparm) },
    };
    if (!hdparmDevice.isEmpty())
        o.insert(QStringLiteral("hdparm_device"), hdparmDevice);
    if (!hdparmDetail.isEmpty())
        o.insert(QStringLiteral("hdparm_detail"), hdparmDetail);
    return o;
}

WriteCacheProbe::Result WriteCacheProbe::Result::fromJson(const QJsonObject &o)
{
    Result r;
    r.sysfs = o.value(QStringLiteral("sysfs")).toString();
    r.disk = o.value(QStringLiteral("sysfs_disk")).toString();
    const QString state = o.value(QStringLiteral("hdparm")).toString();
    for (State s : { State::NotProbed, State::On, State::Off, State::Unknown }) {
        if (state == stateName(s))
            r.hdparm = s;
    }
    r.hdparmDevice = o.value(QStringLiteral("hdparm_device")).toString();
    r.hdparmDetail = o.value(QStringLiteral("hdparm_detail")).toString();
    return r;
}

QString WriteCacheProbe::Result::describe() const
{
    QString s = sysfs.isEmpty() ? QStringLiteral("unknown to the kernel") : sysfs;
    if (!disk.isEmpty())
        s += QStringLiteral(" (kernel, /sys/block/%1/queue/write_cache)").arg(disk);
    switch (hdparm) {
    case State::NotProbed: break;
    case State::On:
    case State::Off:
        s += QStringLiteral("; drive: %1 (hdparm -W %2: %3)").arg(stateName(hdparm), hdparmDevice, hdparmDetail);
        break;
    case State::Unknown: s += QStringLiteral("; drive: unknown (%1)").arg(hdparmDetail); break;
    }
    return s;
}

} // namespace DriveScope
