// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/zone/zoneentry.h"

#include "ui/pages/zone/zonechart.h"
#include "ui/pages/zone/zonecompareview.h"
#include "ui/pages/zone/zonepage.h"

#include "core/bench/zone/zonekind.h"

namespace DriveScope {

PageEntry zonePageEntry()
{
    PageEntry e;
    e.kind = &zoneKind();
    e.createPage = [] { return new ZonePage; };
    e.reportCharts = [](const RunResult &run, QWidget *host, const PageEntry::ChartSink &add) {
        auto *chart = new ZoneChart(host);
        chart->begin(run);
        chart->add(run.samples);
        chart->refresh(true);
        add(chart, 320, false);
    };
    e.createCompareView = [](CompareRuns runs, QObject *parent) -> CompareView * {
        return new ZoneCompareView(std::move(runs), parent);
    };
    return e;
}

} // namespace DriveScope
