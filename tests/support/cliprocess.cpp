// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliprocess.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTest>

#include <csignal>

namespace DriveScope::Test {

namespace {

// What a started p leaves behind, waited for up to two minutes (then killed: "timed
// out"). Its standard output is empty when it went to a file.
CliResult waitForResult(QProcess &p)
{
    CliResult r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.status = p.exitStatus();
    r.exitCode = r.status == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace

CliResult runCli(
    const QStringList &args, const QProcessEnvironment &env, const QString &program, const QStringList &prefix)
{
    QProcess p;
    p.setProcessEnvironment(env);
    if (prefix.isEmpty())
        p.start(program, args);
    else
        p.start(prefix.first(), prefix.mid(1) + QStringList { program } + args);
    return waitForResult(p);
}

CliResult runCliTo(const QStringList &args, const QString &stdoutFile, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setStandardOutputFile(stdoutFile, QIODevice::Truncate);
    p.start(QStringLiteral(DRIVESCOPE_CLI_PATH), args);
    return waitForResult(p);
}

bool runTool(const QString &program, const QStringList &args, QString *output)
{
    const QString path = QStandardPaths::findExecutable(program,
        { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/bin") });
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(path.isEmpty() ? program : path, args);
    const bool ok = p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (output)
        *output = QString::fromLocal8Bit(p.readAll());
    return ok;
}

bool makeExt4(const QString &device, QString *output)
{
    return runTool(QStringLiteral("mkfs.ext4"),
        { QStringLiteral("-q"), QStringLiteral("-F"), QStringLiteral("-E"),
            QStringLiteral("lazy_itable_init=0,lazy_journal_init=0"), device },
        output);
}

ScopedMount::ScopedMount(const QString &device, const QString &dir)
    : m_dir(dir)
{
    QDir().mkpath(dir);
    m_ok = runTool(QStringLiteral("mount"), { QStringLiteral("-o"), QStringLiteral("ro"), device, dir }, &m_output);
}

ScopedMount::~ScopedMount()
{
    if (m_ok)
        runTool(QStringLiteral("umount"), { m_dir });
}

bool mountTmpfs(const QString &dir, const QString &size, QString *output)
{
    QDir().mkpath(dir);
    return runTool(QStringLiteral("mount"),
        { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=") + size,
            QStringLiteral("tmpfs"), dir },
        output);
}

QString saveCliRuns(const QList<QStringList> &runs, const QString &session)
{
    for (QStringList args : runs) {
        args << QStringLiteral("--save") << session;
        const CliResult r = runCli(args);
        if (r.exitCode != 0)
            return args.join(u' ') + QStringLiteral(": exit %1: ").arg(r.exitCode) + r.err;
    }
    return {};
}

bool processHasOpen(qint64 pid, const QString &path)
{
    const QString wanted = QFileInfo(path).canonicalFilePath();
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(pid));
    for (const QFileInfo &fd : fds.entryInfoList(QDir::AllEntries | QDir::System | QDir::NoDotAndDotDot)) {
        if (fd.symLinkTarget() == wanted)
            return true;
    }
    return false;
}

void expectCtrlCEndsWithPartialResult(QProcess &p, int timeoutMs, QString *out)
{
    QCOMPARE(p.state(), QProcess::Running);
    ::kill(pid_t(p.processId()), SIGINT);
    QVERIFY(p.waitForFinished(timeoutMs));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 130);
    *out = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(out->contains(QStringLiteral("PARTIAL RESULT: cancelled after")), qPrintable(*out));
}

} // namespace DriveScope::Test
