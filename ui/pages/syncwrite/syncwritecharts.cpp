// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/syncwrite/syncwritecharts.h"

#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/timelinechart.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QVBoxLayout>

namespace DriveScope {

SyncWriteCharts::SyncWriteCharts(QWidget *parent)
    : QWidget(parent)
    , m_histogram(new LatencyHistogramChart)
    , m_timeline(new TimelineChart(
          Text::tr("Latency of each write over time"), Text::tr("Latency"), &AxisUnit::forNanoseconds))
{
    // German nouns keep their capital; the axis has room for one short word.
    m_histogram->setCountName(Text::tr("Writes"), Text::tr("writes"),
        Text::tr("Writes", "the count axis of the write latency histogram: one short word"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_histogram, 1);
    layout->addWidget(m_timeline, 1);
}

void SyncWriteCharts::begin(const RunResult &header)
{
    m_includeWarmUp = BenchmarkRegistry::of(header).countsWarmUp(header);
    m_histogram->clear();
    m_histogram->setAutomatic(true);
    m_timeline->clear();
}

void SyncWriteCharts::add(std::span<const Sample> samples)
{
    for (const Sample &s : samples) {
        if (s.isFailed() || (s.isWarmUp() && !m_includeWarmUp))
            continue;
        m_histogram->add(s.latencyNs);
        m_timeline->add(s.startNs, double(s.latencyNs));
    }
}

void SyncWriteCharts::refresh(bool final)
{
    m_histogram->refresh();
    m_timeline->refresh(final);
}

QString SyncWriteCharts::figures() const
{
    return m_histogram->liveFigures();
}

} // namespace DriveScope
