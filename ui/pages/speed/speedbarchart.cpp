// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/speed/speedbarchart.h"
#include "ui/charts/axisunit.h"

#include "core/bench/speed/speedgrid.h"
#include "core/util/text.h"
#include "ui/charts/seriescolors.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QValueAxis>

namespace DriveScope {

QColor speedDirectionColor(SpeedDirection direction, const QColor &background)
{
    switch (direction) {
    case SpeedDirection::Read: return SeriesColors::of(SeriesColors::Blue, background);
    case SpeedDirection::Write: return SeriesColors::of(SeriesColors::Vermillion, background);
    case SpeedDirection::Mix: return SeriesColors::of(SeriesColors::Green, background);
    }
    return {};
}

SpeedBarChart::SpeedBarChart(QWidget *parent)
    : ChartView(Text::tr("Speed grid (median run, MB/s)"), parent)
{
}

void SpeedBarChart::setRun(const RunResult &run)
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
    const auto plan = SpeedPlan::fromJson(run.config);
    if (!plan)
        return;
    const SpeedGrid grid = SpeedGrid::of(*plan, run.phases);
    auto *series = new QHorizontalBarSeries;
    double top = 0;
    for (std::size_t d = 0; d < plan->directions.size(); ++d) {
        auto *set = new QBarSet(speedDirectionTitle(plan->directions[d]));
        set->setColor(speedDirectionColor(plan->directions[d], palette().color(QPalette::Base)));
        // Bars run top to bottom in the grid's order: the category axis counts upwards.
        for (auto t = plan->tests.size(); t-- > 0;) {
            const SpeedCell &cell = grid.cells[t * plan->directions.size() + d];
            *set << cell.median.megabytesPerSecond;
            top = std::max(top, cell.median.megabytesPerSecond);
        }
        set->setLabelColor(palette().color(QPalette::Text));
        series->append(set);
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4); // 519.6, 44.17: as the tiles show them
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    c->addSeries(series);
    QStringList names;
    for (auto t = plan->tests.size(); t-- > 0;)
        names << plan->tests[t].name();
    auto *tests = new QBarCategoryAxis;
    tests->append(names);
    c->addAxis(tests, Qt::AlignLeft);
    series->attachAxis(tests);
    auto *mbps = new QValueAxis;
    mbps->setTitleText(AxisUnit::megabytesPerSecondTitle());
    mbps->setRange(0, niceCeil(std::max(top * 1.15, 1.0)));
    mbps->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(mbps, Qt::AlignBottom);
    series->attachAxis(mbps);
    applyPalette();
}

} // namespace DriveScope
