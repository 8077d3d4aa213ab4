// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/session/loadedsession.h"

#include <QObject>
#include <QSet>

#include <utility>
#include <vector>

namespace DriveScope {

class RunsModel;

// The window's one session: where it lives on disk (or "Untitled session"), its runs in
// order (RunsModel is their view: the runs table), title and notes kept from the file it
// came from, and whether it changed since it was opened or saved. Files are read and
// written elsewhere (SessionActions, off the GUI thread); this only holds the state.
class SessionDocument : public QObject {
    Q_OBJECT
public:
    explicit SessionDocument(QObject *parent = nullptr);

    RunsModel *model() const { return m_model; }
    QString path() const { return m_path; }
    // "disks.dss", or "Untitled session".
    QString displayName() const;
    QString title() const { return m_title; }
    QString notes() const { return m_notes; }
    bool isModified() const { return m_modified; }
    bool isEmpty() const;
    int runCount() const;
    // Runs in the window that no file has: added since the last open or save.
    int unsavedRunCount() const;
    // Their record ids.
    QSet<int> unsavedRunIds() const;
    // What else differs from the file (the unsaved-changes question names it): runs it
    // holds that were removed here, a title or notes edited here.
    bool runsRemoved() const;
    // The files the window reads for this session, which nothing it writes may replace:
    // (how to name it, path) for its session file and each file a run measured.
    QList<std::pair<QString, QString>> filesRead() const;
    // The same without the session's own file (which a save may replace).
    QList<std::pair<QString, QString>> runTargets() const;
    bool propertiesEdited() const;

    // A new run (live, recovered, or added from another file): the session changed.
    void addRun(const RunRecordPtr &record, const QString &label = {});
    void addRuns(const LoadedSession &runs);
    void removeRun(int row);
    void insertRun(int row, const RunRecordPtr &record, const QString &label);
    // File > Session Properties: a different title or notes is a change to save; the same
    // text again is none (OK on an untouched dialog leaves the document unmodified).
    void setTitle(const QString &title);
    void setNotes(const QString &notes);
    // File > New: nothing, untitled, unchanged.
    void reset();
    // File > Open: the file's runs, title and notes; unchanged.
    void replace(const LoadedSession &loaded);

    // What a save writes, taken on the GUI thread; toSession() runs on a pool thread.
    struct Snapshot {
        QString title;
        QString notes;
        std::vector<std::pair<RunRecordPtr, QString>> runs;
        quint64 generation = 0;
    };
    Snapshot snapshot() const;
    static Session toSession(const Snapshot &snapshot);
    // The snapshot reached path. Changes made while it was being written keep the
    // document modified.
    void markSaved(const QString &path, const Snapshot &saved);

signals:
    void modifiedChanged(bool modified);
    void pathChanged(const QString &path);
    // Title or notes changed (edited, or replaced by New, Open or a save's default title).
    void propertiesChanged();

private:
    void touch();
    // Title or notes: a different text is a change to save, the same text none.
    void changeProperty(QString &field, const QString &value);
    void setModified(bool modified);
    void setPath(const QString &path);

    RunsModel *m_model;
    QString m_path;
    QString m_title;
    QString m_notes;
    QString m_savedTitle; // what the file holds (empty: no file)
    QString m_savedNotes;
    bool m_modified = false;
    quint64 m_generation = 0; // bumped on every change
    QSet<int> m_savedIds; // record ids the file on disk holds
};

} // namespace DriveScope
