// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/compareview.h"

#include "ui/compare/comparestyle.h"

namespace DriveScope {

CompareView::CompareView(CompareRuns runs, QObject *parent)
    : QObject(parent)
    , m_runs(std::move(runs))
{
}

void CompareView::draw(const QPalette &palette)
{
    m_palette = palette;
    redraw();
}

QColor CompareView::colorOf(int run) const
{
    return CompareStyle::runColor(run, m_palette);
}

QList<CompareLineChart::Line> CompareView::linesOf(const std::function<QList<QPointF>(const RunRecord &)> &curve) const
{
    QList<CompareLineChart::Line> lines;
    for (int i = 0; i < m_runs.runs.size(); ++i)
        lines.append({ m_runs.labels.value(i), colorOf(i), curve(*m_runs.runs[i]) });
    return lines;
}

} // namespace DriveScope
