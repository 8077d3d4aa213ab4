// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/sim/simulateddriveconfig.h"

#include <vector>

namespace DriveScope {

// The mechanics of a simulated hard disk, and the truths a benchmark should recover
// from it. Pure functions of the configuration: no clock, no state, thread-safe.
// The model (docs/simulated-drive.md says why each piece is what it is):
// - Geometry: N cylinders; the media rate R(u) falls linearly with the cylinder's
//   position u in [0, 1] (u = 0 outermost) from outer to inner, and a cylinder holds
//   R(u) x one revolution of bytes (constant bit density, constant spindle speed). So
//   offset fraction x and u are related by x = (ro u + (ri - ro) u^2 / 2) / ((ro + ri) / 2),
//   and the rate at offset fraction x is R = sqrt(ro^2 (1 - x) + ri^2 x).
// - Seek over d cylinders: 0 for d = 0, else t2t + (full - t2t) g(s), s = (d-1)/(N-2),
//   g(s) = a sqrt(s) + (1 - a) s, a fitted numerically so that the mean seek between two
//   uniformly random offsets is avg. g is concave for 0 <= a <= 2 (monotone too).
// - Rotation: uniform over one revolution (the drive draws it from a seeded RNG).
// - Transfer: bytes / R at the middle of the transfer.
class HddModel {
public:
    explicit HddModel(const SimulatedDriveConfig &config); // config must have passed fitError()

    // Empty when t2t, avg and full admit a concave monotone curve; else one sentence.
    static QString fitError(const SimulatedDriveConfig &config);

    qint64 capacity() const { return m_capacity; }
    double revolutionNs() const { return m_revolutionNs; }
    qint64 cylinders() const { return m_cylinders; }
    double sqrtWeight() const { return m_a; } // a in g(s)

    // Position u in [0, 1] of the byte at offset (0 outermost).
    double radialPosition(qint64 offset) const;
    qint64 cylinderOf(qint64 offset) const;
    double seekNs(qint64 fromCylinder, qint64 toCylinder) const;
    // Media rate in bytes per second at offset (the zone rate).
    double zoneBytesPerSecond(qint64 offset) const;
    double transferNs(qint64 offset, qint64 bytes) const;

    // The truths. Regions are [start, start + length) in bytes; reads are uniform in them.
    // Mean seek from a uniformly random offset in "from" to one in "to" (numerical
    // integration on a 1200 x 1200 grid of offsets, exact cylinder arithmetic).
    double expectedSeekMeanNs(qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength) const;
    double expectedSeekMeanNs(qint64 start, qint64 length) const
    {
        return expectedSeekMeanNs(start, length, start, length);
    }
    double expectedRotationalNs() const { return m_revolutionNs / 2; }
    double expectedTransferMeanNs(qint64 start, qint64 length, qint64 readSize) const;
    // Seek + rotation + transfer of one random read of readSize bytes in the region,
    // coming from a random read in fromStart/fromLength.
    double expectedRandomReadMeanNs(
        qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength, qint64 readSize) const;
    double expectedRandomReadMeanNs(qint64 start, qint64 length, qint64 readSize) const
    {
        return expectedRandomReadMeanNs(start, length, start, length, readSize);
    }
    // The p-quantile (0 < p < 1) of that latency, by integration: on the same grid, the
    // CDF is the mean over offset pairs of P(rotation <= t - seek - transfer), with the
    // rotation uniform over one revolution; solved for p by bisection. No random numbers.
    double expectedRandomReadQuantileNs(
        qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength, qint64 readSize, double p) const;
    double expectedRandomReadQuantileNs(qint64 start, qint64 length, qint64 readSize, double p) const
    {
        return expectedRandomReadQuantileNs(start, length, start, length, readSize, p);
    }
    // Sequential reads over the region: bytes over the integrated transfer time (no seek).
    double expectedSequentialBytesPerSecond(qint64 start, qint64 length) const;

private:
    // Seek times (plus transfer when readSize > 0) for every grid pair, diagonal excluded
    // when both regions are the same (a random pair is almost never on one cylinder).
    std::vector<double> gridPairs(
        qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength, qint64 readSize) const;

    qint64 m_capacity;
    double m_revolutionNs;
    double m_t2tNs;
    double m_fullNs;
    double m_outer;
    double m_inner;
    qint64 m_cylinders;
    double m_a = 0;
};

} // namespace DriveScope
