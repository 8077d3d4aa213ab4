// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/seek/seekcharts.h"

#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/scatterchart.h"
#include "ui/charts/timelinechart.h"

#include "core/util/byteunits.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace DriveScope {

SeekCharts::SeekCharts(QWidget *parent)
    : QWidget(parent)
    , m_histogram(new LatencyHistogramChart(this))
    , m_distance(new ScatterChart(QStringLiteral("Latency against seek distance"), QStringLiteral("Reads (sample)"),
          QStringLiteral("Seek distance"), &AxisUnit::forBytes, QStringLiteral("Latency"), &AxisUnit::forNanoseconds,
          1500, this))
    , m_timeline(new TimelineChart(
          QStringLiteral("Latency over time"), QStringLiteral("Latency"), &AxisUnit::forNanoseconds, 512, this))
    , m_scale(new QComboBox(this))
{
    m_scale->addItem(QStringLiteral("Automatic (1 ms when the median is 1 ms or more)"));
    m_scale->addItem(QStringLiteral("1 ms buckets (disks)"));
    m_scale->addItem(QStringLiteral("Logarithmic µs (fast devices)"));
    m_scale->setObjectName(QStringLiteral("histogramScale"));
    // As wide as its shorter items: the popup shows the whole first one.
    m_scale->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_scale->setMinimumContentsLength(24);
    connect(m_scale, &QComboBox::currentIndexChanged, this, &SeekCharts::applyScale);

    auto *scaleRow = new QHBoxLayout;
    scaleRow->addWidget(new QLabel(QStringLiteral("Histogram:"), this));
    scaleRow->addWidget(m_scale);
    scaleRow->addStretch();

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addLayout(scaleRow, 0, 0, 1, 2);
    grid->addWidget(m_histogram, 1, 0, 1, 2);
    grid->addWidget(m_distance, 2, 0);
    grid->addWidget(m_timeline, 2, 1);
    // Even rows: at 1280×820 a 3:2 split left the small charts ~70 px of plot, too
    // little for their axis titles and a readable latency trace.
    grid->setRowStretch(1, 1);
    grid->setRowStretch(2, 1);
}

void SeekCharts::setScaleChoice(ScaleChoice choice)
{
    m_scale->setCurrentIndex(int(choice));
}

void SeekCharts::applyScale()
{
    const auto choice = ScaleChoice(m_scale->currentIndex());
    const bool log = choice == ScaleChoice::LogMicroseconds || (choice == ScaleChoice::Auto && !m_rotational);
    m_histogram->setAutomatic(choice == ScaleChoice::Auto);
    m_histogram->setScale(
        log ? LatencyHistogramChart::Scale::LogMicroseconds : LatencyHistogramChart::Scale::Milliseconds);
}

void SeekCharts::begin(const RunResult &header)
{
    m_rotational = header.target.rotational == DeviceInfo::Rotational::Rotational;
    m_includeWarmUp = header.config.value(QStringLiteral("include_warm_up")).toBool();
    m_lastOffset.clear();
    m_sequence.clear();
    m_histogram->clear();
    m_distance->clear();
    m_timeline->clear();
    applyScale();
}

void SeekCharts::add(std::span<const Sample> samples)
{
    for (const Sample &s : samples) {
        if (s.worker >= m_lastOffset.size()) {
            m_lastOffset.resize(s.worker + 1u, -1);
            m_sequence.resize(s.worker + 1u, 0);
        }
        const qint64 previous = m_lastOffset[s.worker];
        const quint64 key = (quint64(s.worker) << 40) | m_sequence[s.worker]++;
        m_lastOffset[s.worker] = s.offset;
        // The same reads the summary counts: successful, warm-up only when asked.
        if (s.isFailed() || (s.isWarmUp() && !m_includeWarmUp))
            continue;
        m_histogram->add(s.latencyNs);
        if (previous >= 0)
            m_distance->add(key, double(std::abs(s.offset - previous)), double(s.latencyNs));
        m_timeline->add(s.startNs, double(s.latencyNs));
    }
}

void SeekCharts::refresh(bool final)
{
    m_histogram->refresh();
    if (final || !m_slowRefresh.isValid() || m_slowRefresh.elapsed() >= 75) {
        m_slowRefresh.start();
        m_distance->refresh(final);
        m_timeline->refresh(final);
    }
}

QString SeekCharts::figures() const
{
    const quint64 n = m_histogram->count();
    if (!n)
        return QStringLiteral("no reads yet");
    return QStringLiteral("%1 reads · mean %2 · p99 %3")
        .arg(n)
        .arg(formatDurationNs(m_histogram->meanNs()), formatDurationNs(m_histogram->exact().percentile(99)));
}

} // namespace DriveScope
