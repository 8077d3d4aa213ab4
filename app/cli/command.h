// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one skeleton of every benchmark subcommand: parse (--help, --save, TARGET, usage
// errors) → check --save and catch Ctrl-C → open the target → run the planned job with
// progress → print the report or JSON → save → exit code. A subcommand
// (app/cli/commands/<id>command.cpp) adds only its options, its config and its report.

#include "app/cli/clisupport.h"
#include "app/cli/sessionsaver.h"

#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/engine/benchmarkkind.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QTextStream>

#include <functional>
#include <memory>
#include <optional>

namespace Cli {

// The "Exit codes:" table at the end of a benchmark command's --help. Every command
// can end with 0, 1, 2, 3, 5 (a device is opened through polkit for reading and for
// writing) and 130; a command says how its 2 and 3 read and, if it writes, why a write
// is refused (4).
struct ExitCodeHelp {
    const char *badOptions = "bad options, or options that do not fit the target";
    const char *cannotOpen = "the target cannot be opened";
    const char *writeRefused = nullptr; // null: the command never writes
    bool severalRuns = false; // one run per size and mode (syncwrite): "every run completed"
};
QString exitCodesHelp(const ExitCodeHelp &codes);
inline constexpr const char *ioUringBadOptions
    = "bad options, options that do not fit the target, or io_uring refused by the kernel";
inline constexpr const char *writeRefusedUnconfirmed = "a write was refused to protect data (not confirmed, or in use)";

class Command {
public:
    // description: the first lines of --help.
    Command(const DriveScope::BenchmarkKind &kind, const QString &description);

    const DriveScope::BenchmarkKind &kind() const { return m_kind; }
    QString name() const { return m_kind.id(); }
    // The subcommand's own options go here before parse().
    QCommandLineParser &parser() { return m_parser; }
    const QCommandLineParser &options() const { return m_parser; }

    // Adds --save and TARGET, parses, answers --help. An exit code when the command is
    // done already (help printed: 0; bad options: 2).
    // epilogue: the help after the options, followed by the exit codes' table.
    // usage: the help's synopsis when not "drivescope-cli ID [options] [TARGET]".
    std::optional<int> parse(const QStringList &arguments, const QString &targetHelp, const char *epilogue,
        const ExitCodeHelp &exitCodes, const QString &usage = {});
    // "drivescope-cli ID: message" on stderr; returns ExitCode::BadOptions.
    int usageError(const QString &message) const;
    void printError(const QString &message) const;
    // The TARGET argument ("" when none); more than one is a usage error.
    std::optional<int> checkOneTarget() const;
    QString target() const;
    // For commands that read, and write where writing loses nothing (speed, blocksize):
    // our own scratch file in a directory TARGET, a simulated drive, or the whole device
    // --destroy-data-on names (and every guard allows); --read-only reads only. Checks
    // the two options against each other and TARGET; an exit code after one sentence.
    struct WriteChoice {
        bool openWritable = false; // open TARGET for writing (a scratch file, a sim, a device)
        bool writes = false; // the benchmark writes (openWritable, less --read-only)
        bool readOnly = false; // --read-only
        QString confirmed; // --destroy-data-on
    };
    std::optional<int> chooseWrites(WriteChoice *choice) const;
    bool json() const { return m_parser.isSet(QStringLiteral("json")); }

    // Before opening: an existing session must be readable and writable (--save), and
    // Ctrl-C cancels the run between two I/Os from here on. 0 or an exit code.
    int prepare();
    // The files the command reads and writes checked together (OutputCheck), and the
    // fio job's target and file, before anything runs: 0, or an exit code after a sentence.
    int checkFiles() const;
    // TARGET (or the read scratch file) for reading; a scratch file in a folder or a
    // confirmed, unused device for writing. 0 or an exit code.
    int openForRead(const QString &path, const DriveScope::OpenOptions &options);
    int openForWrite(const QString &path, const QString &confirmedDevice, qint64 scratchSize,
        const DriveScope::OpenOptions &options);
    // prepare(), then TARGET as the command's options say: read, or write (a folder's
    // scratch file or a confirmed device), O_DIRECT unless --buffered, through polkit
    // at once with --elevate.
    int open(bool write, const QString &confirmedDevice = {}, qint64 scratchSize = 0);
    OpenedTarget &opened() { return m_opened; }
    DriveScope::Target &openedTarget() { return *m_opened.target; }

    // Starts job (after the start-up settles), journals it to --save's session, waits
    // with progress on a terminal (or with wait, a command's own live output) and
    // returns the run.
    using Wait = std::function<void(DriveScope::BenchRunner &runner)>;
    DriveScope::RunResult run(DriveScope::BenchmarkJob &job, const QString &progressUnit, const Wait &wait = {});
    // Saves the run (--save) and gives its exit code: the failure's, Ctrl-C's, or the save's.
    int finish(const DriveScope::RunResult &result);
    // One run printed as text or, with --json, as its JSON document; then finish(). The
    // text is the benchmark's report and its plausibility warnings, or what text makes.
    // Only the one asked for is made: a long run's JSON is large even streamed.
    int report(const DriveScope::RunResult &result, const DriveScope::RunSummary &summary,
        const std::function<QString()> &text = {});
    // doc on standard output with each runReportJson(..., SampleColumns::Streamed)
    // placeholder replaced by the samples in turn; false (said) when it could not be.
    bool writeJson(const QJsonDocument &doc, const std::vector<const std::vector<DriveScope::Sample> *> &samples);

    QTextStream &out() { return m_out; }

private:
    // --fio-job FILE: the runs so far as one fio job file; 0 or ExitCode::OutputFailed.
    int writeFioJob(const DriveScope::RunResult &result);

    const DriveScope::BenchmarkKind &m_kind;
    QCommandLineParser m_parser;
    std::optional<SessionSaver> m_saver;
    OpenedTarget m_opened;
    QString m_fioJobs; // --fio-job's text so far
    // The last run's runner: its journal reads it until finish() has saved the run.
    std::unique_ptr<DriveScope::BenchRunner> m_runner;
    QTextStream m_out;
};

} // namespace Cli
