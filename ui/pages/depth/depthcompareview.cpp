// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/depth/depthcompareview.h"

#include "core/bench/depth/depthprofile.h"
#include "core/util/text.h"

#include <algorithm>
#include <limits>

namespace DriveScope {

namespace {

// A disk and an SSD differ a thousandfold: on a linear axis the disk is a line on zero.
bool spansDecades(const QList<CompareLineChart::Line> &lines)
{
    double lowestPeak = std::numeric_limits<double>::max(), highestPeak = 0;
    for (const CompareLineChart::Line &l : lines) {
        double peak = 0;
        for (const QPointF &p : l.points)
            peak = std::max(peak, p.y());
        if (peak > 0) {
            lowestPeak = std::min(lowestPeak, peak);
            highestPeak = std::max(highestPeak, peak);
        }
    }
    return highestPeak > 10 * lowestPeak;
}

} // namespace

DepthCompareView::DepthCompareView(CompareRuns runs, QObject *parent)
    : CompareView(std::move(runs), parent)
    , m_iops(new CompareLineChart(Text::tr("IOPS against queue depth")))
    , m_latency(new CompareLineChart(Text::tr("p99 latency against queue depth")))
{
    m_iops->setObjectName(QStringLiteral("compareDepthIops"));
    m_latency->setObjectName(QStringLiteral("compareDepthLatency"));
    addChart(m_iops);
    addChart(m_latency);
}

QList<QPointF> DepthCompareView::curve(const RunRecord &record, Value value)
{
    QList<QPointF> points;
    for (const DepthRow &r : DepthProfile::compute(record.result).rows)
        points.append(QPointF(r.depth, value == Value::Iops ? r.latency.opsPerSecond : double(r.latency.p99Ns)));
    return points;
}

void DepthCompareView::redraw()
{
    for (const Value value : { Value::Iops, Value::P99 }) {
        const bool iops = value == Value::Iops;
        QList<CompareLineChart::Line> lines = linesOf([value](const RunRecord &run) { return curve(run, value); });
        // p99 in µs, or in ms once a disk's deep queue passes 10 ms (never 1e+06 µs).
        double slowestNs = 0;
        for (const CompareLineChart::Line &l : lines)
            for (const QPointF &p : l.points)
                slowestNs = std::max(slowestNs, p.y());
        const bool ms = slowestNs > 10e6;
        if (!iops)
            for (CompareLineChart::Line &l : lines)
                for (QPointF &p : l.points)
                    p.setY(p.y() / (ms ? 1e6 : 1e3));
        const QString latencyUnit = ms ? QStringLiteral("ms") : QStringLiteral("µs");
        CompareLineChart::Axes axes;
        axes.xTitle = Text::tr("Queue depth (log₂)");
        axes.logX = true;
        axes.logXBase = 2;
        axes.logY = !iops || spansDecades(lines);
        //: keep the unit first in the brackets: a short axis shows it alone
        axes.yTitle = !iops ? Text::tr("p99 (%1, logarithmic)").arg(latencyUnit)
            : axes.logY     ? Text::tr("IOPS (logarithmic)")
                            : QStringLiteral("IOPS");
        axes.markers = true;
        axes.xUnit = QStringLiteral("QD");
        axes.yUnit = iops ? QStringLiteral("IOPS") : latencyUnit;
        (iops ? m_iops : m_latency)->setData(lines, axes);
    }
}

} // namespace DriveScope
