// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/zone/zonetextreport.h"
#include "core/run/targetfacts.h"

#include "core/io/bufferpages.h"
#include "core/util/byteunits.h"

#include <QTextStream>

#include <algorithm>

namespace DriveScope {

namespace {

QString gb(qint64 bytes)
{
    return QString::number(double(bytes) / 1e9, 'f', 3);
}

QString mbps(double v)
{
    return QString::number(v, 'f', 1);
}

QString percentOf(qint64 offset, qint64 size)
{
    return QString::number(size > 0 ? 100.0 * double(offset) / double(size) : 0.0, 'f', 1);
}

} // namespace

QString zoneTextReport(const RunResult &run, const ZonePlan &plan, const ZoneProfile &profile,
    const LatencySummary &blocks, const ZoneTextReportOptions &options)
{
    QString out;
    QTextStream ts(&out);
    const qint64 size = run.target.sizeBytes;
    const bool writing = plan.write != ZoneConfig::Write::None;
    QString what = QStringLiteral("read");
    if (plan.write == ZoneConfig::Write::Preserve)
        what = QStringLiteral("written back as read (preserve mode, fdatasync per point)");
    else if (plan.write == ZoneConfig::Write::Random)
        what = QStringLiteral("written with random bytes (fdatasync per point)");

    ts << "Zone sweep: " << plan.points << (plan.points == 1 ? " point, " : " points, ")
       << formatBytesBinary(plan.bytesPerPoint) << ' ' << what << " at each in " << formatBytesBinary(plan.blockSize)
       << " blocks, " << (run.direct ? QStringLiteral("O_DIRECT") : QStringLiteral("buffered (page cache in the way)"))
       << ", queue depth 1, " << plan.region.label << " (" << gb(plan.region.start) << " to " << gb(plan.region.end())
       << " GB)\n";
    ts << "Target: " << targetFacts(run.target) << "\n";
    if (const QString buffer = hugePagesReportLine(run.config); !buffer.isEmpty())
        ts << buffer << "\n";
    if (plan.write == ZoneConfig::Write::Preserve)
        ts << "Method: before each point an untimed read of all its bytes (to write back)";
    else
        ts << "Method: before each point one untimed " << formatBytesBinary(plan.blockSize) << " read at its offset";
    ts << ", so the seek is not counted; MB/s = bytes / (last block's end - first block's start), MB = 10^6 B.\n";
    if (plan.pointsOverlap())
        ts << "Note: the points overlap (" << formatBytesBinary(plan.bytesPerPoint) << " each, "
           << formatBytesBinary(plan.pointOffset(1) - plan.pointOffset(0)) << " apart): some bytes are "
           << (writing ? "written" : "read") << " at more than one point.\n";
    if (!run.direct)
        ts << "WARNING: page cache in the way: reads may be served from memory, not from the drive.\n";
    if (run.sparseTarget)
        ts << "WARNING: the file is sparse; reads of its holes never reach the drive.\n";
    if (!profile.mismatch.isEmpty())
        ts << "WARNING: the samples do not match the plan: " << profile.mismatch << "\n";
    if (run.status == RunStatus::Cancelled)
        ts << "PARTIAL RESULT: cancelled after " << profile.completePoints << " of " << plan.points << " points.\n";
    if (run.status == RunStatus::Failed)
        ts << "PARTIAL RESULT: the run failed after " << profile.completePoints << " of " << plan.points
           << " points: " << run.failure.message << "\n";
    ts << "\n";
    if (profile.points.empty()) {
        ts << "No point was measured.\n";
        return out;
    }

    ts << "point  offset GB  offset %      MB/s\n";
    for (const ZonePoint &p : profile.points) {
        ts << QStringLiteral("%1  %2  %3  %4")
                  .arg(p.index, 5)
                  .arg(gb(p.offset), 9)
                  .arg(percentOf(p.offset, size), 8)
                  .arg(mbps(p.megabytesPerSecond()), 8)
           << (p.complete ? QString()
                          : QStringLiteral("  (partial: %1 of %2 blocks)").arg(p.blocks).arg(plan.blocksPerPoint()))
           << "\n";
    }

    // The chart: one row per point, or the mean of a few neighbours when there are many.
    const auto n = qint64(profile.points.size());
    const qint64 group = (n + options.maxChartRows - 1) / options.maxChartRows;
    struct Row {
        qint64 offset;
        double mbps;
    };
    std::vector<Row> rows;
    double rowMax = 0;
    for (qint64 i = 0; i < n; i += group) {
        double sum = 0;
        qint64 count = 0;
        for (qint64 j = i; j < std::min(n, i + group); ++j) {
            sum += profile.points[std::size_t(j)].megabytesPerSecond();
            ++count;
        }
        rows.push_back({ profile.points[std::size_t(i)].offset, sum / double(count) });
        rowMax = std::max(rowMax, rows.back().mbps);
    }
    ts << "\nMB/s against offset ("
       << (group > 1 ? QStringLiteral("each row the mean of %1 points, ").arg(group) : QString()) << "bar scaled to "
       << mbps(rowMax) << " MB/s = " << options.barWidth << " #)\n";
    for (const Row &r : rows) {
        const int bar = rowMax > 0 ? int(r.mbps / rowMax * options.barWidth + 0.5) : 0;
        ts << QStringLiteral("%1 GB %2 % |").arg(gb(r.offset), 9).arg(percentOf(r.offset, size), 5)
           << QString(bar, u'#') << QString(options.barWidth - bar, u' ') << "| " << mbps(r.mbps) << " MB/s\n";
    }

    ts << "\n";
    if (profile.completePoints == 0) {
        ts << "No point was completed.\n";
        return out;
    }
    const auto fastest
        = std::max_element(profile.points.begin(), profile.points.end(), [](const ZonePoint &a, const ZonePoint &b) {
              return !a.complete || (b.complete && a.megabytesPerSecond() < b.megabytesPerSecond());
          });
    const auto slowest
        = std::min_element(profile.points.begin(), profile.points.end(), [](const ZonePoint &a, const ZonePoint &b) {
              return a.complete && (!b.complete || a.megabytesPerSecond() < b.megabytesPerSecond());
          });
    ts << "Points: " << profile.completePoints << " of " << plan.points << " complete, "
       << formatBytesBinary(plan.bytesPerPoint) << " each (" << plan.blocksPerPoint() << " blocks of "
       << formatBytesBinary(plan.blockSize) << ")\n";
    ts << "Max: " << mbps(profile.maxMBps) << " MB/s at " << gb(fastest->offset)
       << " GB; Min: " << mbps(profile.minMBps) << " MB/s at " << gb(slowest->offset)
       << " GB; Mean: " << mbps(profile.meanMBps) << " MB/s\n";
    if (profile.hasDrop)
        ts << "Drop from the first to the last tenth: " << mbps(profile.firstTenthMBps) << " MB/s ("
           << profile.firstTenthPoints << (profile.firstTenthPoints == 1 ? " point" : " points") << ") to "
           << mbps(profile.lastTenthMBps) << " MB/s (" << profile.lastTenthPoints
           << (profile.lastTenthPoints == 1 ? " point" : " points")
           << "): " << QString::number(profile.dropPercent, 'f', 1) << " %"
           << (profile.dropPercent < 0 ? QStringLiteral(" (the end is faster)") : QString()) << "\n";
    else
        ts << "Drop from the first to the last tenth: "
           << (plan.points < 2 ? "needs at least 2 points.\n" : "needs complete points at both ends.\n");
    if (blocks.count > 0)
        ts << "Block latency (" << blocks.count << " timed blocks): mean " << formatDurationNs(blocks.meanNs)
           << "; p50 " << formatDurationNs(double(blocks.p50Ns)) << "; p99 " << formatDurationNs(double(blocks.p99Ns))
           << "; max " << formatDurationNs(double(blocks.maxNs)) << "\n";
    ts << "Took " << QString::number(double(run.elapsedNs) / 1e9, 'f', 2) << " s in all, pre-reads included.\n";
    return out;
}

} // namespace DriveScope
