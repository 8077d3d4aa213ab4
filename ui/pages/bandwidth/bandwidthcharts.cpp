// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/bandwidth/bandwidthcharts.h"
#include "ui/charts/seriescolors.h"

#include "ui/charts/axistitlefit.h"

#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QLineSeries>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

namespace DriveScope {

namespace {

// Exposes ChartView's tooltip helpers to the charts built here.
class TipChart : public ChartView {
public:
    using ChartView::ChartView;
    using ChartView::hideTip;
    using ChartView::showTip;
};

double midSeconds(qint64 startNs, qint64 endNs)
{
    return double(startNs + endNs) / 2e9;
}

} // namespace

BandwidthCharts::BandwidthCharts(QWidget *parent)
    : QWidget(parent)
    , m_throughputView(new TipChart(Text::tr("Throughput over time")))
    , m_ours(new QLineSeries(this))
    , m_device(new QLineSeries(this))
    , m_deviceView(new TipChart(Text::tr("What the device received")))
    , m_requestSize(new QLineSeries(this))
    , m_queue(new QLineSeries(this))
{
    m_ours->setName(QStringLiteral("DriveScope"));
    m_ours->setPointsVisible(true);
    m_device->setName(Text::tr("device counters"));
    // The device's line is drawn first and thinner: DriveScope's, on top, stays in sight
    // where the two agree.
    m_throughputView->chart()->addSeries(m_device);
    m_throughputView->chart()->addSeries(m_ours);
    m_throughputView->styleSeries(m_ours, SeriesColors::Blue, 2.5);
    m_throughputView->styleSeries(m_device, SeriesColors::Vermillion, 1.5, Qt::DashLine);
    m_tx = m_throughputView->addValueAxis(Text::tr("Time since start (s)"), Qt::AlignBottom);
    AxisTitleFit::setTitle(m_throughputView->chart(), m_tx, m_tx->titleText());
    m_ty = m_throughputView->addValueAxis(Text::tr("Throughput (MB/s)"), Qt::AlignLeft);
    AxisTitleFit::setTitle(m_throughputView->chart(), m_ty, m_ty->titleText());
    for (QLineSeries *s : { m_ours, m_device }) {
        s->attachAxis(m_tx);
        s->attachAxis(m_ty);
    }

    m_requestSize->setName(Text::tr("request size (kB)"));
    m_requestSize->setPointsVisible(true);
    m_queue->setName(Text::tr("queue (aqu-sz)"));
    m_queue->setPointsVisible(true);
    m_deviceView->chart()->addSeries(m_requestSize);
    m_deviceView->chart()->addSeries(m_queue);
    m_deviceView->styleSeries(m_requestSize, SeriesColors::Blue, 2);
    m_deviceView->styleSeries(m_queue, SeriesColors::Green, 2);
    m_dx = m_deviceView->addValueAxis(Text::tr("Time since start (s)"), Qt::AlignBottom);
    AxisTitleFit::setTitle(m_deviceView->chart(), m_dx, m_dx->titleText());
    m_dyRequest = m_deviceView->addValueAxis(Text::tr("Request size (kB)"), Qt::AlignLeft);
    AxisTitleFit::setTitle(m_deviceView->chart(), m_dyRequest, m_dyRequest->titleText());
    m_dyQueue = m_deviceView->addValueAxis(Text::tr("Queue (aqu-sz)"), Qt::AlignRight);
    AxisTitleFit::setTitle(m_deviceView->chart(), m_dyQueue, m_dyQueue->titleText());
    m_requestSize->attachAxis(m_dx);
    m_requestSize->attachAxis(m_dyRequest);
    m_queue->attachAxis(m_dx);
    m_queue->attachAxis(m_dyQueue);

    auto tipper = [](QLineSeries *series, const QString &unit, int decimals) {
        QObject::connect(series, &QLineSeries::hovered, series, [series, unit, decimals](const QPointF &p, bool state) {
            if (!state) {
                TipChart::hideTip();
                return;
            }
            // The nearest drawn point: its exact value.
            const QList<QPointF> points = series->points();
            if (points.isEmpty())
                return;
            const auto nearest = std::min_element(points.begin(), points.end(),
                [&](const QPointF &a, const QPointF &b) { return std::abs(a.x() - p.x()) < std::abs(b.x() - p.x()); });
            //: a line's name, then its point: "DriveScope", "at 1.20 s: 850.3 MB/s"
            TipChart::showTip(Text::tr("%1\nat %2 s: %3 %4")
                                  .arg(series->name(), formatNumber(nearest->x(), 'f', 2),
                                      formatNumber(nearest->y(), 'f', decimals), unit));
        });
    };
    tipper(m_ours, QStringLiteral("MB/s"), 1);
    tipper(m_device, QStringLiteral("MB/s"), 1);
    tipper(m_requestSize, QStringLiteral("kB"), 1);
    tipper(m_queue, Text::tr("requests"), 2);
    m_throughputView->applyPalette();
    m_deviceView->applyPalette();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_throughputView, 1);
    layout->addWidget(m_deviceView, 1);
}

void BandwidthCharts::begin(const RunResult &header)
{
    const auto plan = BandwidthPlan::fromJson(header.config);
    m_write = plan && plan->write;
    m_intervalNs = throughputIntervalNs(header.config);
    m_samples.clear();
    m_rows = header.deviceStats;
    m_intervals.clear();
    m_throughputView->startOver();
    m_deviceView->startOver();
    m_dirty = true;
}

void BandwidthCharts::add(std::span<const Sample> samples)
{
    m_samples.insert(m_samples.end(), samples.begin(), samples.end());
    m_dirty = true;
}

void BandwidthCharts::setDeviceRows(std::vector<IostatRow> rows)
{
    if (rows.size() != m_rows.size())
        m_dirty = true;
    m_rows = std::move(rows);
}

void BandwidthCharts::refresh(bool final)
{
    if (!m_dirty && !final)
        return;
    m_dirty = false;
    // As summarizeBandwidth: over the device rows' windows when there are rows.
    if (!m_rows.empty()) {
        std::vector<ThroughputInterval> windows;
        for (const IostatRow &r : m_rows)
            windows.push_back({ r.startNs, r.endNs, 0, 0 });
        m_intervals = throughputOverWindows(m_samples, std::move(windows));
    } else {
        m_intervals = throughputPerInterval(m_samples, m_intervalNs);
    }
    QList<QPointF> ours, device, request, queue;
    double top = 0, xEnd = 0, topRequest = 0, topQueue = 0;
    for (const ThroughputInterval &t : m_intervals) {
        ours.append(QPointF(midSeconds(t.startNs, t.endNs), t.megabytesPerSecond()));
        top = std::max(top, t.megabytesPerSecond());
        xEnd = std::max(xEnd, double(t.endNs) / 1e9);
    }
    for (const IostatRow &r : m_rows) {
        const double x = midSeconds(r.startNs, r.endNs);
        const double mbps = (m_write ? r.writeBytesPerS : r.readBytesPerS) / 1e6;
        const double req = (m_write ? r.writeAvgRequestBytes : r.readAvgRequestBytes) / 1e3;
        device.append(QPointF(x, mbps));
        // No request in this interval (the sampler's short last row, an idle pause):
        // an average size does not exist, so no point rather than a false zero.
        if ((m_write ? r.writesPerS : r.readsPerS) > 0)
            request.append(QPointF(x, req));
        queue.append(QPointF(x, r.avgQueueSize));
        top = std::max(top, mbps);
        topRequest = std::max(topRequest, req);
        topQueue = std::max(topQueue, r.avgQueueSize);
        xEnd = std::max(xEnd, double(r.endNs) / 1e9);
    }
    m_ours->replace(ours);
    m_device->replace(device);
    m_requestSize->replace(request);
    m_queue->replace(queue);
    ChartView::growRange(m_tx, xEnd);
    ChartView::growRange(m_dx, xEnd);
    ChartView::growRange(m_ty, top * 1.1);
    ChartView::growRange(m_dyRequest, topRequest * 1.1);
    ChartView::growRange(m_dyQueue, topQueue * 1.1);
}

QList<QPointF> BandwidthCharts::ourPoints() const
{
    return m_ours->points();
}

QList<QPointF> BandwidthCharts::requestSizePoints() const
{
    return m_requestSize->points();
}

QList<QPointF> BandwidthCharts::queuePoints() const
{
    return m_queue->points();
}

QString BandwidthCharts::figures() const
{
    qint64 bytes = 0, blocks = 0, first = -1, last = 0;
    for (const Sample &s : m_samples) {
        if (s.isFailed())
            continue;
        bytes += s.result;
        ++blocks;
        if (first < 0 || s.startNs < first)
            first = s.startNs;
        last = std::max(last, s.startNs + s.latencyNs);
    }
    if (!blocks)
        return Text::tr("no blocks yet");
    return Text::tr("%1 blocks · %2 MB · %3 MB/s so far")
        .arg(formatCount(blocks), formatGrouped(double(bytes) / 1e6, 1),
            formatGrouped(last > first ? double(bytes) * 1e3 / double(last - first) : 0, 1));
}

} // namespace DriveScope
