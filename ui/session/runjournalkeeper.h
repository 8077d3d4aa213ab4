// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/session/runjournal.h"
#include "ui/run/runrecord.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <memory>
#include <vector>

namespace DriveScope {

class BenchRunner;

// Crash insurance for the window's runs: while a page runs, RunJournal appends its
// samples every 0.5 s to one journal per run in directory() (by default
// AppLocalDataLocation/journals, e.g. ~/.local/share/DriveScope/DriveScope/journals).
// When the run ends, finish() writes its end into the journal, which stays (locked)
// until the run is in a saved session file or let go (keepOnly). A journal left by a
// crash or kill -9 (not locked by a live process) is found by scan() on the next start.
// Every file operation runs on one private thread, in order (start before discard).
class RunJournalKeeper : public QObject {
    Q_OBJECT
public:
    struct Interrupted {
        QString path;
        RunRecordPtr record; // the recovered run (summary computed); null when unreadable
        QString error;
        bool finished = false; // the run had ended (it was not saved): the whole run
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
    // The run was dropped on purpose: delete its journal.
    void end(const QString &page, int runId);
    // The run ended and is in the session in memory: its journal gets the end and is kept
    // for record->id until keepOnly() lets it go.
    void finish(const QString &page, const RunRecordPtr &record);
    // Deletes the journals of finished runs whose ids are not in unsaved (the runs the
    // window still holds and no session file has, or that an undo can bring back).
    void keepOnly(const QSet<int> &unsaved);
    // Deletes every journal, running or finished (an orderly end: the user was asked).
    void endAll();
    int activeCount() const { return int(m_active.size()); }
    // The journal files of finished, unsaved runs, by run id.
    QHash<int, QString> finishedJournals() const;
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
    QHash<int, Active> m_finished; // by run id: ended, not in a session file yet
    QThreadPool m_pool;
};

} // namespace DriveScope
