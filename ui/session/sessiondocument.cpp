// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/sessiondocument.h"

#include "ui/models/runsmodel.h"

#include "core/util/text.h"

#include <QFileInfo>

namespace DriveScope {

SessionDocument::SessionDocument(QObject *parent)
    : QObject(parent)
    , m_model(new RunsModel(this))
{
}

QString SessionDocument::displayName() const
{
    return m_path.isEmpty() ? Text::tr("Untitled session") : QFileInfo(m_path).fileName();
}

bool SessionDocument::isEmpty() const
{
    return m_model->rowCount() == 0;
}

int SessionDocument::runCount() const
{
    return m_model->rowCount();
}

int SessionDocument::unsavedRunCount() const
{
    return int(unsavedRunIds().size());
}

QSet<int> SessionDocument::unsavedRunIds() const
{
    QSet<int> ids;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (const int id = m_model->record(row)->id; !m_savedIds.contains(id))
            ids.insert(id);
    return ids;
}

bool SessionDocument::runsRemoved() const
{
    QSet<int> here;
    for (int row = 0; row < m_model->rowCount(); ++row)
        here.insert(m_model->record(row)->id);
    return !here.contains(m_savedIds);
}

bool SessionDocument::propertiesEdited() const
{
    return m_title != m_savedTitle || m_notes != m_savedNotes;
}

void SessionDocument::touch()
{
    ++m_generation;
    setModified(true);
}

void SessionDocument::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void SessionDocument::setPath(const QString &path)
{
    if (path == m_path)
        return;
    m_path = path;
    emit pathChanged(path);
}

void SessionDocument::addRun(const RunRecordPtr &record, const QString &label)
{
    if (!record)
        return;
    m_model->add(record, label);
    touch();
}

void SessionDocument::addRuns(const LoadedSession &runs)
{
    for (qsizetype i = 0; i < runs.records.size(); ++i)
        m_model->add(runs.records[i], runs.labels.value(i));
    if (!runs.records.isEmpty())
        touch();
}

void SessionDocument::removeRun(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    m_model->remove(row);
    touch();
}

void SessionDocument::insertRun(int row, const RunRecordPtr &record, const QString &label)
{
    if (!record)
        return;
    m_model->insert(row, record, label);
    touch();
}

void SessionDocument::setTitle(const QString &title)
{
    changeProperty(m_title, title);
}

void SessionDocument::setNotes(const QString &notes)
{
    changeProperty(m_notes, notes);
}

void SessionDocument::changeProperty(QString &field, const QString &value)
{
    if (value == field)
        return;
    field = value;
    touch();
    emit propertiesChanged();
}

void SessionDocument::reset()
{
    m_model->clear();
    m_title.clear();
    m_notes.clear();
    m_savedTitle.clear();
    m_savedNotes.clear();
    m_savedIds.clear();
    ++m_generation;
    setPath({});
    setModified(false);
    emit propertiesChanged();
}

void SessionDocument::replace(const LoadedSession &loaded)
{
    m_model->setRuns(loaded.records, loaded.labels);
    m_title = loaded.title;
    m_notes = loaded.notes;
    m_savedTitle = loaded.title;
    m_savedNotes = loaded.notes;
    m_savedIds.clear();
    for (const RunRecordPtr &r : loaded.records)
        m_savedIds.insert(r->id);
    ++m_generation;
    setPath(loaded.path);
    setModified(false);
    emit propertiesChanged();
}

SessionDocument::Snapshot SessionDocument::snapshot() const
{
    Snapshot s;
    s.title = m_title;
    s.notes = m_notes;
    s.generation = m_generation;
    for (int row = 0; row < m_model->rowCount(); ++row)
        s.runs.emplace_back(m_model->record(row), m_model->label(row));
    return s;
}

Session SessionDocument::toSession(const Snapshot &snapshot)
{
    Session session;
    session.title = snapshot.title;
    session.notes = snapshot.notes;
    session.runs.reserve(snapshot.runs.size());
    for (const auto &[record, label] : snapshot.runs)
        session.addRun(SessionRuns::Shared(record, &record->result), label); // shared, not copied
    return session;
}

void SessionDocument::markSaved(const QString &path, const Snapshot &saved)
{
    m_savedIds.clear();
    for (const auto &run : saved.runs)
        m_savedIds.insert(run.first->id);
    m_savedTitle = saved.title;
    m_savedNotes = saved.notes;
    // The file got a title (the save's default: its name); a title edited while it was
    // being written is newer and stays.
    if (saved.generation == m_generation && saved.title != m_title) {
        m_title = saved.title;
        emit propertiesChanged();
    }
    setPath(path);
    setModified(saved.generation != m_generation);
}

} // namespace DriveScope

namespace DriveScope {

QList<std::pair<QString, QString>> SessionDocument::filesRead() const
{
    QList<std::pair<QString, QString>> files;
    if (!m_path.isEmpty())
        files.append({ Text::tr("the open session"), m_path });
    return files + runTargets();
}

QList<std::pair<QString, QString>> SessionDocument::runTargets() const
{
    QList<std::pair<QString, QString>> files;
    for (int row = 0; row < m_model->rowCount(); ++row)
        if (const RunRecordPtr record = m_model->record(row))
            // The path as it was resolved when measured: a name the CLI recorded
            // relative to its own folder means nothing in the window's.
            files.append({ Text::tr("the target of run %1").arg(row + 1),
                record->result.target.canonicalPath.isEmpty() ? record->result.target.path
                                                              : record->result.target.canonicalPath });
    return files;
}

} // namespace DriveScope
