// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17: seek --queue-depth as a user meets it. The report names depth and threads
// (and says nothing of queues at depth 1), bad depths are refused before anything
// runs, and a kernel that refuses io_uring (here a seccomp filter, as a container
// runtime installs) gets one sentence and the way to go on without it.
#include "cliprocess.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstddef>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace DriveScope::Test;

namespace {

// In the child between fork and exec: io_uring_setup fails with EPERM, as under
// Docker's default profile or kernel.io_uring_disabled=2. Only async-signal-safe calls.
void denyIoUring()
{
    sock_filter filter[] = {
        BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)),
        BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_io_uring_setup, 0, 1),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EPERM & SECCOMP_RET_DATA)),
        BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
    };
    sock_fprog program { sizeof(filter) / sizeof(filter[0]), filter };
    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0)
        _exit(99);
}

} // namespace

class TestQueueDepthCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_qdcli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 64 << 20));
    }

    void reportNamesDepthAndThreads()
    {
        const CliResult r = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("2000"),
            QStringLiteral("-s"), QStringLiteral("4KiB"), QStringLiteral("-q"), QStringLiteral("8"),
            QStringLiteral("-w"), QStringLiteral("2") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(
            r.out.contains(QStringLiteral("2 workers, queue depth 8 per worker (Q8T2, io_uring)")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("(4000 reads in")), qPrintable(r.out));
    }

    // The seek report at depth 1 says nothing about queues.
    void depthOneSaysNothingOfQueues()
    {
        const CliResult r = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("200") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(!r.out.contains(QStringLiteral("queue depth")));
        QVERIFY(r.out.contains(QStringLiteral("1 worker, seed")));
    }

    void jsonCarriesTheDepth()
    {
        const CliResult r = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("300"),
            QStringLiteral("-q"), QStringLiteral("4"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject config
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("config")).toObject();
        QCOMPARE(config.value(QStringLiteral("queue_depth")).toInt(), 4);
    }

    void badDepths_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("phrase");
        QTest::addRow("zero") << QStringList { QStringLiteral("-q"), QStringLiteral("0") }
                              << QStringLiteral("--queue-depth must be between 1 and 4096 (got 0)");
        QTest::addRow("too deep") << QStringList { QStringLiteral("-q"), QStringLiteral("5000") }
                                  << QStringLiteral("--queue-depth must be between 1 and 4096 (got 5000)");
        QTest::addRow("not a number") << QStringList { QStringLiteral("-q"), QStringLiteral("lots") }
                                      << QStringLiteral("--queue-depth");
        QTest::addRow("too many in all") << QStringList { QStringLiteral("-q"), QStringLiteral("4096"),
            QStringLiteral("-w"), QStringLiteral("32") }
                                         << QStringLiteral("at most 65536 can be");
    }
    void badDepths()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, phrase);
        const QByteArray before = fileSha256(m_file);
        const CliResult r = runCli(QStringList { QStringLiteral("seek"), m_file } + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QCOMPARE(fileSha256(m_file), before);
    }

    void refusedIoUringIsOneSentence()
    {
        QProcess cli;
        cli.setChildProcessModifier(denyIoUring);
        cli.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("100"), QStringLiteral("-q"),
                QStringLiteral("8") });
        QVERIFY(cli.waitForFinished(60000));
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY2(err.contains(QStringLiteral("does not let DriveScope use io_uring")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--workers 8 keeps as many reads in flight")), qPrintable(err));
        QVERIFY(cli.readAllStandardOutput().isEmpty());

        // Depth 1 needs no io_uring: the same filter, and it runs.
        QProcess plain;
        plain.setChildProcessModifier(denyIoUring);
        plain.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("100") });
        QVERIFY(plain.waitForFinished(60000));
        QVERIFY2(plain.exitCode() == 0, plain.readAllStandardError().constData());
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestQueueDepthCli)
#include "tst_queuedepthcli.moc"
