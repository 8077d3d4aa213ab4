// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartview.h"

#include "core/run/runresult.h"

namespace DriveScope {

// The grid of a finished run as horizontal bars (median MB/s per test, a bar per
// direction), for PDF and HTML reports, where tiles cannot go.
class SpeedBarChart : public ChartView {
    Q_OBJECT
public:
    explicit SpeedBarChart(QWidget *parent = nullptr);
    void setRun(const RunResult &run);
};

} // namespace DriveScope
