// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessiondocument.h"

#include "runsmodel.h"

#include <QFileInfo>

namespace DriveScope {

SessionDocument::SessionDocument(QObject *parent)
    : QObject(parent)
    , m_model(new RunsModel(this))
{
}

QString SessionDocument::displayName() const
{
    return m_path.isEmpty() ? QStringLiteral("Untitled session") : QFileInfo(m_path).fileName();
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
    int n = 0;
    for (int row = 0; row < m_model->rowCount(); ++row)
        n += m_savedIds.contains(m_model->record(row)->id) ? 0 : 1;
    return n;
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

void SessionDocument::reset()
{
    m_model->clear();
    m_title.clear();
    m_notes.clear();
    m_savedIds.clear();
    ++m_generation;
    setPath({});
    setModified(false);
}

void SessionDocument::replace(const LoadedSession &loaded)
{
    m_model->setRuns(loaded.records, loaded.labels);
    m_title = loaded.title;
    m_notes = loaded.notes;
    m_savedIds.clear();
    for (const RunRecordPtr &r : loaded.records)
        m_savedIds.insert(r->id);
    ++m_generation;
    setPath(loaded.path);
    setModified(false);
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
        session.addRun(record->result, label);
    return session;
}

void SessionDocument::markSaved(const QString &path, const Snapshot &saved)
{
    m_savedIds.clear();
    for (const auto &run : saved.runs)
        m_savedIds.insert(run.first->id);
    m_title = saved.title;
    setPath(path);
    setModified(saved.generation != m_generation);
}

} // namespace DriveScope
