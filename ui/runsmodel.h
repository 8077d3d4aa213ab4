// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "runrecord.h"

#include <QAbstractTableModel>

namespace DriveScope {

// Every run of this session, finished, cancelled or failed (labelled so), newest last:
// when, target, benchmark, status and the key figures.
class RunsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { When, Benchmark, Status, Reads, Mean, P99, Rate, Throughput, KeyFigures, Target, ColumnCount };
    static constexpr int RecordIdRole = Qt::UserRole + 1;

    explicit RunsModel(QObject *parent = nullptr);

    void add(const RunRecordPtr &record);
    RunRecordPtr record(int row) const;
    RunRecordPtr recordById(int id) const;
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<RunRecordPtr> m_runs;
};

} // namespace DriveScope
