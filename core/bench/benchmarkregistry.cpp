// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/benchmarkregistry.h"

#include "core/bench/bandwidth/bandwidthkind.h"
#include "core/bench/blocksize/blocksizekind.h"
#include "core/bench/depth/depthkind.h"
#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/seek/seekkind.h"
#include "core/bench/speed/speedkind.h"
#include "core/bench/syncwrite/syncwritekind.h"
#include "core/bench/zone/zonekind.h"
#include "core/run/runstatus.h"

namespace DriveScope {

namespace {

// A run of a benchmark this version does not know (a session from a newer DriveScope):
// what can be said of any run.
class UnknownKind : public BenchmarkKind {
public:
    UnknownKind()
        : BenchmarkKind({ .id = "unknown",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Unknown benchmark"),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "I/Os") })
    {
    }
    QString textReport(const RunResult &run, const RunSummary &summary) const override
    {
        return QStringLiteral("%1 run of %2: %3, %4 samples, mean %5 ms (no report for this kind of run in this "
                              "version)\n")
            .arg(run.benchmark, run.target.path, runStatusName(run.status))
            .arg(run.samples.size())
            .arg(summary.latency.meanNs / 1e6, 0, 'f', 3);
    }
    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &, Example) const override { return nullptr; } // nothing to run
};

} // namespace

const QList<const BenchmarkKind *> &BenchmarkRegistry::all()
{
    // The order of the window's tabs and of the CLI's help.
    static const QList<const BenchmarkKind *> kinds { &seekKind(), &zoneKind(), &syncwriteKind(), &bandwidthKind(),
        &depthKind(), &speedKind(), &blockSizeKind() };
    return kinds;
}

const BenchmarkKind *BenchmarkRegistry::find(QStringView id)
{
    for (const BenchmarkKind *kind : all())
        if (kind->id() == id)
            return kind;
    return nullptr;
}

const BenchmarkKind &BenchmarkRegistry::of(const RunResult &run)
{
    static const UnknownKind unknown;
    const BenchmarkKind *kind = find(run.benchmark);
    return kind ? *kind : unknown;
}

RunSummary summarizeRun(const RunResult &run)
{
    return BenchmarkRegistry::of(run).summarize(run);
}

} // namespace DriveScope
