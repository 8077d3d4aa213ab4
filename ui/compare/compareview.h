// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/compare/comparelinechart.h"
#include "ui/run/runrecord.h"

#include <QList>
#include <QObject>
#include <QPalette>
#include <QStringList>

#include <functional>

class QWidget;

namespace DriveScope {

// The runs one compare window shows (shared, never changed), each run's legend label,
// and what the benchmark calls its I/Os ("reads", "writes").
struct CompareRuns {
    QList<RunRecordPtr> runs;
    QStringList labels;
    QString ioName;
};

// What one benchmark shows in the compare window above the figures table: its overlay
// charts, one line per run, and the controls that change them. A benchmark's page entry
// makes its own (PageEntry::createCompareView); the window places the widgets, knows no
// benchmark by name, and shows the figures table alone for a benchmark without a view.
class CompareView : public QObject {
    Q_OBJECT
public:
    struct Control {
        QString label; // "X axis:", or empty for a check box that names itself
        QWidget *widget = nullptr;
    };

    CompareView(CompareRuns runs, QObject *parent);

    // Charts one above the other, in order; each is the window's full width.
    const QList<QWidget *> &charts() const { return m_charts; }
    // The row above the charts, left to right.
    const QList<Control> &controls() const { return m_controls; }
    // Draws every chart again, with each run's colour for palette (a light/dark switch
    // changes them).
    void draw(const QPalette &palette);

protected:
    // Draws every chart from runs() with the colours colorOf() gives.
    virtual void redraw() = 0;

    const CompareRuns &runs() const { return m_runs; }
    QColor colorOf(int run) const;
    const QPalette &palette() const { return m_palette; }
    // One line per run, its points from curve and its label and colour from the run.
    QList<CompareLineChart::Line> linesOf(const std::function<QList<QPointF>(const RunRecord &)> &curve) const;
    void addChart(QWidget *chart) { m_charts.append(chart); }
    void addControl(const QString &label, QWidget *widget) { m_controls.append({ label, widget }); }

private:
    CompareRuns m_runs;
    QPalette m_palette;
    QList<QWidget *> m_charts;
    QList<Control> m_controls;
};

} // namespace DriveScope
