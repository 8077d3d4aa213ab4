// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/seek/seektextreport.h"
#include "core/run/targetfacts.h"

#include "core/bench/seek/accesstime.h"
#include "core/bench/seek/seekconfig.h"
#include "core/bench/seek/simulatedtruth.h"
#include "core/stats/linearhistogram.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"

#include <QJsonArray>
#include <QLocale>
#include <QTextStream>

namespace DriveScope {

namespace {

// Three significant figures like printf's %.3g, without its exponents.
QString figures3g(double v)
{
    return threeFigures(v, 'g', 3);
}

QString describeRegions(const std::vector<Region> &regions)
{
    QStringList labels;
    for (const Region &r : regions)
        labels << r.label;
    return labels.join(QStringLiteral(" + "));
}

QString accessTimeLines(const RunResult &run, const AccessTimeEstimate *given)
{
    const AccessTimeEstimate own = given ? AccessTimeEstimate {} : accessTimeOf(run);
    const AccessTimeEstimate &e = given ? *given : own;
    QString text = QStringLiteral("Rotation (estimated): ") + rotationText(e.rotation) + u'\n'
        + QStringLiteral("Seek curve (estimated): ") + seekCurveText(e.seek) + u'\n';
    if (run.target.nominalRpm > 0)
        text += QStringLiteral("Rotation (drive reports): %1 rpm\n")
                    .arg(QLocale(QLocale::English).toString(run.target.nominalRpm));
    return text;
}

} // namespace

QString seekTextReport(const RunResult &run, const LatencySummary &s, const SeekTextReportOptions &options)
{
    QString out;
    QTextStream ts(&out);
    // A crafted or damaged session's run still gets its figures, its settings as unknown.
    const SeekPlan plan = SeekPlan::fromJson(run.config).value_or(SeekPlan {});
    const int workers = plan.workers;
    const bool includeWarmUp = plan.includeWarmUp;

    // How the numbers were obtained.
    if (plan.count == 0)
        ts << "Seek: the run's settings cannot be read back from its session";
    else
        ts << "Seek: " << plan.count << " random reads of " << formatBytesBinary(plan.readSize)
           << (workers > 1 ? QStringLiteral(" per worker") : QString()) << ", "
           << (run.direct ? QStringLiteral("O_DIRECT") : QStringLiteral("buffered (page cache in the way)")) << ", "
           << describeRegions(plan.regions) << ", placement " << placementName(plan.placement) << ", " << workers
           << (workers == 1 ? " worker" : " workers");
    // Depth 1 says nothing about queues; deeper runs name it as CrystalDiskMark does.
    const int depth = plan.queueDepth;
    if (depth > 1)
        ts << ", queue depth " << depth << " per worker (Q" << depth << "T" << workers
           << (run.target.kind == DeviceInfo::Kind::Simulated ? ", the model's queue)" : ", io_uring)");
    if (plan.count > 0)
        ts << ", seed " << plan.seed;
    ts << "\n";
    const DeviceInfo &d = run.target;
    ts << "Target: " << targetFacts(d) << "\n";
    if (!run.direct)
        ts << "WARNING: page cache in the way: reads may be served from memory, not from the drive.\n";
    if (run.sparseTarget)
        ts << "WARNING: the file is sparse; reads of its holes never reach the drive.\n";
    for (int w = 0; w < workers; ++w) {
        if (const Sample *warm = run.warmUpSample(w)) {
            ts << "Warm-up read" << (workers > 1 ? QStringLiteral(" (worker %1)").arg(w) : QString()) << ": "
               << formatDurationNs(double(warm->latencyNs))
               << (includeWarmUp ? " (counted)\n" : " (not counted; a sleeping disk spins up on it)\n");
        }
    }
    if (run.status == RunStatus::Cancelled)
        ts << "PARTIAL RESULT: cancelled after " << s.count << " of " << plan.count * workers << " reads.\n";
    if (run.status == RunStatus::Failed)
        ts << "PARTIAL RESULT: the run failed after " << s.count << " reads: " << run.failure.message << "\n";
    ts << "\n";

    if (s.count == 0) {
        ts << "No reads were measured.\n";
        return out;
    }

    const bool micro = microsecondBuckets(options.unit, s.p50Ns);
    const qint64 width = micro ? LinearHistogram::niceWidthNs(s.p999Ns, 40) : 1000000;
    LinearHistogram h(width);
    for (qint64 v : run.measuredLatencies(includeWarmUp))
        h.add(v);
    const qint64 maxCount = h.maxCount();
    qint64 perX = 2;
    while (maxCount / perX > options.maxBarWidth)
        perX = perX < 10 ? 10 : perX * 2;

    if (micro)
        ts << "Median under 1 ms: buckets of " << width / 1000 << " µs";
    else
        ts << "Buckets of 1 ms";
    ts << "; x = " << perX << " reads, ':' = fewer left over\n";
    const int labelWidth = micro ? 6 : 3;
    for (int i = 0; i < h.bucketCount(); ++i) {
        const qint64 t = h.count(i);
        if (!t)
            continue;
        const qint64 label = micro ? i * width / 1000 : i;
        // The open-ended last bucket: "9999+" holds every slower read.
        const QString labelText = QString::number(label) + (h.isOpenEnded(i) ? QStringLiteral("+") : QString());
        ts << QStringLiteral("%1").arg(labelText, labelWidth) << ' ' << QString(int(t / perX), u'x')
           << (t % perX ? QStringLiteral(":") : QString()) << '\n';
    }

    ts << "\nTook " << figures3g(s.elapsedSeconds) << " s for " << s.count << " seeks of " << d.path << " ("
       << formatBytesDecimal(d.sizeBytes) << ")\n";
    const int mb = h.medianBucket();
    if (micro) {
        const qint64 lo = mb * width / 1000;
        ts << "Mean: " << figures3g(s.meanNs / 1e3) << " µs; Median: " << lo << '-' << lo + width / 1000
           << " µs; Std dev: " << figures3g(s.stddevNs / 1e3) << " µs\n";
    } else {
        ts << "Mean: " << figures3g(s.meanNs / 1e6) << " ms; Median: " << mb << '-' << mb + 1
           << " ms; Std dev: " << figures3g(s.stddevNs / 1e6) << " ms\n";
    }
    ts << "Percentiles: p50 " << formatDurationNs(double(s.p50Ns)) << "; p90 " << formatDurationNs(double(s.p90Ns))
       << "; p99 " << formatDurationNs(double(s.p99Ns)) << "; p99.9 " << formatDurationNs(double(s.p999Ns)) << "; min "
       << formatDurationNs(double(s.minNs)) << "; max " << formatDurationNs(double(s.maxNs)) << "\n";
    ts << "Reads/s: " << figures3g(s.opsPerSecond) << " (" << s.count << " reads in " << figures3g(s.elapsedSeconds)
       << " s, " << QString::number(s.megabytesPerSecond(), 'f', 2) << " MB/s)\n";
    for (const InFlightCounts &c : run.inFlight)
        if (c.asked > 1)
            ts << c.sentence() << "\n";
    ts << accessTimeLines(run, options.accessTime);
    ts << simulatedSeekTruthText(run);
    return out;
}

} // namespace DriveScope
