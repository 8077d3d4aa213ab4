// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-cli: the DriveScope engine from a terminal, for people and scripts.
#include "app/cli/commands/reportcommand.h"
#include "app/cli/commandtable.h"
#include "app/cli/exitcodes.h"
#include "app/cli/reportwriter.h"
#include "app/cli/standardoutput.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/environment.h"
#include "core/util/standarddescriptors.h"
#include "core/util/textfile.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>

namespace {

void printUsage(QTextStream &out)
{
    out << "Usage: drivescope-cli COMMAND [OPTIONS] [TARGET]\n"
           "\n"
           "Commands:\n";
    for (const DriveScope::BenchmarkKind *kind : DriveScope::BenchmarkRegistry::all())
        out << "  " << kind->id().leftJustified(10) << " " << kind->usageLine() << "\n";
    out << "  report     show or export a saved session (--save SESSION on any benchmark)\n"
           "  recover    bring back the samples of a run killed while saving to a session\n"
           "  help       this text; 'drivescope-cli COMMAND --help' describes a command\n"
           "\n"
           "Options:\n"
           "  -h, --help     show this help\n"
           "  -v, --version  print the version\n"
           "\n"
           "Exit codes: 0 done; 1 an I/O error ended the run (partial result printed);\n"
           "2 bad options; 3 the target cannot be opened; 4 a write was refused to\n"
           "protect data; 5 not authorised to open the drive (polkit); 6 the session\n"
           "file cannot be read or written (report: also its output); 7 standard\n"
           "output or --fio-job FILE could not be written (a full disk, a closed pipe);\n"
           "130 interrupted by Ctrl-C (partial result printed).\n";
}

int runCommand(QStringList args)
{
    QTextStream out(Cli::standardOutput());
    QTextStream err(stderr);
    if (args.size() < 2) {
        printUsage(err);
        return ExitCode::BadOptions;
    }
    const QString command = args.at(1);
    if (command == u"-h" || command == u"--help" || command == u"help") {
        printUsage(out);
        return ExitCode::Ok;
    }
    if (command == u"-v" || command == u"--version") {
        out << "drivescope-cli " << DRIVESCOPE_VERSION << "\n";
        return ExitCode::Ok;
    }
    args.removeAt(1);
    if (const DriveScope::BenchmarkKind *kind = DriveScope::BenchmarkRegistry::find(command))
        if (const Cli::BenchmarkCommand run = Cli::commandFor(*kind))
            return run(args);
    if (command == u"report")
        return runReportCommand(args);
    if (command == u"recover")
        return runRecoverCommand(args);
    err << "drivescope-cli: unknown command '" << command << "'; try 'drivescope-cli --help'.\n";
    return ExitCode::BadOptions;
}

// Everything a command printed must have reached standard output: a full disk or a
// closed pipe is an error, not a silent exit 0 (issue 15).
int checkStandardOutput(int rc, const QString &command)
{
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout))
        Cli::noteStandardOutputError(errno ? errno : EIO);
    const int reason = Cli::standardOutputError();
    if (!reason)
        return rc;
    QTextStream(stderr) << "drivescope-cli: cannot write to standard output: "
                        << QString::fromLocal8Bit(std::strerror(reason)) << "; the report is incomplete.\n";
    if (rc != ExitCode::Ok)
        return rc;
    return command == u"report" ? ExitCode::SessionError : ExitCode::OutputFailed;
}

} // namespace

int main(int argc, char *argv[])
{
    DriveScope::reserveStandardDescriptors();
    // A closed pipe is a write error to report (EPIPE), not a signal that kills us.
    std::signal(SIGPIPE, SIG_IGN);
    QStringList rawArgs;
    for (int i = 0; i < argc; ++i)
        rawArgs << QString::fromLocal8Bit(argv[i]);
    const auto app = Cli::makeApplication(argc, argv, reportNeedsWidgets(rawArgs));
    QCoreApplication::setApplicationName(QStringLiteral("drivescope"));
    QCoreApplication::setOrganizationName(QStringLiteral("DriveScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(DRIVESCOPE_VERSION));

    const QStringList args = QCoreApplication::arguments();
    // An argument (a path, usually) with bytes that are not UTF-8 reaches the commands
    // as another name: refuse it here, once, rather than "does not exist" later.
    for (int i = 1; i < argc; ++i) {
        if (!DriveScope::isValidUtf8(QByteArrayView(argv[i]))) {
            QTextStream(stderr) << "drivescope-cli: " << DriveScope::notUtf8NameSentence(args.value(i)) << "\n";
            return ExitCode::BadOptions;
        }
    }
    // A variable DriveScope reads is an option too: a mistyped one is refused, not ignored.
    if (const QString problem = DriveScope::Environment::problem(); !problem.isEmpty()) {
        QTextStream(stderr) << "drivescope-cli: " << problem << "\n";
        return ExitCode::BadOptions;
    }
    return checkStandardOutput(runCommand(args), args.value(1));
}
