// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/phasestats.h"

#include <algorithm>

namespace DriveScope {

void PhaseStats::add(qint64 startNs, qint64 latencyNs, qint64 ioBytes)
{
    ++ios;
    bytes += ioBytes;
    latencySumNs += double(latencyNs);
    histogram.add(latencyNs);
    firstStartNs = firstStartNs < 0 ? startNs : std::min(firstStartNs, startNs);
    lastEndNs = std::max(lastEndNs, startNs + latencyNs);
}

void PhaseStats::merge(const PhaseStats &other)
{
    if (other.ios == 0)
        return;
    ios += other.ios;
    bytes += other.bytes;
    latencySumNs += other.latencySumNs;
    keptSamples += other.keptSamples;
    histogram.merge(other.histogram);
    firstStartNs = firstStartNs < 0 ? other.firstStartNs : std::min(firstStartNs, other.firstStartNs);
    lastEndNs = std::max(lastEndNs, other.lastEndNs);
}

} // namespace DriveScope
