// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// --save SESSION for every benchmark: the run is appended to a session file (created
// when missing), and while it runs its samples go to SESSION.journal so a crash loses
// at most the last second (drivescope-cli recover, or the next --save, brings them back).

#include "core/run/runresult.h"
#include "core/session/runjournal.h"
#include "core/util/outputcheck.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QString>

namespace DriveScope {
class BenchRunner;
class Target;
} // namespace DriveScope

namespace Cli {

void addSaveOption(QCommandLineParser &p);

class SessionSaver {
public:
    SessionSaver(const QCommandLineParser &p, QString command);
    bool enabled() const { return m_given; }
    // The files --save writes (the session and its journal), for the command's check
    // of every file it reads and writes.
    void addOutputs(DriveScope::OutputCheck &files) const;

    // Before the run: an existing session must be readable (it is never overwritten
    // by a file it could not read), and a journal left by a crashed run is recovered
    // into it first. Returns 0, or an exit code after printing one sentence.
    int prepare();
    // After bench.start(runner): journal the run's samples until finish().
    // phases: the run's finished phases (the speed grid's), journalled as they finish.
    void startJournal(const DriveScope::BenchRunner &runner, const QString &benchmark, const DriveScope::Target &target,
        const QJsonObject &config, DriveScope::RunJournal::PhaseSource phases = {});
    // Appends result to the session, saves it atomically, removes the journal.
    // Returns 0, or an exit code after printing one sentence (the journal then stays).
    int finish(const DriveScope::RunResult &result);

private:
    QString m_path;
    bool m_given = false;
    QString m_command;
    DriveScope::RunJournal m_journal;
    bool m_journalStarted = false;
    QString m_journalError; // why it did not start
    QString whereTheRunIs() const; // after a failed save: what holds the run, and how to get it back
};

// Recovers SESSION.journal into SESSION (either path may be given). Prints what it did.
// Returns 0, or an exit code after printing one sentence.
int recoverJournal(const QString &path, const QString &command);

} // namespace Cli
