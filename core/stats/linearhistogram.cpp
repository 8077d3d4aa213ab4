// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/linearhistogram.h"

#include <algorithm>

namespace DriveScope {

LinearHistogram::LinearHistogram(qint64 bucketWidthNs, int maxBuckets)
    : m_width(std::max<qint64>(1, bucketWidthNs))
    , m_maxBuckets(std::max(1, maxBuckets))
{
}

void LinearHistogram::add(qint64 ns)
{
    const auto bucket = std::size_t(std::min<qint64>(std::max<qint64>(0, ns) / m_width, m_maxBuckets - 1));
    if (bucket >= m_counts.size())
        m_counts.resize(bucket + 1, 0);
    ++m_counts[bucket];
    ++m_total;
}

qint64 LinearHistogram::maxCount() const
{
    return m_counts.empty() ? 0 : *std::max_element(m_counts.begin(), m_counts.end());
}

int LinearHistogram::medianBucket() const
{
    qint64 running = 0;
    for (std::size_t i = 0; i < m_counts.size(); ++i) {
        running += m_counts[i];
        if (2 * running >= m_total && running > 0)
            return int(i);
    }
    return -1;
}

qint64 LinearHistogram::niceWidthNs(qint64 spanNs, int targetRows)
{
    const double raw = double(std::max<qint64>(spanNs, 1)) / std::max(targetRows, 1);
    qint64 step = 1000; // 1 µs
    static const int mult[] = { 1, 2, 5 };
    for (;;) {
        for (int m : mult) {
            if (double(step * m) >= raw)
                return step * m;
        }
        step *= 10;
    }
}

bool microsecondBuckets(HistogramUnit unit, qint64 medianNs)
{
    switch (unit) {
    case HistogramUnit::Auto: return medianNs < 1'000'000;
    case HistogramUnit::Microseconds: return true;
    case HistogramUnit::Milliseconds: return false;
    }
    return false;
}

} // namespace DriveScope
