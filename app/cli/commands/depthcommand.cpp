// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/depthcommand.h"

#include "app/cli/command.h"
#include "app/cli/exitcodes.h"

#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthkind.h"
#include "core/io/target.h"
#include "core/io/uringqueue.h"

#include <QCommandLineParser>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *depthHelpEpilogue = R"(
Method:
  At each depth of --depths in turn, one read goes alone first (it marks the depth and
  is not counted), then that many reads of --read-size at random aligned offsets of
  the target are kept in flight through io_uring (O_DIRECT, registered buffers) until
  --reads have completed or --duration has passed, whichever comes first. The queue is
  drained before the next depth. Each read is timed from just before the system call
  that submits it to the moment its completion is reaped (CLOCK_MONOTONIC).
  IOPS = reads / (last completion - first submission) at that depth; MB = 10^6 B.
  The knee is where the plateau starts: the smallest depth with 80 % of the best
  IOPS that no deeper depth beats by 10 % per doubling of depth; the report also says
  from which depth p99 latency is twice the first depth's.
  Memory: at most --reads samples per depth are kept (40 B each): the defaults keep at
  most 450,000 (18 MB) however fast the drive is.

Depths (--depths):
  A comma-separated list, ascending, each from 1 to 4096: 1,2,4,8,32. A..B is A, the
  powers of two between, and B: 1..256 is 1, 2, 4 ... 256 (the default).

Target:
  A block device or a regular file to read; reads never change anything. Without a
  TARGET the 1 GiB scratch file in ~/.cache/drivescope (created once).

Output:
  One row per depth: QD, IOPS, MB/s, mean, p50, p99, p99.9 latency and the reads
  counted, then the best depth and the knee. --json writes one JSON document instead,
  with a "depth" object (the rows as columns, best, knee) and every sample.
  Ctrl-C stops after the reads in flight and prints the partial result, labelled partial.

)";

} // namespace

int runDepthCommand(const QStringList &arguments)
{
    Command command(depthKind(),
        QStringLiteral("drivescope-cli depth: IOPS and latency percentiles against queue depth, with the knee.\n"
                       "O_DIRECT random reads, N in flight through io_uring at each depth, timed with "
                       "CLOCK_MONOTONIC."));
    QCommandLineParser &p = command.parser();
    p.addOptions({
        { { QStringLiteral("d"), QStringLiteral("depths") },
            QStringLiteral("Queue depths to measure, ascending (default 1..256: 1, 2, 4 ... 256). See Depths below."),
            QStringLiteral("LIST") },
        { { QStringLiteral("t"), QStringLiteral("duration") },
            QStringLiteral("Seconds at each depth at most (default 2)."), QStringLiteral("SECONDS") },
        { { QStringLiteral("n"), QStringLiteral("reads") },
            QStringLiteral("Reads at each depth at most (default 50000)."), QStringLiteral("N") },
        { { QStringLiteral("s"), QStringLiteral("read-size") },
            QStringLiteral("Bytes per read, a multiple of the block size (default 4KiB)."), QStringLiteral("SIZE") },
        { { QStringLiteral("r"), QStringLiteral("region") },
            QStringLiteral("Read only this region (default all; as for 'seek')."), QStringLiteral("SPEC") },
        { QStringLiteral("seed"),
            QStringLiteral("Random seed for reproducible offsets (default: a fresh one, printed)."),
            QStringLiteral("N") },
        { QStringLiteral("buffered"),
            QStringLiteral("Without O_DIRECT, for file systems that refuse it; every figure is labelled \"page cache "
                           "in the way\" (default off).") },
        { QStringLiteral("elevate"),
            QStringLiteral("Open a block device through polkit right away (default: only when needed).") },
        { QStringLiteral("json"),
            QStringLiteral("Write one JSON document (config, target, depth rows, every sample) to standard output "
                           "instead of the report.") },
    });
    if (const auto rc = command.parse(arguments,
            QStringLiteral("Block device or file (default: the scratch file in ~/.cache/drivescope)."),
            depthHelpEpilogue, { .badOptions = Cli::ioUringBadOptions }))
        return *rc;

    DepthConfig config;
    QString error;
    if (p.isSet(QStringLiteral("depths"))) {
        const auto depths = parseDepthList(p.value(QStringLiteral("depths")), &error);
        if (!depths)
            return command.usageError(QStringLiteral("--depths: ") + error);
        config.depths = *depths;
    }
    if (!parseSeconds(p, QStringLiteral("duration"), &config.durationNs, &error)
        || !parseCount(p, QStringLiteral("reads"), &config.maxIosPerDepth, &error)
        || !parseSize(p, QStringLiteral("read-size"), &config.readSize, &error))
        return command.usageError(error);
    const QStringList regions = p.values(QStringLiteral("region"));
    if (regions.size() > 1)
        return command.usageError(
            QStringLiteral("a depth sweep reads one region; --region was given %1 times.").arg(regions.size()));
    config.region = regions.value(0);
    if (!parseSeed(p, &config.seed, &error))
        return command.usageError(error);
    if (const auto rc = command.checkOneTarget())
        return *rc;
    if (const int rc = command.open(false))
        return rc;
    const auto plan = planDepth(config, command.openedTarget().info(), &error);
    if (!plan)
        return command.usageError(error);
    if (!command.openedTarget().isSimulated() && !uringAvailable(&error))
        return command.usageError(error);

    const auto bench = makeDepthBenchmark(command.openedTarget(), *plan);
    const RunResult result = command.run(*bench, QStringLiteral("reads"));
    const RunSummary summary = depthKind().summarize(result);
    return command.report(result, summary);
}
