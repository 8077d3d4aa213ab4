// SPDX-License-Identifier: GPL-3.0-or-later
// The rotation rate a drive reports (issue 19: shown beside the seek run's estimate),
// from fake sysfs and udev trees laid out as the kernel and udev write them: the SCSI
// Block Device Characteristics VPD page that libata fills from ATA IDENTIFY word 217,
// and udev's ID_ATA_ROTATION_RATE_RPM for disks behind USB bridges.
#include "core/device/rotationrate.h"
#include "core/device/sysfsblock.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/sysmacros.h>

using namespace DriveScope;
using DriveScope::Test::plantFile;

namespace {

// A Block Device Characteristics page as a SATA disk's libata gives it: 64 bytes,
// MEDIUM ROTATION RATE in bytes 4-5, big-endian.
QByteArray vpdB1(quint16 rate)
{
    QByteArray page(64, '\0');
    page[1] = char(0xB1);
    page[3] = char(0x3C);
    page[4] = char(rate >> 8);
    page[5] = char(rate & 0xFF);
    return page;
}

// /sys/dev/block/8:0 -> a SATA disk sda with partition sda1 (8:1).
QString plantDisk(const QString &root)
{
    const QString disk
        = root + QLatin1String("/devices/pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0/block/sda");
    const bool planted = plantFile(disk + QLatin1String("/dev"), "8:0\n")
        && plantFile(disk + QLatin1String("/sda1/dev"), "8:1\n")
        && plantFile(disk + QLatin1String("/sda1/partition"), "1\n");
    QDir().mkpath(root + QLatin1String("/dev/block"));
    QFile::link(disk, root + QLatin1String("/dev/block/8:0"));
    QFile::link(disk + QLatin1String("/sda1"), root + QLatin1String("/dev/block/8:1"));
    return planted ? disk : QString();
}

} // namespace

class TestRotationRate : public QObject {
    Q_OBJECT
private slots:
    void decodesTheVpdPage_data()
    {
        QTest::addColumn<QByteArray>("page");
        QTest::addColumn<int>("rpm");
        QTest::newRow("7200 rpm") << vpdB1(7200) << 7200;
        QTest::newRow("5400 rpm") << vpdB1(5400) << 5400;
        QTest::newRow("15000 rpm") << vpdB1(15000) << 15000;
        QTest::newRow("lowest rate 0401h") << vpdB1(0x0401) << 0x0401;
        QTest::newRow("not reported 0000h") << vpdB1(0) << 0;
        QTest::newRow("non-rotating 0001h (SSD)") << vpdB1(1) << 0;
        QTest::newRow("reserved 0400h") << vpdB1(0x0400) << 0;
        QTest::newRow("reserved FFFFh") << vpdB1(0xFFFF) << 0;
        QTest::newRow("truncated page") << vpdB1(7200).left(5) << 0;
        QTest::newRow("empty") << QByteArray() << 0;
        QByteArray otherPage = vpdB1(7200);
        otherPage[1] = char(0xB0);
        QTest::newRow("another page (B0h)") << otherPage << 0;
    }
    void decodesTheVpdPage()
    {
        QFETCH(QByteArray, page);
        QFETCH(int, rpm);
        QCOMPARE(rotationRateFromVpdB1(page), rpm);
    }

    // A SATA disk answers through the VPD page; a partition reports its disk's rate; a
    // file on it (its file system's device number) the same.
    void sataDiskReportsThroughTheVpdPage()
    {
        QTemporaryDir root;
        const QString disk = plantDisk(root.path());
        QVERIFY(plantFile(disk + QLatin1String("/device/vpd_pgb1"), vpdB1(5400)));
        const QString udev = root.filePath(QStringLiteral("udev"));
        for (const dev_t dev : { makedev(8, 0), makedev(8, 1) }) {
            DeviceInfo info;
            SysfsBlock(dev, root.path(), udev).describe(info);
            QCOMPARE(info.nominalRpm, 5400);
        }
    }

    // A disk in a USB enclosure whose bridge leaves the page empty: udev's ata_id read
    // IDENTIFY through the bridge, and its database has the rate.
    void usbBridgeReportsThroughUdev()
    {
        QTemporaryDir root;
        const QString disk = plantDisk(root.path());
        QVERIFY(plantFile(disk + QLatin1String("/device/vpd_pgb1"), vpdB1(0)));
        const QString udev = root.filePath(QStringLiteral("udev"));
        QVERIFY(plantFile(udev + QLatin1String("/b8:0"),
            "S:disk/by-id/ata-WDC_WD40EFRX\nE:ID_ATA=1\nE:ID_ATA_ROTATION_RATE_RPM=5400\nE:ID_BUS=ata\n"));
        DeviceInfo info;
        SysfsBlock(makedev(8, 1), root.path(), udev).describe(info);
        QCOMPARE(info.nominalRpm, 5400);
        // Nonsense in the database is not a rate.
        QVERIFY(plantFile(udev + QLatin1String("/b8:0"), "E:ID_ATA_ROTATION_RATE_RPM=lots\n"));
        DeviceInfo bad;
        SysfsBlock(makedev(8, 0), root.path(), udev).describe(bad);
        QCOMPARE(bad.nominalRpm, 0);
    }

    // No page and no udev entry (an SSD, a virtio disk, a loop device): nothing reported.
    void silentDriveReportsNothing()
    {
        QTemporaryDir root;
        plantDisk(root.path());
        DeviceInfo info;
        SysfsBlock(makedev(8, 0), root.path(), root.filePath(QStringLiteral("udev"))).describe(info);
        QCOMPARE(info.nominalRpm, 0);
        const QString loop = root.filePath(QStringLiteral("devices/virtual/block/loop99"));
        QVERIFY(plantFile(loop + QLatin1String("/loop/backing_file"), "/srv/disk.img\n"));
        // Not how a loop device looks, but it must not count.
        QVERIFY(plantFile(loop + QLatin1String("/device/vpd_pgb1"), vpdB1(7200)));
        QFile::link(loop, root.filePath(QStringLiteral("dev/block/7:99")));
        DeviceInfo loopInfo;
        SysfsBlock(makedev(7, 99), root.path(), root.filePath(QStringLiteral("udev"))).describe(loopInfo);
        QCOMPARE(loopInfo.nominalRpm, 0);
    }

    // This machine's own disks, through the real /sys and /run/udev: whatever they say
    // is 0 or a rate in range (an SSD, virtio or loop disk says 0).
    void realDisksGiveARateOrNothing()
    {
        const QDir block(QStringLiteral("/sys/block"));
        QStringList seen;
        for (const QString &name : block.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString dir = QFileInfo(block.filePath(name)).canonicalFilePath();
            QFile dev(dir + QLatin1String("/dev"));
            if (!dev.open(QIODevice::ReadOnly))
                continue;
            const int rpm = reportedRotationRate(dir, QString::fromLatin1(dev.readAll().trimmed()));
            QVERIFY2(rpm == 0 || isNominalRotationRate(rpm), qPrintable(name));
            seen << QStringLiteral("%1 %2").arg(name).arg(rpm);
        }
        qInfo("rpm reported: %s", qPrintable(seen.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestRotationRate)
#include "tst_rotationrate.moc"
