// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/runjournalkeeper.h"

#include "ui/session/loadedsession.h"

#include "core/bench/engine/benchrunner.h"
#include "core/session/runjournal.h"
#include "core/util/text.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveScope {

RunJournalKeeper::RunJournalKeeper(QObject *parent)
    : QObject(parent)
    , m_directory(defaultDirectory())
{
    // One thread: a journal's start, its discard and a scan never overtake each other.
    m_pool.setMaxThreadCount(1);
    m_pool.setExpiryTimeout(-1);
}

RunJournalKeeper::~RunJournalKeeper()
{
    endAll();
    m_pool.waitForDone();
}

QString RunJournalKeeper::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/journals");
}

QString RunJournalKeeper::journalPath(const QString &page) const
{
    return m_active.value(page).path;
}

void RunJournalKeeper::begin(const QString &page, int runId, const std::shared_ptr<const BenchRunner> &runner,
    RunResult header, RunJournal::PhaseSource phases)
{
    if (m_active.contains(page))
        discard(m_active.take(page));
    if (!runner)
        return;
    Active a;
    a.runId = runId;
    // Unique across processes and runs; sorts by time.
    a.path = QDir(m_directory)
                 .filePath(QStringLiteral("%1-%2-%3-%4.journal")
                               .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")), page)
                               .arg(QCoreApplication::applicationPid())
                               .arg(runId));
    a.journal = std::make_shared<RunJournal>();
    a.runner = runner;
    m_active.insert(page, a);

    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path = a.path] {
        watcher->deleteLater();
        const QString error = watcher->result();
        emit journalStarted(path, error.isEmpty(), error);
    });
    const QString directory = m_directory;
    const int interval = m_intervalMs;
    watcher->setFuture(QtConcurrent::run(
        &m_pool, [a, directory, interval, header = std::move(header), phases = std::move(phases)]() mutable {
            if (!QDir().mkpath(directory))
                return Text::tr("Cannot create the journal folder %1.").arg(directory);
            header.host = HostInfo::current(); // reads /proc: not on the GUI thread
            QString error;
            if (!a.journal->start(a.path, header, a.runner->logs(), &error, interval, std::move(phases)))
                return error.isEmpty() ? Text::tr("Cannot start the journal %1.").arg(a.path) : error;
            return QString();
        }));
}

void RunJournalKeeper::end(const QString &page, int runId)
{
    const auto it = m_active.constFind(page);
    if (it == m_active.cend() || it->runId != runId)
        return;
    discard(m_active.take(page));
}

void RunJournalKeeper::finish(const QString &page, const RunRecordPtr &record)
{
    const auto it = m_active.constFind(page);
    if (!record || it == m_active.cend() || it->runId != record->id)
        return;
    Active a = m_active.take(page);
    // The journal thread flushes the last samples and writes the end; the runner (with
    // its job and target) is let go there too, after the journal has read it.
    (void)QtConcurrent::run(&m_pool, [a, record]() mutable {
        a.journal->finish(record->result);
        a.runner.reset();
    });
    a.runner.reset();
    m_finished.insert(record->id, a);
}

void RunJournalKeeper::keepOnly(const QSet<int> &unsaved)
{
    for (auto it = m_finished.begin(); it != m_finished.end();) {
        if (unsaved.contains(it.key())) {
            ++it;
            continue;
        }
        discard(*it);
        it = m_finished.erase(it);
    }
}

QHash<int, QString> RunJournalKeeper::finishedJournals() const
{
    QHash<int, QString> paths;
    for (auto it = m_finished.cbegin(); it != m_finished.cend(); ++it)
        paths.insert(it.key(), it->path);
    return paths;
}

void RunJournalKeeper::endAll()
{
    for (const Active &a : std::as_const(m_active))
        discard(a);
    m_active.clear();
    for (const Active &a : std::as_const(m_finished))
        discard(a);
    m_finished.clear();
}

void RunJournalKeeper::discard(const Active &active)
{
    // The runner (with its job and target) is let go on the journal thread with the
    // task, after the journal's own thread that reads it has stopped.
    (void)QtConcurrent::run(&m_pool, [active] { active.journal->discard(); });
}

void RunJournalKeeper::scan()
{
    using Result = std::vector<Interrupted>;
    auto *watcher = new QFutureWatcher<Result>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        watcher->deleteLater();
        emit interruptedFound(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run(&m_pool, [directory = m_directory] {
        Result found;
        const QFileInfoList files
            = QDir(directory).entryInfoList({ QStringLiteral("*.journal") }, QDir::Files, QDir::Time | QDir::Reversed);
        for (const QFileInfo &file : files) {
            const QString path = file.absoluteFilePath();
            // Locked: a run in this or another window is still writing it.
            if (RunJournal::isInUse(path))
                continue;
            Interrupted i;
            i.path = path;
            try {
                if (auto run = RunJournal::recover(path, &i.error, &i.finished))
                    i.record = LoadedSession::recordFor(std::move(*run)); // summarised here, not on the GUI thread
            } catch (const std::bad_alloc &) {
                i.error = Text::tr("There is not enough memory to recover %1.").arg(path);
            }
            found.push_back(std::move(i));
        }
        return found;
    }));
}

void RunJournalKeeper::removeFiles(const QStringList &paths)
{
    (void)QtConcurrent::run(&m_pool, [paths] {
        for (const QString &p : paths)
            QFile::remove(p);
    });
}

void RunJournalKeeper::waitForIdle()
{
    m_pool.waitForDone();
}

} // namespace DriveScope
