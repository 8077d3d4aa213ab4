// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace DriveScope::Test {

// What a run of drivescope-cli (or any program) left behind.
struct CliResult {
    int exitCode = -1; // -1 also when it crashed or timed out
    QProcess::ExitStatus status = QProcess::CrashExit;
    QString out;
    QString err;
};

// Runs drivescope-cli (or program) with args; prefix runs it through another program
// first (e.g. setpriv ... --). Kills it after two minutes.
CliResult runCli(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
    const QString &program = QStringLiteral(DRIVESCOPE_CLI_PATH), const QStringList &prefix = {});

// runCli with standard output going to a file or device (/dev/full: a full disk).
CliResult runCliTo(const QStringList &args, const QString &stdoutFile,
    const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment());

// Runs a system tool (mount, mkfs.ext4, losetup...), found in the sbin directories too
// (ctest's PATH may lack them). True on exit code 0; output gets stdout and stderr.
bool runTool(const QString &program, const QStringList &args, QString *output = nullptr);

// mkfs.ext4 on device with its inode tables and journal written out now: with the default
// lazy init the kernel's ext4lazyinit thread writes to a freshly mounted file system
// later, and a guard test comparing the device's bytes before and after saw that.
bool makeExt4(const QString &device, QString *output = nullptr);

// A file system on device mounted read-only on dir (made if missing) for the scope of a
// test, unmounted however it ends. Read-only, so that nothing but a DriveScope write
// can change a byte under it: mounted read-write, ext4 itself writes its superblock
// and journal a few seconds later, which a before-and-after checksum saw.
class ScopedMount {
public:
    ScopedMount(const QString &device, const QString &dir);
    ScopedMount(const ScopedMount &) = delete;
    ScopedMount &operator=(const ScopedMount &) = delete;
    ~ScopedMount();
    bool ok() const { return m_ok; }
    QString output() const { return m_output; }

private:
    QString m_dir;
    QString m_output;
    bool m_ok = false;
};

// Mounts a tmpfs of size ("16k", "1m") on dir, made if missing (root): a small full disk.
bool mountTmpfs(const QString &dir, const QString &size, QString *output = nullptr);

// Runs drivescope-cli once per argument list, each with --save session appended, so the
// session file ends up holding one run per list. Returns an empty string, or the first
// failing run's arguments and stderr.
QString saveCliRuns(const QList<QStringList> &runs, const QString &session);

// True when process pid has path open (one of /proc/PID/fd/* points at it). drivescope-cli
// opens its target after installing its Ctrl-C handler, so a test that signals it waits
// for this instead of a fixed sleep that a loaded machine can outlast.
bool processHasOpen(qint64 pid, const QString &path);

// Ctrl-C (SIGINT) to p, which must still be running: it must then end within timeoutMs,
// normally, with exit code 130 and "PARTIAL RESULT: cancelled after" on standard output.
// *out: that output. The caller returns when QTest::currentTestFailed().
void expectCtrlCEndsWithPartialResult(QProcess &p, int timeoutMs, QString *out);

} // namespace DriveScope::Test
