// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/session/runjournal.h"
#include "ui/run/runrecord.h"

#include <QHash>
#include <QObject>
#include <QThreadPool>

#include <memory>
#include <vector>

namespace DriveScope {

class BenchRunner;

// Crash insurance for the window's runs: while a page runs, RunJournal appends its
// samples every 0.5 s to one journal per run in directory() (by default
// AppLocalDataLocation/journals, e.g. ~/.local/share/DriveScope/DriveScope/journals).
// When the run is in the session in memory the journal is deleted. A journal left by a
// crash or kill -9 (not locked by a live process) is found by scan() on the next start.
// Every file operation runs on one private thread, in order (start before discard).
class RunJournalKeeper : public QObject {
    Q_OBJECT
public:
    struct Interrupted {
        QString path;
        RunRecordPtr record; // the recovered run (summary computed); null when unreadable
        QString error;
    };

    explicit RunJournalKeeper(QObject *parent = nullptr);
    // An orderly end (the window closed or was destroyed, its runs asked about): the
    // journals still open are deleted. Waits for the journal thread.
    ~RunJournalKeeper() override;

    static QString defaultDirectory();
    void setDirectory(const QString &directory) { m_directory = directory; }
    QString directory() const { return m_directory; }
    void setIntervalMs(int ms) { m_intervalMs = ms; }

    // A page's run started: journal it. A journal the page still had (a run replaced
    // before it delivered its result) is deleted first.
    void begin(const QString &page, int runId, const std::shared_ptr<const BenchRunner> &runner, RunResult header,
        RunJournal::PhaseSource phases = {});
    // The run is in the session in memory (or was dropped on purpose): delete its journal.
    void end(const QString &page, int runId);
    void endAll();
    int activeCount() const { return int(m_active.size()); }
    // The journal file of a page's current run (empty when none).
    QString journalPath(const QString &page) const;

    // Looks for journals of interrupted runs off the GUI thread; emits interruptedFound.
    void scan();
    // Deletes journal files (recovered into the session, or discarded), off the GUI thread.
    void removeFiles(const QStringList &paths);
    // Waits until every queued file operation is done (tests, shutdown).
    void waitForIdle();

signals:
    // ok false: the run goes on without crash insurance; error says why.
    void journalStarted(const QString &path, bool ok, const QString &error);
    void interruptedFound(const std::vector<DriveScope::RunJournalKeeper::Interrupted> &runs);

private:
    struct Active {
        int runId = 0;
        QString path;
        std::shared_ptr<RunJournal> journal;
        std::shared_ptr<const BenchRunner> runner;
    };
    void discard(const Active &active);

    QString m_directory;
    int m_intervalMs = RunJournal::DefaultIntervalMs;
    QHash<QString, Active> m_active; // by page
    QThreadPool m_pool;
};

} // namespace DriveScope
