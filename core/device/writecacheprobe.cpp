// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/writecacheprobe.h"

#include "core/util/text.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace DriveScope {

namespace {

// Reasons there is no answer from the drive: stored in English (a run's JSON), shown
// translated (shownDetail).
const char *const SimulatedDetail = QT_TRANSLATE_NOOP("DriveScope", "simulated drive: cache= in its model");
const char *const NoDeviceDetail = QT_TRANSLATE_NOOP("DriveScope", "no block device to ask");
const char *const NotInstalledDetail = QT_TRANSLATE_NOOP("DriveScope", "hdparm is not installed");
const char *const NotStartedDetail = QT_TRANSLATE_NOOP("DriveScope", "hdparm did not start");
const char *const NoAnswerDetail = QT_TRANSLATE_NOOP("DriveScope", "hdparm gave no answer within %1 ms");
const char *const NoStateDetail
    = QT_TRANSLATE_NOOP("DriveScope", "hdparm reported no write-caching state for this device");

} // namespace

QString WriteCacheProbe::shownStateName(State state)
{
    switch (state) {
    case State::NotProbed: return Text::tr("not probed", "the drive's write cache");
    case State::On: return Text::tr("on", "the drive's write cache");
    case State::Off: return Text::tr("off", "the drive's write cache");
    case State::Unknown: return Text::tr("unknown", "the drive's write cache");
    }
    return {};
}

QString WriteCacheProbe::shownDetail(const QString &detail)
{
    for (const char *own : { SimulatedDetail, NoDeviceDetail, NotInstalledDetail, NotStartedDetail, NoStateDetail })
        if (detail == QLatin1String(own))
            return Text::tr(own);
    static const QRegularExpression noAnswer(QRegularExpression::anchoredPattern(
        QString::fromLatin1(NoAnswerDetail).replace(QStringLiteral("%1"), QStringLiteral("(\\d+)"))));
    if (const auto m = noAnswer.match(detail); m.hasMatch())
        return Text::tr(NoAnswerDetail).arg(m.captured(1));
    return detail;
}

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
        r.hdparmDetail = target.kind == DeviceInfo::Kind::Simulated ? QString::fromLatin1(SimulatedDetail)
                                                                    : QString::fromLatin1(NoDeviceDetail);
        return r;
    }
    const QString hdparm = QStandardPaths::findExecutable(QStringLiteral("hdparm"),
        { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/bin") });
    if (hdparm.isEmpty()) {
        r.hdparmDetail = QString::fromLatin1(NotInstalledDetail);
        return r;
    }
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(hdparm, { QStringLiteral("-W"), r.hdparmDevice });
    if (!p.waitForStarted(timeoutMs)) {
        r.hdparmDetail = QString::fromLatin1(NotStartedDetail);
        return r;
    }
    // A sleeping or dying drive can stall the ioctl: give up rather than stall the run.
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished(1000);
        r.hdparmDetail = QString::fromLatin1(NoAnswerDetail).arg(timeoutMs);
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
    r.hdparmDetail = lines.isEmpty() ? QString::fromLatin1(NoStateDetail)
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
    QString s = sysfs.isEmpty() ? Text::tr("unknown to the kernel") : shownWriteCacheMode(sysfs);
    if (!disk.isEmpty())
        s += Text::tr(" (kernel, /sys/block/%1/queue/write_cache)").arg(disk);
    switch (hdparm) {
    case State::NotProbed: break;
    case State::On:
    case State::Off:
        s += Text::tr("; drive: %1 (hdparm -W %2: %3)").arg(shownStateName(hdparm), hdparmDevice, hdparmDetail);
        break;
    case State::Unknown: s += Text::tr("; drive: unknown (%1)").arg(shownDetail(hdparmDetail)); break;
    }
    return s;
}

} // namespace DriveScope
