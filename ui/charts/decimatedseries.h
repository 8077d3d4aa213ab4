// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <vector>

namespace DriveScope {

// A value over time in at most binCount bins: each bin keeps the count, sum and maximum
// of what fell in it. When time runs past the last bin, bins merge pairwise and the
// width doubles, so memory and drawing cost stay bounded for any run length, and the
// result depends only on the values added, not their order (live and redrawn agree).
class DecimatedSeries {
public:
    struct Bin {
        qint64 count = 0;
        double sum = 0;
        double max = 0;
        double mean() const { return count ? sum / double(count) : 0; }
    };

    explicit DecimatedSeries(int binCount = 512, qint64 initialWidthNs = 10'000'000);

    void clear();
    void add(qint64 timeNs, double value);
    qint64 binWidthNs() const { return m_width; }
    int usedBins() const { return m_used; }
    const Bin &bin(int i) const { return m_bins[std::size_t(i)]; }
    qint64 total() const { return m_total; }

private:
    std::vector<Bin> m_bins;
    qint64 m_initialWidth;
    qint64 m_width;
    int m_used = 0; // highest touched bin + 1
    qint64 m_total = 0;
};

} // namespace DriveScope
