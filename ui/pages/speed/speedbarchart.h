// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartview.h"

#include "core/bench/speed/speedconfig.h"
#include "core/run/runresult.h"

namespace DriveScope {

// Okabe–Ito blue for reads, vermillion for writes, bluish green for the mix (the tiles
// and the report's bars alike); told apart by their labels too, not by colour alone.
QColor speedDirectionColor(SpeedDirection direction, const QColor &background);

// The grid of a finished run as horizontal bars (median MB/s per test, a bar per
// direction), for PDF and HTML reports, where tiles cannot go.
class SpeedBarChart : public ChartView {
    Q_OBJECT
public:
    explicit SpeedBarChart(QWidget *parent = nullptr);
    void setRun(const RunResult &run);
};

} // namespace DriveScope
