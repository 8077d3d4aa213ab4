// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/decimatedseries.h"

#include <algorithm>

namespace DriveScope {

DecimatedSeries::DecimatedSeries(int binCount, qint64 initialWidthNs)
    : m_bins(std::size_t(std::max(2, binCount & ~1)))
    , m_initialWidth(std::max<qint64>(1, initialWidthNs))
    , m_width(m_initialWidth)
{
}

void DecimatedSeries::clear()
{
    std::fill(m_bins.begin(), m_bins.end(), Bin {});
    m_width = m_initialWidth;
    m_used = 0;
    m_total = 0;
}

void DecimatedSeries::add(qint64 timeNs, double value)
{
    timeNs = std::max<qint64>(0, timeNs);
    const auto n = qint64(m_bins.size());
    // One division per sample (a million of them when a run is drawn again).
    qint64 bin = timeNs / m_width;
    while (bin >= n) {
        // Merge pairs into the first half; the width doubles.
        for (qint64 i = 0; i < n / 2; ++i) {
            const Bin &a = m_bins[std::size_t(2 * i)];
            const Bin &b = m_bins[std::size_t(2 * i + 1)];
            m_bins[std::size_t(i)] = Bin { a.count + b.count, a.sum + b.sum, std::max(a.max, b.max) };
        }
        std::fill(m_bins.begin() + n / 2, m_bins.end(), Bin {});
        m_width *= 2;
        m_used = int((m_used + 1) / 2);
        bin = timeNs / m_width;
    }
    const auto i = std::size_t(bin);
    Bin &b = m_bins[i];
    ++b.count;
    b.sum += value;
    b.max = std::max(b.max, value);
    m_used = std::max(m_used, int(i) + 1);
    ++m_total;
}

} // namespace DriveScope
