// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/syncwrite/syncwritetextreport.h"

#include "core/bench/syncwrite/writerevolution.h"
#include "core/run/targetfacts.h"

#include "core/bench/syncwrite/syncmode.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/device/writecacheprobe.h"
#include "core/stats/linearhistogram.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"

#include <QTextStream>

#include <cmath>

namespace DriveScope {

namespace {

// The write: line gives milliseconds with six decimals (%f).
QString ms6(double ns)
{
    return QString::number(ns / 1e6, 'f', 6);
}

} // namespace

qint64 thputMegabitsPerSecond(qint64 bytes, double seconds)
{
    return seconds > 0 ? qint64(std::floor(double(bytes) * 8 / 1e6 / seconds)) : 0;
}

QString syncWriteTextReport(const RunResult &run, const LatencySummary &s, const SyncWriteTextReportOptions &options)
{
    QString out;
    QTextStream ts(&out);
    // A crafted or damaged session's run still gets its figures, its settings as unknown.
    const auto plan = SyncWritePlan::fromJson(run.config);
    const qint64 size = plan ? plan->writeSize : 0;
    const qint64 count = plan ? plan->count : 0;
    const qint64 start = plan ? plan->start : 0;
    const QString mode = plan ? syncModeName(plan->mode) : QStringLiteral("unknown");
    const QString flags = plan ? syncModeFlags(plan->mode) : QString();
    const bool includeWarmUp = plan && plan->includeWarmUp;
    const auto cache = WriteCacheProbe::Result::fromJson(plan ? plan->writeCache : QJsonObject {});
    const DeviceInfo &d = run.target;

    // How the numbers were obtained.
    ts << "Sync write: " << count << " contiguous writes of " << formatBytesBinary(size) << " from offset " << start
       << " of " << d.path << ", sync mode " << mode << " (" << flags << ")";
    if (plan)
        ts << ": " << syncModeMeaning(plan->mode);
    ts << "\n";
    ts << "Target: " << targetFacts(d, false) << "\n";
    ts << "Write cache: " << cache.describe() << "\n";
    if (!run.direct)
        ts << "WARNING: page cache in the way: buffered writes without sync return once the data is in memory; "
              "these figures say nothing about the drive.\n";
    if (const Sample *warm = run.warmUpSample(0)) {
        ts << "Warm-up write: " << formatDurationNs(double(warm->latencyNs))
           << (warm->isFailed()       ? " (failed)\n"
                      : includeWarmUp ? " (counted)\n"
                                      : " (not counted)\n");
    }
    if (run.status == RunStatus::Cancelled)
        ts << "PARTIAL RESULT: cancelled after " << s.count << " of " << count << " writes.\n";
    if (run.status == RunStatus::Failed)
        ts << "PARTIAL RESULT: the run failed after " << s.count << " writes: " << run.failure.message << "\n";

    if (s.count == 0) {
        ts << "No writes were measured.\n";
        return out;
    }

    // The classic small-write report's lines: size, N, took, thput; then avg, max, min.
    ts << "size=" << size << ", N=" << s.count << ", took=" << QString::number(s.elapsedSeconds, 'f', 6)
       << " s, thput=" << thputMegabitsPerSecond(s.bytes, s.elapsedSeconds) << " mb/s ("
       << threeFigures(s.megabytesPerSecond(), 'f', 3) << " MB/s; mb = megabit)\n";
    ts << "write: avg=" << ms6(s.meanNs) << " max=" << ms6(double(s.maxNs)) << " min=" << ms6(double(s.minNs))
       << " ms\n";

    const bool micro = microsecondBuckets(options.unit, s.p50Ns);
    // From p99, not p99.9 as seek does: one stray 13 ms flush among 0.2 ms writes would
    // otherwise make the buckets so wide that every other write lands in the first one.
    const qint64 width = micro ? LinearHistogram::niceWidthNs(s.p99Ns, 30) : 1000000;
    LinearHistogram h(width);
    for (qint64 v : run.measuredLatencies(includeWarmUp))
        h.add(v);
    if (micro)
        ts << "(median under 1 ms: buckets of " << width / 1000 << " µs instead of 1 ms)\n";
    for (int i = 0; i < h.bucketCount(); ++i) {
        const qint64 n = h.count(i);
        if (!n)
            continue;
        // The open-ended last bucket ("9999+ ms") holds every slower write.
        const char *andUp = h.isOpenEnded(i) ? "+" : "";
        if (micro)
            ts << i * width / 1000 << andUp << " µs: " << n << " cases\n";
        else
            ts << i << andUp << " ms: " << n << " cases\n";
    }
    ts << "percentiles: p50=" << formatDurationNs(double(s.p50Ns)) << ", p90=" << formatDurationNs(double(s.p90Ns))
       << ", p99=" << formatDurationNs(double(s.p99Ns)) << ", p99.9=" << formatDurationNs(double(s.p999Ns))
       << "; std dev " << formatDurationNs(s.stddevNs) << "; " << threeFigures(s.opsPerSecond, 'f', 3) << " writes/s\n";
    ts << "sync mode " << mode << " (" << flags << "), O_DIRECT " << (run.direct ? "on" : "off (page cache in the way)")
       << ", write cache " << (cache.sysfs.isEmpty() ? QStringLiteral("unknown") : cache.sysfs);
    if (cache.hdparm == WriteCacheProbe::State::On || cache.hdparm == WriteCacheProbe::State::Off)
        ts << " (drive says " << WriteCacheProbe::stateName(cache.hdparm) << ")";
    ts << "\n";
    // A disk without write cache takes one revolution per write (8.3 ms at 7200 rpm):
    // say so, with the rpm it means.
    ts << "Rotation (from writes): " << rotationText(writeRevolutionOf(run), QStringLiteral("writes")) << "\n";
    return out;
}

} // namespace DriveScope
