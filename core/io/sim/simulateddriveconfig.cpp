// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sim/simulateddriveconfig.h"

#include "core/io/sim/hddmodel.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QRegularExpression>

#include <cmath>

namespace DriveScope {

namespace {

std::optional<double> parseDurationNs(QStringView text)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*(ns|us|µs|ms|s)\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double v = m.capturedView(1).toDouble();
    const QString unit = m.captured(2).toLower();
    if (unit == u"ns")
        return v;
    if (unit == u"us" || unit == u"µs")
        return v * 1e3;
    if (unit == u"ms")
        return v * 1e6;
    return v * 1e9;
}

std::optional<double> parseRate(QStringView text)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*([kKMG]i?B|B)/s\s*$)"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const double v = m.capturedView(1).toDouble();
    const QString unit = m.captured(2);
    if (unit == u"B")
        return v;
    const QChar prefix = unit.at(0).toUpper();
    const bool binary = unit.contains(u'i');
    const double k = binary ? 1024.0 : 1000.0;
    if (prefix == u'K')
        return v * k;
    if (prefix == u'M')
        return v * k * k;
    return v * k * k * k;
}

std::optional<bool> parseSwitch(QStringView text)
{
    const QString t = text.trimmed().toString().toLower();
    if (t == u"on" || t == u"1" || t == u"yes" || t == u"true" || t == u"wb" || t == u"write-back")
        return true;
    if (t == u"off" || t == u"0" || t == u"no" || t == u"false" || t == u"wt" || t == u"write-through")
        return false;
    return std::nullopt;
}

QString formatNs(double ns)
{
    if (ns >= 1e6)
        return QString::number(ns / 1e6, 'g', 6) + QStringLiteral("ms");
    return QString::number(ns / 1e3, 'g', 6) + QStringLiteral("us");
}

QString specRate(double bytesPerSecond)
{
    return QString::number(bytesPerSecond / 1e6, 'g', 6) + QStringLiteral("MB/s");
}

QString formatSize(qint64 bytes)
{
    if (bytes % 1'000'000'000 == 0)
        return QString::number(bytes / 1'000'000'000) + QStringLiteral("GB");
    if (bytes % 1'000'000 == 0)
        return QString::number(bytes / 1'000'000) + QStringLiteral("MB");
    if (bytes % (1 << 20) == 0)
        return QString::number(bytes >> 20) + QStringLiteral("MiB");
    return QString::number(bytes);
}

const QStringList &hddKeys()
{
    static const QStringList keys { QStringLiteral("rpm"), QStringLiteral("t2t"), QStringLiteral("avg"),
        QStringLiteral("full"), QStringLiteral("outer"), QStringLiteral("inner"), QStringLiteral("cached"),
        QStringLiteral("buffer"), QStringLiteral("ncq") };
    return keys;
}

const QStringList &ssdKeys()
{
    static const QStringList keys { QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("jitter"),
        QStringLiteral("rate"), QStringLiteral("channels") };
    return keys;
}

const QStringList &commonKeys()
{
    static const QStringList keys { QStringLiteral("capacity"), QStringLiteral("cache"), QStringLiteral("seed"),
        QStringLiteral("paced"), QStringLiteral("fail-at"), QStringLiteral("iface"), QStringLiteral("link") };
    return keys;
}

} // namespace

const QStringList &simulatedLinks()
{
    static const QStringList links { QStringLiteral("usb2"), QStringLiteral("usb3"), QStringLiteral("sata3"),
        QStringLiteral("sata6"), QStringLiteral("nvme3x4") };
    return links;
}

bool isSimulatedDrivePath(QStringView path)
{
    return path.startsWith(u"sim:");
}

std::optional<SimulatedDriveConfig> parseSimulatedDriveSpec(QStringView specIn, QString *error)
{
    const QStringView spec = specIn.trimmed();
    auto fail = [&](const QString &message) -> std::optional<SimulatedDriveConfig> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (!isSimulatedDrivePath(spec))
        return fail(Text::tr("'%1' is not a simulated drive (those start with sim:).").arg(spec));
    const QList<QStringView> parts = spec.mid(4).split(u',');
    SimulatedDriveConfig c;
    const QStringView kind = parts.first().trimmed();
    if (kind.compare(u"hdd", Qt::CaseInsensitive) == 0)
        c.kind = SimulatedDriveConfig::Kind::Hdd;
    else if (kind.compare(u"ssd", Qt::CaseInsensitive) == 0)
        c.kind = SimulatedDriveConfig::Kind::Ssd;
    else
        return fail(Text::tr("'%1' is not a simulated drive type; use sim:hdd or sim:ssd.").arg(kind));
    const bool hdd = c.kind == SimulatedDriveConfig::Kind::Hdd;
    const QString kindName = hdd ? QStringLiteral("sim:hdd") : QStringLiteral("sim:ssd");

    QStringList seenKeys;
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QStringView part = parts.at(i).trimmed();
        if (part.isEmpty())
            continue;
        const qsizetype eq = part.indexOf(u'=');
        const QString key = (eq < 0 ? part : part.left(eq)).trimmed().toString().toLower();
        const QStringView value = eq < 0 ? QStringView() : part.mid(eq + 1).trimmed();
        if (!commonKeys().contains(key) && !hddKeys().contains(key) && !ssdKeys().contains(key))
            return fail(Text::tr("Unknown simulated drive parameter '%1' in %2; known ones: %3.")
                            .arg(key, spec, (commonKeys() + (hdd ? hddKeys() : ssdKeys())).join(QStringLiteral(", "))));
        if ((hdd && ssdKeys().contains(key)) || (!hdd && hddKeys().contains(key)))
            return fail(Text::tr("The parameter '%1' does not apply to %2.").arg(key, kindName));
        // Given twice, one value would silently lose: say so instead.
        if (seenKeys.contains(key) && key != u"fail-at") // fail-at is repeatable
            return fail(Text::tr("The simulated drive parameter '%1' is given twice in %2.").arg(key, spec));
        seenKeys << key;
        if (key == u"paced") {
            const auto on = eq < 0 ? std::optional<bool>(true) : parseSwitch(value);
            if (!on)
                return fail(Text::tr("paced takes on or off (got '%1').").arg(value));
            c.paced = *on;
            continue;
        }
        if (eq < 0 || value.isEmpty())
            return fail(Text::tr("The simulated drive parameter '%1' needs a value, as in %1=VALUE.").arg(key));

        auto duration = [&](double *out) -> bool {
            const auto v = parseDurationNs(value);
            if (!v)
                return false;
            *out = *v;
            return true;
        };
        auto rate = [&](double *out) -> bool {
            const auto v = parseRate(value);
            if (!v || *v <= 0)
                return false;
            *out = *v;
            return true;
        };
        bool ok = true;
        QString expected;
        if (key == u"capacity" || key == u"fail-at" || key == u"buffer") {
            QString why;
            const auto v = parseByteSize(value, &why);
            if (!v)
                return fail(QStringLiteral("%1=%2: %3.").arg(key, value, why));
            if (key == u"capacity")
                c.capacityBytes = *v;
            else if (key == u"buffer")
                c.cacheBytes = *v;
            else
                c.failAt.push_back(*v);
        } else if (key == u"link") {
            ok = simulatedLinks().contains(value.toString().toLower());
            expected = QStringLiteral("one of ") + simulatedLinks().join(QStringLiteral(", "));
            if (ok)
                c.link = value.toString().toLower();
        } else if (key == u"cache") {
            const auto on = parseSwitch(value);
            ok = on.has_value();
            expected = Text::tr("on or off");
            if (on)
                c.writeCache = *on;
        } else if (key == u"ncq") {
            const auto on = parseSwitch(value);
            ok = on.has_value();
            expected = Text::tr("on or off");
            if (on)
                c.commandReordering = *on;
        } else if (key == u"seed") {
            c.seed = value.toULongLong(&ok);
            expected = Text::tr("a whole number");
        } else if (key == u"channels") {
            c.ssdChannels = value.toInt(&ok);
            ok = ok && c.ssdChannels >= 1 && c.ssdChannels <= 256;
            expected = Text::tr("a whole number of flash channels from 1 to 256");
        } else if (key == u"rpm") {
            c.rpm = value.toDouble(&ok);
            ok = ok && c.rpm >= 1000 && c.rpm <= 20000;
            expected = Text::tr("revolutions per minute between 1000 and 20000, e.g. 7200");
        } else if (key == u"t2t" || key == u"avg" || key == u"full" || key == u"cached" || key == u"read"
            || key == u"write" || key == u"jitter") {
            double *target = key == u"t2t" ? &c.trackToTrackNs
                : key == u"avg"            ? &c.averageSeekNs
                : key == u"full"           ? &c.fullStrokeNs
                : key == u"cached"         ? &c.cachedWriteNs
                : key == u"read"           ? &c.ssdReadNs
                : key == u"write"          ? &c.ssdWriteNs
                                           : &c.ssdJitterNs;
            ok = duration(target);
            expected = Text::tr("a duration with a unit (ns, us, ms or s), e.g. 8.5ms");
        } else {
            double *target = key == u"outer" ? &c.outerBytesPerSecond
                : key == u"inner"            ? &c.innerBytesPerSecond
                : key == u"rate"             ? &c.ssdBytesPerSecond
                                             : &c.interfaceBytesPerSecond;
            ok = rate(target);
            expected = Text::tr("a positive rate with a unit, e.g. 150MB/s");
        }
        if (!ok)
            return fail(Text::tr("%1=%2 is not valid: expected %3.").arg(key, value, expected));
    }

    if (c.capacityBytes < (1 << 20))
        return fail(Text::tr("A simulated drive needs a capacity of at least 1 MiB (got %1 B).").arg(c.capacityBytes));
    if (c.capacityBytes % 512 != 0)
        return fail(
            Text::tr("The simulated capacity %1 B is not a multiple of the 512 B logical block.").arg(c.capacityBytes));
    for (const qint64 f : c.failAt)
        if (f >= c.capacityBytes)
            return fail(Text::tr("fail-at=%1 lies beyond the simulated capacity (%2 B).").arg(f).arg(c.capacityBytes));
    if (hdd) {
        if (c.innerBytesPerSecond > c.outerBytesPerSecond)
            return fail(Text::tr("inner=%1 is faster than outer=%2: a disk spinning at constant speed carries "
                                 "more bytes per revolution on its longer outer tracks, never fewer.")
                            .arg(specRate(c.innerBytesPerSecond), specRate(c.outerBytesPerSecond)));
        QString why = HddModel::fitError(c);
        if (!why.isEmpty())
            return fail(why);
    }
    return c;
}

QString SimulatedDriveConfig::canonicalSpec() const
{
    QStringList p;
    const bool hdd = kind == Kind::Hdd;
    p << (hdd ? QStringLiteral("sim:hdd") : QStringLiteral("sim:ssd"));
    p << QStringLiteral("capacity=") + formatSize(capacityBytes);
    if (hdd) {
        p << QStringLiteral("rpm=") + QString::number(rpm, 'g', 6);
        p << QStringLiteral("t2t=") + formatNs(trackToTrackNs);
        p << QStringLiteral("avg=") + formatNs(averageSeekNs);
        p << QStringLiteral("full=") + formatNs(fullStrokeNs);
        p << QStringLiteral("outer=") + specRate(outerBytesPerSecond);
        p << QStringLiteral("inner=") + specRate(innerBytesPerSecond);
        p << QStringLiteral("cached=") + formatNs(cachedWriteNs);
        p << QStringLiteral("buffer=") + formatSize(cacheBytes);
        p << (commandReordering ? QStringLiteral("ncq=on") : QStringLiteral("ncq=off"));
    } else {
        p << QStringLiteral("read=") + formatNs(ssdReadNs);
        p << QStringLiteral("write=") + formatNs(ssdWriteNs);
        p << QStringLiteral("jitter=") + formatNs(ssdJitterNs);
        p << QStringLiteral("channels=") + QString::number(ssdChannels);
        p << QStringLiteral("rate=") + specRate(ssdBytesPerSecond);
    }
    p << QStringLiteral("iface=") + specRate(interfaceBytesPerSecond);
    if (!link.isEmpty())
        p << QStringLiteral("link=") + link;
    p << (writeCache ? QStringLiteral("cache=on") : QStringLiteral("cache=off"));
    p << QStringLiteral("seed=") + QString::number(seed);
    for (const qint64 f : failAt)
        p << QStringLiteral("fail-at=") + QString::number(f);
    if (paced)
        p << QStringLiteral("paced");
    return p.join(u',');
}

QString simulatedDriveSpecHelp()
{
    return QStringLiteral(
        "  sim:hdd[,KEY=VALUE...]  a simulated 7200 rpm hard disk, in simulated time (instant)\n"
        "  sim:ssd[,KEY=VALUE...]  a simulated flash drive (fixed access time)\n"
        "  Both: capacity=500GB  cache=on|off  seed=1  paced (sleep so it runs in real time)\n"
        "        fail-at=OFFSET (an I/O covering OFFSET fails with EIO; repeatable)  iface=300MB/s\n"
        "        link=usb2|usb3|sata3|sata6|nvme3x4 (the host link it claims; results are not capped)\n"
        "  HDD:  rpm=7200 t2t=1ms avg=8.5ms full=17ms outer=150MB/s inner=75MB/s cached=0.13ms\n"
        "        buffer=16MiB (write cache size)  ncq=on|off (reorder queued reads by seek distance)\n"
        "  SSD:  read=80us write=30us jitter=10us rate=520MB/s channels=8\n"
        "  Example: sim:hdd,rpm=5400,avg=12ms,full=24ms,paced   (docs/simulated-drive.md)\n");
}

} // namespace DriveScope
