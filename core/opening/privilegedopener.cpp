// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/opening/privilegedopener.h"

#include "core/util/frontendwords.h"

#include "core/opening/descriptorpassing.h"
#include "core/util/environment.h"
#include "core/util/text.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

#ifndef DRIVESCOPE_HELPER_PATH
#define DRIVESCOPE_HELPER_PATH "/usr/libexec/drivescope/drivescope-helper"
#endif

namespace DriveScope {

namespace {

constexpr int ExecFailed = 125; // our child could not start the launcher at all

// pkexec's exit 127 covers a refusal and a helper it cannot run; its own first line
// ("Error accessing /usr/libexec/...: No such file or directory") tells which.
QString notAuthorised(const QString &path, const QStringList &launcher, const QString &launcherSaid)
{
    const QString said = launcherSaid.section(u'\n', 0, 0).trimmed();
    const QString helper = launcher.value(launcher.size() - 1);
    if (launcher.size() > 1 && !QFileInfo::exists(helper))
        return Text::tr("Cannot open %1 through polkit: the privileged helper %2 is not installed (%3); "
                        "nothing was run.")
            .arg(path, helper, said.isEmpty() ? QStringLiteral("pkexec exited with 127") : said);
    return Text::tr("Not authorised to open %1 (polkit refused, or no password was given%2); nothing was run.")
        .arg(path, said.isEmpty() ? QString() : QStringLiteral(": ") + said);
}

} // namespace

QString PrivilegedOpener::helperPath()
{
    const QString fromEnvironment = Environment::helperPath();
    return fromEnvironment.isEmpty() ? QStringLiteral(DRIVESCOPE_HELPER_PATH) : fromEnvironment;
}

QStringList PrivilegedOpener::defaultLauncher()
{
    return { QStringLiteral("pkexec"), helperPath() };
}

int PrivilegedOpener::requestDescriptor(
    const QString &path, bool readWrite, const QStringList &launcher, int *exitCode, QString *message)
{
    *exitCode = -1;
    message->clear();
    // Everything the child needs is built before fork(): after it, only
    // async-signal-safe calls until exec.
    std::vector<QByteArray> args;
    for (const QString &a : launcher)
        args.push_back(QFile::encodeName(a));
    // The first argument selects the polkit action (exec.argv1 in the policy).
    args.push_back(readWrite ? "--read-write" : "--read");
    args.push_back(QFile::encodeName(path));
    std::vector<char *> argv;
    for (QByteArray &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    int sv[2];
    int errPipe[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0)
        return -1;
    if (pipe2(errPipe, O_CLOEXEC) != 0) {
        close(sv[0]);
        close(sv[1]);
        return -1;
    }
    const pid_t pid = fork();
    if (pid == 0) {
        // Child: the socket becomes stdin (pkexec closes every descriptor above 2),
        // stderr goes to the pipe so the helper's one-line reason reaches the caller.
        dup2(sv[1], STDIN_FILENO);
        dup2(errPipe[1], STDERR_FILENO);
        execvp(argv[0], argv.data());
        static const char msg[] = "cannot start the privilege launcher\n";
        (void)!write(STDERR_FILENO, msg, sizeof(msg) - 1);
        _exit(ExecFailed);
    }
    close(sv[1]);
    close(errPipe[1]);
    if (pid < 0) {
        close(sv[0]);
        close(errPipe[0]);
        return -1;
    }
    const int fd = receiveDescriptor(sv[0]);
    close(sv[0]);
    QByteArray err;
    char buf[512];
    for (ssize_t n; (n = read(errPipe[0], buf, sizeof(buf))) != 0;) {
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            break;
        err.append(buf, n);
    }
    close(errPipe[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) { }
    *exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    *message = QString::fromLocal8Bit(err).trimmed();
    if (*exitCode != 0 && fd >= 0) {
        close(fd);
        return -1;
    }
    return fd;
}

std::unique_ptr<FileTarget> PrivilegedOpener::open(
    const QString &path, const OpenOptions &options, OpenError *error, const QStringList &launcher)
{
    OpenError dummy;
    OpenError &err = error ? *error : dummy;
    err = {};
    const bool readWrite = options.access == OpenOptions::Access::ReadWrite;
    int exitCode = -1;
    QString message;
    const int fd = requestDescriptor(path, readWrite, launcher, &exitCode, &message);
    if (fd < 0) {
        err.errnoValue = EACCES;
        switch (exitCode) {
        case 126: // pkexec: the authentication dialog was dismissed
            err.code = OpenError::Code::NotAuthorised;
            err.message = Text::tr("The request for permission to open %1 was dismissed; nothing was run.").arg(path);
            break;
        case 127: // pkexec: not authorised, authorisation could not be obtained, or no helper
            err.code = OpenError::Code::NotAuthorised;
            err.message = notAuthorised(path, launcher, message);
            break;
        case ExecFailed:
            err.code = OpenError::Code::NotAuthorised;
            err.message = Text::tr("Cannot ask for permission to open %1: %2 could not be started (is polkit's "
                                   "pkexec installed?).")
                              .arg(path, launcher.value(0));
            break;
        case 67:
            err.code = OpenError::Code::Busy;
            err.message = message;
            break;
        case 65:
        case 66:
            err.code = OpenError::Code::NotFileOrDevice;
            err.message = message;
            break;
        default:
            err.code = OpenError::Code::Other;
            err.message = message.isEmpty()
                ? Text::tr("The privileged helper could not open %1 (exit code %2).").arg(path).arg(exitCode)
                : message;
        }
        return nullptr;
    }
    // The helper opens with O_DIRECT only. fcntl(F_SETFL) can clear O_DIRECT but cannot
    // add O_SYNC or O_DSYNC on Linux, so those write modes need a direct open.
    if (options.writeSync != OpenOptions::WriteSync::None) {
        close(fd);
        err.code = OpenError::Code::Other;
        err.message = Text::tr("O_SYNC/O_DSYNC cannot be added to a descriptor opened by the privileged helper; "
                               "%1 for %2.")
                          .arg(frontEndWords(u"use --sync fdatasync or fsync",
                                   Text::tr("choose the fdatasync or fsync sync mode")),
                              path);
        return nullptr;
    }
    if (!options.direct)
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_DIRECT);
    return FileTarget::adopt(fd, path, options, error);
}

} // namespace DriveScope
