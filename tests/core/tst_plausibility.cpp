// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19 item 2: each target's host link comes from sysfs (a planted tree here: USB
// 2.0, SATA, NVMe, virtio, a loop device over a USB disk), and a result the link or the
// medium cannot produce is flagged with its likely cause - a simulated USB 2.0 disk read
// at 150 MB/s - while an honest run stays quiet.
#include "benchruns.h"
#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/bandwidth/bandwidthkind.h"
#include "core/bench/engine/plausibility.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekkind.h"
#include "core/device/hostlink.h"
#include "core/device/sysfsblock.h"
#include "core/report/runreport.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <sys/sysmacros.h>

using namespace DriveScope;

namespace {

// A sysfs attribute: its value and a line break, as the kernel prints it.
void plant(const QString &path, const QByteArray &content)
{
    QVERIFY(Test::plantFile(path, content + '\n'));
}

RunResult bandwidthRun(const QString &spec)
{
    OpenError error;
    auto target = Target::open(spec, {}, &error);
    if (!target)
        qFatal("%s", qPrintable(error.message));
    BandwidthConfig config;
    config.total = 256 << 20;
    const auto plan = planBandwidth(config, target->info(), nullptr);
    Test::StartedRun started(
        std::make_shared<BandwidthBenchmark>(*target, *plan, DiskStatsSource::forTarget(target->info())));
    if (!started.runner.wait(60000))
        qFatal("bandwidth run did not finish");
    return started.result();
}

} // namespace

class TestPlausibility : public QObject {
    Q_OBJECT
private slots:
    void linksFromSysfs_data()
    {
        QTest::addColumn<QString>("disk");
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("rate");
        QTest::newRow("USB 2.0 stick") << QStringLiteral(
            "devices/pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/host6/target6:0:0/6:0:0:0/block/sdb")
                                       << QStringLiteral("USB 2.0 (480 Mbit/s)") << 60e6;
        QTest::newRow("USB 3.0 disk behind a SATA bridge")
            << QStringLiteral("devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host7/target7:0:0/7:0:0:0/block/sdc")
            << QStringLiteral("USB 3.0 (5 Gbit/s)") << 500e6;
        QTest::newRow("SATA 6 Gbit/s") << QStringLiteral(
            "devices/pci0000:00/0000:00:17.0/ata3/host2/target2:0:0/2:0:0:0/block/sda")
                                       << QStringLiteral("SATA 6.0 Gbit/s") << 600e6;
        QTest::newRow("NVMe PCIe 3.0 x4")
            << QStringLiteral("devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1")
            << QStringLiteral("PCIe 3.0 x4") << 8e9 * 4 * 128 / 130 / 8;
        QTest::newRow("virtio: not known")
            << QStringLiteral("devices/pci0000:00/0000:00:02.0/virtio1/block/vda") << QStringLiteral("") << 0.0;
    }
    void linksFromSysfs()
    {
        QFETCH(QString, disk);
        QFETCH(QString, name);
        QFETCH(double, rate);
        QTemporaryDir root;
        const QString r = root.path();
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb1/1-2/speed"), "480");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb1/1-2/idVendor"), "0781");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb1/speed"), "480"); // the root hub: farther up
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb1/idVendor"), "1d6b");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb2/2-1/speed"), "5000");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb2/2-1/idVendor"), "174c");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:17.0/ata3/link3/ata_link/link3/sata_spd"), "6.0 Gbps");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/current_link_speed"), "8.0 GT/s PCIe");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/current_link_width"), "4");
        QDir().mkpath(r + QLatin1String("/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0"));
        QVERIFY(QFile::link(r + QLatin1String("/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0"),
            r + QLatin1String("/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/device")));
        // A virtio disk's virtual PCI slot names a link speed that says nothing.
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:02.0/current_link_speed"), "2.5 GT/s PCIe");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:02.0/current_link_width"), "1");
        QDir().mkpath(r + u'/' + disk);
        const HostLink link = probeHostLink(r + u'/' + disk, r);
        QCOMPARE(link.name, name);
        QCOMPARE(link.bytesPerSecond, rate);
    }

    // A loop device carries what the disk under its backing file can, and says when the
    // host's page cache may answer instead (no direct I/O).
    void loopDeviceTakesItsBackingDisksLink()
    {
        QTemporaryDir root;
        const QString r = root.path();
        const QString backing = root.filePath(QStringLiteral("backing.img"));
        plant(backing, "x");
        struct stat st;
        QCOMPARE(::stat(QFile::encodeName(backing).constData(), &st), 0);
        const QString usbDisk = r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb1/1-2/1-2:1.0/host6/block/sdb");
        QDir().mkpath(usbDisk);
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb1/1-2/speed"), "480");
        plant(r + QLatin1String("/devices/pci0000:00/0000:00:14.0/usb1/1-2/idVendor"), "0781");
        QDir().mkpath(r + QLatin1String("/dev/block"));
        QVERIFY(
            QFile::link(usbDisk, r + QStringLiteral("/dev/block/%1:%2").arg(major(st.st_dev)).arg(minor(st.st_dev))));
        const QString loop = r + QLatin1String("/devices/virtual/block/loop99");
        plant(loop + QLatin1String("/loop/backing_file"), QFile::encodeName(backing));
        plant(loop + QLatin1String("/loop/dio"), "0");
        QVERIFY(QFile::link(loop, r + QLatin1String("/dev/block/7:99")));
        DeviceInfo info;
        SysfsBlock(makedev(7, 99), r).describe(info);
        QCOMPARE(info.linkName, QStringLiteral("loop device on USB 2.0 (480 Mbit/s)"));
        QCOMPARE(info.linkBytesPerSecond, 60e6);
        QVERIFY2(info.linkNote.contains(QStringLiteral("without direct I/O")), qPrintable(info.linkNote));
        plant(loop + QLatin1String("/loop/dio"), "1");
        DeviceInfo direct;
        SysfsBlock(makedev(7, 99), r).describe(direct);
        QVERIFY(direct.linkNote.isEmpty());
    }

    // The done-when: a simulated USB 2.0 disk read faster than 60 MB/s is
    // flagged in the summary, the text and the JSON; the same disk on SATA is not.
    void fasterThanTheLinkIsFlagged()
    {
        const RunResult usb = bandwidthRun(QStringLiteral("sim:hdd,link=usb2"));
        const RunSummary s = bandwidthKind().summarize(usb);
        QVERIFY(s.megabytesPerSecond > 100);
        QCOMPARE(s.warnings.size(), 1);
        QVERIFY2(s.warnings.first().contains(QStringLiteral("faster than USB 2.0 (480 Mbit/s) can carry (60 MB/s)")),
            qPrintable(s.warnings.first()));
        QVERIFY(s.warnings.first().contains(QStringLiteral("cache answered")));
        QVERIFY(plausibilityText(s.warnings).contains(QStringLiteral("\nWARNING: ")));
        QCOMPARE(runReportJson(usb, s).value(QStringLiteral("warnings")).toArray().size(), 1);

        for (const QString &honest : { QStringLiteral("sim:hdd,link=sata6"), QStringLiteral("sim:hdd") }) {
            const RunSummary quiet = bandwidthKind().summarize(bandwidthRun(honest));
            QVERIFY2(quiet.warnings.isEmpty(), qPrintable(quiet.warnings.join(u'\n')));
        }
    }

    // Random reads on a spinning disk that come back in microseconds: a cache.
    void fasterThanARevolutionIsFlagged()
    {
        OpenError error;
        auto hdd = Target::open(QStringLiteral("sim:hdd"), {}, &error);
        SeekConfig c;
        c.seed = 1;
        const auto plan = planSeek(c, hdd->info(), nullptr);
        Test::StartedRun started(makeSeekBenchmark(*hdd, *plan));
        QVERIFY(started.runner.wait(60000));
        RunResult run = started.result();
        QVERIFY(seekKind().summarize(run).warnings.isEmpty()); // the honest model
        for (Sample &s : run.samples)
            s.latencyNs = 90'000; // what a cache (or a virtual disk's host) gives
        const RunSummary cached = seekKind().summarize(run);
        QCOMPARE(cached.warnings.size(), 1);
        QVERIFY2(cached.warnings.first().contains(QStringLiteral("on a disk that says it spins")),
            qPrintable(cached.warnings.first()));
        run.target.rotational = DeviceInfo::Rotational::NonRotational;
        QVERIFY(seekKind().summarize(run).warnings.isEmpty()); // a flash drive may
    }

    void networkFileSystemIsNamed()
    {
        RunResult run;
        run.benchmark = QStringLiteral("seek");
        run.target.kind = DeviceInfo::Kind::RegularFile;
        run.target.fileSystemType = QStringLiteral("nfs4");
        RunSummary summary;
        QVERIFY(plausibilityWarnings(run, summary).join(u' ').contains(QStringLiteral("network or FUSE")));
        run.target.fileSystemType = QStringLiteral("fuse.sshfs");
        QCOMPARE(plausibilityWarnings(run, summary).size(), 1);
        run.target.fileSystemType = QStringLiteral("ext4");
        QVERIFY(plausibilityWarnings(run, summary).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlausibility)
#include "tst_plausibility.moc"
