// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/diskstats.h"

#include "core/util/monotonicclock.h"
#include "core/util/textfile.h"

#include <QFile>
#include <QFileInfo>

namespace DriveScope {

namespace {

quint64 delta(quint64 previous, quint64 current)
{
    return current >= previous ? current - previous : 0;
}

double perRequest(double amount, quint64 requests)
{
    return requests ? amount / double(requests) : 0.0;
}

} // namespace

std::optional<DiskStatsSnapshot> DiskStatsSnapshot::parse(QStringView text, QString *error)
{
    const auto fields = text.trimmed().split(u' ', Qt::SkipEmptyParts);
    if (fields.size() < 11) {
        if (error)
            *error = QStringLiteral("a block device stat line has at least 11 numbers; this one has %1")
                         .arg(fields.size());
        return std::nullopt;
    }
    quint64 v[17] = {};
    for (qsizetype i = 0; i < fields.size() && i < 17; ++i) {
        bool ok = false;
        v[i] = fields[i].toULongLong(&ok);
        if (!ok) {
            if (error)
                *error = QStringLiteral("field %1 of the stat line is not a number ('%2')").arg(i + 1).arg(fields[i]);
            return std::nullopt;
        }
    }
    DiskStatsSnapshot s;
    s.readIos = v[0];
    s.readMerges = v[1];
    s.readSectors = v[2];
    s.readTicksMs = v[3];
    s.writeIos = v[4];
    s.writeMerges = v[5];
    s.writeSectors = v[6];
    s.writeTicksMs = v[7];
    s.inFlight = v[8];
    s.ioTicksMs = v[9];
    s.timeInQueueMs = v[10];
    s.discardIos = v[11];
    s.discardMerges = v[12];
    s.discardSectors = v[13];
    s.discardTicksMs = v[14];
    s.flushIos = v[15];
    s.flushTicksMs = v[16];
    s.fieldCount = int(fields.size());
    return s;
}

std::optional<DiskStatsSnapshot> DiskStatsSnapshot::readFile(const QString &path, QString *error)
{
    QFile f(path);
    // sysfs regenerates the whole line on each read, so one read() is one consistent snapshot.
    if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = QStringLiteral("cannot read %1: %2").arg(path, f.errorString());
        return std::nullopt;
    }
    const qint64 now = monotonicNs();
    const QByteArray line = f.read(512);
    auto s = parse(QString::fromLatin1(line), error);
    if (s)
        s->takenNs = now;
    return s;
}

void deriveIostatColumns(IostatRow &r)
{
    const double t = r.elapsedS;
    auto rate = [t](quint64 n) { return t > 0 ? double(n) / t : 0.0; };
    constexpr double sector = DiskStatsSnapshot::SectorBytes;
    r.readsPerS = rate(r.readIos);
    r.writesPerS = rate(r.writeIos);
    r.readMergesPerS = rate(r.readMerges);
    r.writeMergesPerS = rate(r.writeMerges);
    r.readBytesPerS = rate(r.readSectors) * sector;
    r.writeBytesPerS = rate(r.writeSectors) * sector;
    r.readAvgRequestBytes = perRequest(double(r.readSectors) * sector, r.readIos);
    r.writeAvgRequestBytes = perRequest(double(r.writeSectors) * sector, r.writeIos);
    const quint64 ios = r.readIos + r.writeIos + r.discardIos;
    r.avgRequestBytes = perRequest(double(r.readSectors + r.writeSectors + r.discardSectors) * sector, ios);
    r.readAwaitMs = perRequest(double(r.readTicksMs), r.readIos);
    r.writeAwaitMs = perRequest(double(r.writeTicksMs), r.writeIos);
    r.awaitMs = perRequest(double(r.readTicksMs + r.writeTicksMs + r.discardTicksMs), ios);
    r.avgQueueSize = t > 0 ? double(r.timeInQueueMs) / (t * 1000.0) : 0.0;
    r.utilPercent = t > 0 ? double(r.ioTicksMs) / (t * 1000.0) * 100.0 : 0.0;
}

IostatRow computeIostatRow(const DiskStatsSnapshot &p, const DiskStatsSnapshot &c, double elapsedS)
{
    IostatRow r;
    r.elapsedS = elapsedS > 0 ? elapsedS : double(c.takenNs - p.takenNs) / 1e9;
    r.readIos = delta(p.readIos, c.readIos);
    r.readMerges = delta(p.readMerges, c.readMerges);
    r.readSectors = delta(p.readSectors, c.readSectors);
    r.readTicksMs = delta(p.readTicksMs, c.readTicksMs);
    r.writeIos = delta(p.writeIos, c.writeIos);
    r.writeMerges = delta(p.writeMerges, c.writeMerges);
    r.writeSectors = delta(p.writeSectors, c.writeSectors);
    r.writeTicksMs = delta(p.writeTicksMs, c.writeTicksMs);
    r.discardIos = delta(p.discardIos, c.discardIos);
    r.discardSectors = delta(p.discardSectors, c.discardSectors);
    r.discardTicksMs = delta(p.discardTicksMs, c.discardTicksMs);
    r.flushIos = delta(p.flushIos, c.flushIos);
    r.ioTicksMs = delta(p.ioTicksMs, c.ioTicksMs);
    r.timeInQueueMs = delta(p.timeInQueueMs, c.timeInQueueMs);
    r.inFlightAtEnd = c.inFlight;
    deriveIostatColumns(r);
    return r;
}

IostatRow sumIostatRows(const std::vector<IostatRow> &rows)
{
    IostatRow sum;
    if (rows.empty())
        return sum;
    sum.startNs = rows.front().startNs;
    sum.endNs = rows.back().endNs;
    for (const IostatRow &r : rows) {
        sum.elapsedS += r.elapsedS;
        sum.readIos += r.readIos;
        sum.readMerges += r.readMerges;
        sum.readSectors += r.readSectors;
        sum.readTicksMs += r.readTicksMs;
        sum.writeIos += r.writeIos;
        sum.writeMerges += r.writeMerges;
        sum.writeSectors += r.writeSectors;
        sum.writeTicksMs += r.writeTicksMs;
        sum.discardIos += r.discardIos;
        sum.discardSectors += r.discardSectors;
        sum.discardTicksMs += r.discardTicksMs;
        sum.flushIos += r.flushIos;
        sum.ioTicksMs += r.ioTicksMs;
        sum.timeInQueueMs += r.timeInQueueMs;
    }
    sum.inFlightAtEnd = rows.back().inFlightAtEnd;
    deriveIostatColumns(sum);
    return sum;
}

DiskStatsSource DiskStatsSource::forTarget(const DeviceInfo &target, const QString &sysRoot)
{
    DiskStatsSource s;
    QString name;
    switch (target.kind) {
    case DeviceInfo::Kind::BlockDevice:
    case DeviceInfo::Kind::Partition:
        // The node's own counters: a partition's are its own, not its disk's.
        name = QFileInfo(target.canonicalPath.isEmpty() ? target.path : target.canonicalPath).fileName();
        break;
    case DeviceInfo::Kind::RegularFile:
        name = target.diskName;
        s.sharedWithOthers = true;
        break;
    case DeviceInfo::Kind::Simulated:
        s.unavailableReason = QStringLiteral("a simulated drive has no kernel counters");
        return s;
    default: break;
    }
    if (name.isEmpty()) {
        s.unavailableReason = QStringLiteral("the device under %1 is not known").arg(target.path);
        return s;
    }
    const QString stat = sysRoot + QStringLiteral("/class/block/") + name + QStringLiteral("/stat");
    if (!QFile::exists(stat)) {
        s.unavailableReason = QStringLiteral("%1 does not exist").arg(stat);
        return s;
    }
    s.name = name;
    s.statPath = stat;
    s.queueDisk = target.diskName.isEmpty() ? name : target.diskName;
    const QString queue = sysRoot + QStringLiteral("/class/block/") + s.queueDisk + QStringLiteral("/queue/");
    s.maxSectorsKb = readTrimmedFile(queue + QStringLiteral("max_sectors_kb")).toInt();
    s.maxHwSectorsKb = readTrimmedFile(queue + QStringLiteral("max_hw_sectors_kb")).toInt();
    s.maxSegments = readTrimmedFile(queue + QStringLiteral("max_segments")).toInt();
    s.maxSegmentSize = readTrimmedFile(queue + QStringLiteral("max_segment_size")).toLongLong();
    return s;
}

} // namespace DriveScope
