// SPDX-License-Identifier: GPL-3.0-or-later
#include "polkitfixture.h"

#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <csignal>
#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace DriveScope::Test {

namespace {

const char *const kSystemBus = "/run/dbus/system_bus_socket";

bool systemBusAnswers()
{
    const int s = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un addr = {};
    addr.sun_family = AF_UNIX;
    std::strncpy(addr.sun_path, kSystemBus, sizeof(addr.sun_path) - 1);
    const bool ok = ::connect(s, reinterpret_cast<sockaddr *>(&addr), sizeof(addr)) == 0;
    ::close(s);
    return ok;
}

// A pid that has exited but is not reaped yet (a zombie) is not running: where pid 1
// does not reap, it would stay "running" for ever.
bool pidAlive(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QByteArray stat = f.readAll();
    const qsizetype close = stat.lastIndexOf(')');
    return close >= 0 && close + 2 < stat.size() && stat.at(close + 2) != 'Z';
}

bool processRunning(const QString &comm)
{
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &pid : pids) {
        QFile f(QStringLiteral("/proc/%1/comm").arg(pid));
        if (f.open(QIODevice::ReadOnly) && QString::fromUtf8(f.readAll()).trimmed() == comm
            && pidAlive(pid.toLongLong()))
            return true;
    }
    return false;
}

// Stops a daemon this fixture started and waits until it is gone: the next test's
// fixture must not find a bus or polkitd that is still shutting down, take it for a
// running one and have pkexec meet "Connection refused" a moment later.
void stopAndWait(qint64 pid)
{
    if (pid <= 0)
        return;
    ::kill(pid_t(pid), SIGTERM);
    for (int i = 0; i < 100 && pidAlive(pid); ++i)
        QThread::msleep(50);
    if (pidAlive(pid))
        ::kill(pid_t(pid), SIGKILL);
    for (int i = 0; i < 100 && pidAlive(pid); ++i)
        QThread::msleep(50);
}

int runQuiet(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(30000);
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

bool PolkitFixture::canRun(QString *whyNot)
{
    if (!isRoot()) {
        *whyNot = QStringLiteral("installing a polkit policy and starting polkitd need root (CI runs as root)");
        return false;
    }
    for (const char *tool : { "/usr/bin/pkexec", "/usr/lib/polkit-1/polkitd", "/usr/bin/dbus-daemon" }) {
        if (!QFile::exists(QLatin1String(tool))) {
            *whyNot = QStringLiteral("%1 is missing (apt-get install pkexec polkitd dbus)").arg(QLatin1String(tool));
            return false;
        }
    }
    return true;
}

PolkitFixture::PolkitFixture(const QString &policyFile, const QString &helperBinary)
{
    m_helperPath = QStringLiteral(DRIVESCOPE_HELPER_PATH);
    if (!installFile(
            policyFile, QStringLiteral("/usr/share/polkit-1/actions/") + QFileInfo(policyFile).fileName(), false)
        || !installFile(helperBinary, m_helperPath, true))
        return;

    if (!systemBusAnswers()) {
        QDir().mkpath(QStringLiteral("/run/dbus"));
        // Leftovers of a bus that is gone stop a new one from starting.
        QFile::remove(QLatin1String(kSystemBus));
        QFile::remove(QStringLiteral("/run/dbus/pid"));
        QProcess p;
        p.start(QStringLiteral("dbus-daemon"),
            { QStringLiteral("--system"), QStringLiteral("--fork"), QStringLiteral("--print-pid") });
        p.waitForFinished(10000);
        m_dbusPid = QString::fromLatin1(p.readAllStandardOutput()).trimmed().toLongLong();
        for (int i = 0; i < 50 && !systemBusAnswers(); ++i)
            QThread::msleep(100);
        if (!systemBusAnswers()) {
            m_error = QStringLiteral("the system D-Bus did not start");
            return;
        }
    }
    if (!processRunning(QStringLiteral("polkitd"))) {
        if (!QProcess::startDetached(QStringLiteral("setsid"),
                { QStringLiteral("/usr/lib/polkit-1/polkitd"), QStringLiteral("--no-debug") }, {}, &m_polkitPid)) {
            m_error = QStringLiteral("polkitd did not start");
            return;
        }
    }
    if (runQuiet(QStringLiteral("id"), { user() }) != 0) {
        if (runQuiet(QStringLiteral("useradd"),
                { QStringLiteral("-M"), QStringLiteral("-s"), QStringLiteral("/usr/sbin/nologin"), user() })
            != 0) {
            m_error = QStringLiteral("useradd %1 failed").arg(user());
            return;
        }
        m_createdUser = true;
    }
    m_rulesFile = QStringLiteral("/etc/polkit-1/rules.d/49-drivescope-test.rules");
}

PolkitFixture::~PolkitFixture()
{
    if (!m_rulesFile.isEmpty())
        QFile::remove(m_rulesFile);
    for (const QString &f : std::as_const(m_installed))
        QFile::remove(f);
    for (const QString &pair : std::as_const(m_backups)) {
        const QString original = pair.section(u'|', 0, 0);
        QFile::rename(pair.section(u'|', 1, 1), original);
    }
    if (m_createdUser)
        runQuiet(QStringLiteral("userdel"), { user() });
    // setsid forks polkitd as its own process (same pid with setsid(1) when not a
    // group leader); stop it by the pid we started.
    stopAndWait(m_polkitPid);
    stopAndWait(m_dbusPid);
}

bool PolkitFixture::installFile(const QString &from, const QString &to, bool executable)
{
    QDir().mkpath(QFileInfo(to).absolutePath());
    if (QFile::exists(to)) {
        const QString backup = to + QStringLiteral(".drivescope-test-backup");
        QFile::remove(backup);
        if (!QFile::rename(to, backup)) {
            m_error = QStringLiteral("cannot move %1 aside").arg(to);
            return false;
        }
        m_backups << to + u'|' + backup;
    }
    if (!QFile::copy(from, to)) {
        m_error = QStringLiteral("cannot install %1 as %2").arg(from, to);
        return false;
    }
    m_installed << to;
    QFile::setPermissions(to,
        executable
            ? (QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup
                | QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther)
            : (QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther));
    return true;
}

bool PolkitFixture::setRule(Answer answer, const QStringList &actions)
{
    QFile f(m_rulesFile);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    f.write(QStringLiteral("// DriveScope privilege test; removed when the test ends.\n"
                           "polkit.addRule(function(action, subject) {\n"
                           "    if ([%3].indexOf(action.id) >= 0 && subject.user == \"%1\")\n"
                           "        return polkit.Result.%2;\n"
                           "});\n")
                .arg(user(), answer == Answer::Yes ? QStringLiteral("YES") : QStringLiteral("NO"),
                    QLatin1Char('"') + actions.join(QStringLiteral("\", \"")) + QLatin1Char('"'))
                .toUtf8());
    f.close();
    // polkitd reloads rules when the directory changes; give it a moment.
    QThread::msleep(1500);
    return true;
}

} // namespace DriveScope::Test
