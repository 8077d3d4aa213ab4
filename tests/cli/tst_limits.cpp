// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32: the limits a machine puts on a run, and what a run leaves behind, each met
// with one sentence and the documented exit code, never a signal: environment
// variables checked like options, standard output closed, the address space (ulimit -v),
// a memory cgroup, the number of threads, and a full disk under --save whose journal
// must not stand in the way of the next save. Runs the real binary.
#include "cliprocess.h"
#include "core/session/runjournal.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

// Runs the CLI with a child-side setup (a resource limit, a cgroup) applied after fork.
CliResult runCliWith(const QStringList &args, const std::function<void()> &inChild)
{
    QProcess p;
    p.setChildProcessModifier(inChild);
    p.start(QStringLiteral(DRIVESCOPE_CLI_PATH), args);
    CliResult r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
    }
    r.status = p.exitStatus();
    r.exitCode = r.status == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

bool writeWholeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

QString describe(const CliResult &r)
{
    return QStringLiteral("exit %1 (%2): %3")
        .arg(r.exitCode)
        .arg(r.status == QProcess::NormalExit ? QStringLiteral("normal") : QStringLiteral("crashed or killed"))
        .arg(r.err.right(600));
}

const QStringList manyReads { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"),
    QStringLiteral("100000000") };

// Any way a run that cannot have all it asks ends: a worker it could not start, one
// that ran out of memory for its buffer or queue, or samples up to what memory holds.
bool endedWithALimitSentence(const CliResult &r)
{
    return r.status == QProcess::NormalExit && r.exitCode == 1
        && (r.err.contains(QStringLiteral("Cannot start worker")) || r.err.contains(QStringLiteral("ran out of memory"))
            || r.err.contains(QStringLiteral("as many as the memory this machine can spare holds")));
}

// A memory cgroup this test may make (root, v2 with the memory controller, or v1's
// memory hierarchy): its directory and the files to limit it and to join it.
struct MemoryCgroup {
    QString dir;
    QString limitFile;

    static MemoryCgroup make(const QString &name)
    {
        MemoryCgroup c;
        if (!isRoot())
            return c;
        const QString v2 = QStringLiteral("/sys/fs/cgroup");
        const QString v1 = QStringLiteral("/sys/fs/cgroup/memory");
        if (QFile::exists(v2 + QStringLiteral("/cgroup.subtree_control"))
            && readWholeFile(v2 + QStringLiteral("/cgroup.subtree_control")).contains("memory")) {
            c.dir = v2 + u'/' + name;
            c.limitFile = QStringLiteral("memory.max");
        } else if (QFile::exists(v1 + QStringLiteral("/memory.limit_in_bytes"))) {
            c.dir = v1 + u'/' + name;
            c.limitFile = QStringLiteral("memory.limit_in_bytes");
        }
        if (!c.dir.isEmpty() && !QDir().mkpath(c.dir))
            c.dir.clear();
        return c;
    }
    bool limit(qint64 bytes) const
    {
        QFile f(dir + u'/' + limitFile);
        return f.open(QIODevice::WriteOnly) && f.write(QByteArray::number(bytes)) > 0;
    }
    ~MemoryCgroup()
    {
        if (!dir.isEmpty())
            ::rmdir(QFile::encodeName(dir).constData());
    }
};

} // namespace

class TestLimits : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_limits-XXXXXX")));
        QVERIFY(m_dir->isValid());
    }

    // A variable DriveScope reads was silently ignored when it made no sense.
    void environmentIsCheckedLikeOptions_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::newRow("memory limit not a size") << "DRIVESCOPE_MEMORY_LIMIT"
                                                 << "abc";
        QTest::newRow("memory limit zero") << "DRIVESCOPE_MEMORY_LIMIT"
                                           << "0";
        QTest::newRow("memory limit negative") << "DRIVESCOPE_MEMORY_LIMIT"
                                               << "-5";
        QTest::newRow("memory limit overflowing") << "DRIVESCOPE_MEMORY_LIMIT"
                                                  << "99999999999999999999999";
        QTest::newRow("helper not an absolute path") << "DRIVESCOPE_HELPER"
                                                     << "drivescope-helper";
    }
    void environmentIsCheckedLikeOptions()
    {
        QFETCH(QString, name);
        QFETCH(QString, value);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(name, value);
        const CliResult r = runCli(
            { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"), QStringLiteral("10") }, env);
        QVERIFY2(r.exitCode == 2, qPrintable(describe(r)));
        QVERIFY2(r.err.contains(name + u'=' + value), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
    }
    void usableEnvironmentIsTaken()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DRIVESCOPE_MEMORY_LIMIT"), QStringLiteral("512MiB"));
        const CliResult r = runCli(
            { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"), QStringLiteral("10") }, env);
        QVERIFY2(r.exitCode == 0, qPrintable(describe(r)));
    }

    // With standard output closed the report went into an eventfd that took number 1,
    // and the sentence said "Invalid argument".
    void closedStandardOutputIsAWriteError()
    {
        QProcess p;
        p.start(QStringLiteral("sh"),
            { QStringLiteral("-c"), QStringLiteral(R"(exec "$0" seek sim:ssd -n 100 >&-)"),
                QStringLiteral(DRIVESCOPE_CLI_PATH) });
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 7, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("cannot write to standard output: Bad file descriptor")), qPrintable(err));
    }
    // Under ulimit -v a run of 256 workers aborted (SIGABRT: std::system_error from
    // thread creation, or std::bad_alloc for the sample logs); every limit now ends it
    // with a sentence and exit 1.
    void addressSpaceLimitEndsWithASentence_data()
    {
        QTest::addColumn<qint64>("bytes");
        // Larger limits let all 256 workers start and fill their logs, which takes minutes.
        for (const qint64 mib : { 150, 300, 600, 1000 })
            QTest::addRow("ulimit -v %lld MiB", mib) << (mib << 20);
    }
    void addressSpaceLimitEndsWithASentence()
    {
        QFETCH(qint64, bytes);
        const CliResult r
            = runCliWith(manyReads + QStringList { QStringLiteral("-w"), QStringLiteral("256") }, [bytes] {
                  const rlimit limit { rlim_t(bytes), rlim_t(bytes) };
                  ::setrlimit(RLIMIT_AS, &limit);
              });
        QVERIFY2(endedWithALimitSentence(r), qPrintable(describe(r)));
    }

    // RLIMIT_NPROC binds only a user who is not root: the CLI as nobody, allowed few
    // processes, asked for 64 workers.
    void threadLimitEndsWithASentence()
    {
        if (!isRoot())
            QSKIP("running as another user with a process limit needs root (CI runs as root)");
        const QString setpriv
            = QStandardPaths::findExecutable(QStringLiteral("setpriv"), { QStringLiteral("/usr/bin") });
        if (setpriv.isEmpty())
            QSKIP("setpriv is not installed");
        QProcess p;
        p.setChildProcessModifier([] {
            const rlimit limit { 8, 8 };
            ::setrlimit(RLIMIT_NPROC, &limit);
        });
        p.start(setpriv,
            { QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"), QStringLiteral("--clear-groups"),
                QStringLiteral(DRIVESCOPE_CLI_PATH), QStringLiteral("seek"), QStringLiteral("sim:ssd"),
                QStringLiteral("-n"), QStringLiteral("1000"), QStringLiteral("-w"), QStringLiteral("64") });
        QVERIFY(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 1, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("Cannot start worker")), qPrintable(err));
    }

    // The sample budget was half of MemAvailable whatever the cgroup allowed: in a
    // 256 MiB cgroup the kernel killed the run (SIGKILL) instead.
    void memoryCgroupBoundsTheSamples()
    {
        const MemoryCgroup cgroup
            = MemoryCgroup::make(QStringLiteral("drivescope-tst-limits-%1").arg(QCoreApplication::applicationPid()));
        if (cgroup.dir.isEmpty())
            QSKIP("no memory cgroup can be made here (needs root and the memory controller)");
        QVERIFY(cgroup.limit(qint64(256) << 20));
        const QByteArray procs = QFile::encodeName(cgroup.dir + QStringLiteral("/cgroup.procs"));
        const CliResult r = runCliWith(manyReads + QStringList { QStringLiteral("-w"), QStringLiteral("2") }, [procs] {
            // After fork: only async-signal-safe calls, so the pid is written by hand.
            char digits[24];
            char *p = digits + sizeof digits;
            for (pid_t pid = ::getpid(); pid > 0; pid /= 10)
                *--p = char('0' + pid % 10);
            const int fd = ::open(procs.constData(), O_WRONLY);
            if (fd >= 0) {
                (void)!::write(fd, p, std::size_t(digits + sizeof digits - p));
                ::close(fd);
            }
        });
        QVERIFY2(r.status == QProcess::NormalExit && r.exitCode == 1, qPrintable(describe(r)));
        QVERIFY2(
            r.err.contains(QStringLiteral("as many as the memory this machine can spare holds")), qPrintable(r.err));
    }

    // On a full disk --save left a 0-byte journal it said held the samples, and the next
    // --save or recover called it "not a DriveScope journal" until deleted by hand.
    void fullDiskLeavesNoJournalInTheWay()
    {
        if (!isRoot())
            QSKIP("mounting a small tmpfs needs root (CI runs as root)");
        const QString dir = m_dir->filePath(QStringLiteral("full"));
        QString out;
        QVERIFY2(mountTmpfs(dir, QStringLiteral("1m"), &out), qPrintable(out));
        const auto unmount = qScopeGuard([dir] { runTool(QStringLiteral("umount"), { dir }); });
        {
            QFile fill(dir + QStringLiteral("/fill"));
            QVERIFY(fill.open(QIODevice::WriteOnly));
            while (fill.write(QByteArray(4096, 'x')) == 4096 && fill.flush()) { }
        }
        const QString session = dir + QStringLiteral("/s.dss");
        const QString journal = RunJournal::pathForSession(session);
        const QStringList save { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"),
            QStringLiteral("2000"), QStringLiteral("--save"), session };
        for (int attempt = 0; attempt < 2; ++attempt) {
            const CliResult r = runCli(save);
            QVERIFY2(r.exitCode == 6, qPrintable(describe(r)));
            QVERIFY2(r.err.contains(QStringLiteral("No space left on device")), qPrintable(r.err));
            QVERIFY2(!r.err.contains(QStringLiteral("stay in")), qPrintable(r.err));
            QVERIFY2(!r.err.contains(QStringLiteral("not a DriveScope journal")), qPrintable(r.err));
            QVERIFY2(!QFile::exists(journal), qPrintable(r.err));
        }
        QVERIFY(QFile::remove(dir + QStringLiteral("/fill")));

        // An empty journal (another program's, an older DriveScope's): removed, said so.
        QVERIFY(writeWholeFile(journal, {}));
        const CliResult recovered = runCli({ QStringLiteral("recover"), session });
        QVERIFY2(recovered.exitCode == 3, qPrintable(describe(recovered)));
        QVERIFY2(recovered.err.contains(QStringLiteral("removed the empty journal")), qPrintable(recovered.err));
        QVERIFY(!QFile::exists(journal));
        QVERIFY(writeWholeFile(journal, {}));
        const CliResult saved = runCli(save);
        QVERIFY2(saved.exitCode == 0, qPrintable(describe(saved)));

        // A file that is no journal: left as it is, with what to do.
        QVERIFY(writeWholeFile(journal, "my notes\n"));
        const CliResult foreign = runCli(save);
        QVERIFY2(foreign.exitCode == 6, qPrintable(describe(foreign)));
        QVERIFY2(foreign.err.contains(QStringLiteral("move it away")), qPrintable(foreign.err));
        QCOMPARE(readWholeFile(journal), QByteArray("my notes\n"));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

QTEST_GUILESS_MAIN(TestLimits)
#include "tst_limits.moc"
