// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QAbstractAxis;
class QChart;
class QFont;

namespace DriveScope {

// Axis titles that stay readable when a chart is small. Qt Charts elides a title that
// is longer than its axis ("Latency…" on the Seek page's small charts at 1280×820),
// which loses the unit: the one part a reader needs. A chart that uses this keeps
// each axis' full title ("Latency (ms)") and shows it while it fits along the plot
// area, else the unit alone ("ms"). Refitted whenever the plot area changes.
class AxisTitleFit : public QObject {
    Q_OBJECT
public:
    // Watches chart's plot area (once per chart; the fitter is the chart's child).
    static void install(QChart *chart);
    // Sets axis' full title and shows what fits now. axis must be in chart.
    static void setTitle(QChart *chart, QAbstractAxis *axis, const QString &full);
    // full when it fits in room pixels, else the text in its last parentheses
    // ("Latency (ms)" -> "ms"), else that text up to a comma ("µs, logarithmic" -> "µs"),
    // else full (Qt elides it then).
    static QString fitted(const QString &full, const QFont &font, double room);

private:
    explicit AxisTitleFit(QChart *chart);
    void refit();
    void fit(QAbstractAxis *axis);

    QChart *m_chart;
};

} // namespace DriveScope
