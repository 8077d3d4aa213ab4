// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/depth/depthentry.h"

#include "ui/pages/depth/depthchart.h"
#include "ui/pages/depth/depthcompareview.h"
#include "ui/pages/depth/depthpage.h"

#include "core/bench/depth/depthkind.h"

namespace DriveScope {

PageEntry depthPageEntry()
{
    PageEntry e;
    e.kind = &depthKind();
    e.createPage = [] { return new DepthPage; };
    e.reportCharts = [](const RunResult &run, QWidget *host, const PageEntry::ChartSink &add) {
        for (const auto mode : { DepthChart::Mode::Iops, DepthChart::Mode::Latency }) {
            auto *chart = new DepthChart(mode, host);
            chart->begin(run);
            chart->add(run.samples);
            chart->refresh(true);
            add(chart, 300, true);
        }
    };
    e.createCompareView = [](CompareRuns runs, QObject *parent) -> CompareView * {
        return new DepthCompareView(std::move(runs), parent);
    };
    return e;
}

} // namespace DriveScope
