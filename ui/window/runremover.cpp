// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/runremover.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/text.h"
#include "ui/models/runsmodel.h"
#include "ui/session/sessiondocument.h"

#include <QAction>
#include <QKeySequence>
#include <QTableView>

#include <algorithm>

namespace DriveScope {

RunRemover::RunRemover(QTableView *runsView, SessionDocument *document, QObject *parent)
    : QObject(parent)
    , m_view(runsView)
    , m_document(document)
    , m_remove(new QAction(Text::tr("&Remove run from session"), runsView))
    , m_undo(new QAction(Text::tr("&Undo remove run"), this))
{
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    connect(m_remove, &QAction::triggered, this, &RunRemover::removeSelected);
    runsView->addAction(m_remove);

    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setObjectName(QStringLiteral("undoRemoveRun"));
    m_undo->setEnabled(false);
    connect(m_undo, &QAction::triggered, this, &RunRemover::undo);
    connect(document->model(), &QAbstractItemModel::modelReset, this, [this] {
        m_removed.clear();
        m_undo->setEnabled(false);
    });
}

void RunRemover::removeSelected()
{
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows.append(m_view->currentIndex());
    // Bottom up, so the rows still to go keep their numbers.
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() > b.row(); });
    QString lastTitle;
    QString lastPath;
    std::vector<Removed> removed;
    for (const QModelIndex &index : std::as_const(rows)) {
        const RunRecordPtr record = m_document->model()->record(index.row());
        if (!record)
            continue;
        lastTitle = BenchmarkRegistry::of(record->result).title();
        lastPath = record->result.target.path;
        removed.push_back({ index.row(), record, m_document->model()->label(index.row()) });
        m_document->removeRun(index.row());
    }
    if (removed.empty())
        return;
    emit statusMessage(removed.size() == 1
            //: %1: a benchmark's title; %2: the drive or file the run measured.
            ? Text::tr("Removed the %1 run of %2 from the session (Ctrl+Z puts it back).").arg(lastTitle, lastPath)
            : Text::tr("Removed %1 runs from the session (Ctrl+Z puts them back).").arg(removed.size()));
    m_removed.push_back(std::move(removed));
    // Removed runs keep their samples in memory while they can come back: the last few
    // Deletes only, so removing runs to free memory does free it.
    while (m_removed.size() > MaxUndo)
        m_removed.erase(m_removed.begin());
    m_undo->setEnabled(true);
}

void RunRemover::undo()
{
    if (m_removed.empty())
        return;
    std::vector<Removed> batch = std::move(m_removed.back());
    m_removed.pop_back();
    m_undo->setEnabled(!m_removed.empty());
    // Removed bottom up: put back top down, each at its old row.
    std::reverse(batch.begin(), batch.end());
    for (const Removed &r : batch)
        m_document->insertRun(r.row, r.record, r.label);
    m_view->selectRow(batch.front().row);
    emit statusMessage(batch.size() == 1 ? Text::tr("The removed run is back in the session.")
                                         : Text::tr("The %1 removed runs are back in the session.").arg(batch.size()));
}

} // namespace DriveScope

namespace DriveScope {

QSet<int> RunRemover::undoableRunIds() const
{
    QSet<int> ids;
    for (const std::vector<Removed> &batch : m_removed)
        for (const Removed &r : batch)
            ids.insert(r.record->id);
    return ids;
}

} // namespace DriveScope
