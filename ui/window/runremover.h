// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include <QObject>
#include <QSet>

#include <vector>

class QAction;
class QTableView;

namespace DriveScope {

class SessionDocument;

// Delete in the runs table removes the selected runs from the session; Ctrl+Z (Edit >
// Undo remove run) puts the last removed ones back where they were, for the last five
// Deletes. Opening or starting another session forgets what can be undone: those
// runs were not its own.
class RunRemover : public QObject {
    Q_OBJECT
public:
    RunRemover(QTableView *runsView, SessionDocument *document, QObject *parent);

    QAction *removeAction() const { return m_remove; }
    QAction *undoAction() const { return m_undo; }

    void removeSelected();
    void undo();
    // The runs an undo can still bring back.
    QSet<int> undoableRunIds() const;

signals:
    void statusMessage(const QString &text);

private:
    struct Removed {
        int row;
        RunRecordPtr record;
        QString label;
    };

    QTableView *m_view;
    SessionDocument *m_document;
    QAction *m_remove;
    QAction *m_undo;
    static constexpr std::size_t MaxUndo = 5; // Deletes that can be undone
    std::vector<std::vector<Removed>> m_removed; // each Delete's runs, newest last
};

} // namespace DriveScope
