// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6: open a drive through polkit without ever benchmarking as root, with a real
// polkitd, a real pkexec, a real unprivileged user and real loop devices; and the
// helper's every refusal, called directly.
#include "cliprocess.h"
#include "core/opening/privilegedopener.h"
#include "loopdevice.h"
#include "polkitfixture.h"
#include "testfiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

const QStringList directHelper { QStringLiteral(DRIVESCOPE_HELPER_BUILD_PATH) };

struct ProcessSeen {
    QString comm;
    uint uid;
    QString exe;
};

// Every process whose name starts with "drivescope", with its real uid and executable,
// from /proc. (Other DriveScope tests may run beside this one: the caller matches exe.)
QList<ProcessSeen> drivescopeProcesses()
{
    QList<ProcessSeen> seen;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &pid : pids) {
        QFile status(QStringLiteral("/proc/%1/status").arg(pid));
        if (!status.open(QIODevice::ReadOnly))
            continue;
        QString comm;
        uint uid = 0;
        bool hasUid = false;
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("Name:"))
                comm = QString::fromUtf8(line.mid(5).trimmed());
            if (line.startsWith("Uid:")) {
                uid = QString::fromUtf8(line.mid(4).trimmed()).section(u'\t', 0, 0).toUInt();
                hasUid = true;
            }
        }
        if (hasUid && comm.startsWith(QStringLiteral("drivescope"))
            && pid.toLongLong() != QCoreApplication::applicationPid())
            seen.append({ comm, uid, QFile::symLinkTarget(QStringLiteral("/proc/%1/exe").arg(pid)) });
    }
    return seen;
}

} // namespace

class TestPrivilege : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_privilege-XXXXXX")));
        QVERIFY(m_dir->isValid());
    }

    // ---- The helper, called directly (as root), refuses what it must. ----

    void helperRefuses_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<bool>("readWrite");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("regular file outside /dev") << "file" << false << 65 << "not a device under /dev";
        QTest::newRow("regular file under /dev") << "devfile" << false << 66 << "not a block device";
        QTest::newRow("symlink to a regular file") << "symlink" << false << 65 << "not a device under /dev";
        QTest::newRow("/dev/null") << "/dev/null" << false << 66 << "not a block device";
        QTest::newRow("block node outside /dev") << "mknod" << false << 65 << "not a device under /dev";
        QTest::newRow("block node on /dev/shm (not the kernel's devtmpfs)")
            << "shm-node" << false << 65 << "not a device node the kernel made";
        QTest::newRow("read-write on a loop device that backs a mounted loop device")
            << "stacked" << true << 67 << "is the backing device of";
        QTest::newRow("missing path") << "/dev/drivescope-no-such-device" << false << 65 << "does not exist";
        QTest::newRow("read-write on a mounted loop device") << "mounted" << true << 67 << "is mounted at";
        QTest::newRow("read-write on a loop device whose partition is mounted")
            << "partition" << true << 67 << "is mounted at";
        QTest::newRow("read-write on swap") << "swap" << true << 67 << "in use as swap";
        // Issue 32: the helper handed out O_RDWR for a read-only loop device, and wrote
        // a crafted path's newline into its one line.
        QTest::newRow("read-write on a read-only loop device") << "read-only" << true << 67 << "is read-only";
        QTest::newRow("a path with a newline") << "newline" << false << 65 << "\\x0aforged line";
    }
    void helperRefuses()
    {
        QFETCH(QString, what);
        QFETCH(bool, readWrite);
        QFETCH(int, exitCode);
        QFETCH(QString, phrase);
        if (!isRoot())
            QSKIP("the helper runs as root; as a user it cannot open devices anyway (CI runs as root)");
        QString path = what;
        std::unique_ptr<LoopDevice> loop;
        QString mountDir;
        QString swapDevice;
        QString shmNode;
        std::unique_ptr<StackedLoop> stacked;
        QByteArray imageBefore;
        auto needLoop = [&](qint64 size) {
            QString why;
            if (!LoopDevice::canCreate(&why))
                return false;
            loop.reset(new LoopDevice(m_dir->path(), size));
            return loop->isValid();
        };
        if (what == u"file") {
            path = m_dir->filePath(QStringLiteral("regular"));
            QVERIFY(makeRandomFile(path, 4096));
        } else if (what == u"devfile") {
            path = QStringLiteral("/dev/shm/drivescope-tst-regular");
            QVERIFY(makeRandomFile(path, 4096));
        } else if (what == u"symlink") {
            const QString target = m_dir->filePath(QStringLiteral("regular2"));
            QVERIFY(makeRandomFile(target, 4096));
            path = m_dir->filePath(QStringLiteral("link"));
            QVERIFY(QFile::link(target, path));
        } else if (what == u"newline") {
            path = m_dir->filePath(QStringLiteral("a\nforged line"));
            QVERIFY(makeRandomFile(path, 4096));
        } else if (what == u"read-only") {
            QVERIFY(needLoop(4 << 20));
            loop->detach();
            stacked.reset(new StackedLoop(loop->image(), true));
            QVERIFY2(stacked->isValid(), qPrintable(stacked->error()));
            path = stacked->device();
            imageBefore = fileSha256(loop->image());
        } else if (what == u"mknod") {
            QVERIFY(needLoop(4 << 20));
            struct stat st = {};
            QCOMPARE(::stat(QFile::encodeName(loop->device()).constData(), &st), 0);
            path = m_dir->filePath(QStringLiteral("sneaky-block-node"));
            if (::mknod(QFile::encodeName(path).constData(), S_IFBLK | 0600, st.st_rdev) != 0)
                QSKIP("mknod is not permitted here");
        } else if (what == u"shm-node") {
            QVERIFY(needLoop(4 << 20));
            struct stat st = {};
            QCOMPARE(::stat(QFile::encodeName(loop->device()).constData(), &st), 0);
            // Only where /dev/shm is its own file system (a tmpfs): in a chroot with /dev
            // bound in, /dev/shm is a folder of the kernel's devtmpfs, and a node there is one
            // the helper rightly accepts.
            struct stat dev = {}, shm = {};
            if (::stat("/dev", &dev) != 0 || ::stat("/dev/shm", &shm) != 0 || dev.st_dev == shm.st_dev)
                QSKIP("/dev/shm is not a file system of its own here");
            path = QStringLiteral("/dev/shm/drivescope-tst-block-%1").arg(QCoreApplication::applicationPid());
            QFile::remove(path);
            if (::mknod(QFile::encodeName(path).constData(), S_IFBLK | 0600, st.st_rdev) != 0)
                QSKIP("mknod on /dev/shm is not permitted here");
            shmNode = path;
        } else if (what == u"stacked") {
            QVERIFY(needLoop(64 << 20));
            stacked.reset(new StackedLoop(loop->device()));
            QVERIFY2(stacked->isValid(), qPrintable(stacked->error()));
            QVERIFY(makeExt4(stacked->device()));
            mountDir = m_dir->filePath(QStringLiteral("mnt-stacked"));
            QDir().mkpath(mountDir);
            QVERIFY(runTool(
                QStringLiteral("mount"), { QStringLiteral("-o"), QStringLiteral("ro"), stacked->device(), mountDir }));
            path = loop->device();
            imageBefore = fileSha256(loop->image());
        } else if (what == u"mounted" || what == u"partition" || what == u"swap") {
            QVERIFY(needLoop(64 << 20));
            QString dev = loop->device();
            if (what == u"partition") {
                QProcess sfdisk;
                sfdisk.start(QStringLiteral("sfdisk"), { QStringLiteral("-q"), dev });
                sfdisk.write("label: dos\n,16M\n,\n");
                sfdisk.closeWriteChannel();
                QVERIFY(sfdisk.waitForFinished(30000) && sfdisk.exitCode() == 0);
                QVERIFY(runTool(QStringLiteral("partx"), { QStringLiteral("-u"), dev }));
                dev += QStringLiteral("p2");
                QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(dev), 10000);
            }
            if (what == u"swap") {
                QVERIFY(runTool(QStringLiteral("mkswap"), { dev }));
                if (!runTool(QStringLiteral("swapon"), { dev }))
                    QSKIP("swapon is not permitted here");
                swapDevice = dev;
            } else {
                QVERIFY(makeExt4(dev));
                mountDir = m_dir->filePath(QStringLiteral("mnt-") + what);
                QDir().mkpath(mountDir);
                QVERIFY(runTool(QStringLiteral("mount"), { dev, mountDir }));
            }
            path = loop->device();
        }
        int code = -1;
        QString message;
        const int fd = PrivilegedOpener::requestDescriptor(path, readWrite, directHelper, &code, &message);
        if (!mountDir.isEmpty())
            runTool(QStringLiteral("umount"), { mountDir });
        if (!swapDevice.isEmpty())
            runTool(QStringLiteral("swapoff"), { swapDevice });
        if (what == u"devfile")
            QFile::remove(path);
        if (!shmNode.isEmpty())
            QFile::remove(shmNode);
        if (!imageBefore.isEmpty())
            QCOMPARE(fileSha256(loop->image()), imageBefore);
        if (fd >= 0)
            ::close(fd);
        QCOMPARE(fd, -1);
        QCOMPARE(code, exitCode);
        QVERIFY2(message.contains(phrase), qPrintable(message));
        QCOMPARE(message.count(u'\n'), 0); // one line
    }

    // Issue 32: pkexec exits 127 when it cannot run the helper as well as when polkit
    // says no; the sentence said "Not authorised" and dropped pkexec's own reason.
    void missingHelperIsNamed()
    {
        const QString pkexec = QStandardPaths::findExecutable(QStringLiteral("pkexec"));
        if (pkexec.isEmpty())
            QSKIP("pkexec is not installed");
        const QString missing = m_dir->filePath(QStringLiteral("no-such-helper"));
        OpenError err;
        QVERIFY(!PrivilegedOpener::open(QStringLiteral("/dev/null"), {}, &err, { pkexec, missing }));
        QCOMPARE(err.code, OpenError::Code::NotAuthorised);
        QVERIFY2(err.message.contains(missing + QStringLiteral(" is not installed")), qPrintable(err.message));
        QVERIFY2(err.message.contains(QStringLiteral("No such file or directory")), qPrintable(err.message));
    }

    void helperRefusesBadUsageAndNonSocket()
    {
        QProcess p;
        const QString helper = QStringLiteral(DRIVESCOPE_HELPER_BUILD_PATH);
        for (const QStringList &args : { QStringList { QStringLiteral("--write"), QStringLiteral("/dev/null") },
                 QStringList { QStringLiteral("--mode"), QStringLiteral("read"), QStringLiteral("/dev/null") },
                 QStringList { QStringLiteral("--read"), QStringLiteral("/dev/null"), QStringLiteral("--extra") },
                 QStringList { QStringLiteral("--read") } }) {
            p.start(helper, args);
            QVERIFY(p.waitForFinished());
            QVERIFY2(p.exitCode() == 64, qPrintable(args.join(u' ')));
        }
        // stdin is a pipe here, not a socket: nothing is handed out.
        p.start(helper, { QStringLiteral("--read"), QStringLiteral("/dev/null") });
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 69);
        // A Unix datagram socket (or any socket but a stream) is refused too (issue 15).
        for (const int type : { SOCK_DGRAM, SOCK_SEQPACKET }) {
            int sv[2];
            QCOMPARE(::socketpair(AF_UNIX, type | SOCK_CLOEXEC, 0, sv), 0);
            QProcess q;
            const int childEnd = sv[1];
            q.setChildProcessModifier([childEnd] { ::dup2(childEnd, STDIN_FILENO); });
            q.start(helper, { QStringLiteral("--read"), QStringLiteral("/dev/null") });
            QVERIFY(q.waitForFinished());
            ::close(sv[0]);
            ::close(sv[1]);
            QVERIFY2(q.exitCode() == 69, qPrintable(QString::fromLocal8Bit(q.readAllStandardError())));
        }
    }

    void helperHandsOverAReadOnlyDirectDescriptor()
    {
        std::unique_ptr<LoopDevice> loop;
        makeLoop(8 << 20, &loop);
        if (!loop)
            return;
        int code = -1;
        QString message;
        const int fd = PrivilegedOpener::requestDescriptor(loop->device(), false, directHelper, &code, &message);
        QVERIFY2(fd >= 0, qPrintable(message));
        QCOMPARE(code, 0);
        struct stat st = {}, dev = {};
        QCOMPARE(::fstat(fd, &st), 0);
        QCOMPARE(::stat(QFile::encodeName(loop->device()).constData(), &dev), 0);
        QVERIFY(S_ISBLK(st.st_mode));
        QCOMPARE(st.st_rdev, dev.st_rdev);
        const int flags = ::fcntl(fd, F_GETFL);
        QCOMPARE(flags & O_ACCMODE, O_RDONLY);
        QVERIFY(flags & O_DIRECT);
        QVERIFY(::fcntl(fd, F_GETFD) & FD_CLOEXEC);
        ::close(fd);
    }

    // The path is resolved once (realpath) and only the result is opened, with
    // O_NOFOLLOW, then checked with fstat. A symlink flipping between a loop device and
    // a regular file while the helper runs can therefore only ever yield the loop
    // device or a refusal, never a descriptor for the file.
    void symlinkRaceIsHarmless()
    {
        std::unique_ptr<LoopDevice> loop;
        makeLoop(8 << 20, &loop);
        if (!loop)
            return;
        const QString secret = QStringLiteral("/dev/shm/drivescope-tst-secret");
        QVERIFY(makeRandomFile(secret, 4096));
        const QString link = m_dir->filePath(QStringLiteral("flipping"));
        const QString tmpLink = link + QStringLiteral(".new");
        const QByteArray linkN = QFile::encodeName(link), tmpN = QFile::encodeName(tmpLink);
        const QByteArray devN = QFile::encodeName(loop->device()), secretN = QFile::encodeName(secret);
        ::symlink(devN.constData(), linkN.constData());
        std::atomic<bool> stop { false };
        std::thread flipper([&] {
            for (bool toDevice = false; !stop.load(); toDevice = !toDevice) {
                ::unlink(tmpN.constData());
                ::symlink((toDevice ? devN : secretN).constData(), tmpN.constData());
                ::rename(tmpN.constData(), linkN.constData()); // atomic swap of the link
            }
        });
        struct stat dev = {};
        QCOMPARE(::stat(devN.constData(), &dev), 0);
        int opened = 0, refused = 0;
        bool onlyTheDevice = true;
        for (int i = 0; i < 150; ++i) {
            int code = -1;
            QString message;
            const int fd = PrivilegedOpener::requestDescriptor(link, false, directHelper, &code, &message);
            if (fd >= 0) {
                struct stat st = {};
                ::fstat(fd, &st);
                onlyTheDevice &= S_ISBLK(st.st_mode) && st.st_rdev == dev.st_rdev;
                ++opened;
                ::close(fd);
            } else {
                onlyTheDevice &= code == 65 || code == 66 || code == 70;
                ++refused;
            }
        }
        stop = true;
        flipper.join();
        QFile::remove(secret);
        QVERIFY(onlyTheDevice);
        qInfo("150 opens through a flipping symlink: %d got the device, %d refused, 0 got the file", opened, refused);
        QVERIFY(opened + refused == 150);
    }

    // ---- For real: pkexec + polkitd + an unprivileged user. ----

    void seekThroughPolkitAsAnUnprivilegedUser()
    {
        std::unique_ptr<AsUser> u;
        setUpAsUser(64 << 20, &u);
        if (!u)
            return;
        const QStringList asUser { QStringLiteral("-u"), u->polkit.user(), QStringLiteral("--"), u->cli };

        // Denied: a clear sentence and exit code 5, nothing measured.
        QVERIFY(u->polkit.setRule(PolkitFixture::Answer::No));
        {
            QProcess p;
            p.start(QStringLiteral("runuser"),
                asUser
                    + QStringList {
                        QStringLiteral("seek"), u->loop.device(), QStringLiteral("-n"), QStringLiteral("100") });
            QVERIFY(p.waitForFinished(60000));
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QCOMPARE(p.exitCode(), 5);
            QVERIFY2(err.contains(QStringLiteral("Not authorised to open ") + u->loop.device()), qPrintable(err));
            QVERIFY(p.readAllStandardOutput().isEmpty());
        }

        // Allowed: the seek runs on the descriptor the helper passed; while it runs,
        // no DriveScope process is root except, briefly, the helper.
        QVERIFY(u->polkit.setRule(PolkitFixture::Answer::Yes));
        QProcess p;
        p.start(QStringLiteral("runuser"),
            asUser
                + QStringList {
                    QStringLiteral("seek"), u->loop.device(), QStringLiteral("-n"), QStringLiteral("8000") });
        QVERIFY(p.waitForStarted());
        bool sawCli = false;
        bool sawHelper = false; // it lives for milliseconds: seeing it is luck, not a requirement
        QStringList rootProcesses;
        const uint userUid = [&] {
            QProcess id;
            id.start(QStringLiteral("id"), { QStringLiteral("-u"), u->polkit.user() });
            id.waitForFinished();
            return QString::fromLatin1(id.readAllStandardOutput()).trimmed().toUInt();
        }();
        while (p.state() != QProcess::NotRunning) {
            for (const ProcessSeen &s : drivescopeProcesses()) {
                // Our benchmark process (the user's copy of the CLI) must never be root;
                // the helper (its installed path) is the only DriveScope code that is.
                if (s.exe == u->cli) {
                    sawCli = true;
                    if (s.uid != userUid)
                        rootProcesses << QStringLiteral("%1 (uid %2, expected %3)").arg(s.exe).arg(s.uid).arg(userUid);
                } else if (s.exe == u->polkit.helperPath()) {
                    sawHelper = true;
                }
            }
            p.waitForFinished(10);
        }
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 0);
        QVERIFY2(out.contains(QStringLiteral("for 8000 seeks of ") + u->loop.device()), qPrintable(out + err));
        QVERIFY(err.contains(QStringLiteral("Asking for permission to open")));
        QVERIFY2(sawCli, "the probe must have seen the benchmark running");
        QVERIFY2(rootProcesses.isEmpty(), qPrintable(rootProcesses.join(u' ')));
        qInfo("Benchmark seen running as uid %u; helper %s", userUid,
            sawHelper ? "seen briefly" : "not caught by the probe");
    }

    // Issue 15: reading and writing are two polkit actions. An authorisation to read
    // (here a rule; on a desktop auth_admin_keep's few minutes) never opens a device for
    // writing; writing needs its own (auth_admin, asked every time).
    void writingNeedsItsOwnAuthorisation()
    {
        std::unique_ptr<AsUser> u;
        setUpAsUser(16 << 20, &u);
        if (!u)
            return;
        const QStringList write { QStringLiteral("-u"), u->polkit.user(), QStringLiteral("--"), u->cli,
            QStringLiteral("syncwrite"), u->loop.device(), QStringLiteral("--destroy-data-on"), u->loop.device(),
            QStringLiteral("-n"), QStringLiteral("20"), QStringLiteral("--sync"), QStringLiteral("fdatasync") };
        const QByteArray before = fileSha256(u->loop.image());

        QVERIFY(u->polkit.setRule(PolkitFixture::Answer::Yes, { PolkitFixture::readAction() }));
        QProcess p;
        p.start(QStringLiteral("runuser"), write);
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(p.exitCode() == 5, qPrintable(QStringLiteral("exit %1: %2").arg(p.exitCode()).arg(err)));
        QCOMPARE(fileSha256(u->loop.image()), before);

        QVERIFY(u->polkit.setRule(PolkitFixture::Answer::Yes, { PolkitFixture::writeAction() }));
        p.start(QStringLiteral("runuser"), write);
        QVERIFY(p.waitForFinished(60000));
        QVERIFY2(p.exitCode() == 0, qPrintable(QString::fromUtf8(p.readAllStandardError())));
        QVERIFY(fileSha256(u->loop.image()) != before); // the write went through the write action
    }

private:
    // A loop device of size bytes in the test's directory; the test is skipped where none
    // can be made. *loop stays null unless it is valid (the caller then returns).
    void makeLoop(qint64 size, std::unique_ptr<LoopDevice> *loop)
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        auto made = std::make_unique<LoopDevice>(m_dir->path(), size);
        QVERIFY(made->isValid());
        *loop = std::move(made);
    }

    // What the tests through pkexec run with: a real polkit with the build's policy and
    // helper, a loop device of loopSize bytes, and the unprivileged user's copy of the CLI.
    struct AsUser {
        AsUser(const QString &dir, qint64 loopSize)
            : polkit(QStringLiteral(DRIVESCOPE_POLICY_BUILD_PATH), QStringLiteral(DRIVESCOPE_HELPER_BUILD_PATH))
            , loop(dir, loopSize)
            , bin(QStringLiteral("/tmp/drivescope-priv-XXXXXX"))
            , cli(userCopyOfCli(bin))
        {
        }
        PolkitFixture polkit;
        LoopDevice loop;
        QTemporaryDir bin;
        const QString cli;
    };

    // An AsUser in the test's directory; the test is skipped where polkit or a loop device
    // cannot run. *asUser stays null unless all of it is ready (the caller then returns).
    void setUpAsUser(qint64 loopSize, std::unique_ptr<AsUser> *asUser)
    {
        QString why;
        if (!PolkitFixture::canRun(&why) || !LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        auto made = std::make_unique<AsUser>(m_dir->path(), loopSize);
        QVERIFY2(made->polkit.isValid(), qPrintable(made->polkit.error()));
        QVERIFY(made->loop.isValid());
        QVERIFY(!made->cli.isEmpty());
        *asUser = std::move(made);
    }

    // The user's copy of the CLI, where the user can run it.
    static QString userCopyOfCli(const QTemporaryDir &bin)
    {
        const QString cli = bin.filePath(QStringLiteral("drivescope-cli"));
        const bool ok = QFile::setPermissions(bin.path(),
                            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner
                                | QFileDevice::ReadOther | QFileDevice::ExeOther)
            && QFile::copy(QStringLiteral(DRIVESCOPE_CLI_PATH), cli)
            && QFile::setPermissions(
                cli, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::ExeOther);
        return ok ? cli : QString();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestPrivilege)
#include "tst_privilege.moc"
