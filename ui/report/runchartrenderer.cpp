// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/runchartrenderer.h"

#include "ui/pages/pageregistry.h"

#include <QPalette>
#include <QWidget>

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
    : m_host(std::make_unique<QWidget>())
    , m_width(width)
{
    m_host->setPalette(printPalette());
    if (const PageEntry *page = PageRegistry::find(run.benchmark))
        page->reportCharts(
            run, m_host.get(), [this](QChartView *view, double height, bool half) { add(view, height, half); });
}

RunChartRenderer::~RunChartRenderer() = default;

void RunChartRenderer::add(QChartView *view, double height, bool half)
{
    // Two half-width charts keep a small gap between them.
    const QSize size { int(half ? (m_width - 12) / 2 : m_width), int(height) };
    view->resize(size);
    m_charts.append({ view, QSizeF(size), half });
}

} // namespace DriveScope
