// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/hostlink.h"

#include "core/util/textfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace DriveScope {

// USB "speed" in Mbit/s: the signalling rate and what its line coding leaves.
HostLink usbLink(const QString &speed)
{
    const int mbit = speed.toInt();
    struct Known {
        int mbit;
        const char *name;
        double payload; // bytes/s
    };
    static const Known known[] = {
        { 1, "USB 1.0 low speed (1.5 Mbit/s)", 1.5e6 / 8 },
        { 12, "USB 1.1 (12 Mbit/s)", 12e6 / 8 },
        { 480, "USB 2.0 (480 Mbit/s)", 480e6 / 8 },
        { 5000, "USB 3.0 (5 Gbit/s)", 5e9 * 8 / 10 / 8 }, // 8b/10b
        { 10000, "USB 3.1 Gen 2 (10 Gbit/s)", 10e9 * 128 / 132 / 8 },
        { 20000, "USB 3.2 Gen 2x2 (20 Gbit/s)", 20e9 * 128 / 132 / 8 },
    };
    for (const Known &k : known)
        if (k.mbit == mbit || (k.mbit == 1 && speed == u"1.5"))
            return { QLatin1String(k.name), k.payload, {} };
    return {};
}

// sata_spd "6.0 Gbps": 8b/10b, so a tenth of the signalling rate in bytes.
HostLink sataLink(const QString &spd)
{
    static const QRegularExpression gbps(QStringLiteral(R"(^([0-9.]+) Gbps$)"));
    const auto m = gbps.match(spd);
    if (!m.hasMatch())
        return {};
    const double g = m.captured(1).toDouble();
    return { QStringLiteral("SATA %1 Gbit/s").arg(m.captured(1)), g * 1e9 / 10, {} };
}

// current_link_speed "8.0 GT/s PCIe" and current_link_width "4".
HostLink pcieLink(const QString &speed, const QString &width)
{
    const double gt = speed.section(u' ', 0, 0).toDouble();
    const int lanes = width.toInt();
    if (gt <= 0 || lanes <= 0)
        return {};
    // Generations 1-2 code 8b/10b, 3 and later 128b/130b.
    const double perLane = gt < 8 ? gt * 1e9 * 8 / 10 / 8 : gt * 1e9 * 128 / 130 / 8;
    const int generation = gt < 5 ? 1 : gt < 8 ? 2 : gt < 16 ? 3 : gt < 32 ? 4 : gt < 64 ? 5 : 6;
    return { QStringLiteral("PCIe %1.0 x%2").arg(generation).arg(lanes), perLane * lanes, {} };
}

namespace {

HostLink ataPortLink(const QString &portDir)
{
    // .../ata3/link3/ata_link/link3/sata_spd (a port multiplier adds more links: the
    // first one's speed is the host's).
    const QDir port(portDir);
    for (const QString &link : port.entryList({ QStringLiteral("link*") }, QDir::Dirs, QDir::Name)) {
        const QString spd = readTrimmedFile(portDir + QStringLiteral("/%1/ata_link/%1/sata_spd").arg(link));
        if (!spd.isEmpty())
            return sataLink(spd);
    }
    return {};
}

} // namespace

HostLink probeHostLink(const QString &diskDir, const QString &sysRoot)
{
    const QString devices = QFileInfo(sysRoot + QStringLiteral("/devices")).canonicalFilePath();
    QString dir = QFileInfo(diskDir).canonicalFilePath();
    static const QRegularExpression ataPort(QStringLiteral(R"(^ata\d+$)"));
    static const QRegularExpression nvmeController(QStringLiteral(R"(^nvme\d+$)"));
    // Up from the disk to /sys/devices: the nearest bus that names its speed wins (a USB
    // bridge's own SATA side is not the host's limit).
    if (devices.isEmpty())
        return {};
    while (dir.startsWith(devices + u'/')) {
        const QString name = QFileInfo(dir).fileName();
        if (QFile::exists(dir + QStringLiteral("/speed")) && QFile::exists(dir + QStringLiteral("/idVendor")))
            return usbLink(readTrimmedFile(dir + QStringLiteral("/speed")));
        if (ataPort.match(name).hasMatch())
            return ataPortLink(dir);
        // Only an NVMe controller's PCI function: a virtio disk's virtual PCI slot names a
        // link speed too, which says nothing about what the host's disk can do.
        if (nvmeController.match(name).hasMatch()) {
            const QString pci = QFileInfo(dir + QStringLiteral("/device")).canonicalFilePath();
            if (!pci.startsWith(devices + u'/'))
                return {}; // NVMe over fabrics: no PCI function of its own
            return pcieLink(readTrimmedFile(pci + QStringLiteral("/current_link_speed")),
                readTrimmedFile(pci + QStringLiteral("/current_link_width")));
        }
        const QString parent = QFileInfo(dir).absolutePath();
        if (parent == dir)
            break;
        dir = parent;
    }
    return {};
}

} // namespace DriveScope
