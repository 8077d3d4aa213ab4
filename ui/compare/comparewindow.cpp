// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/comparewindow.h"

#include "core/bench/benchmarkregistry.h"

#include "ui/charts/axisunit.h"
#include "ui/compare/comparefiguresmodel.h"
#include "ui/compare/comparelinechart.h"
#include "ui/compare/comparestyle.h"
#include "ui/window/screenfit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QShortcut>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace DriveScope {

QString CompareWindow::benchmarkName(const QString &benchmark)
{
    if (const BenchmarkKind *kind = BenchmarkRegistry::find(benchmark))
        return kind->title();
    return benchmark.isEmpty() ? QStringLiteral("unknown") : benchmark;
}

QString CompareWindow::whyNotComparable(const QList<RunRecordPtr> &runs)
{
    if (runs.size() < 2 || std::any_of(runs.begin(), runs.end(), [](const RunRecordPtr &r) { return !r; }))
        return QStringLiteral("Pick at least two runs of the same benchmark to compare "
                              "(Ctrl+click or Shift+click in the runs table).");
    QStringList names;
    for (const RunRecordPtr &r : runs) {
        const QString name = benchmarkName(r->result.benchmark);
        if (!names.contains(name))
            names.append(name);
    }
    if (names.size() > 1) {
        const QString last = names.takeLast();
        return QStringLiteral("Only runs of the same benchmark can be compared; these are %1 and %2 runs.")
            .arg(names.join(QStringLiteral(", ")), last);
    }
    return {};
}

CompareWindow *CompareWindow::open(const QList<RunRecordPtr> &runs, QWidget *parent)
{
    auto *w = new CompareWindow(runs, parent);
    w->setAttribute(Qt::WA_DeleteOnClose);
    w->show();
    w->raise();
    w->activateWindow();
    return w;
}

CompareWindow::CompareWindow(QList<RunRecordPtr> runs, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_runs(std::move(runs))
    , m_labels(CompareStyle::runLabels(m_runs))
    , m_benchmark(m_runs.isEmpty() ? QString() : m_runs.front()->result.benchmark)
    , m_heading(new QLabel)
    , m_model(new CompareFiguresModel(this))
    , m_table(new QTableView)
{
    setWindowTitle(QStringLiteral("Compare %1 runs — DriveScope").arg(benchmarkName(m_benchmark)));
    setObjectName(QStringLiteral("compareWindow"));
    fitToScreen(this, { 1200, 1000 });
    // A window that only shows: Esc and Ctrl+W close it, as a viewer's do.
    for (const QKeySequence &key : { QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape) })
        connect(new QShortcut(key, this), &QShortcut::activated, this, &QWidget::close);

    m_heading->setObjectName(QStringLiteral("compareHeading"));
    m_heading->setWordWrap(true);
    m_heading->setText(QStringLiteral("<b>%1</b>: %2 runs. The first, %3, is the baseline: the other columns give "
                                      "their difference from it (green better, red worse).")
                           .arg(benchmarkName(m_benchmark))
                           .arg(m_runs.size())
                           .arg(m_labels.value(0).toHtmlEscaped()));

    auto *controls = new QHBoxLayout;
    // Charts one above the other, each the window's full width: a legend entry names a
    // drive and a date, and side by side two of them no longer fit one legend row.
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setChildrenCollapsible(false);
    if (isLatencyBenchmark()) {
        m_histogram = new CompareLineChart(QStringLiteral("Latency histogram (each run's %1 = 100 %)").arg(ioName()));
        m_histogram->setObjectName(QStringLiteral("compareHistogram"));
        m_time = new CompareLineChart(QStringLiteral("Latency over time (mean per interval)"));
        m_time->setObjectName(QStringLiteral("compareLatencyOverTime"));
        splitter->addWidget(m_histogram);
        splitter->addWidget(m_time);

        m_scale = new QComboBox;
        m_scale->setObjectName(QStringLiteral("compareHistogramScale"));
        m_scale->addItem(QStringLiteral("Automatic (1 ms when every median is 1 ms or more)"));
        m_scale->addItem(QStringLiteral("1 ms buckets (disks)"));
        m_scale->addItem(QStringLiteral("Logarithmic µs (fast devices)"));
        m_timeAxis = new QComboBox;
        m_timeAxis->setObjectName(QStringLiteral("compareTimeAxis"));
        m_timeAxis->addItem(QStringLiteral("Automatic (% when lengths differ)"));
        m_timeAxis->addItem(QStringLiteral("Seconds since start"));
        m_timeAxis->addItem(QStringLiteral("% of each run"));
        m_logLatency = new QCheckBox(QStringLiteral("Logarithmic latency axis"));
        m_logLatency->setObjectName(QStringLiteral("compareLogLatency"));
        // Runs a hundred times apart (a disk and an SSD) would leave the faster one a
        // flat line on the floor of a linear axis.
        double lo = 0, hi = 0;
        for (const RunRecordPtr &r : m_runs) {
            if (r->summary.latency.count == 0)
                continue;
            const auto median = double(r->summary.latency.p50Ns);
            lo = lo == 0 ? median : std::min(lo, median);
            hi = std::max(hi, median);
        }
        m_logLatency->setChecked(lo > 0 && hi / lo > 10);
        controls->addWidget(new QLabel(QStringLiteral("Histogram:")));
        controls->addWidget(m_scale);
        controls->addSpacing(12);
        controls->addWidget(new QLabel(QStringLiteral("Time axis:")));
        controls->addWidget(m_timeAxis);
        controls->addSpacing(12);
        controls->addWidget(m_logLatency);
        connect(m_scale, &QComboBox::currentIndexChanged, this, &CompareWindow::drawHistogram);
        connect(m_timeAxis, &QComboBox::currentIndexChanged, this, &CompareWindow::drawLatencyOverTime);
        connect(m_logLatency, &QCheckBox::toggled, this, &CompareWindow::drawLatencyOverTime);
    } else if (compareCharts() == PageEntry::CompareCharts::Zone) {
        m_zone = new CompareLineChart(QStringLiteral("Throughput against offset"));
        m_zone->setObjectName(QStringLiteral("compareZone"));
        splitter->addWidget(m_zone);
        m_offsetAxis = new QComboBox;
        m_offsetAxis->setObjectName(QStringLiteral("compareOffsetAxis"));
        m_offsetAxis->addItem(QStringLiteral("Automatic (% when the sizes differ)"));
        m_offsetAxis->addItem(QStringLiteral("Offset in GB"));
        m_offsetAxis->addItem(QStringLiteral("Offset in % of each target"));
        controls->addWidget(new QLabel(QStringLiteral("X axis:")));
        controls->addWidget(m_offsetAxis);
        connect(m_offsetAxis, &QComboBox::currentIndexChanged, this, &CompareWindow::drawZone);
    } else if (compareCharts() == PageEntry::CompareCharts::Depth) {
        m_depthIops = new CompareLineChart(QStringLiteral("IOPS against queue depth"));
        m_depthIops->setObjectName(QStringLiteral("compareDepthIops"));
        m_depthLatency = new CompareLineChart(QStringLiteral("p99 latency against queue depth"));
        m_depthLatency->setObjectName(QStringLiteral("compareDepthLatency"));
        splitter->addWidget(m_depthIops);
        splitter->addWidget(m_depthLatency);
    } else if (compareCharts() == PageEntry::CompareCharts::Grid) {
        // The grids side by side are the figures table: a row per test, direction and
        // figure, a column per run with its difference from the first.
    } else {
        m_time = new CompareLineChart(QStringLiteral("Throughput over time"));
        m_time->setObjectName(QStringLiteral("compareThroughputOverTime"));
        splitter->addWidget(m_time);
    }
    controls->addStretch();

    m_model->setPalette(palette());
    m_model->setRuns(m_runs, m_labels);
    m_table->setObjectName(QStringLiteral("compareFigures"));
    m_table->setModel(m_model);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignCenter);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    splitter->addWidget(m_table);
    // The table's rows all visible where the window (sized to its screen) allows, up to
    // half of it; the charts share the rest.
    const int splitterHeight = height() - 4 * fontMetrics().height() - 40; // less heading and controls
    const int tableHeight = std::min(
        m_table->verticalHeader()->defaultSectionSize() * (m_model->rowCount() + 1) + 16, splitterHeight / 2);
    QList<int> sizes;
    const int charts = splitter->count() - 1;
    for (int i = 0; i < charts; ++i)
        sizes.append(std::max(160, (splitterHeight - tableHeight) / charts));
    sizes.append(tableHeight);
    splitter->setSizes(sizes);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);

    redraw();
}

PageEntry::CompareCharts CompareWindow::compareCharts() const
{
    const PageEntry *page = PageRegistry::find(m_benchmark);
    return page ? page->compare : PageEntry::CompareCharts::Throughput;
}

bool CompareWindow::isLatencyBenchmark() const
{
    return compareCharts() == PageEntry::CompareCharts::Latency;
}

QString CompareWindow::ioName() const
{
    if (const BenchmarkKind *kind = BenchmarkRegistry::find(m_benchmark))
        return kind->ioName();
    return QStringLiteral("I/Os");
}

QColor CompareWindow::colorOf(int run) const
{
    return CompareStyle::runColor(run, palette());
}

void CompareWindow::redraw()
{
    if (m_histogram)
        drawHistogram();
    if (isLatencyBenchmark())
        drawLatencyOverTime();
    else if (m_zone)
        drawZone();
    else if (m_depthIops)
        drawDepth();
    else if (m_time)
        drawBandwidth();
}

void CompareWindow::setScaleChoice(ScaleChoice choice)
{
    if (m_scale)
        m_scale->setCurrentIndex(int(choice));
}

void CompareWindow::setTimeChoice(TimeChoice choice)
{
    if (m_timeAxis)
        m_timeAxis->setCurrentIndex(int(choice));
}

void CompareWindow::setOffsetChoice(OffsetChoice choice)
{
    if (m_offsetAxis)
        m_offsetAxis->setCurrentIndex(int(choice));
}

void CompareWindow::setLogLatencyAxis(bool log)
{
    if (m_logLatency)
        m_logLatency->setChecked(log);
}

CompareSeries::HistogramScale CompareWindow::histogramScale() const
{
    switch (m_scale ? ScaleChoice(m_scale->currentIndex()) : ScaleChoice::Auto) {
    case ScaleChoice::Milliseconds: return CompareSeries::HistogramScale::Milliseconds;
    case ScaleChoice::LogMicroseconds: return CompareSeries::HistogramScale::LogMicroseconds;
    case ScaleChoice::Auto: break;
    }
    return CompareSeries::automaticScale(m_runs);
}

CompareSeries::TimeAxis CompareWindow::timeAxis() const
{
    switch (m_timeAxis ? TimeChoice(m_timeAxis->currentIndex()) : TimeChoice::Auto) {
    case TimeChoice::Seconds: return CompareSeries::TimeAxis::Seconds;
    case TimeChoice::PercentOfRun: return CompareSeries::TimeAxis::PercentOfRun;
    case TimeChoice::Auto: break;
    }
    return CompareSeries::automaticTimeAxis(m_runs);
}

CompareSeries::OffsetAxis CompareWindow::offsetAxis() const
{
    switch (m_offsetAxis ? OffsetChoice(m_offsetAxis->currentIndex()) : OffsetChoice::Auto) {
    case OffsetChoice::Gigabytes: return CompareSeries::OffsetAxis::Gigabytes;
    case OffsetChoice::Percent: return CompareSeries::OffsetAxis::Percent;
    case OffsetChoice::Auto: break;
    }
    return CompareSeries::automaticOffsetAxis(m_runs);
}

void CompareWindow::drawHistogram()
{
    const CompareSeries::HistogramScale scale = histogramScale();
    const bool log = scale == CompareSeries::HistogramScale::LogMicroseconds;
    const double divisor = log ? 1e3 : 1e6;
    QList<CompareLineChart::Line> lines;
    for (int i = 0; i < m_runs.size(); ++i) {
        // A step outline: both edges of every bucket at its percentage; lines rather
        // than filled areas, so every run stays visible where they overlap.
        const auto buckets = CompareSeries::histogram(*m_runs[i], scale);
        QList<QPointF> points;
        points.reserve(qsizetype(buckets.size()) * 2 + 2);
        for (const CompareSeries::Bucket &b : buckets) {
            if (points.isEmpty())
                points.append(QPointF(b.lowerNs / divisor, 0));
            points.append(QPointF(b.lowerNs / divisor, b.percent));
            points.append(QPointF(b.upperNs / divisor, b.percent));
        }
        if (!points.isEmpty())
            points.append(QPointF(points.back().x(), 0));
        lines.append({ m_labels[i], colorOf(i), points });
    }
    CompareLineChart::Axes axes;
    axes.xTitle = log ? QStringLiteral("Latency (µs, logarithmic)") : QStringLiteral("Latency (ms, 1 ms buckets)");
    const QString what = ioName();
    axes.yTitle = QStringLiteral("%1 (%)").arg(what.left(1).toUpper() + what.mid(1));
    axes.logX = log;
    // Percent: never above 100, in steps of 10 that leave the peak some headroom.
    double peak = 0;
    for (const CompareLineChart::Line &l : lines)
        for (const QPointF &p : l.points)
            peak = std::max(peak, p.y());
    axes.yMax = std::min(100.0, std::max(10.0, std::ceil(peak * 1.08 / 10) * 10));
    axes.xUnit = log ? QStringLiteral("µs") : QStringLiteral("ms");
    axes.yUnit = QStringLiteral("%");
    m_histogram->setData(lines, axes);
}

void CompareWindow::drawLatencyOverTime()
{
    const CompareSeries::TimeAxis axis = timeAxis();
    const bool log = m_logLatency && m_logLatency->isChecked();
    QList<QList<QPointF>> raw;
    double largest = 0;
    for (const RunRecordPtr &r : m_runs) {
        raw.append(CompareSeries::latencyOverTime(*r, axis));
        for (const QPointF &p : raw.back())
            largest = std::max(largest, p.y());
    }
    const AxisUnit unit = AxisUnit::forNanoseconds(largest);
    QList<CompareLineChart::Line> lines;
    for (int i = 0; i < m_runs.size(); ++i) {
        QList<QPointF> points = raw[i];
        for (QPointF &p : points)
            p.setY(p.y() / unit.divisor);
        lines.append({ m_labels[i], colorOf(i), points });
    }
    CompareLineChart::Axes axes;
    const bool percent = axis == CompareSeries::TimeAxis::PercentOfRun;
    axes.xTitle = percent ? QStringLiteral("Progress through each run (%)") : QStringLiteral("Time since start (s)");
    // "log", not "logarithmic": a vertical title longer than a short chart is cut off.
    axes.yTitle = log ? QStringLiteral("Latency (%1, log)").arg(unit.name) : unit.title(QStringLiteral("Latency"));
    axes.logY = log;
    if (percent)
        axes.xMax = 100;
    axes.xUnit = percent ? QStringLiteral("%") : QStringLiteral("s");
    axes.yUnit = unit.name;
    m_time->setData(lines, axes);
}

void CompareWindow::drawZone()
{
    const CompareSeries::OffsetAxis axis = offsetAxis();
    const bool percent = axis == CompareSeries::OffsetAxis::Percent;
    QList<CompareLineChart::Line> lines;
    for (int i = 0; i < m_runs.size(); ++i)
        lines.append({ m_labels[i], colorOf(i), CompareSeries::zoneCurve(*m_runs[i], axis) });
    CompareLineChart::Axes axes;
    axes.xTitle = percent ? QStringLiteral("Offset (% of each target)") : QStringLiteral("Offset (GB)");
    axes.yTitle = QStringLiteral("Throughput (MB/s)");
    if (percent)
        axes.xMax = 100;
    axes.markers = true;
    axes.xUnit = percent ? QStringLiteral("%") : QStringLiteral("GB");
    axes.yUnit = QStringLiteral("MB/s");
    m_zone->setData(lines, axes);
}

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

void CompareWindow::drawDepth()
{
    for (const bool iops : { true, false }) {
        QList<CompareLineChart::Line> lines;
        for (int i = 0; i < m_runs.size(); ++i)
            lines.append({ m_labels[i], colorOf(i),
                CompareSeries::depthCurve(
                    *m_runs[i], iops ? CompareSeries::DepthValue::Iops : CompareSeries::DepthValue::P99) });
        CompareLineChart::Axes axes;
        axes.xTitle = QStringLiteral("Queue depth (log₂)");
        axes.logX = true;
        axes.logXBase = 2;
        axes.logY = !iops || spansDecades(lines);
        axes.yTitle = !iops ? QStringLiteral("p99 (µs, logarithmic)")
            : axes.logY     ? QStringLiteral("IOPS (logarithmic)")
                            : QStringLiteral("IOPS");
        axes.markers = true;
        axes.xUnit = QStringLiteral("QD");
        axes.yUnit = iops ? QStringLiteral("IOPS") : QStringLiteral("µs");
        (iops ? m_depthIops : m_depthLatency)->setData(lines, axes);
    }
}

void CompareWindow::drawBandwidth()
{
    QList<CompareLineChart::Line> lines;
    for (int i = 0; i < m_runs.size(); ++i)
        lines.append({ m_labels[i], colorOf(i), CompareSeries::bandwidthOverTime(*m_runs[i]) });
    CompareLineChart::Axes axes;
    axes.xTitle = QStringLiteral("Time since start (s)");
    axes.yTitle = QStringLiteral("Throughput (MB/s)");
    axes.markers = true;
    axes.xUnit = QStringLiteral("s");
    axes.yUnit = QStringLiteral("MB/s");
    m_time->setData(lines, axes);
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        // Run colours are picked for the palette: a light/dark switch redraws them.
        m_model->setPalette(palette());
        redraw();
    }
    QWidget::changeEvent(event);
}

} // namespace DriveScope
