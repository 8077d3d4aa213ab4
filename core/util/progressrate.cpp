// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/progressrate.h"

#include <algorithm>

namespace DriveScope {

void ProgressRate::add(double elapsedS, qint64 done)
{
    m_points.emplace_back(elapsedS, done);
    // Keep one point at or before the longest window's start, so it is always spanned.
    const double longest = std::max(RateWindowS, EtaWindowS);
    while (m_points.size() > 2 && elapsedS - m_points[1].first >= longest)
        m_points.pop_front();
}

std::optional<double> ProgressRate::rateOver(double windowS) const
{
    if (m_points.size() < 2)
        return std::nullopt;
    const auto &[now, doneNow] = m_points.back();
    // The newest point at least windowS old, or the oldest kept.
    auto from = m_points.begin();
    for (auto it = m_points.begin(); it != m_points.end() - 1; ++it) {
        if (now - it->first >= windowS)
            from = it;
        else
            break;
    }
    const double dt = now - from->first;
    if (dt <= 0)
        return std::nullopt;
    return double(doneNow - from->second) / dt;
}

std::optional<double> ProgressRate::secondsLeft(qint64 total) const
{
    const std::optional<double> rate = rateOver(EtaWindowS);
    if (!rate || *rate <= 0)
        return std::nullopt;
    return double(std::max<qint64>(0, total - m_points.back().second)) / *rate;
}

} // namespace DriveScope
