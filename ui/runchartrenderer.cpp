// SPDX-License-Identifier: GPL-3.0-or-later
#include "runchartrenderer.h"

#include "bandwidthcharts.h"
#include "latencyhistogramchart.h"
#include "scatterchart.h"
#include "seekcharts.h"
#include "syncwritecharts.h"
#include "timelinechart.h"
#include "zonechart.h"

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
    QWidget *host = m_host.get();
    if (run.benchmark == u"seek") {
        auto *charts = new SeekCharts(host);
        charts->begin(run);
        charts->add(run.samples);
        charts->refresh(true);
        add(charts->histogram(), 260);
        add(charts->distanceChart(), 250, true);
        add(charts->timeline(), 250, true);
    } else if (run.benchmark == u"zone") {
        auto *chart = new ZoneChart(host);
        chart->begin(run);
        chart->add(run.samples);
        chart->refresh(true);
        add(chart, 320);
    } else if (run.benchmark == u"syncwrite") {
        auto *charts = new SyncWriteCharts(host);
        charts->begin(run);
        charts->add(run.samples);
        charts->refresh(true);
        add(charts->histogram(), 300);
        add(charts->timeline(), 260);
    } else if (run.benchmark == u"bandwidth") {
        auto *charts = new BandwidthCharts(host);
        charts->begin(run);
        charts->add(run.samples);
        charts->setDeviceRows(run.deviceStats);
        charts->refresh(true);
        add(charts->throughputChart(), 280);
        // Without the device's counters (a file, a simulated drive) that chart is empty.
        if (!run.deviceStats.empty())
            add(charts->deviceChart(), 260);
    }
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
