// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/bandwidth/bandwidthcompareview.h"

#include "core/bench/bandwidth/bandwidthsummary.h"
#include "core/util/text.h"

namespace DriveScope {

BandwidthCompareView::BandwidthCompareView(CompareRuns runs, QObject *parent)
    : CompareView(std::move(runs), parent)
    , m_chart(new CompareLineChart(Text::tr("Throughput over time")))
{
    m_chart->setObjectName(QStringLiteral("compareThroughputOverTime"));
    addChart(m_chart);
}

QList<QPointF> BandwidthCompareView::curve(const RunRecord &record)
{
    QList<QPointF> points;
    for (const ThroughputInterval &i : summarizeBandwidth(record.result).intervals)
        points.append(QPointF(double(i.startNs + i.endNs) / 2e9, i.megabytesPerSecond()));
    return points;
}

void BandwidthCompareView::redraw()
{
    CompareLineChart::Axes axes;
    axes.xTitle = Text::tr("Time since start (s)");
    axes.yTitle = Text::tr("Throughput (MB/s)");
    axes.markers = true;
    axes.xUnit = QStringLiteral("s");
    axes.yUnit = QStringLiteral("MB/s");
    m_chart->setData(linesOf(&curve), axes);
}

} // namespace DriveScope
