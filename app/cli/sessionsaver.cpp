// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/sessionsaver.h"

#include "app/cli/exitcodes.h"

#include "core/bench/engine/benchrunner.h"
#include "core/io/target.h"
#include "core/session/sessionfile.h"
#include "core/util/safefile.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <cerrno>
#include <sys/stat.h>

using namespace DriveScope;

namespace Cli {

namespace {

const QString RecoveredLabel = QStringLiteral("recovered (partial)");

// Loads path, or an empty session when it does not exist yet.
std::optional<Session> loadOrEmpty(const QString &path, QString *error)
{
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0 && errno == ENOENT) {
        Session s;
        s.title = QFileInfo(path).completeBaseName();
        return s;
    }
    return SessionFile::load(path, error);
}

} // namespace

void addSaveOption(QCommandLineParser &p)
{
    p.addOption({ QStringLiteral("save"),
        QStringLiteral("Append the run (every sample) to the session file SESSION, created when missing; "
                       "open it again with 'drivescope-cli report SESSION' (default: not saved)."),
        QStringLiteral("SESSION") });
}

SessionSaver::SessionSaver(const QCommandLineParser &p, QString command)
    : m_path(p.value(QStringLiteral("save")))
    , m_given(p.isSet(QStringLiteral("save")))
    , m_command(std::move(command))
{
}

void SessionSaver::addOutputs(OutputCheck &files) const
{
    if (!enabled())
        return;
    files.writes(QStringLiteral("--save"), m_path);
    if (!m_path.isEmpty())
        files.writes(QStringLiteral("--save's journal"), RunJournal::pathForSession(m_path));
}

int SessionSaver::prepare()
{
    if (!enabled())
        return ExitCode::Ok;
    QTextStream err(stderr);
    if (m_path.isEmpty()) {
        err << "drivescope-cli " << m_command << ": --save needs a file name; nothing was run.\n";
        return ExitCode::BadOptions;
    }
    // Found out now, not after the run: where the session and its journal will go.
    const QString journal = RunJournal::pathForSession(m_path);
    QString unwritable;
    if (!SafeFile::checkWritable(m_path, SafeFile::Streams::Refused, &unwritable)
        || !SafeFile::checkWritable(journal, SafeFile::Streams::Refused, &unwritable)) {
        err << "drivescope-cli " << m_command << ": " << unwritable << " Nothing was run.\n";
        return ExitCode::SessionError;
    }
    if (QFileInfo::exists(journal)) {
        if (RunJournal::isInUse(journal)) {
            err << "drivescope-cli " << m_command << ": another run is saving to " << m_path
                << " right now; wait for it or choose another session file.\n";
            return ExitCode::SessionError;
        }
        if (const int rc = recoverJournal(journal, m_command))
            return rc;
    }
    QString error;
    if (!loadOrEmpty(m_path, &error)) {
        err << "drivescope-cli " << m_command << ": " << error << " Nothing was run, to keep it as it is.\n";
        return ExitCode::SessionError;
    }
    return ExitCode::Ok;
}

void SessionSaver::startJournal(const BenchRunner &runner, const QString &benchmark, const Target &target,
    const QJsonObject &config, RunJournal::PhaseSource phases)
{
    if (!enabled())
        return;
    RunResult meta = runner.result(benchmark, target, config, QDateTime::currentDateTimeUtc());
    // Without a journal the run still goes on and is saved; only crash insurance is lost.
    m_journalStarted = m_journal.start(RunJournal::pathForSession(m_path), meta, runner.logs(), &m_journalError,
        RunJournal::DefaultIntervalMs, std::move(phases));
    if (!m_journalStarted)
        QTextStream(stderr) << "drivescope-cli " << m_command << ": " << m_journalError
                            << " The run goes on without crash recovery.\n";
}

int SessionSaver::finish(const RunResult &result)
{
    if (!enabled())
        return ExitCode::Ok;
    QTextStream err(stderr);
    m_journal.stop();
    QString error;
    auto session = loadOrEmpty(m_path, &error);
    if (!session || (session->addRun(result), !SessionFile::save(*session, m_path, &error))) {
        err << "drivescope-cli " << m_command << ": " << error << " " << whereTheRunIs() << "\n";
        return ExitCode::SessionError;
    }
    m_journal.discard();
    err << "drivescope-cli " << m_command << ": saved as run " << session->runs.size() << " of " << m_path << "\n";
    return ExitCode::Ok;
}

QString SessionSaver::whereTheRunIs() const
{
    const QString journal = RunJournal::pathForSession(m_path);
    if (!m_journalStarted)
        return QStringLiteral("Nothing was saved, and no journal holds the run either: %1").arg(m_journalError);
    const QString failed = m_journal.writeError();
    if (!failed.isEmpty() && m_journal.samplesWritten() == 0)
        return QStringLiteral("The journal %1 holds none of the run's samples (writing them failed: %2).")
            .arg(journal, failed);
    if (!failed.isEmpty())
        return QStringLiteral("The journal %1 holds only the run's first %2 samples (writing more failed: %3); "
                              "'drivescope-cli recover %4' turns them into a run once there is room.")
            .arg(journal)
            .arg(m_journal.samplesWritten())
            .arg(failed, m_path);
    return QStringLiteral("The run's samples stay in %1 ('drivescope-cli recover %2').").arg(journal, m_path);
}

int recoverJournal(const QString &path, const QString &command)
{
    QTextStream err(stderr);
    const QString suffix = QStringLiteral(".journal");
    const QString journal = path.endsWith(suffix) ? path : RunJournal::pathForSession(path);
    const QString sessionPath = path.endsWith(suffix) ? path.chopped(suffix.size()) : path;
    const RunJournal::Found found = RunJournal::look(journal);
    if (found == RunJournal::Found::Nothing) {
        err << "drivescope-cli " << command << ": there is no journal " << journal << ": nothing to recover.\n";
        return ExitCode::CannotOpen;
    }
    if (RunJournal::isInUse(journal)) {
        err << "drivescope-cli " << command << ": " << journal << " is still being written by a running benchmark.\n";
        return ExitCode::SessionError;
    }
    // An empty journal holds nothing to lose (a run that could write nothing into it,
    // on a full disk): it goes, so it no longer stands in the way of the next save.
    if (found == RunJournal::Found::Empty && QFile::remove(journal)) {
        err << "drivescope-cli " << command << ": removed the empty journal " << journal
            << " (0 bytes: the run it was made for could write nothing into it); nothing to recover.\n";
        return command == u"recover" ? int(ExitCode::CannotOpen) : int(ExitCode::Ok);
    }
    if (found == RunJournal::Found::Foreign) {
        err << "drivescope-cli " << command << ": " << journal
            << " is not a DriveScope journal (it does not begin as one), so DriveScope leaves it alone; move it "
               "away, or save to another session, and try again.\n";
        return ExitCode::SessionError;
    }
    QString error;
    auto run = RunJournal::recover(journal, &error);
    if (!run) {
        err << "drivescope-cli " << command << ": " << error << "\n";
        return ExitCode::SessionError;
    }
    auto session = loadOrEmpty(sessionPath, &error);
    if (!session) {
        err << "drivescope-cli " << command << ": " << error << " The journal is kept.\n";
        return ExitCode::SessionError;
    }
    const qint64 n = qint64(run->samples.size());
    session->addRun(std::move(*run), RecoveredLabel);
    if (!SessionFile::save(*session, sessionPath, &error)) {
        err << "drivescope-cli " << command << ": " << error << " The journal is kept.\n";
        return ExitCode::SessionError;
    }
    QFile::remove(journal);
    err << "drivescope-cli " << command << ": recovered " << n << " samples of an interrupted "
        << session->runs.back().benchmark << " run as run " << session->runs.size() << " of " << sessionPath
        << ", labelled " << RecoveredLabel << "\n";
    return ExitCode::Ok;
}

} // namespace Cli
