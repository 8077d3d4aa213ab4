// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportcommand.h"

#include "clisupport.h"
#include "exitcodes.h"
#include "sessionsaver.h"

#include "core/session/runreport.h"
#include "core/session/sessionfile.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
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
  --json FILE  the session as JSON: title, notes, and per run the same document as the
               benchmark's --json (config, target, host, summary, every sample as columns)
  PDF and HTML reports come from the DriveScope window.

Exit codes:
  0    done
  2    bad options
  6    the session file cannot be read (one sentence says why), or an output file
       cannot be written
)";

bool writeOutput(const QString &path, const QByteArray &data, QString *error)
{
    if (path == u"-") {
        std::fwrite(data.constData(), 1, std::size_t(data.size()), stdout);
        std::fflush(stdout);
        return true;
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        *error = QStringLiteral("cannot write %1: %2.").arg(path, f.errorString());
        return false;
    }
    return true;
}

QByteArray sessionCsv(const Session &session)
{
    QByteArray out = "run,benchmark,worker,offset_bytes,start_ns,latency_ns,bytes_requested,result,flags,warm_up,"
                     "failed,write\n";
    for (std::size_t r = 0; r < session.runs.size(); ++r) {
        const RunResult &run = session.runs[r];
        const QByteArray prefix = QByteArray::number(qulonglong(r + 1)) + ',' + run.benchmark.toUtf8() + ',';
        out.reserve(out.size() + qsizetype(run.samples.size()) * 64);
        for (const Sample &s : run.samples) {
            out += prefix;
            out += QByteArray::number(s.worker) + ',' + QByteArray::number(s.offset) + ','
                + QByteArray::number(s.startNs) + ',' + QByteArray::number(s.latencyNs) + ','
                + QByteArray::number(s.bytes) + ',' + QByteArray::number(s.result) + ',' + QByteArray::number(s.flags)
                + ',' + (s.isWarmUp() ? '1' : '0') + ',' + (s.isFailed() ? '1' : '0') + ','
                + ((s.flags & Sample::Write) ? '1' : '0') + '\n';
        }
    }
    return out;
}

QByteArray sessionJson(const Session &session)
{
    QJsonArray runs;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        QJsonObject run = runReportJson(session.runs[i]);
        run.insert(QStringLiteral("label"), session.label(i));
        runs.append(run);
    }
    const QJsonObject doc { { QStringLiteral("format"), QStringLiteral("drivescope-session-report") },
        { QStringLiteral("format_version"), 1 }, { QStringLiteral("title"), session.title },
        { QStringLiteral("notes"), session.notes }, { QStringLiteral("runs"), runs } };
    return QJsonDocument(doc).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace

int runReportCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "drivescope-cli report: show or export the runs saved in a session file (drivescope-cli ... --save SESSION)."));
    p.addHelpOption();
    p.addOptions({
        { QStringLiteral("text"), QStringLiteral("Print each run's plain-text report (the default).") },
        { QStringLiteral("csv"), QStringLiteral("Write every sample as CSV to FILE ('-': standard output)."),
            QStringLiteral("FILE") },
        { QStringLiteral("json"), QStringLiteral("Write the session as JSON to FILE ('-': standard output)."),
            QStringLiteral("FILE") },
    });
    p.addPositionalArgument(QStringLiteral("SESSION"), QStringLiteral("A session file."));
    if (!p.parse(arguments)) {
        err << "drivescope-cli report: " << p.errorText() << "; try 'drivescope-cli report --help'.\n";
        return ExitCode::BadOptions;
    }
    if (p.isSet(QStringLiteral("help"))) {
        out << Cli::helpText(p, QStringLiteral("drivescope-cli report [options] SESSION"), reportEpilogue);
        return ExitCode::Ok;
    }
    if (p.positionalArguments().size() != 1) {
        err << "drivescope-cli report: give exactly one SESSION file; try 'drivescope-cli report --help'.\n";
        return ExitCode::BadOptions;
    }
    QString error;
    const auto session = SessionFile::load(p.positionalArguments().first(), &error);
    if (!session) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    const bool csv = p.isSet(QStringLiteral("csv"));
    const bool json = p.isSet(QStringLiteral("json"));
    if (csv && !writeOutput(p.value(QStringLiteral("csv")), sessionCsv(*session), &error)) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    if (json && !writeOutput(p.value(QStringLiteral("json")), sessionJson(*session), &error)) {
        err << "drivescope-cli report: " << error << "\n";
        return ExitCode::SessionError;
    }
    if (p.isSet(QStringLiteral("text")) || (!csv && !json)) {
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

int runRecoverCommand(const QStringList &arguments)
{
    QTextStream out(stdout);
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
        out << Cli::helpText(p, QStringLiteral("drivescope-cli recover SESSION|SESSION.journal"), "");
        return ExitCode::Ok;
    }
    if (p.positionalArguments().size() != 1) {
        err << "drivescope-cli recover: give exactly one SESSION or journal file.\n";
        return ExitCode::BadOptions;
    }
    return Cli::recoverJournal(p.positionalArguments().first(), QStringLiteral("recover"));
}
