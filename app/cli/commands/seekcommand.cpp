// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/seekcommand.h"

#include "app/cli/command.h"
#include "app/cli/exitcodes.h"

#include "core/bench/engine/plausibility.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekkind.h"
#include "core/bench/seek/seektextreport.h"
#include "core/io/target.h"
#include "core/io/uringqueue.h"
#include "core/util/byteunits.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *seekHelpEpilogue = R"(
Target:
  A block device (/dev/sdb, /dev/nvme0n1, /dev/loop3) or a regular file. Without a
  TARGET the benchmark reads a 1 GiB scratch file of random bytes in your cache
  directory (~/.cache/drivescope), created on first use and reused; no privilege needed.
  Reads never change anything. A drive you may not read is opened through polkit:
  the system asks for an administrator password once, a small helper opens the
  device and hands it over, and the benchmark itself runs as you, never as root.
  sim:hdd or sim:ssd (with parameters, e.g. sim:hdd,rpm=5400,avg=12ms,full=24ms) is a
  simulated drive: instant in simulated time, or in real time with ",paced"; the report
  ends with the model's own expected mean and median. 'drivescope-cli seek sim:hdd,paced'
  is the classic whole-disk seek test (1500 random reads of 512 B, one at a time) on a
  disk you do not need. Parameters: docs/simulated-drive.md.

Regions (--region, repeatable; default: the whole target):
  all              the whole target
  first:SIZE       the first SIZE bytes (a hard disk's outer tracks), e.g. first:2GiB
  last:SIZE        the last SIZE bytes (inner tracks), e.g. last:2GiB
  START:LENGTH     LENGTH bytes from START, e.g. 10GiB:2GiB, 90%:10%; empty LENGTH = to the end
  Sizes: 512, 4K/4KiB, 2G/2GiB (powers of 1024), 500MB, 2GB (powers of 1000), or NN%.

Placement (--placement):
  random      uniform over every aligned position in all regions together (default)
  alternate   read i goes to region i mod N: the head crosses between regions every read
              (outer and inner regions read alternately by one reader)
  per-worker  worker w stays in region w mod N (one reader per region, all at once)

The outer/inner tests on one whole disk: 2 GB at its start, 2 GB at its end, then both
at once with one reader in each:
  drivescope-cli seek /dev/sdX -s 8KiB -n 1000 -w 2 -r first:2GB
  drivescope-cli seek /dev/sdX -s 8KiB -n 1000 -w 2 -r last:2GB
  drivescope-cli seek /dev/sdX -s 8KiB -n 1000 -w 2 -r first:2GB -r last:2GB -p per-worker

Output:
  A histogram (one row per 1 ms bucket, an x for every two reads and ':' for
  one left over; microsecond buckets when the median is under 1 ms), then "Took S s for
  N seeks", mean, median, standard deviation (population), p50/p90/p99/p99.9, min, max
  and reads per second. Percentiles are nearest-rank over every measured read. Each
  worker's first read is timed but flagged as warm-up and left out unless
  --include-warm-up. The first read starts no sooner than 250 ms after drivescope-cli
  started: a new process's I/O completions wake it late while the kernel finishes
  starting it (see docs/perf-parity.md). With --json, one JSON document with the configuration, the target,
  the summary and every sample (as columns) goes to standard output instead.
  Ctrl-C stops after the current read and prints the partial result, labelled partial.

)";

} // namespace

int runSeekCommand(const QStringList &arguments)
{
    Command command(seekKind(),
        QStringLiteral("drivescope-cli seek: random-access read latency of a drive or file, as a "
                       "histogram.\nEvery read is O_DIRECT, aligned, one at a time per worker (or --queue-depth in "
                       "flight through io_uring), timed with CLOCK_MONOTONIC."));
    QCommandLineParser &p = command.parser();
    p.addOptions({
        { { QStringLiteral("n"), QStringLiteral("count") },
            QStringLiteral("Timed reads per worker (default 1500, as the classic whole-disk seek test)."),
            QStringLiteral("N") },
        { { QStringLiteral("s"), QStringLiteral("read-size") },
            QStringLiteral("Bytes per read, a multiple of the logical block size (default: the logical block size, "
                           "512 B where the device allows)."),
            QStringLiteral("SIZE") },
        { QStringLiteral("align"), QStringLiteral("Offsets are multiples of this (default: the logical block size)."),
            QStringLiteral("SIZE") },
        { { QStringLiteral("r"), QStringLiteral("region") },
            QStringLiteral("Confine reads to a region; repeat for several (default: all). See Regions below."),
            QStringLiteral("SPEC") },
        { { QStringLiteral("p"), QStringLiteral("placement") },
            QStringLiteral("random, alternate or per-worker (default random). See Placement below."),
            QStringLiteral("MODE") },
        { { QStringLiteral("w"), QStringLiteral("workers") },
            QStringLiteral(
                "Concurrent readers, each its own thread and seed (default 1; 2 for the outer/inner tests)."),
            QStringLiteral("N") },
        { { QStringLiteral("q"), QStringLiteral("queue-depth") },
            QStringLiteral("Reads each worker keeps in flight, 1 to 4096 (default 1: one pread at a time). Above 1 "
                           "they go through io_uring; with --workers T that is CrystalDiskMark's QnTm."),
            QStringLiteral("N") },
        { QStringLiteral("seed"),
            QStringLiteral("Random seed for reproducible offsets (default: a fresh one, printed with the result)."),
            QStringLiteral("N") },
        { QStringLiteral("include-warm-up"),
            QStringLiteral("Count each worker's first read in the statistics (default: timed, shown, not counted).") },
        { QStringLiteral("buffered"),
            QStringLiteral("Without O_DIRECT, for file systems that refuse it; every figure is labelled \"page cache "
                           "in the way\" (default off).") },
        { QStringLiteral("unit"),
            QStringLiteral(
                "Histogram buckets: auto (1 ms, or µs when the median is under 1 ms), ms or us (default auto)."),
            QStringLiteral("UNIT") },
        { QStringLiteral("elevate"),
            QStringLiteral("Open a block device through polkit (pkexec drivescope-helper) right away; without it "
                           "that happens only when opening it as you is not permitted (default off).") },
        { QStringLiteral("json"),
            QStringLiteral("Write one JSON document (config, target, summary, every sample) to "
                           "standard output instead of the report.") },
    });
    if (const auto rc = command.parse(arguments,
            QStringLiteral("Block device or file (default: the scratch file in "
                           "~/.cache/drivescope)."),
            seekHelpEpilogue,
            { .cannotOpen = "the target cannot be opened (missing, a directory, no permission, empty, no O_DIRECT)" }))
        return *rc;

    SeekConfig config;
    QString error;
    qint64 workers = 1;
    qint64 depth = 1;
    if (!parseCount(p, QStringLiteral("count"), &config.count, &error)
        || !parseCount(p, QStringLiteral("workers"), &workers, &error)
        || !parseCount(p, QStringLiteral("queue-depth"), &depth, &error)
        || !parseSize(p, QStringLiteral("read-size"), &config.readSize, &error)
        || !parseSize(p, QStringLiteral("align"), &config.alignment, &error))
        return command.usageError(error);
    if (p.isSet(QStringLiteral("read-size")) && config.readSize <= 0)
        return command.usageError(QStringLiteral("--read-size must be at least one block."));
    if (workers < 1 || workers > 256)
        return command.usageError(QStringLiteral("--workers must be between 1 and 256 (got %1).").arg(workers));
    config.workers = int(workers);
    if (depth < 1 || depth > SeekConfig::MaxQueueDepth)
        return command.usageError(QStringLiteral("--queue-depth must be between 1 and %1 (got %2).")
                                      .arg(SeekConfig::MaxQueueDepth)
                                      .arg(depth));
    config.queueDepth = int(depth);
    config.regions = p.values(QStringLiteral("region"));
    if (p.isSet(QStringLiteral("placement"))) {
        const auto placement = parsePlacement(p.value(QStringLiteral("placement")));
        if (!placement)
            return command.usageError(QStringLiteral("--placement must be random, alternate or per-worker (got '%1').")
                                          .arg(p.value(QStringLiteral("placement"))));
        config.placement = *placement;
    }
    if (!parseSeed(p, &config.seed, &error))
        return command.usageError(error);
    config.includeWarmUp = p.isSet(QStringLiteral("include-warm-up"));
    SeekTextReportOptions reportOptions;
    if (!parseHistogramUnit(p, &reportOptions.unit, &error))
        return command.usageError(error);
    if (const auto rc = command.checkOneTarget())
        return *rc;

    if (const int rc = command.open(false))
        return rc;
    const auto plan = planSeek(config, command.openedTarget().info(), &error);
    if (!plan)
        return command.usageError(error);
    if (plan->queueDepth > 1 && !command.openedTarget().isSimulated() && !uringAvailable(&error))
        return command.usageError(error
            + QStringLiteral(" --workers %1 keeps as many reads in flight with one blocking reader each instead.")
                  .arg(qint64(plan->queueDepth) * plan->workers));

    const auto bench = makeSeekBenchmark(command.openedTarget(), *plan);
    const RunResult result = command.run(*bench, QStringLiteral("reads"));
    const RunSummary summary = seekKind().summarize(result);
    reportOptions.accessTime = summary.accessTime.get();
    return command.report(result, summary, [&]() -> QString {
        return seekTextReport(result, summary.latency, reportOptions) + plausibilityText(summary.warnings);
    });
}
