// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every drivescope-cli subcommand shares: Ctrl-C, progress, option parsing,
// opening a read target (or the default scratch file) and a write target (a scratch
// file in a directory, or a confirmed, unused whole device).

#include "core/bench/engine/benchrunner.h"
#include "core/io/bufferpages.h"
#include "core/io/target.h"
#include "core/opening/targetopening.h"
#include "core/run/runresult.h"
#include "core/stats/linearhistogram.h"

#include <QCommandLineParser>
#include <QString>

#include <memory>
#include <optional>

namespace Cli {

// Ctrl-C (and SIGTERM) cancel a run between two I/Os; a second press kills.
void installInterruptHandler();
bool interrupted();
// From now on an interrupt (even one that came before) cancels runner.
void cancelOnInterrupt(DriveScope::BenchRunner &runner);

// "N/M reads  42 %  ETA 3 s" on stderr when it is a terminal, at most ~4 Hz.
class TerminalProgress {
public:
    TerminalProgress(bool enabled, QString unit)
        : m_enabled(enabled)
        , m_unit(std::move(unit))
    {
    }
    void update(qint64 done, qint64 total, double elapsedS);
    void finish();

private:
    bool m_enabled;
    QString m_unit;
    int m_lastPct = -1;
    int m_lastEta = -2;
};

// Returns no sooner than 250 ms after the program started. For its first ~100-200 ms a
// new process's I/O completions wake it late: the kernel is still finishing the work of
// starting it (exec, mapping and relocating Qt's libraries). Measured on the build VM with
// a C pread loop: with Qt's libraries preloaded its first fifth of 1500 reads had about
// twice the slow (> 95 µs) reads of its last fifth, and a 200 ms sleep first removed
// that. A benchmark measures the drive, not its own start-up (fio's longer start-up
// happens to hide the same effect). Call right before starting a benchmark.
void letStartUpSettle();

// Starts nothing: waits for a started runner, showing progress, honouring Ctrl-C.
void waitForRun(DriveScope::BenchRunner &runner, TerminalProgress &progress);

// --unit auto|ms|us (µs too) for the histogram reports; false and a sentence otherwise.
bool parseHistogramUnit(const QCommandLineParser &p, DriveScope::HistogramUnit *out, QString *error);

// Option values; on a bad value they set *error to one sentence and return false.
bool parseCount(const QCommandLineParser &p, const QString &name, qint64 *out, QString *error);
bool parseSize(const QCommandLineParser &p, const QString &name, qint64 *out, QString *error);
// --seed N: a whole number into *seed (unset: unchanged, a fresh seed is drawn later).
bool parseSeed(const QCommandLineParser &p, std::optional<quint64> *seed, QString *error);
// --NAME SECONDS: a number of seconds above 0 and at most an hour, into *ns (unset: unchanged).
bool parseSeconds(const QCommandLineParser &p, const QString &name, qint64 *ns, QString *error);

// --huge-pages, for the commands that move large blocks (bandwidth, zone): the I/O
// buffer in 2 MiB huge pages instead of ordinary ones (core/io/bufferpages.h says why).
QCommandLineOption hugePagesOption();
DriveScope::BufferPages bufferPagesFrom(const QCommandLineParser &p);

// The help text with "Usage: drivescope-cli COMMAND [options] ARGS" instead of the
// binary's path.
QString helpText(const QCommandLineParser &p, const QString &usage, const QString &epilogue);

// Parses a subcommand's arguments. Returns the exit code when the command is done
// already (a parse error was printed: BadOptions; --help was printed: Ok), nothing when
// it should go on.
std::optional<int> parseOrHelp(QCommandLineParser &p, const QStringList &arguments, const QString &command,
    const QString &usage, const QString &epilogue);

// "one TARGET at most (got 2: a b)." when there are more positional arguments than
// one, nothing otherwise.
std::optional<QString> extraTargets(const QStringList &positional);

// A finished run's exit code: RunFailed (after printing the run's failure as
// "drivescope-cli COMMAND: message"), Interrupted when it was cancelled, else saveRc
// (what saving it into --save's session gave, 0 without --save).
int finishedRunExitCode(const DriveScope::RunResult &result, int saveRc, const QString &command);

using DriveScope::OpenedTarget; // the target and any scratch file made for it (core/opening/targetopening.h)

// Block devices the user may not open are opened through polkit (pkexec
// drivescope-helper) when open() says EACCES/EPERM; --elevate asks for it up front.
void setAlwaysElevate(bool always);

// TARGET, or the 1 GiB read scratch file in ~/.cache/drivescope when path is empty.
// Returns 0, or an exit code after printing one sentence prefixed with command.
int openReadTarget(
    const QString &path, const DriveScope::OpenOptions &options, const QString &command, OpenedTarget *out);

// For write benchmarks: a directory gets a fresh scratch file of scratchSize bytes
// (removed when out goes away); a block device needs confirmedDevice naming it and
// nothing on it in use (core/io/writeguard.h). Anything else is refused.
int openWriteTarget(const QString &path, const QString &confirmedDevice, qint64 scratchSize,
    const DriveScope::OpenOptions &options, const QString &command, OpenedTarget *out);

} // namespace Cli
