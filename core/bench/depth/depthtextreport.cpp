// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/depth/depthtextreport.h"

#include "core/run/targetfacts.h"
#include "core/util/byteunits.h"

#include <QJsonArray>
#include <QTextStream>

namespace DriveScope {

QString depthTextReport(const RunResult &run, const DepthPlan &plan, const DepthProfile &profile)
{
    QString out;
    QTextStream ts(&out);
    const bool simulated = run.target.kind == DeviceInfo::Kind::Simulated;
    ts << "Depth sweep: random reads of " << formatBytesBinary(plan.readSize) << ", "
       << (run.direct ? QStringLiteral("O_DIRECT") : QStringLiteral("buffered (page cache in the way)")) << ", "
       << plan.region.label << ", queue depth " << depthListText(plan.depths) << ", each for "
       << QString::number(double(plan.durationNs) / 1e9, 'g', 4) << " s or " << plan.maxIosPerDepth
       << " reads, whichever comes first, 1 worker, " << (simulated ? "the model's queue" : "io_uring") << ", seed "
       << plan.seed << "\n";
    ts << "Target: " << targetFacts(run.target) << "\n";
    if (run.status == RunStatus::Cancelled)
        ts << "PARTIAL RESULT: cancelled after " << profile.rows.size() << " of " << plan.depths.size() << " depths.\n";
    if (run.status == RunStatus::Failed)
        ts << "PARTIAL RESULT: the run failed: " << run.failure.message << "\n";
    ts << "\n";
    if (profile.rows.empty()) {
        ts << "No depth was measured.\n";
        return out;
    }
    ts << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
              .arg(QStringLiteral("QD"), 5)
              .arg(QStringLiteral("IOPS"), 10)
              .arg(QStringLiteral("MB/s"), 9)
              .arg(QStringLiteral("mean"), 10)
              .arg(QStringLiteral("p50"), 10)
              .arg(QStringLiteral("p99"), 10)
              .arg(QStringLiteral("p99.9"), 10)
              .arg(QStringLiteral("reads"), 8)
              .arg(QStringLiteral("in flight"), 10);
    QString depthNotKept;
    for (const DepthRow &r : profile.rows) {
        const LatencySummary &s = r.latency;
        const InFlightCounts *inFlight = inFlightAt(run.inFlight, r.depth);
        if (inFlight && !inFlight->keptDepth())
            depthNotKept += QStringLiteral("QD%1: %2\n").arg(r.depth).arg(inFlight->sentence());
        ts << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                  .arg(r.depth, 5)
                  .arg(QString::number(s.opsPerSecond, 'f', 0), 10)
                  .arg(QString::number(r.megabytesPerSecond(), 'f', 1), 9)
                  .arg(formatDurationNs(s.meanNs), 10)
                  .arg(formatDurationNs(double(s.p50Ns)), 10)
                  .arg(formatDurationNs(double(s.p99Ns)), 10)
                  .arg(formatDurationNs(double(s.p999Ns)), 10)
                  .arg(s.count, 8)
                  .arg(inFlight ? QString::number(inFlight->mean(), 'f', 2) : QStringLiteral("-"), 10);
    }
    ts << depthNotKept;
    ts << "\nBest: " << QString::number(profile.bestIops, 'f', 0) << " IOPS at QD" << profile.bestDepth << ".\n";
    ts << "Knee: QD" << profile.kneeDepth
       << ", where the plateau starts: no deeper depth adds 10 % IOPS per doubling.\n";
    const DepthRow &first = profile.rows.front();
    if (profile.p99DoublingDepth)
        ts << "p99 latency is twice QD" << first.depth << "'s (" << formatDurationNs(double(first.latency.p99Ns))
           << ") or more from QD" << profile.p99DoublingDepth << " on.\n";
    else
        ts << "p99 latency stays under twice QD" << first.depth << "'s ("
           << formatDurationNs(double(first.latency.p99Ns)) << ") at every depth measured.\n";
    ts << "In flight: the mean number of reads in flight as each was submitted, itself included (fio's \"IO "
          "depths\").\n";
    ts << "IOPS = reads / (last completion - first submission) at that depth; each read is timed from its "
          "submission to its completion (CLOCK_MONOTONIC"
       << (simulated ? ", here the model's time" : "") << "); MB = 10^6 B.\n";
    return out;
}

QJsonObject depthProfileJson(const RunResult &run, const DepthProfile &profile)
{
    QJsonArray depth, iops, mbps, mean, p50, p99, p999, count, inFlight;
    for (const DepthRow &r : profile.rows) {
        depth.append(r.depth);
        iops.append(r.latency.opsPerSecond);
        mbps.append(r.megabytesPerSecond());
        mean.append(r.latency.meanNs);
        p50.append(double(r.latency.p50Ns));
        p99.append(double(r.latency.p99Ns));
        p999.append(double(r.latency.p999Ns));
        count.append(double(r.latency.count));
        const InFlightCounts *c = inFlightAt(run.inFlight, r.depth);
        inFlight.append(c ? QJsonValue(c->mean()) : QJsonValue());
    }
    return {
        { QStringLiteral("best_iops"), profile.bestIops },
        { QStringLiteral("best_depth"), profile.bestDepth },
        { QStringLiteral("knee_depth"), profile.kneeDepth },
        { QStringLiteral("p99_doubling_depth"), profile.p99DoublingDepth },
        { QStringLiteral("rows"),
            QJsonObject { { QStringLiteral("depth"), depth }, { QStringLiteral("iops"), iops },
                { QStringLiteral("mb_per_s"), mbps }, { QStringLiteral("mean_ns"), mean },
                { QStringLiteral("p50_ns"), p50 }, { QStringLiteral("p99_ns"), p99 },
                { QStringLiteral("p99_9_ns"), p999 }, { QStringLiteral("reads"), count },
                { QStringLiteral("in_flight_mean"), inFlight } } },
    };
}

} // namespace DriveScope
