// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/speed/speedentry.h"

#include "ui/pages/speed/speedbarchart.h"
#include "ui/pages/speed/speedcompareview.h"
#include "ui/pages/speed/speedpage.h"

#include "core/bench/speed/speedkind.h"

namespace DriveScope {

PageEntry speedPageEntry()
{
    PageEntry e;
    e.kind = &speedKind();
    e.createPage = [] { return new SpeedPage; };
    e.reportCharts = [](const RunResult &run, QWidget *host, const PageEntry::ChartSink &add) {
        auto *chart = new SpeedBarChart(host);
        chart->setRun(run);
        add(chart, 340, false);
    };
    e.createCompareView = [](CompareRuns runs, QObject *parent) -> CompareView * {
        return new SpeedCompareView(std::move(runs), parent);
    };
    return e;
}

} // namespace DriveScope
