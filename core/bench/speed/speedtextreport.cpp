// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/speed/speedtextreport.h"

#include "core/run/targetfacts.h"
#include "core/util/byteunits.h"

#include <QJsonArray>
#include <QTextStream>

namespace DriveScope {

namespace {

QJsonObject figuresJson(const SpeedFigures &f)
{
    return { { QStringLiteral("mb_per_s"), f.megabytesPerSecond }, { QStringLiteral("iops"), f.iops },
        { QStringLiteral("mean_ns"), f.meanNs }, { QStringLiteral("p99_ns"), f.p99Ns },
        { QStringLiteral("ios"), double(f.ios) } };
}

// Each queued test's depth as it was kept ("RND4K Q32T1 read: in flight at submission: …"),
// after the table; nothing for tests at depth 1.
QString inFlightLines(const SpeedGrid &grid)
{
    QString lines;
    for (const SpeedCell &c : grid.cells)
        if (c.inFlight.asked > 1 && !c.inFlight.empty())
            lines += QStringLiteral("%1 %2: %3\n")
                         .arg(c.test.name(), speedDirectionName(c.direction), c.inFlight.sentence());
    return lines.isEmpty() ? lines : u'\n' + lines;
}

} // namespace

QString speedTextReport(const RunResult &run, const SpeedPlan &plan, const SpeedGrid &grid)
{
    QString out;
    QTextStream ts(&out);
    const bool simulated = run.target.kind == DeviceInfo::Kind::Simulated;
    ts << "Speed grid: " << formatBytesBinary(plan.areaBytes) << " test area, " << plan.runs << " run"
       << (plan.runs == 1 ? "" : "s") << " of " << QString::number(double(plan.durationNs) / 1e9, 'g', 4)
       << " s per test and direction, "
       << (run.direct ? QStringLiteral("O_DIRECT") : QStringLiteral("buffered (page cache in the way)")) << ", "
       << (simulated ? "the model's queue" : "io_uring");
    if (plan.mixReadPercent >= 0)
        ts << ", mix " << plan.mixReadPercent << " % reads";
    ts << ", seed " << plan.seed << "\n";
    ts << "Target: " << targetFacts(run.target) << "\n";
    if (run.status == RunStatus::Cancelled)
        ts << "PARTIAL RESULT: cancelled; the cells below hold the runs that finished.\n";
    if (run.status == RunStatus::Failed)
        ts << "PARTIAL RESULT: the run failed: " << run.failure.message << "\n";
    ts << "\n";
    ts << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8\n")
              .arg(QStringLiteral("Test"), -13)
              .arg(QStringLiteral("I/O"), -5)
              .arg(QStringLiteral("MB/s"), 10)
              .arg(QStringLiteral("best MB/s"), 10)
              .arg(QStringLiteral("IOPS"), 10)
              .arg(QStringLiteral("mean"), 10)
              .arg(QStringLiteral("p99"), 10)
              .arg(QStringLiteral("runs"), 5);
    for (const SpeedCell &c : grid.cells) {
        ts << QStringLiteral("%1 %2 ").arg(c.test.name(), -13).arg(speedDirectionName(c.direction), -5);
        if (!c.measured()) {
            ts << QStringLiteral("%1\n").arg(QStringLiteral("not measured"), 10);
            continue;
        }
        ts << QStringLiteral("%1 %2 %3 %4 %5 %6\n")
                  .arg(QString::number(c.median.megabytesPerSecond, 'f', 1), 10)
                  .arg(QString::number(c.best.megabytesPerSecond, 'f', 1), 10)
                  .arg(QString::number(c.median.iops, 'f', 0), 10)
                  .arg(formatDurationNs(c.median.meanNs), 10)
                  .arg(formatDurationNs(c.median.p99Ns), 10)
                  .arg(c.runs.size(), 5);
    }
    ts << inFlightLines(grid);
    ts << "\nMB/s, IOPS, mean and p99 are the median run's (by MB/s); best is the fastest run. MB = 10^6 B; K and "
          "M in test names are KiB and MiB.\n";
    ts << "Each run: its I/Os / (last completion - first submission); each latency from submission to completion "
          "(CLOCK_MONOTONIC"
       << (simulated ? ", here the model's time" : "") << "); p99 from a log-linear histogram (within 0.4 %).\n";
    ts << "I/Os counted: " << grid.ios << "; kept as samples: " << grid.keptSamples << " (at most "
       << plan.keepSamplesPerThread << " per thread and run" << (grid.keptSamples < grid.ios ? ": capped" : "")
       << ").\n";
    return out;
}

QJsonObject speedGridJson(const SpeedGrid &grid)
{
    QJsonArray cells;
    for (const SpeedCell &c : grid.cells) {
        QJsonArray runs;
        for (const SpeedFigures &f : c.runs)
            runs.append(figuresJson(f));
        QJsonObject cell { { QStringLiteral("test"), c.test.name() },
            { QStringLiteral("direction"), speedDirectionName(c.direction) }, { QStringLiteral("runs"), runs } };
        if (c.measured()) {
            cell.insert(QStringLiteral("median"), figuresJson(c.median));
            cell.insert(QStringLiteral("best"), figuresJson(c.best));
        }
        if (!c.inFlight.empty())
            cell.insert(QStringLiteral("in_flight"), c.inFlight.toJson());
        cells.append(cell);
    }
    return { { QStringLiteral("cells"), cells }, { QStringLiteral("ios"), double(grid.ios) },
        { QStringLiteral("kept_samples"), double(grid.keptSamples) },
        { QStringLiteral("samples_capped"), grid.keptSamples < grid.ios } };
}

} // namespace DriveScope
