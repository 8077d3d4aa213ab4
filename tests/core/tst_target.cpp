// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/target.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestTarget : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_target-XXXXXX")));
        QVERIFY(m_dir->isValid());
    }

    void regularFileIsDescribed()
    {
        const QString path = m_dir->filePath(QStringLiteral("data.bin"));
        QVERIFY(makeRandomFile(path, 8 << 20));
        OpenError err;
        const auto t = Target::open(path, {}, &err);
        QVERIFY2(t, qPrintable(err.message));
        QCOMPARE(t->info().kind, DeviceInfo::Kind::RegularFile);
        QCOMPARE(t->size(), qint64(8 << 20));
        QVERIFY(t->isDirect());
        QVERIFY(!t->isSparse());
        QVERIFY(t->alignment() >= 512);
        QCOMPARE(t->alignment() & (t->alignment() - 1), 0); // a power of two
        QVERIFY(t->info().logicalBlockSize >= 512);
        QVERIFY(!t->info().diskName.isEmpty()); // the disk holding the file system
        QCOMPARE(t->info().canonicalPath, QFileInfo(path).canonicalFilePath());
    }

    void sparseFileIsFlagged()
    {
        const QString path = m_dir->filePath(QStringLiteral("sparse.bin"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(64 << 20)); // all hole
        f.close();
        const auto t = Target::open(path, {}, nullptr);
        QVERIFY(t);
        QVERIFY(t->isSparse());
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing path") << "missing" << int(OpenError::Code::NotFound) << "does not exist";
        QTest::newRow("directory") << "directory" << int(OpenError::Code::IsDirectory) << "is a directory";
        QTest::newRow("zero-size file") << "empty" << int(OpenError::Code::Empty) << "empty (0 bytes)";
        QTest::newRow("smaller than a block") << "tiny" << int(OpenError::Code::TooSmall) << "smaller than one";
        QTest::newRow("character device") << "/dev/null" << int(OpenError::Code::NotFileOrDevice) << "neither";
        QTest::newRow("fifo (must not hang)") << "fifo" << int(OpenError::Code::NotFileOrDevice) << "neither";
        QTest::newRow("empty path") << "" << int(OpenError::Code::NotFound) << "No target";
        // A file whose name is not UTF-8, as a file dialog hands it over: U+FFFD where
        // the byte was, so the name no longer names it. Said so, not "does not exist".
        QTest::newRow("name not UTF-8") << "not-utf8" << int(OpenError::Code::NotFound) << "not UTF-8";
    }
    void refusals()
    {
        QFETCH(QString, what);
        QFETCH(int, code);
        QFETCH(QString, phrase);
        QString path = what;
        if (what == u"missing") {
            path = m_dir->filePath(QStringLiteral("no-such-file"));
        } else if (what == u"directory") {
            path = m_dir->path();
        } else if (what == u"empty") {
            path = m_dir->filePath(QStringLiteral("empty"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
        } else if (what == u"tiny") {
            path = m_dir->filePath(QStringLiteral("tiny"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("hello");
        } else if (what == u"not-utf8") {
            const QByteArray raw = QFile::encodeName(m_dir->path()) + "/caf\xe9.bin";
            const int fd = ::open(raw.constData(), O_CREAT | O_EXCL | O_WRONLY, 0600);
            QVERIFY(fd >= 0);
            QCOMPARE(::write(fd, "0123456789abcdef", 16), ssize_t(16));
            ::close(fd);
            path = QString::fromLocal8Bit(raw);
            QVERIFY(path.contains(QChar::ReplacementCharacter));
        } else if (what == u"fifo") {
            path = m_dir->filePath(QStringLiteral("fifo"));
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        }
        OpenError err;
        const auto t = Target::open(path, {}, &err);
        QVERIFY(!t);
        QCOMPARE(int(err.code), code);
        QVERIFY2(err.message.contains(phrase), qPrintable(err.message));
        QVERIFY(err.message.endsWith(u'.')); // one whole sentence
    }

    void permissionDenied()
    {
        if (isRoot())
            QSKIP("root may read anything; tst_cli checks this as an unprivileged user");
        const QString path = m_dir->filePath(QStringLiteral("secret"));
        QVERIFY(makeRandomFile(path, 1 << 20));
        QVERIFY(QFile::setPermissions(path, QFileDevice::WriteOwner));
        OpenError err;
        QVERIFY(!Target::open(path, {}, &err));
        QCOMPARE(err.code, OpenError::Code::PermissionDenied);
    }

    // tmpfs accepts O_DIRECT on new kernels but serves everything from RAM: refused
    // unless the user asks for buffered, and then labelled.
    void tmpfsIsNotADrive()
    {
        struct statfs sfs = {};
        if (::statfs("/dev/shm", &sfs) != 0 || sfs.f_type != TMPFS_MAGIC)
            QSKIP("no tmpfs at /dev/shm on this machine");
        QTemporaryDir shm(QStringLiteral("/dev/shm/drivescope-tst-XXXXXX"));
        QVERIFY(shm.isValid());
        const QString path = shm.filePath(QStringLiteral("f"));
        QVERIFY(makeRandomFile(path, 1 << 20));
        OpenError err;
        QVERIFY(!Target::open(path, {}, &err));
        QCOMPARE(err.code, OpenError::Code::DirectIoUnsupported);
        QVERIFY2(err.message.contains(QStringLiteral("page cache in the way")), qPrintable(err.message));
        OpenOptions buffered;
        buffered.direct = false;
        const auto t = Target::open(path, buffered, &err);
        QVERIFY2(t, qPrintable(err.message));
        QVERIFY(!t->isDirect());
    }

    void loopDeviceIsDescribed()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 64 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        OpenError err;
        const auto t = Target::open(loop.device(), {}, &err);
        QVERIFY2(t, qPrintable(err.message));
        QCOMPARE(t->info().kind, DeviceInfo::Kind::BlockDevice);
        QCOMPARE(t->size(), qint64(64 << 20));
        QCOMPARE(t->info().diskName, QFileInfo(loop.device()).fileName());
        QVERIFY(t->info().logicalBlockSize == 512 || t->info().logicalBlockSize == 4096);
        QVERIFY(t->info().physicalBlockSize >= t->info().logicalBlockSize);
        QCOMPARE(QFileInfo(t->info().loopBackingFile).canonicalFilePath(), QFileInfo(loop.image()).canonicalFilePath());
        QVERIFY(t->info().rotational != DeviceInfo::Rotational::Unknown);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestTarget)
#include "tst_target.moc"
