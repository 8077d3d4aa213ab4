// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/command.h"

#include "app/cli/exitcodes.h"
#include "app/cli/standardoutput.h"

#include "core/bench/engine/fiojob.h"
#include "core/bench/engine/plausibility.h"
#include "core/report/runreport.h"
#include "core/report/streamedjson.h"
#include "core/util/outputcheck.h"
#include "core/util/safefile.h"

#include <QFileInfo>
#include <QJsonDocument>

#include <unistd.h>

using namespace DriveScope;

namespace Cli {

Command::Command(const BenchmarkKind &kind, const QString &description)
    : m_kind(kind)
    , m_out(standardOutput())
{
    m_parser.setApplicationDescription(description);
    m_parser.addHelpOption();
}

QString exitCodesHelp(const ExitCodeHelp &codes)
{
    QString table = QStringLiteral("Exit codes:\n");
    const auto row = [&table](int code, const QString &meaning) {
        table += QStringLiteral("  %1 %2\n").arg(code, -4).arg(meaning);
    };
    const QString run = codes.severalRuns ? QStringLiteral("a run") : QStringLiteral("the run");
    row(ExitCode::Ok, codes.severalRuns ? QStringLiteral("every run completed") : QStringLiteral("the run completed"));
    row(ExitCode::RunFailed, QStringLiteral("an I/O error ended %1 (the partial result is printed)").arg(run));
    row(ExitCode::BadOptions, QString::fromUtf8(codes.badOptions));
    row(ExitCode::CannotOpen, QString::fromUtf8(codes.cannotOpen));
    if (codes.writeRefused)
        row(ExitCode::WriteRefused, QString::fromUtf8(codes.writeRefused));
    row(ExitCode::NotAuthorised,
        QStringLiteral("not authorised: polkit refused to let the drive be opened (nothing ran)"));
    row(ExitCode::Interrupted,
        QStringLiteral("interrupted by Ctrl-C (the partial result is printed, labelled partial)"));
    return table;
}

std::optional<int> Command::parse(const QStringList &arguments, const QString &targetHelp, const char *epilogue,
    const ExitCodeHelp &exitCodes, const QString &usage)
{
    addSaveOption(m_parser);
    m_parser.addOption({ QStringLiteral("fio-job"),
        QStringLiteral("Also write the run as an fio job file FILE, to check its figures with fio: "
                       "'fio FILE' repeats the I/O pattern on the same target."),
        QStringLiteral("FILE") });
    m_parser.addPositionalArgument(QStringLiteral("TARGET"), targetHelp, QStringLiteral("[TARGET]"));
    const QString synopsis
        = usage.isEmpty() ? QStringLiteral("drivescope-cli %1 [options] [TARGET]").arg(name()) : usage;
    if (const auto rc
        = parseOrHelp(m_parser, arguments, name(), synopsis, QString::fromUtf8(epilogue) + exitCodesHelp(exitCodes)))
        return rc;
    m_saver.emplace(m_parser, name());
    return std::nullopt;
}

int Command::usageError(const QString &message) const
{
    QTextStream(stderr) << "drivescope-cli " << name() << ": " << message << "\n";
    return ExitCode::BadOptions;
}

void Command::printError(const QString &message) const
{
    QTextStream(stderr) << "drivescope-cli " << name() << ": " << message << "\n";
}

std::optional<int> Command::checkOneTarget() const
{
    if (const auto extra = extraTargets(m_parser.positionalArguments()))
        return usageError(*extra);
    return std::nullopt;
}

QString Command::target() const
{
    return m_parser.positionalArguments().value(0);
}

std::optional<int> Command::chooseWrites(WriteChoice *choice) const
{
    const QString path = target();
    choice->confirmed = m_parser.value(QStringLiteral("destroy-data-on"));
    choice->readOnly = m_parser.isSet(QStringLiteral("read-only"));
    if (choice->readOnly && !choice->confirmed.isEmpty())
        return usageError(QStringLiteral("--read-only and --destroy-data-on exclude each other."));
    if (!choice->confirmed.isEmpty() && path.isEmpty())
        return usageError(QStringLiteral("--destroy-data-on needs the same device as TARGET."));
    const bool directory = !path.isEmpty() && QFileInfo(path).isDir();
    const bool simulated = path.startsWith(QStringLiteral("sim:"));
    choice->openWritable = directory || !choice->confirmed.isEmpty() || (simulated && !choice->readOnly);
    choice->writes = choice->openWritable && !choice->readOnly;
    return std::nullopt;
}

int Command::prepare()
{
    if (const int rc = checkFiles())
        return rc;
    if (const int rc = m_saver->prepare())
        return rc;
    installInterruptHandler();
    return ExitCode::Ok;
}

int Command::checkFiles() const
{
    // Every output against the target and each other, before anything is read or made.
    OutputCheck files;
    files.reads(QStringLiteral("the target"), target());
    m_saver->addOutputs(files);
    const bool fio = m_parser.isSet(QStringLiteral("fio-job"));
    const QString job = m_parser.value(QStringLiteral("fio-job"));
    if (fio)
        files.writes(QStringLiteral("--fio-job"), job);
    if (const QString problem = files.problem(); !problem.isEmpty())
        return usageError(problem + QStringLiteral(" Nothing was run."));
    if (!fio)
        return ExitCode::Ok;
    // What would fail after the run fails now: a target fio cannot be given, a job file
    // that cannot be written.
    if (const QString no = FioJobFile::whyNotFor(target()); !no.isEmpty())
        return usageError(QStringLiteral("--fio-job: %1 Nothing was run.").arg(no));
    QString unwritable;
    if (!SafeFile::checkWritable(job, SafeFile::Streams::Allowed, &unwritable)) {
        printError(QStringLiteral("--fio-job: %1 Nothing was run.").arg(unwritable));
        return ExitCode::OutputFailed;
    }
    return ExitCode::Ok;
}

int Command::openForRead(const QString &path, const OpenOptions &options)
{
    return openReadTarget(path, options, name(), &m_opened);
}

int Command::openForWrite(
    const QString &path, const QString &confirmedDevice, qint64 scratchSize, const OpenOptions &options)
{
    return openWriteTarget(path, confirmedDevice, scratchSize, options, name(), &m_opened);
}

int Command::open(bool write, const QString &confirmedDevice, qint64 scratchSize)
{
    if (const int rc = prepare())
        return rc;
    // --elevate (the commands that offer it): through polkit at once. An option the
    // command does not define cannot be on its parsed command line.
    setAlwaysElevate(m_parser.optionNames().contains(u"elevate"));
    OpenOptions options;
    options.direct = !m_parser.isSet(QStringLiteral("buffered"));
    return write ? openForWrite(target(), confirmedDevice, scratchSize, options) : openForRead(target(), options);
}

RunResult Command::run(BenchmarkJob &job, const QString &progressUnit, const Wait &wait)
{
    m_runner = std::make_unique<BenchRunner>();
    BenchRunner &runner = *m_runner;
    letStartUpSettle();
    job.start(runner);
    m_saver->startJournal(
        runner, name(), *m_opened.target, job.config(), [&job](std::size_t from) { return job.finishedPhases(from); });
    if (wait) {
        wait(runner);
    } else {
        TerminalProgress progress(::isatty(STDERR_FILENO) && !json(), progressUnit);
        waitForRun(runner, progress);
    }
    return job.result(runner);
}

int Command::finish(const RunResult &result)
{
    const int saved = m_saver->finish(result); // stops the journal that reads the runner
    m_runner.reset();
    const int code = finishedRunExitCode(result, saved, name());
    const int fio = writeFioJob(result);
    return code != ExitCode::Ok ? code : fio;
}

int Command::writeFioJob(const RunResult &result)
{
    if (!m_parser.isSet(QStringLiteral("fio-job")))
        return ExitCode::Ok;
    // Every run of the command in one file (sync write runs one per size and mode).
    QString why;
    const QString job = m_kind.fioJob(result, &why);
    if (job.isEmpty()) {
        printError(QStringLiteral("no fio job written: %1").arg(why));
        return ExitCode::OutputFailed;
    }
    m_fioJobs += (m_fioJobs.isEmpty() ? QString() : QStringLiteral("\n")) + job;
    QString error;
    if (!SafeFile::write(
            m_parser.value(QStringLiteral("fio-job")), m_fioJobs.toUtf8(), SafeFile::Streams::Allowed, &error)) {
        printError(error);
        return ExitCode::OutputFailed;
    }
    return ExitCode::Ok;
}

int Command::report(const RunResult &result, const RunSummary &summary, const std::function<QString()> &text)
{
    bool written = true;
    if (json()) {
        written
            = writeJson(QJsonDocument(runReportJson(result, summary, SampleColumns::Streamed)), { &result.samples });
    } else {
        const QString report
            = text ? text() : QString(m_kind.textReport(result, summary) + plausibilityText(summary.warnings));
        m_out << report;
        m_out.flush();
    }
    const int code = finish(result);
    return code == ExitCode::Ok && !written ? int(ExitCode::OutputFailed) : code;
}

bool Command::writeJson(const QJsonDocument &doc, const std::vector<const std::vector<Sample> *> &samples)
{
    m_out.flush();
    QString error;
    if (writeStreamedJson(*m_out.device(), doc, samples, &error))
        return true;
    if (standardOutputError() == 0) // a failed write to standard output is main()'s to say
        printError(error);
    return false;
}

} // namespace Cli
