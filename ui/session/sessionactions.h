// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/session/loadedsession.h"
#include "ui/widgets/windowprompts.h"

#include <QObject>

#include <functional>

class QMenu;
class QWidget;

namespace DriveScope {

class SessionDocument;

// File > New, Open, Add runs from session, Save, Save As and Open Recent for the
// window's SessionDocument. Files are read and written on pool threads through
// SessionFile, one operation after another (an open and the adds queued behind it land
// in that order). A failure is told in plain words and changes nothing: the document
// keeps its runs and its modified flag, the file on disk stays as it was (QSaveFile).
class SessionActions : public QObject {
    Q_OBJECT
public:
    using Then = std::function<void(bool ok)>;

    SessionActions(SessionDocument *document, QWidget *window);

    void setPrompts(const WindowPrompts &prompts) { m_prompts = prompts; }
    const WindowPrompts &prompts() const { return m_prompts; }

    // Whether leaving the document loses something (running: runs still going).
    bool needsSaving(int running) const;
    // "disks.dss has 3 runs that are not saved (one still running: ...). Save them before
    // closing?" (action: "closing").
    QString unsavedQuestion(const QString &action, int running) const;
    // Asks Save / Discard / Cancel when the document has unsaved changes; Save saves
    // (Save As when untitled). then(true): go on; then(false): cancelled or not saved.
    void maybeSave(const QString &action, const Then &then);

    void newSession();
    void openDialog();
    // Replaces the document with path's runs (after maybeSave).
    void open(const QString &path);
    void openRecent(const QString &path);
    void addDialog();
    // Adds path's runs beside the document's (no question: nothing is lost).
    void addBeside(const QString &path);
    // Dropped files: into an empty, unchanged document the first opens, otherwise (and
    // the others) their runs are added beside.
    void openFiles(const QStringList &paths);

    // Save to the document's file (Save As when it has none). then(ok) after the write.
    void save(const Then &then = {});
    void saveAsDialog(const Then &then = {});
    void saveAs(const QString &path, const Then &then = {});
    bool isBusy() const { return m_busy; }

    // Fills File > Open Recent (call on aboutToShow).
    void fillRecentMenu(QMenu *menu);

signals:
    void statusMessage(const QString &text);
    // After each open or add (ok or not) and each save.
    void sessionOpened(bool ok, const QString &message);
    void sessionSaved(bool ok, const QString &message);

private:
    enum class LoadMode { Replace, Add };
    void load(const QString &path, LoadMode mode, bool fromRecent);
    void enqueue(std::function<void()> operation);
    void next();
    void fail(const QString &title, const QString &message);

    SessionDocument *m_document;
    QWidget *m_window;
    WindowPrompts m_prompts;
    QList<std::function<void()>> m_queue;
    bool m_busy = false;
};

} // namespace DriveScope
