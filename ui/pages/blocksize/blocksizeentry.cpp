// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/blocksize/blocksizeentry.h"

#include "ui/pages/blocksize/blocksizechart.h"
#include "ui/pages/blocksize/blocksizecompareview.h"
#include "ui/pages/blocksize/blocksizepage.h"

#include "core/bench/blocksize/blocksizekind.h"

namespace DriveScope {

PageEntry blockSizePageEntry()
{
    PageEntry e;
    e.kind = &blockSizeKind();
    e.createPage = [] { return new BlockSizePage; };
    e.reportCharts = [](const RunResult &run, QWidget *host, const PageEntry::ChartSink &add) {
        auto *chart = new BlockSizeChart(host);
        chart->begin(run);
        chart->refresh(true);
        add(chart, std::max(420, chart->minimumHeight()), false);
    };
    e.createCompareView = [](CompareRuns runs, QObject *parent) -> CompareView * {
        return new BlockSizeCompareView(std::move(runs), parent);
    };
    return e;
}

} // namespace DriveScope
