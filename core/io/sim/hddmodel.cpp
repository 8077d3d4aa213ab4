// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sim/hddmodel.h"
#include "core/util/text.h"

#include <algorithm>
#include <cmath>

namespace DriveScope {

namespace {

constexpr int GridPoints = 1200;

struct Moments {
    double meanS = 0; // E[s]
    double meanSqrtS = 0; // E[sqrt s]
};

// E[s] and E[sqrt s] between two uniformly random offsets of the whole disk: the two
// numbers the seek curve's a is fitted from. s is taken as the continuous radial
// distance |u1 - u2| rather than (d-1)/(N-2): the same to 1/N on any real geometry,
// and still well defined for a tiny simulated capacity of a few cylinders.
Moments seekMoments(const HddModel &m)
{
    constexpr int K = 1024;
    std::vector<double> u(K);
    for (int i = 0; i < K; ++i)
        u[std::size_t(i)] = m.radialPosition(qint64((i + 0.5) / K * double(m.capacity())));
    double sumS = 0, sumSqrt = 0;
    qint64 pairs = 0;
    for (int i = 0; i < K; ++i) {
        for (int j = i + 1; j < K; ++j) {
            const double s = std::abs(u[std::size_t(j)] - u[std::size_t(i)]);
            sumS += s;
            sumSqrt += std::sqrt(s);
            ++pairs;
        }
    }
    return { sumS / double(pairs), sumSqrt / double(pairs) };
}

// A model with a = 0, for computing the moments before a is known.
SimulatedDriveConfig geometryOnly(const SimulatedDriveConfig &c)
{
    SimulatedDriveConfig g = c;
    g.trackToTrackNs = 0;
    g.averageSeekNs = 0;
    g.fullStrokeNs = 0;
    return g;
}

} // namespace

HddModel::HddModel(const SimulatedDriveConfig &c)
    : m_capacity(c.capacityBytes)
    , m_revolutionNs(60e9 / c.rpm)
    , m_t2tNs(c.trackToTrackNs)
    , m_fullNs(c.fullStrokeNs)
    , m_outer(c.outerBytesPerSecond)
    , m_inner(c.innerBytesPerSecond)
{
    // A cylinder holds one revolution at its rate; on average (ro + ri) / 2.
    const double bytesPerCylinder = (m_outer + m_inner) / 2 * m_revolutionNs / 1e9;
    m_cylinders = std::max<qint64>(3, qint64(std::llround(double(m_capacity) / bytesPerCylinder)));
    if (m_fullNs > m_t2tNs) {
        const Moments mo = seekMoments(*this);
        const double target = (c.averageSeekNs - m_t2tNs) / (m_fullNs - m_t2tNs);
        m_a = (target - mo.meanS) / (mo.meanSqrtS - mo.meanS);
    }
}

QString HddModel::fitError(const SimulatedDriveConfig &c)
{
    if (!(c.trackToTrackNs > 0 && c.trackToTrackNs < c.averageSeekNs && c.averageSeekNs < c.fullStrokeNs))
        return Text::tr("The seek times must satisfy 0 < t2t < avg < full (got t2t=%1 ms, avg=%2 ms, full=%3 ms).")
            .arg(c.trackToTrackNs / 1e6)
            .arg(c.averageSeekNs / 1e6)
            .arg(c.fullStrokeNs / 1e6);
    const HddModel geometry(geometryOnly(c));
    const Moments mo = seekMoments(geometry);
    // a in [0, 2] keeps g concave and rising: avg must lie between those two curves' means.
    const double span = c.fullStrokeNs - c.trackToTrackNs;
    const double lowNs = c.trackToTrackNs + span * mo.meanS;
    const double highNs = c.trackToTrackNs + span * (2 * mo.meanSqrtS - mo.meanS);
    if (c.averageSeekNs < lowNs || c.averageSeekNs > highNs)
        return Text::tr("With t2t=%1 ms and full=%2 ms, avg must lie between %3 ms and %4 ms for a seek time "
                        "that rises ever more slowly with distance (got avg=%5 ms).")
            .arg(c.trackToTrackNs / 1e6)
            .arg(c.fullStrokeNs / 1e6)
            .arg(lowNs / 1e6, 0, 'f', 2)
            .arg(highNs / 1e6, 0, 'f', 2)
            .arg(c.averageSeekNs / 1e6);
    return {};
}

double HddModel::radialPosition(qint64 offset) const
{
    const double x = std::clamp(double(offset) / double(m_capacity), 0.0, 1.0);
    if (m_inner == m_outer)
        return x;
    return (std::sqrt(m_outer * m_outer + (m_inner * m_inner - m_outer * m_outer) * x) - m_outer) / (m_inner - m_outer);
}

qint64 HddModel::cylinderOf(qint64 offset) const
{
    return std::min(m_cylinders - 1, qint64(radialPosition(offset) * double(m_cylinders)));
}

double HddModel::seekNs(qint64 fromCylinder, qint64 toCylinder) const
{
    const qint64 d = std::abs(toCylinder - fromCylinder);
    if (d == 0)
        return 0;
    const double s = double(d - 1) / double(m_cylinders - 2); // full stroke: s = 1
    return m_t2tNs + (m_fullNs - m_t2tNs) * (m_a * std::sqrt(s) + (1 - m_a) * s);
}

double HddModel::zoneBytesPerSecond(qint64 offset) const
{
    const double x = std::clamp(double(offset) / double(m_capacity), 0.0, 1.0);
    return std::sqrt(m_outer * m_outer * (1 - x) + m_inner * m_inner * x);
}

double HddModel::transferNs(qint64 offset, qint64 bytes) const
{
    return double(bytes) / zoneBytesPerSecond(offset + bytes / 2) * 1e9;
}

std::vector<double> HddModel::gridPairs(
    qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength, qint64 readSize) const
{
    const bool same = fromStart == toStart && fromLength == toLength;
    std::vector<qint64> fromCyl(GridPoints), toCyl(GridPoints);
    std::vector<double> transfer(GridPoints, 0.0);
    for (int i = 0; i < GridPoints; ++i) {
        const double f = (i + 0.5) / GridPoints;
        fromCyl[std::size_t(i)] = cylinderOf(fromStart + qint64(f * double(fromLength)));
        const qint64 to = toStart + qint64(f * double(toLength));
        toCyl[std::size_t(i)] = cylinderOf(to);
        if (readSize > 0)
            transfer[std::size_t(i)] = transferNs(to, readSize);
    }
    std::vector<double> out;
    out.reserve(std::size_t(GridPoints) * GridPoints);
    for (int i = 0; i < GridPoints; ++i)
        for (int j = 0; j < GridPoints; ++j)
            if (!same || i != j)
                out.push_back(seekNs(fromCyl[std::size_t(i)], toCyl[std::size_t(j)]) + transfer[std::size_t(j)]);
    return out;
}

double HddModel::expectedSeekMeanNs(qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength) const
{
    const std::vector<double> v = gridPairs(fromStart, fromLength, toStart, toLength, 0);
    double sum = 0;
    for (double t : v)
        sum += t;
    return sum / double(v.size());
}

double HddModel::expectedTransferMeanNs(qint64 start, qint64 length, qint64 readSize) const
{
    double sum = 0;
    for (int i = 0; i < GridPoints; ++i)
        sum += transferNs(start + qint64((i + 0.5) / GridPoints * double(length)), readSize);
    return sum / GridPoints;
}

double HddModel::expectedRandomReadMeanNs(
    qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength, qint64 readSize) const
{
    return expectedSeekMeanNs(fromStart, fromLength, toStart, toLength) + expectedRotationalNs()
        + expectedTransferMeanNs(toStart, toLength, readSize);
}

double HddModel::expectedRandomReadQuantileNs(
    qint64 fromStart, qint64 fromLength, qint64 toStart, qint64 toLength, qint64 readSize, double p) const
{
    const std::vector<double> base = gridPairs(fromStart, fromLength, toStart, toLength, readSize);
    const double rev = m_revolutionNs;
    auto cdf = [&](double t) {
        double sum = 0;
        for (double b : base)
            sum += std::clamp((t - b) / rev, 0.0, 1.0);
        return sum / double(base.size());
    };
    double lo = *std::min_element(base.begin(), base.end());
    double hi = *std::max_element(base.begin(), base.end()) + rev;
    for (int i = 0; i < 40 && hi - lo > 100; ++i) { // to 0.1 µs
        const double mid = (lo + hi) / 2;
        (cdf(mid) < p ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

double HddModel::expectedSequentialBytesPerSecond(qint64 start, qint64 length) const
{
    constexpr int Steps = 4096;
    const double chunk = double(length) / Steps;
    double seconds = 0;
    for (int i = 0; i < Steps; ++i)
        seconds += chunk / zoneBytesPerSecond(start + qint64((i + 0.5) * chunk));
    return double(length) / seconds;
}

} // namespace DriveScope
