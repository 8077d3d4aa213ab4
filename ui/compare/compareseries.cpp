// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/compareseries.h"

#include "ui/charts/decimatedseries.h"
#include "ui/charts/latencyhistogramchart.h"

#include "core/stats/linearhistogram.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace DriveScope {

namespace {

bool counted(const Sample &s, bool includeWarmUp)
{
    return !s.isFailed() && (includeWarmUp || !s.isWarmUp());
}

} // namespace

CompareSeries::HistogramScale CompareSeries::automaticScale(const QList<RunRecordPtr> &runs)
{
    for (const RunRecordPtr &r : runs)
        if (r->summary.latency.count > 0 && r->summary.latency.p50Ns < 1'000'000)
            return HistogramScale::LogMicroseconds;
    return HistogramScale::Milliseconds;
}

std::vector<CompareSeries::Bucket> CompareSeries::histogram(const RunRecord &record, HistogramScale scale)
{
    const std::vector<qint64> latencies = record.result.measuredLatencies(record.includeWarmUp);
    std::vector<Bucket> out;
    if (latencies.empty())
        return out;
    const double total = double(latencies.size());
    if (scale == HistogramScale::Milliseconds) {
        LinearHistogram h(1'000'000);
        for (qint64 ns : latencies)
            h.add(ns);
        out.reserve(std::size_t(h.bucketCount()));
        for (int i = 0; i < h.bucketCount(); ++i) {
            const auto n = quint64(h.count(i));
            out.push_back({ double(i) * 1e6, double(i + 1) * 1e6, n, 100.0 * double(n) / total });
        }
        return out;
    }
    std::vector<quint64> counts(LatencyCounts::LogBuckets, 0);
    for (qint64 ns : latencies)
        ++counts[std::size_t(LatencyCounts::logBucket(ns))];
    int first = 0, last = LatencyCounts::LogBuckets - 1;
    while (!counts[std::size_t(first)])
        ++first;
    while (!counts[std::size_t(last)])
        --last;
    for (int i = first; i <= last; ++i) {
        const quint64 n = counts[std::size_t(i)];
        out.push_back({ LatencyCounts::logBucketLowerNs(i), LatencyCounts::logBucketLowerNs(i + 1), n,
            100.0 * double(n) / total });
    }
    return out;
}

double CompareSeries::runSeconds(const RunRecord &record)
{
    qint64 last = 0;
    for (const Sample &s : record.result.samples)
        if (counted(s, record.includeWarmUp))
            last = std::max(last, s.startNs + s.latencyNs);
    return double(last) / 1e9;
}

CompareSeries::TimeAxis CompareSeries::automaticTimeAxis(const QList<RunRecordPtr> &runs)
{
    double shortest = std::numeric_limits<double>::max(), longest = 0;
    for (const RunRecordPtr &r : runs) {
        const double s = runSeconds(*r);
        shortest = std::min(shortest, s);
        longest = std::max(longest, s);
    }
    return longest > 2 * shortest ? TimeAxis::PercentOfRun : TimeAxis::Seconds;
}

QList<QPointF> CompareSeries::latencyOverTime(const RunRecord &record, TimeAxis axis, int bins)
{
    // Bins sized to this run's length: a 0.2 s SSD run gets as many points as a 20 s
    // disk run, instead of a handful of the default 10 ms bins.
    const double length = runSeconds(record);
    DecimatedSeries series(bins, std::max<qint64>(1, qint64(std::ceil(length * 1e9 / std::max(1, bins - 1)))));
    for (const Sample &s : record.result.samples)
        if (counted(s, record.includeWarmUp))
            series.add(s.startNs, double(s.latencyNs));
    const double width = double(series.binWidthNs()) / 1e9;
    QList<QPointF> points;
    points.reserve(series.usedBins());
    for (int i = 0; i < series.usedBins(); ++i) {
        const DecimatedSeries::Bin &b = series.bin(i);
        if (!b.count)
            continue; // nothing started then: a gap, not a zero latency
        double x = (i + 0.5) * width;
        if (axis == TimeAxis::PercentOfRun)
            x = length > 0 ? std::min(100.0, 100.0 * x / length) : 0;
        points.append(QPointF(x, b.mean()));
    }
    return points;
}

} // namespace DriveScope
