// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/runchartrenderer.h"

#include "ui/charts/chartview.h"
#include "ui/charts/export/chartexporter.h"
#include "ui/pages/pageregistry.h"

#include <QChart>
#include <QChartView>
#include <QPainter>
#include <QPalette>
#include <QWidget>

#include <memory>

namespace DriveScope {

namespace {

QPalette printPalette()
{
    QPalette pal;
    for (auto group : { QPalette::Active, QPalette::Inactive, QPalette::Disabled }) {
        pal.setColor(group, QPalette::Base, Qt::white);
        pal.setColor(group, QPalette::Window, Qt::white);
        pal.setColor(group, QPalette::Text, Qt::black);
        pal.setColor(group, QPalette::WindowText, Qt::black);
        pal.setColor(group, QPalette::Mid, QColor(0x80, 0x80, 0x80));
    }
    return pal;
}

} // namespace

RunChartRenderer::RunChartRenderer(const RunResult &run, double width)
    : m_width(width)
{
    const auto host = std::make_unique<QWidget>(); // the charts' parent: they go with it
    host->setPalette(printPalette());
    const PageEntry *page = PageRegistry::find(run.benchmark);
    if (!page)
        return;
    // Recorded once the page has drawn them all: a page may finish a chart after adding it.
    QList<QChartView *> views;
    page->reportCharts(run, host.get(), [this, &views](QChartView *view, double height, bool half) {
        views.append(view);
        add(view, height, half);
    });
    for (int i = 0; i < views.size(); ++i)
        record(views[i], &m_charts[i]);
}

RunChartRenderer::~RunChartRenderer() = default;

void RunChartRenderer::add(QChartView *view, double height, bool half)
{
    // Two half-width charts keep a small gap between them.
    const QSize size { int(half ? (m_width - 12) / 2 : m_width), int(height) };
    view->resize(size);
    Chart chart;
    chart.size = QSizeF(size);
    chart.half = half;
    m_charts.append(std::move(chart));
}

void RunChartRenderer::record(QChartView *view, Chart *chart)
{
    chart->title = view->chart()->title();
    if (auto *ours = qobject_cast<ChartView *>(view))
        ours->drawDotsAsCircles();
    QPainter painter(&chart->picture);
    ChartExporter::paint(view, &painter, QRectF(QPointF(0, 0), chart->size), chart->size);
    painter.end();
}

} // namespace DriveScope
