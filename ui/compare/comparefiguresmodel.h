// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include <QAbstractTableModel>
#include <QPalette>

#include <vector>

namespace DriveScope {

// Key figures of the compared runs side by side: one row per figure (its unit in the
// row header), one column per run. The first run is the baseline; every other cell
// shows its value and the difference (b - a) / a in percent, coloured better or worse
// (lower latency is better, higher MB/s is better; counts and sizes are not judged).
// Figures come from the runs' one summary (RunRecord::summary, its kind's figures);
// nothing is recomputed here.
class CompareFiguresModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // double in the figure's base unit (ns, MB/s, %, count); NaN: none
        DifferenceRole, // double: percent against the baseline; invalid for the baseline or when undefined
        VerdictRole, // int: +1 better than the baseline, -1 worse, 0 same, not judged or baseline
        KeyRole, // QString: the figure's key ("mean", "p99", "zone_max"...), on every cell and header
    };
    explicit CompareFiguresModel(QObject *parent = nullptr);

    void setRuns(const QList<RunRecordPtr> &runs, const QStringList &labels);
    // Colours for verdicts and the run swatches in the header.
    void setPalette(const QPalette &palette);

    // The row of a figure key, -1 when this benchmark has no such figure.
    int rowOf(const QString &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // (b - a) / a * 100; NaN when a is 0 or either is missing.
    static double percentDifference(double baseline, double value);
    static QString formatDifference(double percent);

private:
    // The first run's figure (its key, name, unit, how it is judged) and every run's value.
    struct Row : DriveScope::Figure {
        std::vector<double> values; // per run, base unit
    };
    void addFigures();
    void addRow(const DriveScope::Figure &figure);
    QString formatValue(const Row &f, double value) const;
    int verdict(const Row &f, double percent) const;

    QList<RunRecordPtr> m_runs;
    QStringList m_labels;
    std::vector<Row> m_figures;
    QPalette m_palette;
};

} // namespace DriveScope
