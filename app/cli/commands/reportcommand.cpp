// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/reportcommand.h"
#include "app/cli/standardoutput.h"

#include "app/cli/clisupport.h"
#include "app/cli/exitcodes.h"
#include "app/cli/reportwriter.h"
#include "app/cli/sessionsaver.h"

#include "core/report/runreport.h"
#include "core/report/sessioncsv.h"
#include "core/report/sessionjson.h"
#include "core/session/sessionfile.h"
#include "core/util/outputcheck.h"
#include "core/util/safefile.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>

#include <cstdio>

using namespace DriveScope;

namespace {

const char *reportEpilogue = R"(
Output (default: --text):
  --text       each run's plain-text report, exactly as the benchmark printed it live
               (a run recovered from a crash journal is labelled partial)
  --csv FILE   one row per sample of every run; '-' is standard output. Columns:
               run (1-based), benchmark, worker, offset_bytes, start_ns (from the run's
               start, CLOCK_MONOTONIC), latency_ns, bytes_requested, result (bytes
               transferred, or -errno), flags (1 warm-up, 2 failed, 4 write), warm_up,
               failed, write (0/1)
  --figures-csv FILE
               one row per figure of every run, as the reports and compare show them
               (the speed grid's cells, IOPS and p99 at each depth, latency percentiles,
               estimates). Columns: run, benchmark, group (latency, benchmark,
               estimate), key, name, value (ns for a duration, else in unit; empty
               when not known), unit, shown
  --json FILE  the session as JSON: title, notes, and per run the same document as the
               benchmark's --json (config, target, host, summary, every sample as columns)
  --pdf FILE   a report for people (A4): host and date, each drive's facts, each run's
               parameters, statistics table (count, mean, median, std dev, min, max,
               p90, p99, p99.9, I/O per s, MB/s) and the charts the window draws, as
               vectors, with a note on how each figure was obtained
  --html FILE  the same report as one self-contained HTML file (charts inline: SVG,
               or PNG at twice the size where that is smaller, e.g. scatter plots);
               '-' is standard output for both
  --title TEXT the report's title (default: "DriveScope report" and the session's title)
  Several outputs may be given at once. --pdf and --html draw the charts offscreen:
  no display is needed.

Exit codes:
  0    done
  2    bad options
  6    the session file cannot be read (one sentence says why), or an output file
       cannot be written
)";

// '-' is standard output; a device, FIFO or socket is written, never replaced; a
// regular file is replaced atomically (SafeFile).
bool writeOutput(const QString &path, const QByteArray &data, QString *error)
{
    if (path == u"-")
        return SafeFile::writeStandardOutput(data, error);
    return SafeFile::write(path, data, SafeFile::Streams::Allowed, error);
}

} // namespace

int runReportCommand(const QStringList &arguments)
{
    QTextStream out(Cli::standardOutput());
    QTextStream err(stderr);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "drivescope-cli report: show or export the runs saved in a session file (drivescope-cli ... --save SESSION)."));
    p.addHelpOption();
    p.addOptions({
        { QStringLiteral("text"), QStringLiteral("Print each run's plain-text report (the default).") },
        { QStringLiteral("csv"), QStringLiteral("Write every sample as CSV to FILE ('-': standard output)."),
            QStringLiteral("FILE") },
        { QStringLiteral("figures-csv"),
            QStringLiteral("Write every run's figures (grid cells, depth rows, percentiles) as CSV to FILE ('-': "
                           "standard output)."),
            QStringLiteral("FILE") },
        { QStringLiteral("json"), QStringLiteral("Write the session as JSON to FILE ('-': standard output)."),
            QStringLiteral("FILE") },
        { QStringLiteral("pdf"), QStringLiteral("Write a PDF report (A4, charts as vectors) to FILE."),
            QStringLiteral("FILE") },
        { QStringLiteral("html"), QStringLiteral("Write a self-contained HTML report to FILE."),
            QStringLiteral("FILE") },
        { QStringLiteral("title"), QStringLiteral("The PDF/HTML report's title."), QStringLiteral("TEXT") },
    });
    p.addPositionalArgument(QStringLiteral("SESSION"), QStringLiteral("A session file."));
    if (!p.parse(arguments)) {
        err << "drivescope-cli report: " << p.errorText() << "; try 'drivescope-cli report --help'.\n";
        return ExitCode::BadOptions;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << Cli::helpText(
            p, QStringLiteral("drivescope-cli report [options] SESSION"), QString::fromUtf8(reportEpilogue));
        return ExitCode::Ok;
    }
    if (p.positionalArguments().size() != 1) {
        err << "drivescope-cli report: give exactly one SESSION file; try 'drivescope-cli report --help'.\n";
        return ExitCode::BadOptions;
    }
    // Every output against the session read and each other, before anything is written.
    OutputCheck files;
    files.reads(QStringLiteral("the session"), p.positionalArguments().first());
    for (const char *option : { "csv", "figures-csv", "json", "pdf", "html" })
        if (p.isSet(QLatin1String(option)))
            files.writes(QStringLiteral("--") + QLatin1String(option), p.value(QLatin1String(option)));
    if (const QString problem = files.problem(); !problem.isEmpty()) {
        err << "drivescope-cli report: " << problem << " Nothing was written.\n";
        return ExitCode::BadOptions;
    }
    QString error;
    const auto session = SessionFile::load(p.positionalArguments().first(), &error);
    if (!session) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    const bool csv = p.isSet(QStringLiteral("csv"));
    const bool figures = p.isSet(QStringLiteral("figures-csv"));
    const bool json = p.isSet(QStringLiteral("json"));
    if (csv && !writeOutput(p.value(QStringLiteral("csv")), sessionCsv(*session), &error)) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    if (figures && !writeOutput(p.value(QStringLiteral("figures-csv")), figuresCsv(*session), &error)) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    if (json && !writeOutput(p.value(QStringLiteral("json")), sessionJson(*session), &error)) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    const bool pdf = p.isSet(QStringLiteral("pdf"));
    const bool html = p.isSet(QStringLiteral("html"));
    if ((pdf || html)
        && !Cli::writeReport(*session, p.value(QStringLiteral("title")),
            pdf ? p.value(QStringLiteral("pdf")) : QString(), html ? p.value(QStringLiteral("html")) : QString(),
            &error)) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    if (p.isSet(QStringLiteral("text")) || (!csv && !figures && !json && !pdf && !html)) {
        for (std::size_t i = 0; i < session->runs.size(); ++i) {
            const RunResult &run = session->runs[i];
            out << "== Run " << (i + 1) << " of " << session->runs.size() << ": " << describeRun(run, session->label(i))
                << "\n";
            out << runTextReport(run);
            if (i + 1 < session->runs.size())
                out << "\n";
        }
        if (session->runs.empty())
            out << "The session " << session->title << " holds no runs.\n";
    }
    return ExitCode::Ok;
}

bool reportNeedsWidgets(const QStringList &arguments)
{
    if (arguments.size() < 2 || arguments.at(1) != u"report")
        return false;
    for (const QString &a : arguments)
        if (a == u"--pdf" || a == u"--html" || a.startsWith(QStringLiteral("--pdf="))
            || a.startsWith(QStringLiteral("--html=")))
            return true;
    return false;
}

int runRecoverCommand(const QStringList &arguments)
{
    QTextStream out(Cli::standardOutput());
    QTextStream err(stderr);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "drivescope-cli recover: turn the journal of a run that was killed while saving (--save SESSION) into a run "
        "labelled \"recovered (partial)\" in SESSION. At most the last second of samples is lost."));
    p.addHelpOption();
    p.addPositionalArgument(QStringLiteral("PATH"), QStringLiteral("SESSION, or SESSION.journal."));
    if (!p.parse(arguments)) {
        err << "drivescope-cli recover: " << p.errorText() << "; try 'drivescope-cli recover --help'.\n";
        return ExitCode::BadOptions;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << Cli::helpText(p, QStringLiteral("drivescope-cli recover SESSION|SESSION.journal"), QString());
        return ExitCode::Ok;
    }
    if (p.positionalArguments().size() != 1) {
        err << "drivescope-cli recover: give exactly one SESSION or journal file.\n";
        return ExitCode::BadOptions;
    }
    return Cli::recoverJournal(p.positionalArguments().first(), QStringLiteral("recover"));
}
