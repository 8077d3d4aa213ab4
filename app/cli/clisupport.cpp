// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/clisupport.h"

#include "app/cli/standardoutput.h"

#include "app/cli/exitcodes.h"

#include "core/opening/targetopening.h"
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

// The handler only stores to a lock-free atomic of static lifetime (async-signal-safe),
// which runners read (BenchRunner::cancelWhen): it never touches a runner, so a signal
// on another thread while a runner is destroyed cannot use it after it is freed. It is
// one-shot (SA_RESETHAND), so a second Ctrl-C kills the process the usual way.
std::atomic<bool> g_interrupted { false };
bool g_alwaysElevate = false;

void onInterrupt(int)
{
    g_interrupted.store(true);
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
    case RunStatus::Failed: printError(command, result.failure.message); return ExitCode::RunFailed;
    case RunStatus::Cancelled: return ExitCode::Interrupted;
    default: return saveRc;
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

void cancelOnInterrupt(BenchRunner &runner)
{
    runner.cancelWhen(&g_interrupted);
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
    std::fprintf(stderr, "\r  %lld/%lld %s  %3d %%  ETA %s   ", (long long)done, (long long)total, qPrintable(m_unit),
        pct, qPrintable(etaText));
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
    cancelOnInterrupt(runner);
    while (!runner.wait(250))
        progress.update(runner.progressDone(), runner.progressTotal(), double(runner.elapsedNs()) / 1e9);
    progress.finish();
}

bool parseSeed(const QCommandLineParser &p, std::optional<quint64> *seed, QString *error)
{
    if (!p.isSet(QStringLiteral("seed")))
        return true;
    bool ok = false;
    const quint64 value = p.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok) {
        *error = QStringLiteral("--seed must be a whole number (got '%1').").arg(p.value(QStringLiteral("seed")));
        return false;
    }
    *seed = value;
    return true;
}

bool parseSeconds(const QCommandLineParser &p, const QString &name, qint64 *ns, QString *error)
{
    if (!p.isSet(name))
        return true;
    bool ok = false;
    const double s = p.value(name).toDouble(&ok);
    if (!ok || !(s > 0) || s > 3600) {
        *error = QStringLiteral("--%1 must be a number of seconds above 0 and at most 3600 (got '%2').")
                     .arg(name, p.value(name));
        return false;
    }
    *ns = qint64(s * 1e9);
    return true;
}

bool parseHistogramUnit(const QCommandLineParser &p, HistogramUnit *out, QString *error)
{
    const QString unit = p.value(QStringLiteral("unit"));
    if (unit == u"ms")
        *out = HistogramUnit::Milliseconds;
    else if (unit == u"us" || unit == u"µs")
        *out = HistogramUnit::Microseconds;
    else if (unit.isEmpty() || unit == u"auto")
        *out = HistogramUnit::Auto;
    else {
        *error = QStringLiteral("--unit must be auto, ms or us (got '%1').").arg(unit);
        return false;
    }
    return true;
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

QString helpText(const QCommandLineParser &p, const QString &usage, const QString &epilogue)
{
    QString help = p.helpText();
    help.replace(0, help.indexOf(u'\n'), QStringLiteral("Usage: ") + usage);
    return help + epilogue;
}

std::optional<int> parseOrHelp(QCommandLineParser &p, const QStringList &arguments, const QString &command,
    const QString &usage, const QString &epilogue)
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

namespace {

// The CLI's view of opening: a line when a scratch file is made (with a percentage on a
// terminal, stopped by Ctrl-C) or polkit is asked.
OpenProgress terminalProgress(qint64 scratchSize)
{
    auto percent = std::make_shared<std::function<bool(qint64)>>();
    return [scratchSize, percent](OpenStep step, const QString &path, int value) {
        if (value >= 0)
            return (*percent)(qint64(value) * scratchSize / 100);
        switch (step) {
        case OpenStep::MakingReadScratch:
            QTextStream(stderr) << "Creating the scratch target " << path << " (" << formatBytesBinary(scratchSize)
                                << " of random bytes, once)...\n";
            break;
        case OpenStep::MakingWriteScratch:
            QTextStream(stderr) << "Creating a " << formatBytesBinary(scratchSize)
                                << " scratch file of random bytes in " << path << " (removed after the run)...\n";
            break;
        case OpenStep::AskingPermission:
            clearPercent();
            QTextStream(stderr) << "Asking for permission to open " << path << " (polkit)...\n";
            return true;
        }
        *percent = percentPrinter(scratchSize);
        return true;
    };
}

// The exit code of a failed open, after its sentence.
int openFailed(const OpenedTarget &opened, const QString &command)
{
    clearPercent();
    printError(command, opened.error.message);
    if (opened.cancelled)
        return ExitCode::Interrupted;
    if (opened.refusedToProtectData)
        return ExitCode::WriteRefused;
    return opened.error.code == OpenError::Code::NotAuthorised ? ExitCode::NotAuthorised : ExitCode::CannotOpen;
}

} // namespace

int openReadTarget(const QString &path, const OpenOptions &options, const QString &command, OpenedTarget *out)
{
    OpenRequest request;
    request.path = path;
    request.options = options;
    request.alwaysElevate = g_alwaysElevate;
    *out = openTarget(request, terminalProgress(request.readScratchSize));
    clearPercent();
    return out->target ? ExitCode::Ok : openFailed(*out, command);
}

int openWriteTarget(const QString &path, const QString &confirmedDevice, qint64 scratchSize, const OpenOptions &options,
    const QString &command, OpenedTarget *out)
{
    OpenRequest request;
    request.purpose = OpenRequest::Purpose::Write;
    request.path = path;
    request.confirmedDevice = confirmedDevice;
    request.writeScratchSize = scratchSize;
    request.options = options;
    request.alwaysElevate = g_alwaysElevate;
    *out = openTarget(request, terminalProgress(scratchSize));
    clearPercent();
    return out->target ? ExitCode::Ok : openFailed(*out, command);
}

} // namespace Cli
