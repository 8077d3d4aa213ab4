// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"
#include "ui/run/runrecord.h"

#include <QList>

#include <functional>

class QChartView;
class QObject;
class QWidget;

namespace DriveScope {

class BenchmarkPage;
class CompareView;
struct CompareRuns;

// What the window needs of a benchmark besides its kind: its page, its charts for a
// report, and its charts in compare. Each page folder (ui/pages/<id>/) defines one
// entry; PageRegistry lists them in BenchmarkRegistry's order. The main window's tabs and
// View menu, the report charts and compare iterate it.
struct PageEntry {
    // One chart of a report: the view, its height (1/96 inch), and whether it shares a
    // row with the next half-width one.
    using ChartSink = std::function<void(QChartView *view, double height, bool half)>;

    const BenchmarkKind *kind = nullptr;
    std::function<BenchmarkPage *()> createPage;
    // A finished run's charts, drawn by the page's own chart classes (children of host).
    std::function<void(const RunResult &run, QWidget *host, const ChartSink &add)> reportCharts;
    // Optional: the charts and controls compare shows above its figures table for runs
    // of this benchmark, made with parent as their owner. Without it compare shows the
    // figures side by side and nothing else (as for the speed grid).
    std::function<CompareView *(CompareRuns runs, QObject *parent)> createCompareView;
    // Optional: what the page's charts draw from a finished run, made with its record off
    // the GUI thread (makeRunRecord) and taken by PageCharts::showPrepared.
    PrepareCharts prepareCharts;
};

namespace PageRegistry {

const QList<PageEntry> &all();
// The entry of a benchmark id, or null (a run of a benchmark this window has no page for).
const PageEntry *find(QStringView id);

} // namespace PageRegistry

} // namespace DriveScope
