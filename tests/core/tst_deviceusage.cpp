// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32: the usage scan follows every way a write reaches other bytes, on a sysfs,
// /proc and /dev of the test's own making, so arrangements this machine cannot make
// (device mapper over a loop device whose backing file a mounted loop device shares)
// are tried all the same. tst_deviceinuse does the same with real devices, as root.
#include "core/device/deviceusage.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/sysmacros.h>

using namespace DriveScope;

namespace {

// A fake machine: /sys, /proc and an empty /dev under one folder.
class FakeMachine {
public:
    FakeMachine()
    {
        m_image = m_dir.filePath(QStringLiteral("disk.img"));
        QFile image(m_image);
        image.open(QIODevice::WriteOnly);
        image.write("x");
        QDir().mkpath(m_dir.filePath(QStringLiteral("dev")));
        write(QStringLiteral("proc/self/mountinfo"), "22 1 8:1 / / rw,relatime - ext4 /dev/sda1 rw\n");
        write(QStringLiteral("proc/swaps"), "Filename\tType\tSize\tUsed\tPriority\n");
    }

    // A whole device NAME with number MAJOR:MINOR; backing: a loop device's backing file.
    void device(const QString &name, int major, int minor, const QString &backing = {})
    {
        const QString dir = QStringLiteral("sys/devices/virtual/block/") + name;
        write(dir + QStringLiteral("/dev"), QStringLiteral("%1:%2\n").arg(major).arg(minor).toUtf8());
        write(dir + QStringLiteral("/ro"), "0\n");
        QDir().mkpath(m_dir.filePath(dir + QStringLiteral("/holders")));
        QDir().mkpath(m_dir.filePath(dir + QStringLiteral("/slaves")));
        if (!backing.isEmpty())
            write(dir + QStringLiteral("/loop/backing_file"), backing.toUtf8() + '\n');
        link(QStringLiteral("../../devices/virtual/block/") + name,
            QStringLiteral("sys/dev/block/%1:%2").arg(major).arg(minor));
        link(QStringLiteral("../devices/virtual/block/") + name, QStringLiteral("sys/block/") + name);
    }
    // upper is built on lower (device mapper, RAID): lower's holder, upper's slave.
    void stack(const QString &upper, const QString &lower)
    {
        link(QStringLiteral("../../") + upper,
            QStringLiteral("sys/devices/virtual/block/%1/holders/%2").arg(lower, upper));
        link(QStringLiteral("../../") + lower,
            QStringLiteral("sys/devices/virtual/block/%1/slaves/%2").arg(upper, lower));
    }
    void mount(int major, int minor, const QString &device)
    {
        QFile f(m_dir.filePath(QStringLiteral("proc/self/mountinfo")));
        f.open(QIODevice::Append);
        f.write(QStringLiteral("36 22 %1:%2 / /mnt rw,relatime - ext4 /dev/%3 rw\n")
                    .arg(major)
                    .arg(minor)
                    .arg(device)
                    .toUtf8());
    }

    DeviceUsage scan(int major, int minor) const
    {
        DeviceUsageRoots roots;
        roots.sys = QFile::encodeName(m_dir.filePath(QStringLiteral("sys"))).toStdString();
        roots.proc = QFile::encodeName(m_dir.filePath(QStringLiteral("proc"))).toStdString();
        roots.dev = QFile::encodeName(m_dir.filePath(QStringLiteral("dev"))).toStdString();
        return scanDeviceUsage(makedev(major, minor), ExclusiveProbe::Skip, roots);
    }
    QString image() const { return m_image; }

private:
    void write(const QString &relative, const QByteArray &text)
    {
        const QString path = m_dir.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    void link(const QString &target, const QString &relative)
    {
        const QString path = m_dir.filePath(relative);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QVERIFY(QFile::link(target, path));
    }

    QTemporaryDir m_dir;
    QString m_image;
};

QString refusal(const DeviceUsage &u)
{
    return QString::fromStdString(u.writeRefusal("/dev/target"));
}

} // namespace

class TestDeviceUsage : public QObject {
    Q_OBJECT
private slots:
    // dm-0 is built on loop3; loop4 shares loop3's file and is mounted: writing dm-0
    // writes loop3's bytes, which loop4's file system lives in.
    void aDeviceBuiltOnALoopWhoseFileIsMountedElsewhere()
    {
        FakeMachine m;
        m.device(QStringLiteral("dm-0"), 253, 0);
        m.device(QStringLiteral("loop3"), 7, 3, m.image());
        m.device(QStringLiteral("loop4"), 7, 4, m.image());
        m.stack(QStringLiteral("dm-0"), QStringLiteral("loop3"));
        m.mount(7, 4, QStringLiteral("loop4"));
        const QString why = refusal(m.scan(253, 0));
        QVERIFY2(why.contains(QStringLiteral("/dev/dm-0 is built on /dev/loop3")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("shares its backing file")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("/dev/loop4 is mounted at /mnt")), qPrintable(why));
    }

    // The same stack with nothing else on the file: dm-0 holding loop3 is the stack
    // being written, not a use of it.
    void itsOwnStackIsNoUse()
    {
        FakeMachine m;
        m.device(QStringLiteral("dm-0"), 253, 0);
        m.device(QStringLiteral("loop3"), 7, 3, m.image());
        m.stack(QStringLiteral("dm-0"), QStringLiteral("loop3"));
        const DeviceUsage u = m.scan(253, 0);
        QVERIFY2(u.mayWrite(), qPrintable(refusal(u)));
        // From below, dm-0 holds loop3: writing loop3 would destroy it.
        QVERIFY2(refusal(m.scan(7, 3)).contains(QStringLiteral("is held by dm-0")), qPrintable(refusal(m.scan(7, 3))));
    }

    // A loop device the write reaches whose backing cannot be told: so neither can
    // whether a sibling shares it (the loop device itself, and one under dm-0).
    void aMemberLoopWhoseBackingIsUnknown()
    {
        for (const bool stacked : { false, true }) {
            FakeMachine m;
            m.device(QStringLiteral("loop3"), 7, 3, QStringLiteral("/gone/disk.img (deleted)"));
            if (stacked) {
                m.device(QStringLiteral("dm-0"), 253, 0);
                m.stack(QStringLiteral("dm-0"), QStringLiteral("loop3"));
            }
            const QString why = refusal(stacked ? m.scan(253, 0) : m.scan(7, 3));
            QVERIFY2(why.contains(QStringLiteral("cannot tell")), qPrintable(why));
            QVERIFY2(why.contains(QStringLiteral("was deleted")), qPrintable(why));
        }
    }

    // Siblings found through the file's identity, not its name: another path to the
    // same file (a link) is the same file.
    void siblingsByIdentityNotByName()
    {
        FakeMachine m;
        const QString other = m.image() + QStringLiteral(".link");
        QVERIFY(QFile::link(m.image(), other));
        m.device(QStringLiteral("loop3"), 7, 3, m.image());
        m.device(QStringLiteral("loop4"), 7, 4, other);
        const QString why = refusal(m.scan(7, 3));
        QVERIFY2(why.contains(QStringLiteral("/dev/loop3 shares its backing file")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("with /dev/loop4")), qPrintable(why));
    }
};

QTEST_GUILESS_MAIN(TestDeviceUsage)
#include "tst_deviceusage.moc"
