// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/depth/depthchart.h"
#include "ui/charts/seriescolors.h"

#include "ui/charts/axistitlefit.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QBoxLayout>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>

namespace DriveScope {

namespace {

QLogValueAxis *makeLogAxis(int base, const QString &title)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(base);
    axis->setLabelFormat(QStringLiteral("%.7g")); // 100000, not 1e+05
    axis->setMinorTickCount(0); // behind the lines, minor grid lines are clutter
    axis->setTitleText(title);
    return axis;
}

} // namespace

DepthChart::DepthChart(Mode mode, QWidget *parent)
    : ChartView(
        mode == Mode::Iops ? Text::tr("IOPS against queue depth") : Text::tr("Latency against queue depth"), parent)
    , m_mode(mode)
    , m_x(makeLogAxis(2, Text::tr("Queue depth (log₂)")))
{
    const QStringList names = mode == Mode::Iops
        ? QStringList { QStringLiteral("IOPS") }
        : QStringList { Text::tr("mean"), QStringLiteral("p50"), QStringLiteral("p99"),
              Text::tr("p99.9", "percentile: write the decimal as the language does") };
    for (int i = 0; i < names.size(); ++i) {
        auto *line = new QLineSeries(this);
        line->setName(names[i]);
        line->setPointsVisible(true);
        chart()->addSeries(line);
        styleSeries(line, i, 2);
        m_lines.push_back(line);
    }
    chart()->addAxis(m_x, Qt::AlignBottom);
    if (mode == Mode::Iops) {
        m_knee = new QScatterSeries(this);
        m_knee->setName(Text::tr("knee", "where more queue depth stops paying"));
        m_knee->setMarkerSize(12);
        chart()->addSeries(m_knee);
        styleSeries(m_knee, SeriesColors::Vermillion);
        m_yLinear = addValueAxis(QStringLiteral("IOPS"), Qt::AlignLeft);
        m_yLinear->setLabelFormat(QStringLiteral("%.0f")); // 125000, not 1.25e+05
        AxisTitleFit::setTitle(chart(), m_yLinear, m_yLinear->titleText());
    } else {
        //: keep the unit first in the brackets: a short axis shows it alone
        m_yLog = makeLogAxis(10, Text::tr("Latency (µs, logarithmic)"));
        chart()->addAxis(m_yLog, Qt::AlignLeft);
        // "µs" alone when a short chart has no room for the whole title.
        AxisTitleFit::setTitle(chart(), m_yLog, m_yLog->titleText());
    }
    QAbstractAxis *y = m_yLinear ? static_cast<QAbstractAxis *>(m_yLinear) : m_yLog;
    for (QLineSeries *line : m_lines) {
        line->attachAxis(m_x);
        line->attachAxis(y);
    }
    if (m_knee) {
        m_knee->attachAxis(m_x);
        m_knee->attachAxis(y);
    }
    m_x->setRange(1, 256);
    if (m_yLog)
        m_yLog->setRange(1, 1000);
    connect(chart(), &QChart::plotAreaChanged, this, &DepthChart::fitDepthLabels);
    applyPalette();
}

void DepthChart::fitDepthLabels()
{
    const double width = chart()->plotArea().width();
    if (width <= 0)
        return;
    const QFontMetricsF metrics(m_x->labelsFont());
    // Qt Charts gives each label the plot's width over the label count, less padding.
    const double needed = metrics.horizontalAdvance(QStringLiteral("256")) + 2 * metrics.averageCharWidth();
    const double lo = std::log2(m_x->min()), hi = std::log2(m_x->max());
    int base = 2;
    for (; base < 256; base *= base) {
        const double step = std::log2(double(base));
        const double labels = std::floor(hi / step) - std::ceil(lo / step) + 1;
        if (labels <= 0 || width / labels >= needed)
            break;
    }
    // Minor ticks stay off: Qt spaces them linearly within a power of the base (2 and 3
    // between 1 and 4), which a depth axis has no use for.
    if (int(m_x->base()) != base)
        m_x->setBase(base);
}

void DepthChart::begin(const RunResult &header)
{
    m_plan = DepthPlan::fromJson(header.config);
    m_phases = DepthPhases(m_plan ? m_plan->depths.size() : 0, DepthPhases::Estimates::Yes);
    m_rows.clear();
    m_profile = {};
    m_dirty = true;
    startOver();
}

void DepthChart::add(std::span<const Sample> samples)
{
    m_phases.add(samples);
    m_dirty = true;
}

void DepthChart::refresh(bool final)
{
    if (!m_dirty && !final)
        return;
    m_dirty = false;
    countRefresh();
    const std::vector<DepthPhase> &phases = m_phases.phases();
    // Rows of finished depths are exact and stay. The running one (the last) is estimated
    // from its histogram on a live refresh: exact, it is a pass over all its reads, 11 ms
    // at 600,000 of them on every 40 ms tick. The final refresh makes it exact too.
    std::vector<DepthRow> rows;
    for (std::size_t i = 0; m_plan && i < phases.size(); ++i) {
        if (phases[i].latencies.empty())
            continue;
        const bool done = i + 1 < phases.size();
        const int depth = m_plan->depths[i];
        const auto cached
            = std::find_if(m_rows.begin(), m_rows.end(), [&](const DepthRow &r) { return r.depth == depth; });
        if (done && cached != m_rows.end() && cached->exact
            && cached->latency.count == qint64(phases[i].latencies.size()))
            rows.push_back(*cached);
        else if (done || final)
            rows.push_back(DepthProfile::rowOf(depth, phases[i]));
        else
            rows.push_back(DepthProfile::estimatedRowOf(depth, phases[i]));
    }
    m_rows = rows;
    m_profile = DepthProfile::fromRows(std::move(rows));
    double slowestNs = 0;
    for (const DepthRow &r : m_profile.rows)
        slowestNs = std::max(slowestNs, double(r.latency.p999Ns));
    // ms past 10 ms (a disk's deep queue reaches seconds: 1e+06 µs otherwise).
    m_latencyDivisor = slowestNs > 10e6 ? 1e6 : 1e3;
    const double divisor = m_latencyDivisor;
    for (std::size_t s = 0; s < m_lines.size(); ++s) {
        QList<QPointF> points;
        for (const DepthRow &r : m_profile.rows) {
            const LatencySummary &l = r.latency;
            const double y = m_mode == Mode::Iops ? l.opsPerSecond
                : s == 0                          ? l.meanNs / divisor
                : s == 1                          ? double(l.p50Ns) / divisor
                : s == 2                          ? double(l.p99Ns) / divisor
                                                  : double(l.p999Ns) / divisor;
            points.append(QPointF(r.depth, std::max(y, 1e-4)));
        }
        m_lines[s]->replace(points);
    }
    if (m_knee) {
        const DepthRow *knee = m_profile.row(m_profile.kneeDepth);
        m_knee->replace(
            knee ? QList<QPointF> { { double(knee->depth), knee->latency.opsPerSecond } } : QList<QPointF> {});
        m_knee->setName(
            knee ? Text::tr("knee QD%1").arg(knee->depth) : Text::tr("knee", "where more queue depth stops paying"));
    }
    updateAxes();
}

void DepthChart::updateAxes()
{
    // The sweep's whole width from the start, so the curve grows left to right.
    if (m_plan) {
        const double lo = m_plan->depths.front();
        const double hi = std::max(m_plan->depths.back(), m_plan->depths.front() * 2);
        if (m_x->min() != lo / 1.2 || m_x->max() != hi * 1.2) {
            m_x->setRange(lo / 1.2, hi * 1.2);
            fitDepthLabels();
        }
    }
    if (m_yLinear) {
        growRange(m_yLinear, m_profile.bestIops * 1.1);
        return;
    }
    //: keep the unit first in the brackets: a short axis shows it alone
    const QString title = Text::tr("Latency (%1, logarithmic)").arg(m_latencyDivisor == 1e6 ? u"ms" : u"µs");
    AxisTitleFit::setTitle(chart(), m_yLog, title);
    double lo = 0, hi = 0;
    for (const DepthRow &r : m_profile.rows) {
        const double a = std::min(r.latency.meanNs, double(r.latency.p50Ns)) / m_latencyDivisor;
        const double b = double(r.latency.p999Ns) / m_latencyDivisor;
        lo = lo == 0 ? a : std::min(lo, a);
        hi = std::max(hi, b);
    }
    if (lo <= 0)
        return;
    // Whole decades, so every label is a power of ten.
    const double a = std::pow(10.0, std::floor(std::log10(lo)));
    const double b = std::pow(10.0, std::ceil(std::log10(hi * 1.0001)));
    if (m_yLog->min() != a || m_yLog->max() != std::max(b, a * 10))
        m_yLog->setRange(a, std::max(b, a * 10));
}

QString DepthChart::figures() const
{
    if (m_profile.rows.empty())
        return Text::tr("no depth measured yet");
    const DepthRow &last = m_profile.rows.back();
    return Text::tr("QD%1: %2 IOPS · p99 %3 · best %4 IOPS at QD%5 · knee QD%6")
        .arg(last.depth)
        .arg(formatRate(last.latency.opsPerSecond), formatDurationNs(double(last.latency.p99Ns)),
            formatRate(m_profile.bestIops))
        .arg(m_profile.bestDepth)
        .arg(m_profile.kneeDepth);
}

DepthCharts::DepthCharts(QWidget *parent)
    : QWidget(parent)
    , m_iops(new DepthChart(DepthChart::Mode::Iops, this))
    , m_latency(new DepthChart(DepthChart::Mode::Latency, this))
{
    m_iops->setObjectName(QStringLiteral("depthIopsChart"));
    m_latency->setObjectName(QStringLiteral("depthLatencyChart"));
    m_layout = new QBoxLayout(QBoxLayout::LeftToRight, this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_iops, 1);
    m_layout->addWidget(m_latency, 1);
}

void DepthCharts::resizeEvent(QResizeEvent *event)
{
    // Side by side when there is room for both legends (mean, p50, p99, p99.9), one above
    // the other on a narrow window.
    m_layout->setDirection(event->size().width() < fontMetrics().averageCharWidth() * 100 ? QBoxLayout::TopToBottom
                                                                                          : QBoxLayout::LeftToRight);
    QWidget::resizeEvent(event);
}

void DepthCharts::begin(const RunResult &header)
{
    m_iops->begin(header);
    m_latency->begin(header);
}

void DepthCharts::add(std::span<const Sample> samples)
{
    m_iops->add(samples);
    m_latency->add(samples);
}

void DepthCharts::refresh(bool final)
{
    m_iops->refresh(final);
    m_latency->refresh(final);
}

} // namespace DriveScope
