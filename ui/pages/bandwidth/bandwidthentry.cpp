// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/bandwidth/bandwidthentry.h"

#include "ui/pages/bandwidth/bandwidthcharts.h"
#include "ui/pages/bandwidth/bandwidthcompareview.h"
#include "ui/pages/bandwidth/bandwidthpage.h"

#include "core/bench/bandwidth/bandwidthkind.h"

namespace DriveScope {

PageEntry bandwidthPageEntry()
{
    PageEntry e;
    e.kind = &bandwidthKind();
    e.createPage = [] { return new BandwidthPage; };
    e.reportCharts = [](const RunResult &run, QWidget *host, const PageEntry::ChartSink &add) {
        auto *charts = new BandwidthCharts(host);
        charts->begin(run);
        charts->add(run.samples);
        charts->setDeviceRows(run.deviceStats);
        charts->refresh(true);
        add(charts->throughputChart(), 280, false);
        // Without the device's counters (a file, a simulated drive) that chart is empty.
        if (!run.deviceStats.empty())
            add(charts->deviceChart(), 260, false);
    };
    e.createCompareView = [](CompareRuns runs, QObject *parent) -> CompareView * {
        return new BandwidthCompareView(std::move(runs), parent);
    };
    return e;
}

} // namespace DriveScope
