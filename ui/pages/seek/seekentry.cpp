// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/seek/seekentry.h"

#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/scatterchart.h"
#include "ui/charts/timelinechart.h"
#include "ui/compare/latencycompareview.h"
#include "ui/pages/seek/seekcharts.h"
#include "ui/pages/seek/seekpage.h"

#include "core/bench/seek/seekkind.h"

namespace DriveScope {

PageEntry seekPageEntry()
{
    PageEntry e;
    e.kind = &seekKind();
    e.createPage = [] { return new SeekPage; };
    e.reportCharts = [](const RunResult &run, QWidget *host, const PageEntry::ChartSink &add) {
        auto *charts = new SeekCharts(host);
        charts->begin(run);
        charts->add(run.samples);
        charts->refresh(true);
        add(charts->histogram(), 260, false);
        add(charts->distanceChart(), 250, true);
        add(charts->timeline(), 250, true);
    };
    e.createCompareView = [](CompareRuns runs, QObject *parent) -> CompareView * {
        return new LatencyCompareView(std::move(runs), parent);
    };
    e.prepareCharts = &SeekChartData::prepare;
    return e;
}

} // namespace DriveScope
