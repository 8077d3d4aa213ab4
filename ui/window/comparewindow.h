// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include <QWidget>

class QLabel;
class QSplitter;
class QTableView;

namespace DriveScope {

class CompareFiguresModel;
class CompareView;

// Runs of one benchmark, from this session or others opened beside it, on different
// drives or dates, seen together: the benchmark's own overlay charts, one line per run
// (its CompareView), and their key figures side by side with differences against the
// first run.
// A top-level, non-modal window; it holds the runs (shared, never changed), not the
// window that picked them, so it stays valid when the session changes.
class CompareWindow : public QWidget {
    Q_OBJECT
public:
    // Empty when the runs can be compared; otherwise the sentence to show (fewer than two
    // runs, or runs of different benchmarks).
    static QString whyNotComparable(const QList<RunRecordPtr> &runs);
    // Shows a new compare window for runs (which must be comparable), non-modal, deleted
    // when closed.
    static CompareWindow *open(const QList<RunRecordPtr> &runs, QWidget *parent = nullptr);

    explicit CompareWindow(QList<RunRecordPtr> runs, QWidget *parent = nullptr);

    const QList<RunRecordPtr> &runs() const { return m_runs; }
    QStringList runLabels() const { return m_labels; }
    static QString benchmarkName(const QString &benchmark);

    // The benchmark's own charts and controls (PageEntry::createCompareView), or nullptr
    // when it has none and the figures table is all there is.
    CompareView *view() const { return m_view; }
    CompareFiguresModel *figuresModel() const { return m_model; }
    QTableView *figuresView() const { return m_table; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void sizeTheSplitter(QSplitter *splitter);

    QList<RunRecordPtr> m_runs;
    QStringList m_labels;
    QString m_benchmark;
    CompareView *m_view = nullptr;
    QLabel *m_heading = nullptr;
    CompareFiguresModel *m_model = nullptr;
    QTableView *m_table = nullptr;
};

} // namespace DriveScope
