// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15: every way a block device can be in use, tried against every path that could
// write to it: the write guard, opening for writing, the CLI's three write benchmarks
// and the privileged helper. Real loop devices, file systems mounted read-only (so
// nothing but a DriveScope write could change a byte), and the image under everything
// checksummed before and after: not one byte may change.
#include "cliprocess.h"
#include "core/device/deviceusage.h"
#include "core/io/filetarget.h"
#include "core/opening/privilegedopener.h"
#include "core/opening/writeguard.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

bool haveTool(const QString &name)
{
    return !QStandardPaths::findExecutable(name,
        { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/bin") })
                .isEmpty();
}

// One arrangement of devices, torn down in reverse order however the test ends.
struct Arrangement {
    std::unique_ptr<LoopDevice> base;
    std::vector<std::unique_ptr<StackedLoop>> stacked;
    QStringList mountDirs;
    QString dmName;
    QProcess *namespaceHolder = nullptr;
    int exclusiveFd = -1;
    QString target;

    ~Arrangement()
    {
        if (exclusiveFd >= 0)
            ::close(exclusiveFd);
        if (namespaceHolder) {
            namespaceHolder->kill();
            namespaceHolder->waitForFinished(10000);
            delete namespaceHolder;
        }
        for (auto it = mountDirs.rbegin(); it != mountDirs.rend(); ++it)
            runTool(QStringLiteral("umount"), { QStringLiteral("-l"), *it });
        if (!dmName.isEmpty())
            runTool(QStringLiteral("dmsetup"), { QStringLiteral("remove"), dmName });
        while (!stacked.empty())
            stacked.pop_back();
    }
};

} // namespace

class TestDeviceInUse : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        for (const char *tool : { "mkfs.ext4", "sfdisk", "partx", "mount", "unshare" })
            if (!haveTool(QString::fromLatin1(tool)))
                QSKIP(qPrintable(QStringLiteral("%1 is not installed").arg(QString::fromLatin1(tool))));
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_deviceinuse-XXXXXX")));
        QVERIFY(m_dir->isValid());
    }

    void everyWritePathRefuses_data()
    {
        QTest::addColumn<QString>("arrangement");
        QTest::addColumn<QString>("phrase"); // in the refusal of the guard and the CLI
        QTest::addColumn<bool>("guardSeesIt"); // visible without opening the device
        // The audit's reproduction: writing to Q destroyed the ext4 on the loop device over Q.
        QTest::newRow("backs a loop device that is mounted") << "loop-mounted"
                                                             << "is the backing device of the loop device" << true;
        QTest::newRow("backs a loop device, nothing mounted") << "loop"
                                                              << "is the backing device of the loop device" << true;
        QTest::newRow("its partition backs a loop device") << "partition-loop"
                                                           << "p2 is the backing device of the loop device" << true;
        QTest::newRow("partition of a disk that backs a loop device")
            << "disk-loop"
            << "is the backing device of the loop device" << true;
        QTest::newRow("a file on it backs a loop device, file system lazily unmounted")
            << "file-loop"
            << "backs the loop device" << true;
        // Issue 32: a second loop device over the same image, the first one mounted:
        // writing the second destroyed the file system (compared by device and inode).
        QTest::newRow("shares its backing file with a mounted loop device") << "sibling-mounted"
                                                                            << "shares its backing file" << true;
        QTest::newRow("shares its backing file with another loop device") << "sibling"
                                                                          << "shares its backing file" << true;
        // A loop over a loop over the image, which a third loop device has mounted.
        QTest::newRow("backed by a loop device whose file a mounted loop device shares")
            << "chain-sibling-mounted"
            << "shares its backing file" << true;
        // Writing a loop device writes the device under it.
        QTest::newRow("backed by a mounted device") << "backing-mounted"
                                                    << "is mounted at" << true;
        QTest::newRow("a read-only loop device (losetup -r)") << "read-only"
                                                              << "is read-only" << true;
        QTest::newRow("device mapper holds it") << "dm"
                                                << "is held by dm-" << true;
        QTest::newRow("its partition is open exclusively by another program") << "exclusive"
                                                                              << "open exclusively" << false;
        QTest::newRow("mounted in another mount namespace") << "namespace"
                                                            << "open exclusively" << false;
        // The block-device convention (udev, mkfs, partitioning tools): another program
        // holds a BSD lock on it, here util-linux's flock reading it.
        QTest::newRow("another program holds its lock") << "locked"
                                                        << "is locked by another program" << false;
    }
    void everyWritePathRefuses()
    {
        QFETCH(QString, arrangement);
        QFETCH(QString, phrase);
        QFETCH(bool, guardSeesIt);
        Arrangement a;
        const QString skip = arrange(arrangement, a);
        if (QTest::currentTestFailed())
            return;
        if (!skip.isEmpty())
            QSKIP(qPrintable(skip));
        const QByteArray before = fileSha256(a.base->image());
        QVERIFY(!before.isEmpty());

        const WriteGuard::Decision guard = WriteGuard::check(a.target, a.target);
        if (guardSeesIt) {
            QCOMPARE(guard.verdict, WriteGuard::Verdict::Refused);
            QVERIFY2(guard.reason.contains(phrase), qPrintable(guard.reason));
        }

        OpenOptions rw;
        rw.access = OpenOptions::Access::ReadWrite;
        OpenError err;
        QVERIFY(!FileTarget::open(a.target, rw, &err));
        QCOMPARE(err.code, OpenError::Code::Busy);
        QVERIFY2(
            err.message.contains(phrase) || err.message.contains(QStringLiteral("in use")), qPrintable(err.message));

        const QList<QStringList> writes {
            { QStringLiteral("syncwrite"), a.target, QStringLiteral("--destroy-data-on"), a.target,
                QStringLiteral("-n"), QStringLiteral("10") },
            { QStringLiteral("bandwidth"), QStringLiteral("--write"), a.target, QStringLiteral("--destroy-data-on"),
                a.target, QStringLiteral("--total"), QStringLiteral("4MiB") },
            { QStringLiteral("zone"), QStringLiteral("--write"), QStringLiteral("--no-preserve"), a.target,
                QStringLiteral("--destroy-data-on"), a.target },
        };
        for (const QStringList &args : writes) {
            const CliResult r = runCli(args);
            QVERIFY2(
                r.exitCode == 4, qPrintable(args.join(u' ') + QStringLiteral(" exited %1: ").arg(r.exitCode) + r.err));
            QVERIFY2(r.err.contains(phrase) || r.err.contains(QStringLiteral("in use")), qPrintable(r.err));
        }

        int code = -1;
        QString message;
        const int fd = PrivilegedOpener::requestDescriptor(
            a.target, true, { QStringLiteral(DRIVESCOPE_HELPER_BUILD_PATH) }, &code, &message);
        if (fd >= 0)
            ::close(fd);
        QCOMPARE(fd, -1);
        QVERIFY2(code == 67, qPrintable(QStringLiteral("helper exited %1: %2").arg(code).arg(message)));
        // The helper refuses with the very sentence the CLI and the window give.
        QCOMPARE(message, err.message);

        QCOMPARE(fileSha256(a.base->image()), before);
    }

    // The same arrangement once nothing uses the device any more: allowed, so the
    // refusals above come from the use, not from the arrangement.
    void anUnusedDeviceMayBeWritten()
    {
        LoopDevice loop(m_dir->path(), 32 << 20);
        QVERIFY(loop.isValid());
        {
            StackedLoop upper(loop.device());
            QVERIFY(upper.isValid());
            QCOMPARE(WriteGuard::check(loop.device(), loop.device()).verdict, WriteGuard::Verdict::Refused);
        }
        QCOMPARE(WriteGuard::check(loop.device(), loop.device()).verdict, WriteGuard::Verdict::WholeDevice);
        const CliResult r = runCli({ QStringLiteral("syncwrite"), loop.device(), QStringLiteral("--destroy-data-on"),
            loop.device(), QStringLiteral("-n"), QStringLiteral("10") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }

    // Reads take the shared lock: beside another reader they measure, while another
    // program holds the exclusive lock (it is changing the device) they are refused, the
    // CLI cannot open it (exit 3) and says the same sentence, and the image is unchanged.
    void readsHonourTheLock()
    {
        for (const QString &mode : { QStringLiteral("-s"), QStringLiteral("-x") }) {
            Arrangement a;
            a.base = std::make_unique<LoopDevice>(m_dir->path(), 32 << 20);
            QVERIFY(a.base->isValid());
            const QByteArray before = fileSha256(a.base->image());
            holdLock(a, a.base->device(), mode);
            if (QTest::currentTestFailed())
                return;
            OpenError err;
            const auto target = FileTarget::open(a.base->device(), {}, &err);
            const CliResult r
                = runCli({ QStringLiteral("seek"), a.base->device(), QStringLiteral("-n"), QStringLiteral("20") });
            if (mode == u"-s") {
                QVERIFY2(target, qPrintable(err.message));
                QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            } else {
                QVERIFY(!target);
                QCOMPARE(err.code, OpenError::Code::Busy);
                QVERIFY2(err.message.contains(QStringLiteral("is locked by another program")), qPrintable(err.message));
                QVERIFY2(r.exitCode == 3 && r.err.contains(err.message), qPrintable(r.err));
            }
            QCOMPARE(fileSha256(a.base->image()), before);
        }
    }

    // What the scan tells when a fact cannot be read: treated as in use.
    void cannotTellMeansInUse()
    {
        LoopDevice loop(m_dir->path(), 8 << 20);
        QVERIFY(loop.isValid());
        struct stat st = {};
        QCOMPARE(::stat(QFile::encodeName(loop.device()).constData(), &st), 0);
        DeviceUsageRoots roots;
        roots.proc = QFile::encodeName(m_dir->filePath(QStringLiteral("no-proc"))).toStdString();
        const DeviceUsage usage = scanDeviceUsage(st.st_rdev, ExclusiveProbe::Skip, roots);
        QVERIFY(usage.inUse());
        QVERIFY2(
            QString::fromStdString(usage.firstUse()).contains(QStringLiteral("cannot tell")), usage.firstUse().c_str());
    }

private:
    QString mountDir(const QString &name)
    {
        const QString dir = m_dir->filePath(name);
        QDir().mkpath(dir);
        return dir;
    }

    void mountReadOnly(Arrangement &a, const QString &device, const QString &name)
    {
        QString out;
        QVERIFY2(makeExt4(device, &out), qPrintable(out));
        const QString dir = mountDir(name);
        QVERIFY2(runTool(QStringLiteral("mount"), { QStringLiteral("-o"), QStringLiteral("ro"), device, dir }, &out),
            qPrintable(out));
        a.mountDirs << dir;
    }

    StackedLoop *stack(Arrangement &a, const QString &lower, bool readOnly = false)
    {
        a.stacked.push_back(std::make_unique<StackedLoop>(lower, readOnly));
        return a.stacked.back()->isValid() ? a.stacked.back().get() : nullptr;
    }

    // Sets up the arrangement (QVERIFY failures end the test); returns why it cannot be
    // made here, or nothing.
    QString arrange(const QString &what, Arrangement &a)
    {
        arrangeInto(what, a, &m_skip);
        return m_skip;
    }

    void arrangeInto(const QString &what, Arrangement &a, QString *skip)
    {
        skip->clear();
        a.base = std::make_unique<LoopDevice>(m_dir->path(), 64 << 20);
        QVERIFY(a.base->isValid());
        const QString q = a.base->device();
        a.target = q;
        QString why;
        if (what == u"loop-mounted" || what == u"loop") {
            StackedLoop *r = stack(a, q);
            QVERIFY(r);
            if (what == u"loop-mounted")
                mountReadOnly(a, r->device(), QStringLiteral("upper"));
        } else if (what == u"sibling-mounted" || what == u"sibling") {
            StackedLoop *sibling = stack(a, a.base->image());
            QVERIFY(sibling);
            if (what == u"sibling-mounted")
                mountReadOnly(a, q, QStringLiteral("sibling"));
            a.target = sibling->device();
        } else if (what == u"chain-sibling-mounted") {
            StackedLoop *mounted = stack(a, a.base->image());
            QVERIFY(mounted);
            mountReadOnly(a, mounted->device(), QStringLiteral("third"));
            StackedLoop *upper = stack(a, q);
            QVERIFY(upper);
            a.target = upper->device();
        } else if (what == u"backing-mounted") {
            mountReadOnly(a, q, QStringLiteral("lower"));
            StackedLoop *upper = stack(a, q);
            QVERIFY(upper);
            a.target = upper->device();
        } else if (what == u"read-only") {
            a.base->detach(); // the image alone, so nothing but read-only refuses it
            StackedLoop *readOnly = stack(a, a.base->image(), true);
            QVERIFY(readOnly);
            a.target = readOnly->device();
        } else if (what == u"partition-loop" || what == u"disk-loop") {
            QVERIFY2(partitionInTwo(q, &why), qPrintable(why));
            QVERIFY(stack(a, what == u"partition-loop" ? q + QStringLiteral("p2") : q));
            if (what == u"disk-loop")
                a.target = q + QStringLiteral("p1");
        } else if (what == u"file-loop") {
            QString out;
            QVERIFY2(makeExt4(q, &out), qPrintable(out));
            const QString dir = mountDir(QStringLiteral("fs"));
            QVERIFY(runTool(QStringLiteral("mount"), { q, dir }));
            QVERIFY(makeRandomFile(dir + QStringLiteral("/inner.img"), 4 << 20));
            QVERIFY(runTool(QStringLiteral("umount"), { dir }));
            QVERIFY(runTool(QStringLiteral("mount"), { QStringLiteral("-o"), QStringLiteral("ro"), q, dir }));
            QVERIFY(stack(a, dir + QStringLiteral("/inner.img"), true));
            // Gone from every mount table, still alive under the loop device.
            QVERIFY(runTool(QStringLiteral("umount"), { QStringLiteral("-l"), dir }));
        } else if (what == u"dm") {
            if (!haveTool(QStringLiteral("dmsetup"))) {
                *skip = QStringLiteral("dmsetup is not installed");
                return;
            }
            a.dmName = QStringLiteral("drivescope-tst-%1").arg(QCoreApplication::applicationPid());
            QProcess dm;
            dm.start(QStringLiteral("dmsetup"), { QStringLiteral("create"), a.dmName });
            dm.write(QStringLiteral("0 %1 linear %2 0\n").arg((64 << 20) / 512).arg(q).toUtf8());
            dm.closeWriteChannel();
            QVERIFY(dm.waitForFinished(30000));
            if (dm.exitCode() != 0) {
                a.dmName.clear();
                *skip = QStringLiteral("dmsetup create failed: ") + QString::fromLocal8Bit(dm.readAllStandardError());
            }
        } else if (what == u"exclusive") {
            QVERIFY2(partitionInTwo(q, &why), qPrintable(why));
            a.exclusiveFd
                = ::open(QFile::encodeName(q + QStringLiteral("p1")).constData(), O_RDONLY | O_EXCL | O_CLOEXEC);
            QVERIFY(a.exclusiveFd >= 0);
        } else if (what == u"locked") {
            holdLock(a, q, QStringLiteral("-s"));
        } else if (what == u"namespace") {
            QString out;
            QVERIFY2(makeExt4(q, &out), qPrintable(out));
            const QString dir = mountDir(QStringLiteral("elsewhere"));
            const QString ready = m_dir->filePath(QStringLiteral("namespace-ready"));
            a.namespaceHolder = new QProcess;
            a.namespaceHolder->start(QStringLiteral("unshare"),
                { QStringLiteral("--mount"), QStringLiteral("--propagation"), QStringLiteral("private"),
                    QStringLiteral("sh"), QStringLiteral("-c"),
                    QStringLiteral("mount -o ro %1 %2 && touch %3 && exec sleep 120").arg(q, dir, ready) });
            QElapsedTimer waited;
            waited.start();
            while (
                !QFile::exists(ready) && a.namespaceHolder->state() != QProcess::NotRunning && waited.elapsed() < 15000)
                QTest::qWait(50);
            // In a chroot whose root is no mount point, unshare cannot make "/" private:
            // that is this machine, not the guard; say so instead of failing.
            if (!QFile::exists(ready) && a.namespaceHolder->state() == QProcess::NotRunning) {
                *skip = QStringLiteral("no second mount namespace here: ")
                    + QString::fromLocal8Bit(a.namespaceHolder->readAllStandardError()).trimmed();
                return;
            }
            QVERIFY(QFile::exists(ready));
        }
    }

    // A process of its own (util-linux's flock) holding device's BSD lock, shared
    // ("-s") or exclusive ("-x"), until the arrangement is torn down.
    void holdLock(Arrangement &a, const QString &device, const QString &mode)
    {
        const QString ready = m_dir->filePath(QStringLiteral("lock-ready"));
        QFile::remove(ready);
        a.namespaceHolder = new QProcess;
        a.namespaceHolder->start(QStringLiteral("flock"),
            { mode, device, QStringLiteral("sh"), QStringLiteral("-c"),
                QStringLiteral("touch %1 && exec sleep 120").arg(ready) });
        QElapsedTimer waited;
        waited.start();
        while (!QFile::exists(ready) && a.namespaceHolder->state() != QProcess::NotRunning && waited.elapsed() < 15000)
            QTest::qWait(50);
        QVERIFY2(QFile::exists(ready), qPrintable(QString::fromLocal8Bit(a.namespaceHolder->readAllStandardError())));
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_skip;
};

QTEST_GUILESS_MAIN(TestDeviceInUse)
#include "tst_deviceinuse.moc"
