// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/blocksize/blocksizecompareview.h"
#include "ui/charts/axisunit.h"

#include "core/bench/blocksize/blocksizeprofile.h"
#include "core/util/text.h"

namespace DriveScope {

BlockSizeCompareView::BlockSizeCompareView(CompareRuns runs, QObject *parent)
    : CompareView(std::move(runs), parent)
    , m_read(new CompareLineChart(Text::tr("Read MB/s against transfer size")))
    , m_write(new CompareLineChart(Text::tr("Write MB/s against transfer size")))
{
    m_read->setObjectName(QStringLiteral("compareBlockSizeRead"));
    m_write->setObjectName(QStringLiteral("compareBlockSizeWrite"));
    addChart(m_read);
    addChart(m_write);
}

QList<QPointF> BlockSizeCompareView::curve(const RunRecord &record, bool write)
{
    QList<QPointF> points;
    const auto plan = BlockSizePlan::fromJson(record.result.config);
    if (!plan)
        return points;
    for (const BlockSizeRow &r : BlockSizeProfile::of(*plan, record.result.phases).rows) {
        const BlockSizeFigures &f = write ? r.write : r.read;
        if (f.measured)
            points.append(QPointF(double(r.size) / 1024, f.megabytesPerSecond));
    }
    return points;
}

void BlockSizeCompareView::redraw()
{
    for (const bool write : { false, true }) {
        const QList<CompareLineChart::Line> lines
            = linesOf([write](const RunRecord &run) { return curve(run, write); });
        CompareLineChart::Axes axes;
        //: keep the unit first in the brackets: a short axis shows it alone
        axes.xTitle = Text::tr("Transfer size (KiB, log₂)");
        axes.logX = true;
        axes.logXBase = 2;
        axes.yTitle = AxisUnit::megabytesPerSecondTitle();
        axes.markers = true;
        axes.xUnit = QStringLiteral("KiB");
        axes.yUnit = QStringLiteral("MB/s");
        (write ? m_write : m_read)->setData(lines, axes);
    }
}

} // namespace DriveScope
