// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/sessionactions.h"

#include "ui/session/recentsessions.h"
#include "ui/session/sessiondocument.h"

#include "core/session/sessionfile.h"
#include "core/util/outputcheck.h"
#include "core/util/text.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QMenu>
#include <QtConcurrent/QtConcurrentRun>

namespace DriveScope {

namespace {

QString runs(qsizetype n)
{
    return n == 1 ? Text::tr("1 run") : Text::tr("%1 runs").arg(n);
}

} // namespace

SessionActions::SessionActions(SessionDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_prompts(WindowPrompts::defaults())
{
}

bool SessionActions::needsSaving(int running) const
{
    return m_document->isModified() || running > 0;
}

QString SessionActions::unsavedQuestion(const QString &action, int running) const
{
    const int unsaved = m_document->unsavedRunCount() + running;
    const QString name = m_document->displayName();
    QString text;
    // Whole sentences (a translation may order them otherwise); %1 is the session's file.
    if (unsaved == 1 && running == 0)
        text = Text::tr("%1 has 1 run that is not saved.").arg(name);
    else if (unsaved == 1)
        text = Text::tr("%1 has 1 run that is not saved (one still running: it will be stopped and its partial "
                        "run kept).")
                   .arg(name);
    else if (unsaved > 1 && running == 0)
        text = Text::tr("%1 has %2 runs that are not saved.").arg(name, QString::number(unsaved));
    else if (unsaved > 1 && running == 1)
        text = Text::tr("%1 has %2 runs that are not saved (one still running: it will be stopped and its partial "
                        "run kept).")
                   .arg(name, QString::number(unsaved));
    else if (unsaved > 1)
        //: %1: the session's file; %2: how many runs are not saved; %3: how many of them still run.
        text = Text::tr("%1 has %2 runs that are not saved (%3 still running: it will be stopped and its partial "
                        "run kept).")
                   .arg(name, QString::number(unsaved), QString::number(running));
    else if (m_document->runsRemoved() && m_document->propertiesEdited())
        text = Text::tr("%1 has changes that are not saved (runs were removed; its title or notes were edited).")
                   .arg(name);
    else if (m_document->runsRemoved())
        text = Text::tr("%1 has changes that are not saved (runs were removed).").arg(name);
    else if (m_document->propertiesEdited())
        text = Text::tr("%1 has changes that are not saved (its title or notes were edited).").arg(name);
    else
        text = Text::tr("%1 has changes that are not saved.").arg(name);
    //: %1: what is about to happen ("closing", "opening disks.dss").
    return text + u' ' + Text::tr("Save them before %1?").arg(action);
}

void SessionActions::maybeSave(const QString &action, const Then &then)
{
    if (!needsSaving(0)) {
        then(true);
        return;
    }
    m_prompts.ask(m_window, Text::tr("Unsaved runs"), unsavedQuestion(action, 0),
        { WindowPrompts::Answer::Save, WindowPrompts::Answer::Discard, WindowPrompts::Answer::Cancel },
        [this, then](WindowPrompts::Answer answer) {
            switch (answer) {
            case WindowPrompts::Answer::Save: save(then); return;
            case WindowPrompts::Answer::Discard: then(true); return;
            default: then(false); return;
            }
        });
}

void SessionActions::newSession()
{
    //: Completes "Save them before %1?".
    maybeSave(Text::tr("starting a new session"), [this](bool ok) {
        if (!ok)
            return;
        // Behind any open or save still going, so it is not undone by one.
        enqueue([this] {
            m_document->reset();
            emit statusMessage(Text::tr("New session: its runs are saved when you choose File > Save."));
            next();
        });
    });
}

void SessionActions::openDialog()
{
    const QString path = m_prompts.openFileName(m_window, Text::tr("Open a DriveScope session"));
    if (!path.isEmpty())
        open(path);
}

void SessionActions::open(const QString &path)
{
    //: Completes "Save them before %1?"; %1: a session file's name.
    maybeSave(Text::tr("opening %1").arg(QFileInfo(path).fileName()), [this, path](bool ok) {
        if (ok)
            load(path, LoadMode::Replace, false);
    });
}

void SessionActions::openRecent(const QString &path)
{
    //: Completes "Save them before %1?"; %1: a session file's name.
    maybeSave(Text::tr("opening %1").arg(QFileInfo(path).fileName()), [this, path](bool ok) {
        if (ok)
            load(path, LoadMode::Replace, true);
    });
}

void SessionActions::addDialog()
{
    const QString path = m_prompts.openFileName(m_window, Text::tr("Add the runs of another session beside this one"));
    if (!path.isEmpty())
        addBeside(path);
}

void SessionActions::addBeside(const QString &path)
{
    load(path, LoadMode::Add, false);
}

void SessionActions::openFiles(const QStringList &paths)
{
    if (paths.isEmpty())
        return;
    qsizetype i = 0;
    if (m_document->isEmpty() && !m_document->isModified() && !m_busy)
        load(paths[i++], LoadMode::Replace, false);
    for (; i < paths.size(); ++i)
        load(paths[i], LoadMode::Add, false);
}

void SessionActions::load(const QString &path, LoadMode mode, bool fromRecent)
{
    enqueue([this, path, mode, fromRecent] {
        emit statusMessage(Text::tr("Opening %1…").arg(path));
        struct Outcome {
            std::optional<LoadedSession> session;
            QString error;
            bool missing = false;
        };
        auto *watcher = new QFutureWatcher<Outcome>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, path, mode, fromRecent] {
            watcher->deleteLater();
            const Outcome o = watcher->result();
            if (!o.session) {
                QString message = o.error;
                if (o.missing && fromRecent) {
                    RecentSessions::remove(path);
                    message += u' ' + Text::tr("It was removed from Open Recent.");
                }
                message += u' '
                    + (mode == LoadMode::Replace ? Text::tr("The open session is unchanged.")
                                                 : Text::tr("No runs were added."));
                fail(Text::tr("Cannot open the session"), message);
                emit sessionOpened(false, message);
                next();
                return;
            }
            QString message;
            if (mode == LoadMode::Replace) {
                m_document->replace(*o.session);
                RecentSessions::add(o.session->path);
                //: %1: the session file; %2: "1 run", "3 runs".
                message = Text::tr("Opened %1: %2.").arg(o.session->path, runs(o.session->records.size()));
            } else {
                m_document->addRuns(*o.session);
                //: %1: "1 run", "3 runs"; %2: the session file they came from.
                message = Text::tr("Added %1 from %2 beside this session's runs; they are part of it now "
                                   "(save to keep them).")
                              .arg(runs(o.session->records.size()), o.session->path);
            }
            emit statusMessage(message);
            emit sessionOpened(true, message);
            next();
        });
        watcher->setFuture(QtConcurrent::run([path] {
            Outcome o;
            o.session = LoadedSession::fromFile(path, &o.error, &o.missing);
            return o;
        }));
    });
}

void SessionActions::save(const Then &then)
{
    if (m_document->path().isEmpty())
        saveAsDialog(then);
    else
        saveAs(m_document->path(), then);
}

void SessionActions::saveAsDialog(const Then &then)
{
    const QString current = m_document->path();
    const QString suggestion = current.isEmpty() ? QDir::home().filePath(QStringLiteral("session.dss")) : current;
    const QString path = m_prompts.saveFileName(m_window, Text::tr("Save the session as"), suggestion);
    if (path.isEmpty()) {
        if (then)
            then(false);
        return;
    }
    saveAs(path, then);
}

void SessionActions::saveAs(const QString &path, const Then &then)
{
    enqueue([this, path, then] {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        SessionDocument::Snapshot snapshot = m_document->snapshot();
        if (snapshot.title.isEmpty())
            snapshot.title = QFileInfo(absolute).completeBaseName();
        emit statusMessage(Text::tr("Saving %1…").arg(absolute));
        auto *watcher = new QFutureWatcher<QString>(this);
        connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, absolute, snapshot, then] {
            watcher->deleteLater();
            const QString error = watcher->result();
            const bool ok = error.isEmpty();
            QString message;
            if (ok) {
                m_document->markSaved(absolute, snapshot);
                RecentSessions::add(absolute);
                //: %1: "1 run", "3 runs"; %2: the session file.
                message = Text::tr("Saved %1 to %2.").arg(runs(qsizetype(snapshot.runs.size())), absolute);
                emit statusMessage(message);
            } else {
                message = error + u' '
                    + Text::tr("Nothing was lost: the runs are still open here, unsaved, and any file "
                               "already at that place is as it was.");
                fail(Text::tr("Cannot save the session"), message);
            }
            emit sessionSaved(ok, message);
            if (then)
                then(ok);
            next();
        });
        // The session may replace its own file, never one its runs measured.
        const QList<std::pair<QString, QString>> targets = m_document->runTargets();
        watcher->setFuture(QtConcurrent::run([absolute, snapshot, targets] {
            if (QFileInfo(absolute).isDir())
                return Text::tr("%1 is a folder; choose a file name to save to.").arg(absolute);
            OutputCheck files;
            for (const auto &[what, path] : targets)
                files.reads(what, path);
            files.writes(Text::tr("The session"), absolute);
            if (const QString problem = files.problem(); !problem.isEmpty())
                return QString(problem + u' ' + Text::tr("Nothing was saved."));
            QString error;
            if (!SessionFile::save(SessionDocument::toSession(snapshot), absolute, &error))
                return error.isEmpty() ? Text::tr("Cannot save the session to %1.").arg(absolute) : error;
            return QString();
        }));
    });
}

void SessionActions::fail(const QString &title, const QString &message)
{
    emit statusMessage(message);
    m_prompts.tell(m_window, title, message);
}

void SessionActions::enqueue(std::function<void()> operation)
{
    m_queue.append(std::move(operation));
    if (!m_busy)
        next();
}

void SessionActions::next()
{
    if (m_queue.isEmpty()) {
        m_busy = false;
        return;
    }
    m_busy = true;
    const std::function<void()> operation = m_queue.takeFirst();
    operation();
}

void SessionActions::fillRecentMenu(QMenu *menu)
{
    menu->clear();
    const QStringList recent = RecentSessions::list();
    if (recent.isEmpty()) {
        menu->addAction(Text::tr("No recent sessions"))->setEnabled(false);
    } else {
        for (qsizetype i = 0; i < recent.size(); ++i) {
            const QString path = recent[i];
            const QFileInfo fi(path); // names only: no file is touched here
            QAction *a = menu->addAction(
                QStringLiteral("&%1  %2  —  %3").arg(i + 1).arg(fi.fileName(), QDir::toNativeSeparators(fi.path())),
                this, [this, path] { openRecent(path); });
            a->setToolTip(path);
        }
    }
    menu->addSeparator();
    QAction *clear = menu->addAction(Text::tr("&Clear list"), this, [] { RecentSessions::clear(); });
    clear->setEnabled(!recent.isEmpty());
}

} // namespace DriveScope
