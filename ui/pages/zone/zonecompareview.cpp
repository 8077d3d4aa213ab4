// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/zone/zonecompareview.h"
#include "ui/widgets/elidingcombobox.h"

#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/util/text.h"

#include <QComboBox>

namespace DriveScope {

ZoneCompareView::ZoneCompareView(CompareRuns runs, QObject *parent)
    : CompareView(std::move(runs), parent)
    , m_chart(new CompareLineChart(Text::tr("Throughput against offset")))
    , m_offsetAxis(new ElidingComboBox(12, ElidingComboBox::Width::ShrinksFromContents))
{
    m_chart->setObjectName(QStringLiteral("compareZone"));
    addChart(m_chart);
    m_offsetAxis->setObjectName(QStringLiteral("compareOffsetAxis"));
    m_offsetAxis->addItem(Text::tr("Automatic (% when the sizes differ)"));
    m_offsetAxis->addItem(Text::tr("Offset in GB"));
    m_offsetAxis->addItem(Text::tr("Offset in % of each target"));
    addControl(Text::tr("X axis:"), m_offsetAxis);
    connect(m_offsetAxis, &QComboBox::currentIndexChanged, this, &ZoneCompareView::redraw);
}

QList<QPointF> ZoneCompareView::curve(const RunRecord &record, OffsetAxis axis)
{
    QList<QPointF> points;
    const auto plan = ZonePlan::fromJson(record.result.config);
    if (!plan)
        return points;
    const ZoneProfile profile = ZoneProfile::compute(record.result.samples, *plan);
    const double size = double(record.result.target.sizeBytes);
    for (const ZonePoint &p : profile.points) {
        const double x
            = axis == OffsetAxis::Percent ? (size > 0 ? 100.0 * double(p.offset) / size : 0) : double(p.offset) / 1e9;
        points.append(QPointF(x, p.megabytesPerSecond()));
    }
    return points;
}

ZoneCompareView::OffsetAxis ZoneCompareView::automaticOffsetAxis(const QList<RunRecordPtr> &runs)
{
    for (const RunRecordPtr &r : runs)
        if (r->result.target.sizeBytes != runs.front()->result.target.sizeBytes)
            return OffsetAxis::Percent;
    return OffsetAxis::Gigabytes;
}

void ZoneCompareView::setOffsetChoice(OffsetChoice choice)
{
    m_offsetAxis->setCurrentIndex(int(choice));
}

ZoneCompareView::OffsetAxis ZoneCompareView::offsetAxis() const
{
    switch (OffsetChoice(m_offsetAxis->currentIndex())) {
    case OffsetChoice::Gigabytes: return OffsetAxis::Gigabytes;
    case OffsetChoice::Percent: return OffsetAxis::Percent;
    case OffsetChoice::Auto: break;
    }
    return automaticOffsetAxis(runs().runs);
}

void ZoneCompareView::redraw()
{
    const OffsetAxis axis = offsetAxis();
    const bool percent = axis == OffsetAxis::Percent;
    CompareLineChart::Axes axes;
    axes.xTitle = percent ? Text::tr("Offset (% of each target)") : Text::tr("Offset (GB)");
    axes.yTitle = Text::tr("Throughput (MB/s)");
    if (percent)
        axes.xMax = 100;
    axes.markers = true;
    axes.xUnit = percent ? QStringLiteral("%") : QStringLiteral("GB");
    axes.yUnit = QStringLiteral("MB/s");
    m_chart->setData(linesOf([axis](const RunRecord &run) { return curve(run, axis); }), axes);
}

} // namespace DriveScope
