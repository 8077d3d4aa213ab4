// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include <QAbstractTableModel>

namespace DriveScope {

// Every run of this session, finished, cancelled or failed (labelled so), newest last:
// when, target, benchmark, status and the key figures. The view of SessionDocument: a
// run may carry the session file's label ("recovered (partial)"), shown as its status.
class RunsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // Key figures last: it takes the width left (RunsTableFitter).
    enum Column {
        When,
        Benchmark,
        Status,
        Result,
        Reads,
        Mean,
        P99,
        Rate,
        Throughput,
        Target,
        KeyFigures,
        ColumnCount
    };
    static constexpr int RecordIdRole = Qt::UserRole + 1;

    explicit RunsModel(QObject *parent = nullptr);

    // The When column: the time alone for a run started today ("17:22:18"), the date
    // too for any other ("2026-12-06 09:14:02"); the whole of it is the cell's tooltip.
    // The time of day gave the Result column the room a German window lacked at 1024 px.
    static QString whenText(const QDateTime &startedAt, const QDate &today);

    void add(const RunRecordPtr &record, const QString &label = {});
    void remove(int row);
    // Puts a removed run back where it was (undo).
    void insert(int row, const RunRecordPtr &record, const QString &label);
    // Replaces every row at once (one reset, not N inserts).
    void setRuns(const QList<RunRecordPtr> &records, const QStringList &labels);
    RunRecordPtr record(int row) const;
    RunRecordPtr recordById(int id) const;
    QString label(int row) const;
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<RunRecordPtr> m_runs;
    QStringList m_labels; // parallel to m_runs
};

} // namespace DriveScope
