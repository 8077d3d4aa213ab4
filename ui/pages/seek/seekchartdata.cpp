// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/seek/seekchartdata.h"

#include "core/bench/benchmarkregistry.h"

#include <cstdlib>

namespace DriveScope {

void SeekChartData::begin(const RunResult &header)
{
    m_includeWarmUp = BenchmarkRegistry::of(header).countsWarmUp(header);
    m_lastOffset.clear();
    m_sequence.clear();
    latency.clear();
    distance.clear();
    timeline.clear();
}

void SeekChartData::add(std::span<const Sample> samples)
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
        latency.add(s.latencyNs);
        if (previous >= 0)
            distance.add(key, double(std::abs(s.offset - previous)), double(s.latencyNs));
        timeline.add(s.startNs, double(s.latencyNs));
    }
}

std::shared_ptr<const PreparedCharts> SeekChartData::prepare(const RunResult &run)
{
    auto data = std::make_shared<SeekChartData>();
    data->begin(run);
    data->add(run.samples);
    return data;
}

} // namespace DriveScope
