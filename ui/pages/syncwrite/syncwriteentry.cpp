// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/syncwrite/syncwriteentry.h"

#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/timelinechart.h"
#include "ui/compare/latencycompareview.h"
#include "ui/pages/syncwrite/syncwritecharts.h"
#include "ui/pages/syncwrite/syncwritepage.h"

#include "core/bench/syncwrite/syncwritekind.h"

namespace DriveScope {

PageEntry syncwritePageEntry()
{
    PageEntry e;
    e.kind = &syncwriteKind();
    e.createPage = [] { return new SyncWritePage; };
    e.reportCharts = [](const RunResult &run, QWidget *host, const PageEntry::ChartSink &add) {
        auto *charts = new SyncWriteCharts(host);
        charts->begin(run);
        charts->add(run.samples);
        charts->refresh(true);
        add(charts->histogram(), 300, false);
        add(charts->timeline(), 260, false);
    };
    e.createCompareView = [](CompareRuns runs, QObject *parent) -> CompareView * {
        return new LatencyCompareView(std::move(runs), parent);
    };
    return e;
}

} // namespace DriveScope
