// SPDX-License-Identifier: GPL-3.0-or-later
// Every rule of "where writes may go" (issue 3), tried and refused on real devices.
#include "cliprocess.h"
#include "core/device/blockusage.h"
#include "core/io/filetarget.h"
#include "core/opening/scratchwritefile.h"
#include "core/opening/writeguard.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sys/mount.h>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestWriteGuard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_writeguard-XXXXXX")));
        QVERIFY(m_dir->isValid());
    }

    void directoryGetsAScratchFile()
    {
        const auto d = WriteGuard::check(m_dir->path(), {});
        QCOMPARE(d.verdict, WriteGuard::Verdict::ScratchInDirectory);
    }

    void existingFileIsRefused()
    {
        const QString file = m_dir->filePath(QStringLiteral("precious.txt"));
        QVERIFY(makeRandomFile(file, 4096));
        const QByteArray before = [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        const auto d = WriteGuard::check(file, file);
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY2(d.reason.contains(QStringLiteral("writes only to a scratch file it creates")), qPrintable(d.reason));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    }

    void missingAndCharacterDevicesAreRefused()
    {
        QCOMPARE(WriteGuard::check(QStringLiteral("/nonexistent"), {}).verdict, WriteGuard::Verdict::Refused);
        const auto d = WriteGuard::check(QStringLiteral("/dev/null"), QStringLiteral("/dev/null"));
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY(d.reason.contains(QStringLiteral("neither")));
    }

    void scratchFileIsRandomAndRemoved()
    {
        QString path;
        {
            QString error;
            auto scratch = ScratchWriteFile::create(m_dir->path(), 8 << 20, {}, &error);
            QVERIFY2(scratch, qPrintable(error));
            path = scratch->path();
            QVERIFY(QFile::exists(path));
            QCOMPARE(QFileInfo(path).size(), qint64(8 << 20));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.read(65536).count('\0') < 1024); // random, not zeros
        }
        QVERIFY2(!QFile::exists(path), "removed when the run is over");
    }

    void staleScratchFilesOfDeadProcessesAreRemoved()
    {
        // A pid that cannot be running (above pid_max) and our own, which is.
        const QString dead = m_dir->filePath(QStringLiteral("drivescope-write-99999999-0.bin"));
        const QString alive
            = m_dir->filePath(QStringLiteral("drivescope-write-%1-77.bin").arg(QCoreApplication::applicationPid()));
        const QString unrelated = m_dir->filePath(QStringLiteral("drivescope-write-notes.txt"));
        for (const QString &p : { dead, alive, unrelated }) {
            QFile f(p);
            QVERIFY(f.open(QIODevice::WriteOnly));
        }
        QCOMPARE(ScratchWriteFile::removeStale(m_dir->path()), 1);
        QVERIFY(!QFile::exists(dead));
        QVERIFY(QFile::exists(alive));
        QVERIFY(QFile::exists(unrelated));
        QFile::remove(alive);
        QFile::remove(unrelated);
    }

    void unconfirmedOrMisconfirmedDeviceIsRefused()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice a(m_dir->path(), 16 << 20), b(m_dir->path(), 16 << 20);
        QVERIFY(a.isValid() && b.isValid());
        auto d = WriteGuard::check(a.device(), {});
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY2(d.reason.contains(QStringLiteral("--destroy-data-on ") + a.device()), qPrintable(d.reason));
        d = WriteGuard::check(a.device(), b.device());
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY2(d.reason.contains(QStringLiteral("names ") + b.device()), qPrintable(d.reason));
        d = WriteGuard::check(a.device(), QStringLiteral("/dev/null"));
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        d = WriteGuard::check(a.device(), a.device());
        QCOMPARE(d.verdict, WriteGuard::Verdict::WholeDevice);
        // A symlink to the same device confirms it: the check is by device number.
        const QString link = m_dir->filePath(QStringLiteral("by-id-link"));
        QVERIFY(QFile::link(a.device(), link));
        QCOMPARE(WriteGuard::check(a.device(), link).verdict, WriteGuard::Verdict::WholeDevice);
    }

    // Issue 32: `speed DIR --destroy-data-on /dev/loopX` (and bandwidth, zone, sync
    // write) wrote a scratch file in DIR and exited 0, the confirmation ignored.
    void confirmationBesideADirectoryIsRefused()
    {
        const QString dir = m_dir->filePath(QStringLiteral("confirmed-dir"));
        QVERIFY(QDir().mkpath(dir));
        const QString device = QStringLiteral("/dev/null");
        const auto d = WriteGuard::check(dir, device);
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY2(d.reason.contains(QStringLiteral("is a directory")), qPrintable(d.reason));
        const QList<QStringList> writes {
            { QStringLiteral("syncwrite"), dir, QStringLiteral("-n"), QStringLiteral("10") },
            { QStringLiteral("speed"), dir, QStringLiteral("--tests"), QStringLiteral("RND4K Q1T1"),
                QStringLiteral("-n"), QStringLiteral("1"), QStringLiteral("-t"), QStringLiteral("0.1"),
                QStringLiteral("--area"), QStringLiteral("16MiB") },
            { QStringLiteral("bandwidth"), QStringLiteral("--write"), dir, QStringLiteral("--total"),
                QStringLiteral("4MiB") },
            { QStringLiteral("zone"), QStringLiteral("--write"), dir, QStringLiteral("--points"), QStringLiteral("2") },
        };
        for (const QStringList &args : writes) {
            const CliResult r = runCli(args + QStringList { QStringLiteral("--destroy-data-on"), device });
            QVERIFY2(r.exitCode == 4, qPrintable(args.first() + QStringLiteral(": exit %1: ").arg(r.exitCode) + r.err));
            QVERIFY2(r.err.contains(QStringLiteral("is a directory")), qPrintable(r.err));
            QVERIFY2(
                QDir(dir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), qPrintable(args.first()));
        }
    }

    void mountedDeviceIsRefused()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        if (QStandardPaths::findExecutable(
                QStringLiteral("mkfs.ext4"), { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") })
                .isEmpty())
            QSKIP("mkfs.ext4 is not installed (e2fsprogs)");
        LoopDevice loop(m_dir->path(), 32 << 20);
        QVERIFY(loop.isValid());
        QString out;
        QVERIFY2(makeExt4(loop.device(), &out), qPrintable(out));
        const QString mnt = m_dir->filePath(QStringLiteral("mnt"));
        ScopedMount mount(loop.device(), mnt);
        QVERIFY(mount.ok());
        const BlockUsage usage = BlockUsage::of(loop.device());
        QCOMPARE(usage.mounts.size(), 1);
        QCOMPARE(usage.mounts.first().mountPoint, mnt);
        const auto d = WriteGuard::check(loop.device(), loop.device());
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY2(d.reason.contains(QStringLiteral("is mounted at ") + mnt), qPrintable(d.reason));
        // And the kernel agrees: O_EXCL read-write open is refused while mounted.
        OpenOptions rw;
        rw.access = OpenOptions::Access::ReadWrite;
        OpenError err;
        QVERIFY(!FileTarget::open(loop.device(), rw, &err));
        QCOMPARE(err.code, OpenError::Code::Busy);
    }

    void deviceWithMountedPartitionIsRefused()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        if (QStandardPaths::findExecutable(
                QStringLiteral("sfdisk"), { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin") })
                .isEmpty())
            QSKIP("sfdisk is not installed (fdisk)");
        LoopDevice loop(m_dir->path(), 64 << 20);
        QVERIFY(loop.isValid());
        // Partition it (two partitions), let the kernel see them, format and mount the second.
        QProcess sfdisk;
        sfdisk.start(QStringLiteral("sfdisk"), { QStringLiteral("-q"), loop.device() });
        sfdisk.write("label: dos\n,16M\n,\n");
        sfdisk.closeWriteChannel();
        QVERIFY(sfdisk.waitForFinished(30000));
        QCOMPARE(sfdisk.exitCode(), 0);
        QVERIFY(runTool(QStringLiteral("partx"), { QStringLiteral("-u"), loop.device() })
            || runTool(QStringLiteral("losetup"), { QStringLiteral("-P"), QStringLiteral("-c"), loop.device() }));
        const QString part = loop.device() + QStringLiteral("p2");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(part), 10000);
        QString out;
        QVERIFY2(makeExt4(part, &out), qPrintable(out));
        const QString mnt = m_dir->filePath(QStringLiteral("mnt-part"));
        ScopedMount mount(part, mnt);
        QVERIFY(mount.ok());
        const BlockUsage usage = BlockUsage::of(loop.device());
        QCOMPARE(usage.partitions.size(), 2);
        const auto d = WriteGuard::check(loop.device(), loop.device());
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY2(d.reason.contains(part + QStringLiteral(" is mounted at ") + mnt), qPrintable(d.reason));
        // The unmounted first partition on its own may be written.
        QCOMPARE(WriteGuard::check(loop.device() + QStringLiteral("p1"), loop.device() + QStringLiteral("p1")).verdict,
            WriteGuard::Verdict::WholeDevice);
    }

    void swapDeviceIsRefused()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 32 << 20);
        QVERIFY(loop.isValid());
        QString out;
        QVERIFY2(runTool(QStringLiteral("mkswap"), { loop.device() }, &out), qPrintable(out));
        if (!runTool(QStringLiteral("swapon"), { loop.device() }, &out))
            QSKIP(qPrintable(QStringLiteral("swapon is not permitted here: ") + out.trimmed()));
        const auto d = WriteGuard::check(loop.device(), loop.device());
        runTool(QStringLiteral("swapoff"), { loop.device() });
        QCOMPARE(d.verdict, WriteGuard::Verdict::Refused);
        QVERIFY2(d.reason.contains(QStringLiteral("in use as swap")), qPrintable(d.reason));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestWriteGuard)
#include "tst_writeguard.moc"
