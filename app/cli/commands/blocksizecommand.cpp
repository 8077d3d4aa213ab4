// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/blocksizecommand.h"

#include "app/cli/command.h"
#include "app/cli/exitcodes.h"

#include "core/bench/blocksize/blocksizebenchmark.h"
#include "core/bench/blocksize/blocksizekind.h"
#include "core/io/target.h"
#include "core/io/uringqueue.h"

#include <QCommandLineParser>

#include <limits>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *blockSizeHelpEpilogue = R"(
Method:
  At each transfer size of --sizes in turn, one worker streams through the first
  --area bytes of the target from its start, --queue-depth transfers in flight through
  io_uring (O_DIRECT, registered buffers): reads first, then writes where writing is
  allowed, each for the area once or --duration, whichever comes first. MB/s is the
  bytes of that size and direction over the time from the first submission to the last
  completion; each transfer is timed from its submission to its completion
  (CLOCK_MONOTONIC). MB = 10^6 B. The report says from which size the drive reaches
  95 % of its best MB/s: the smallest size that does.
  Writes send random bytes, stamped afresh every 4 KiB (no two blocks alike: a
  compressing controller gains nothing); an untimed flush follows each size's writes.
  Memory: every transfer counts in the figures (a log-linear histogram per size and
  direction, 59 KB); only the first --keep-samples of each are kept as samples (40 B
  each). The buffers are --queue-depth x the largest size (256 MiB for 4 x 64 MiB).

Sizes (--sizes):
  Powers of two from 512 B to 64 MiB, ascending, K and M meaning KiB and MiB:
  4KiB..8MiB is every power of two from 4 KiB to 8 MiB; 4KiB,64KiB,1MiB just those.
  The default is every power of two from the target's logical block size (512 B or
  4 KiB) to 64 MiB.

Target:
  A DIRECTORY: a scratch file of --area bytes filled with random data is made there,
  read and written, and removed afterwards (even after Ctrl-C or an error).
  A block device or a file: read only, unless --destroy-data-on names the whole
  device, which then is overwritten (refused while anything uses it). Without TARGET:
  reads of the 1 GiB scratch file in ~/.cache/drivescope (created once).

Output:
  A row per size: the size, read MB/s, write MB/s, read IOPS and mean latency, write
  IOPS and mean latency, then the best of each direction and the size from which it
  reaches 95 % of it. --json writes one JSON document with a "blocksize" object (the
  rows as columns, the bests) and the kept samples.
  Ctrl-C stops after the transfers in flight and prints the sizes finished, labelled
  partial.

)";

void addBlockSizeOptions(QCommandLineParser &p)
{
    p.addOptions({
        { QStringLiteral("sizes"),
            QStringLiteral("Transfer sizes, ascending (default: the block size..64MiB). See Sizes below."),
            QStringLiteral("LIST") },
        { { QStringLiteral("q"), QStringLiteral("queue-depth") },
            QStringLiteral("Transfers in flight, 1 to 256 (default 4)."), QStringLiteral("N") },
        { QStringLiteral("area"), QStringLiteral("Bytes of the target streamed, from its start (default 256MiB)."),
            QStringLiteral("SIZE") },
        { { QStringLiteral("t"), QStringLiteral("duration") },
            QStringLiteral("Seconds of each size and direction at most (default 2)."), QStringLiteral("SECONDS") },
        { QStringLiteral("read-only"),
            QStringLiteral("Reads only, also in a directory's scratch file (default: read and write where writing "
                           "loses nothing).") },
        { QStringLiteral("destroy-data-on"),
            QStringLiteral("Also write to this whole block device: everything on it is overwritten."),
            QStringLiteral("DEVICE") },
        { QStringLiteral("keep-samples"),
            QStringLiteral("Samples kept per size and direction (default 256); every transfer counts in the "
                           "figures."),
            QStringLiteral("N") },
        { QStringLiteral("buffered"),
            QStringLiteral("Without O_DIRECT; every figure is labelled \"page cache in the way\" (default off).") },
        { QStringLiteral("elevate"),
            QStringLiteral("Open a block device through polkit right away (default: only when needed).") },
        { QStringLiteral("json"),
            QStringLiteral("Write one JSON document (config, target, the rows, the kept samples) to standard output "
                           "instead of the report.") },
    });
}

std::optional<int> parseBlockSizeConfig(const QCommandLineParser &p, const Command &command, BlockSizeConfig *config)
{
    QString error;
    if (p.isSet(QStringLiteral("sizes"))) {
        const auto sizes = parseTransferSizes(p.value(QStringLiteral("sizes")), &error);
        if (!sizes)
            return command.usageError(QStringLiteral("--sizes: ") + error);
        config->sizes = *sizes;
    }
    if (!parseSeconds(p, QStringLiteral("duration"), &config->durationNs, &error)
        || !parseSize(p, QStringLiteral("area"), &config->areaBytes, &error)
        || !parseCount(p, QStringLiteral("keep-samples"), &config->keepSamplesPerPhase, &error))
        return command.usageError(error);
    if (p.isSet(QStringLiteral("queue-depth"))) {
        bool ok = false;
        const int depth = p.value(QStringLiteral("queue-depth")).toInt(&ok);
        if (!ok || depth < 1 || depth > BlockSizeConfig::MaxDepth)
            return command.usageError(QStringLiteral("--queue-depth must be a whole number from 1 to %1 (got '%2').")
                                          .arg(BlockSizeConfig::MaxDepth)
                                          .arg(p.value(QStringLiteral("queue-depth"))));
        config->queueDepth = depth;
    }
    return std::nullopt;
}

} // namespace

int runBlockSizeCommand(const QStringList &arguments)
{
    Command command(blockSizeKind(),
        QStringLiteral("drivescope-cli blocksize: sequential read and write MB/s at each transfer size, 512 B ... "
                       "64 MiB.\nO_DIRECT transfers streamed through the test area, several in flight through "
                       "io_uring, timed with CLOCK_MONOTONIC."));
    QCommandLineParser &p = command.parser();
    addBlockSizeOptions(p);
    if (const auto rc = command.parse(arguments,
            QStringLiteral("A directory (a scratch file is made there, read and written), or a block device or file "
                           "to read (default: the scratch file in ~/.cache/drivescope)."),
            blockSizeHelpEpilogue,
            { .badOptions = Cli::ioUringBadOptions, .writeRefused = Cli::writeRefusedUnconfirmed },
            QStringLiteral("drivescope-cli blocksize [options] [TARGET|DIRECTORY]")))
        return *rc;

    BlockSizeConfig config;
    if (const auto rc = parseBlockSizeConfig(p, command, &config))
        return *rc;
    if (const auto rc = command.checkOneTarget())
        return *rc;
    Command::WriteChoice writes;
    if (const auto rc = command.chooseWrites(&writes))
        return *rc;
    config.write = writes.writes;

    // What no target changes is refused before anything is opened or created.
    QString error;
    DeviceInfo anyTarget;
    anyTarget.sizeBytes = std::numeric_limits<qint64>::max();
    anyTarget.logicalBlockSize = int(BlockSizeConfig::SmallestSize);
    if (!planBlockSize(config, anyTarget, true, &error))
        return command.usageError(error);

    if (const int rc = command.open(writes.openWritable, writes.confirmed, config.areaBytes))
        return rc;
    Target &opened = command.openedTarget();
    const auto plan = planBlockSize(config, opened.info(), opened.isWritable(), &error);
    if (!plan)
        return command.usageError(error);
    if (!opened.isSimulated() && !uringAvailable(&error))
        return command.usageError(error);

    BlockSizeBenchmark bench(opened, *plan);
    const RunResult result = command.run(bench, QStringLiteral("thousandths of sizes"));
    const RunSummary summary = blockSizeKind().summarize(result);
    return command.report(result, summary);
}
