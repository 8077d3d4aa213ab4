// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/rotationrate.h"

#include "core/util/textfile.h"

#include <QFile>

namespace DriveScope {

namespace {

int rotationRateFromUdev(const QString &udevDataDir, const QString &devNumber)
{
    if (devNumber.isEmpty())
        return 0;
    // A udev database entry is a few hundred bytes of "X:value" lines.
    const QString data = readTrimmedFile(udevDataDir + QStringLiteral("/b") + devNumber);
    static const QString key = QStringLiteral("E:ID_ATA_ROTATION_RATE_RPM=");
    for (const QString &line : data.split(u'\n')) {
        if (!line.startsWith(key))
            continue;
        bool ok = false;
        const int rpm = line.mid(key.size()).trimmed().toInt(&ok);
        return ok && isNominalRotationRate(rpm) ? rpm : 0;
    }
    return 0;
}

} // namespace

int rotationRateFromVpdB1(const QByteArray &page)
{
    if (page.size() < 6 || quint8(page[1]) != 0xB1)
        return 0;
    const int rpm = (quint8(page[4]) << 8) | quint8(page[5]);
    return isNominalRotationRate(rpm) ? rpm : 0;
}

int reportedRotationRate(const QString &diskDir, const QString &devNumber, const QString &udevDataDir)
{
    if (diskDir.isEmpty())
        return 0;
    // Binary, at most a few hundred bytes (the header says 60 for SBC-4).
    QFile vpd(diskDir + QStringLiteral("/device/vpd_pgb1"));
    const int fromVpd = vpd.open(QIODevice::ReadOnly) ? rotationRateFromVpdB1(vpd.read(4096)) : 0;
    return fromVpd ? fromVpd : rotationRateFromUdev(udevDataDir, devNumber);
}

} // namespace DriveScope
