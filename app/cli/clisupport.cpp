// SPDX-License-Identifier: GPL-3.0-or-later
#include "standardoutput.h"
#include "clisupport.h"

#include "exitcodes.h"

#include "core/opening/privilegedopener.h"
#include "core/opening/scratchfile.h"
#include "core/opening/writeguard.h"
#include "core/util/byteunits.h"

#include <QFile>
#include <QTextStream>

#include <sys/stat.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>
#include <unistd.h>

using namespace DriveScope;

namespace Cli {

namespace {

// The handler only stores to lock-free atomics (async-signal-safe). It is one-shot
// (SA_RESETHAND), so a second Ctrl-C kills the process the usual way.
std::atomic<BenchRunner *> g_runner{nullptr};
std::atomic<bool> g_interrupted{false};
bool g_alwaysElevate = false;

void onInterrupt(int)
{
    g_interrupted.store(true);
    if (BenchRunner *r = g_runner.load())
        r->requestCancel();
}

void printError(const QString &command, const QString &message)
{
    QTextStream(stderr) << "drivescope-cli " << command << ": " << message << "\n";
}

std::function<bool(qint64)> percentPrinter(qint64 total)
{
    const bool tty = ::isatty(STDERR_FILENO);
    return [tty, total](qint64 done) {
        if (tty)
            std::fprintf(stderr, "\r  %3d %%", int(100 * done / total));
        return !g_interrupted.load();
    };
}

bool isBlockDevice(const QString &path)
{
    struct stat st = {};
    return ::stat(QFile::encodeName(path).constData(), &st) == 0 && S_ISBLK(st.st_mode);
}

// Opens path directly, or through the privileged helper when that is needed (or asked
// for) and path is a block device. The benchmark itself always runs as the user.
std::unique_ptr<Target> openMaybeElevated(const QString &path, const OpenOptions &options, OpenError *error)
{
    if (!g_alwaysElevate || !isBlockDevice(path)) {
        auto target = Target::open(path, options, error);
        if (target || error->code != OpenError::Code::PermissionDenied || !isBlockDevice(path))
            return target;
    }
    QTextStream(stderr) << "Asking for permission to open " << path << " (polkit)...\n";
    return PrivilegedOpener::open(path, options, error);
}

void clearPercent()
{
    if (::isatty(STDERR_FILENO))
        std::fprintf(stderr, "\r       \r");
}

} // namespace

std::optional<QString> extraTargets(const QStringList &positional)
{
    if (positional.size() <= 1)
        return std::nullopt;
    return QStringLiteral("one TARGET at most (got %1: %2).").arg(positional.size()).arg(positional.join(u' '));
}

int finishedRunExitCode(const RunResult &result, int saveRc, const QString &command)
{
    switch (result.status) {
    case RunStatus::Failed:
        printError(command, result.failure.message);
        return ExitCode::RunFailed;
    case RunStatus::Cancelled:
        return ExitCode::Interrupted;
    default:
        return saveRc;
    }
}

void setAlwaysElevate(bool always)
{
    g_alwaysElevate = always;
}

void installInterruptHandler()
{
    struct sigaction sa = {};
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND;
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
}

bool interrupted()
{
    return g_interrupted.load();
}

void setActiveRunner(BenchRunner *runner)
{
    g_runner.store(runner);
    if (runner && g_interrupted.load())
        runner->requestCancel();
}

void TerminalProgress::update(qint64 done, qint64 total, double elapsedS)
{
    if (!m_enabled || total <= 0)
        return;
    const int pct = int(100 * done / total);
    const int eta = done > 0 ? int(elapsedS * double(total - done) / double(done) + 0.5) : -1;
    if (pct == m_lastPct && eta == m_lastEta)
        return;
    m_lastPct = pct;
    m_lastEta = eta;
    const QString etaText = eta < 0 ? QStringLiteral("?") : QStringLiteral("%1 s").arg(eta);
    std::fprintf(stderr, "\r  %lld/%lld %s  %3d %%  ETA %s   ", (long long)done, (long long)total,
                 qPrintable(m_unit), pct, qPrintable(etaText));
    std::fflush(stderr);
}

void TerminalProgress::finish()
{
    if (m_enabled && m_lastPct >= 0)
        std::fprintf(stderr, "\r%70s\r", "");
}

namespace {
// Set while the program's statics are initialised, i.e. just after its libraries loaded.
const auto programStart = std::chrono::steady_clock::now();
} // namespace

void letStartUpSettle()
{
    std::this_thread::sleep_until(programStart + std::chrono::milliseconds(250));
}

void waitForRun(BenchRunner &runner, TerminalProgress &progress)
{
    setActiveRunner(&runner);
    while (!runner.wait(250))
        progress.update(runner.completedSamples(), runner.expectedSamples(), double(runner.elapsedNs()) / 1e9);
    progress.finish();
    setActiveRunner(nullptr);
}

bool parseCount(const QCommandLineParser &p, const QString &name, qint64 *out, QString *error)
{
    if (!p.isSet(name))
        return true;
    bool ok = false;
    const qint64 v = p.value(name).toLongLong(&ok);
    if (!ok) {
        *error = QStringLiteral("'%1' is not a whole number for --%2.").arg(p.value(name), name);
        return false;
    }
    *out = v;
    return true;
}

bool parseSize(const QCommandLineParser &p, const QString &name, qint64 *out, QString *error)
{
    if (!p.isSet(name))
        return true;
    QString why;
    const auto v = parseByteSize(p.value(name), &why);
    if (!v) {
        *error = QStringLiteral("--%1: %2.").arg(name, why);
        return false;
    }
    *out = *v;
    return true;
}

QCommandLineOption hugePagesOption()
{
    return { QStringLiteral("huge-pages"),
        QStringLiteral("Put the I/O buffer in 2 MiB huge pages (hugetlb if reserved, else transparent), so "
                       "each request is one physically contiguous piece, like fio --mem=shmhuge. Fails "
                       "with the reason when none can be had. Default: ordinary pages, like dd and fio.") };
}

DriveScope::BufferPages bufferPagesFrom(const QCommandLineParser &p)
{
    return p.isSet(QStringLiteral("huge-pages")) ? DriveScope::BufferPages::Huge : DriveScope::BufferPages::Normal;
}

QString helpText(const QCommandLineParser &p, const QString &usage, const char *epilogue)
{
    QString help = p.helpText();
    help.replace(0, help.indexOf(u'\n'), QStringLiteral("Usage: ") + usage);
    return help + QString::fromUtf8(epilogue);
}

std::optional<int> parseOrHelp(QCommandLineParser &p, const QStringList &arguments, const QString &command,
                               const QString &usage, const char *epilogue)
{
    if (!p.parse(arguments)) {
        QTextStream(stderr) << "drivescope-cli " << command << ": " << p.errorText() << "; try 'drivescope-cli "
                            << command << " --help'.\n";
        return ExitCode::BadOptions;
    }
    if (p.isSet(QStringLiteral("help"))) {
        QTextStream(Cli::standardOutput()) << helpText(p, usage, epilogue);
        return ExitCode::Ok;
    }
    // An option given twice with different values is a mistake to point out, not a
    // choice to make: the last --destroy-data-on winning once wrote to the wrong device.
    QStringList seen;
    for (const QString &name : p.optionNames()) {
        const QStringList values = p.values(name);
        if (name == u"r" || name == u"region" || seen.contains(name) || values.size() < 2)
            continue;
        seen << name;
        if (values.count(values.first()) != values.size()) {
            QTextStream(stderr) << "drivescope-cli " << command << ": " << (name.size() == 1 ? "-" : "--") << name
                                << " was given " << values.size() << " times with different values ("
                                << values.join(QStringLiteral(", ")) << "); give it once.\n";
            return ExitCode::BadOptions;
        }
    }
    return std::nullopt;
}

int openReadTarget(const QString &pathIn, const OpenOptions &options, const QString &command, OpenedTarget *out)
{
    QString path = pathIn;
    if (path.isEmpty()) {
        path = ScratchFile::defaultPath();
        if (!ScratchFile::isReady(path, ScratchFile::DefaultSize)) {
            QTextStream(stderr) << "Creating the scratch target " << path << " ("
                                << formatBytesBinary(ScratchFile::DefaultSize) << " of random bytes, once)...\n";
            QString why;
            const bool ok = ScratchFile::ensure(path, ScratchFile::DefaultSize,
                                                percentPrinter(ScratchFile::DefaultSize), &why);
            clearPercent();
            if (!ok) {
                printError(command, why);
                return interrupted() ? ExitCode::Interrupted : ExitCode::CannotOpen;
            }
        }
    }
    OpenError error;
    out->target = openMaybeElevated(path, options, &error);
    if (!out->target) {
        printError(command, error.message);
        return error.code == OpenError::Code::NotAuthorised ? ExitCode::NotAuthorised : ExitCode::CannotOpen;
    }
    return ExitCode::Ok;
}

int openWriteTarget(const QString &path, const QString &confirmedDevice, qint64 scratchSize,
                    const OpenOptions &optionsIn, const QString &command, OpenedTarget *out)
{
    const WriteGuard::Decision decision = WriteGuard::check(path, confirmedDevice);
    if (decision.verdict == WriteGuard::Verdict::Refused) {
        printError(command, decision.reason);
        return ExitCode::WriteRefused;
    }
    OpenOptions options = optionsIn;
    options.access = OpenOptions::Access::ReadWrite;
    QString openPath = path;
    if (decision.verdict == WriteGuard::Verdict::ScratchInDirectory) {
        QString why;
        QTextStream(stderr) << "Creating a " << formatBytesBinary(scratchSize) << " scratch file of random bytes in "
                            << path << " (removed after the run)...\n";
        out->scratch = ScratchWriteFile::create(path, scratchSize, percentPrinter(scratchSize), &why);
        clearPercent();
        if (!out->scratch) {
            printError(command, why);
            return interrupted() ? ExitCode::Interrupted : ExitCode::CannotOpen;
        }
        openPath = out->scratch->path();
        options = out->scratch->options(options);
    }
    OpenError error;
    out->target = openMaybeElevated(openPath, options, &error);
    if (!out->target) {
        printError(command, error.message);
        out->scratch.reset();
        if (error.code == OpenError::Code::NotAuthorised)
            return ExitCode::NotAuthorised;
        return error.code == OpenError::Code::Busy ? ExitCode::WriteRefused : ExitCode::CannotOpen;
    }
    return ExitCode::Ok;
}

} // namespace Cli
