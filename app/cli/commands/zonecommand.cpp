// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/zonecommand.h"

#include "app/cli/command.h"
#include "app/cli/exitcodes.h"

#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zonekind.h"
#include "core/io/target.h"
#include "core/util/byteunits.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *zoneHelpEpilogue = R"(
Method (the classic outer vs inner tracks dd, done at every point instead of at two):
  The points are evenly spaced from the region's start to the region's end minus
  --bytes-per-point, so the last point ends inside the region. At each point one
  untimed block is read first (the seek to the point is not counted), then
  --bytes-per-point are read in --block-size blocks with O_DIRECT, one pread after
  another (queue depth 1). MB/s = bytes / (last block's end - first block's start),
  MB = 10^6 bytes. Every block is kept as a sample; the untimed ones are flagged warm-up.
  On a hard disk the outer tracks (low offsets) are faster than the inner ones.
  Without --bytes-per-point, a region smaller than --points x 128 MiB is tiled: each
  point reads region / points (whole blocks). A --bytes-per-point you give is kept, and
  points may then overlap (a small target, many points): allowed and said in a note.

Target:
  A block device or a regular file to read. Without a TARGET the sweep reads the 1 GiB
  scratch file in ~/.cache/drivescope (created once). Reads never change anything.

Region (--region, once; default: the whole target):
  all, first:SIZE, last:SIZE, START:LENGTH (e.g. 10GiB:100GiB, 50%:), as for 'seek'.

Write sweep (--write):
  TARGET must then be a directory (a --scratch-size scratch file is created there and
  removed after the run, a cancel or an error) or a whole block device confirmed with
  --destroy-data-on DEVICE with nothing on it mounted or in use. By default each point's
  bytes are read first (untimed) and written back unchanged (timed, fdatasync at the end
  of each point): the device keeps its contents. The device is held exclusively
  (O_EXCL), which keeps out file systems and other exclusive users, but not a program
  that writes to it without O_EXCL (dd, a disk editor): what such a program writes
  to a point between its read and its write-back is reverted. --no-preserve writes
  random bytes instead and destroys them. Existing files are never written to.

Output:
  A table (point, offset GB, offset % of the target, MB/s), a chart of MB/s against
  offset ('#' bars scaled to the fastest row), then max, min and mean MB/s, and the drop
  from the first to the last tenth of the sweep: the mean MB/s of the points starting in
  the first 10 % of it against those in the last 10 % (a classic hard disk measured by
  hand: 132.5 vs 113.9 MB/s, 14 %). --json writes one JSON document instead: config,
  target, block latency summary, a "zone" object with the summary and per-point
  columns, and every sample as columns.
  Ctrl-C stops after the current block and prints the partial result, labelled partial.

)";

} // namespace

int runZoneCommand(const QStringList &arguments)
{
    Command command(zoneKind(),
        QStringLiteral("drivescope-cli zone: sequential throughput against offset, outer to inner tracks.\n"
                       "O_DIRECT reads of fixed size at evenly spaced points, one block at a "
                       "time, timed with CLOCK_MONOTONIC."));
    QCommandLineParser &p = command.parser();
    p.addOptions({
        { { QStringLiteral("n"), QStringLiteral("points") },
            QStringLiteral("Evenly spaced points over the region (default 100)."), QStringLiteral("N") },
        { { QStringLiteral("b"), QStringLiteral("bytes-per-point") },
            QStringLiteral("Bytes read at each point, a multiple of the block size (default 128MiB)."),
            QStringLiteral("SIZE") },
        { { QStringLiteral("s"), QStringLiteral("block-size") },
            QStringLiteral("Bytes per read, a multiple of the logical block size (default 1MiB, like dd bs=1M)."),
            QStringLiteral("SIZE") },
        { { QStringLiteral("r"), QStringLiteral("region") },
            QStringLiteral("Spread the points over this region only (default all). See Region below."),
            QStringLiteral("SPEC") },
        { QStringLiteral("buffered"),
            QStringLiteral(
                "Without O_DIRECT, for file systems that refuse it; figures are labelled \"page cache in the "
                "way\" (default off).") },
        { QStringLiteral("json"),
            QStringLiteral("Write one JSON document (config, target, zone summary, every sample) "
                           "to standard output instead of the report.") },
        { QStringLiteral("write"),
            QStringLiteral("Write sweep: write instead of read at each point (see Write sweep below; default off).") },
        { QStringLiteral("no-preserve"),
            QStringLiteral("With --write: write random bytes instead of writing back what was read (destroys data).") },
        { QStringLiteral("destroy-data-on"),
            QStringLiteral("With --write on a block device: confirm by naming the same device."),
            QStringLiteral("DEVICE") },
        { QStringLiteral("scratch-size"),
            QStringLiteral("With --write on a directory: size of the scratch file (default 1GiB)."),
            QStringLiteral("SIZE") },
    });
    p.addOption(Cli::hugePagesOption());
    if (const auto rc = command.parse(arguments,
            QStringLiteral("Block device or file to read; with --write a directory or a "
                           "block device (default: the read scratch file in "
                           "~/.cache/drivescope)."),
            zoneHelpEpilogue,
            { .writeRefused = "a write was refused to protect data (not confirmed, mounted, in use, a file)" }))
        return *rc;

    ZoneConfig config;
    QString error;
    qint64 scratchSize = qint64(1) << 30;
    if (!parseCount(p, QStringLiteral("points"), &config.points, &error)
        || !parseSize(p, QStringLiteral("bytes-per-point"), &config.bytesPerPoint, &error)
        || !parseSize(p, QStringLiteral("block-size"), &config.blockSize, &error)
        || !parseSize(p, QStringLiteral("scratch-size"), &scratchSize, &error))
        return command.usageError(error);
    if (config.points < 1)
        return command.usageError(QStringLiteral("--points must be at least 1 (got %1).").arg(config.points));
    config.shrinkToFit = !p.isSet(QStringLiteral("bytes-per-point"));
    const QStringList regions = p.values(QStringLiteral("region"));
    if (regions.size() > 1)
        return command.usageError(
            QStringLiteral("a zone sweep covers one region; --region was given %1 times.").arg(regions.size()));
    config.region = regions.value(0);
    config.bufferPages = bufferPagesFrom(p);
    const bool write = p.isSet(QStringLiteral("write"));
    for (const char *writeOnly : { "no-preserve", "destroy-data-on", "scratch-size" }) {
        if (!write && p.isSet(QString::fromLatin1(writeOnly)))
            return command.usageError(
                QStringLiteral("--%1 only applies to a write sweep (--write).").arg(QString::fromLatin1(writeOnly)));
    }
    if (write)
        config.write = p.isSet(QStringLiteral("no-preserve")) ? ZoneConfig::Write::Random : ZoneConfig::Write::Preserve;
    if (scratchSize <= 0)
        return command.usageError(QStringLiteral("--scratch-size must be positive."));
    if (const auto rc = command.checkOneTarget())
        return *rc;
    if (write && command.target().isEmpty())
        return command.usageError(
            QStringLiteral("--write needs a TARGET: a directory (for a scratch file) or a block device."));

    if (const int rc = command.open(write, p.value(QStringLiteral("destroy-data-on")), scratchSize))
        return rc;
    const auto plan = planZone(config, command.openedTarget().info(), &error);
    if (!plan)
        return command.usageError(error);

    const auto bench = makeZoneBenchmark(command.openedTarget(), *plan);
    const RunResult result = command.run(*bench, QStringLiteral("blocks"));
    const RunSummary summary = zoneKind().summarize(result);
    return command.report(result, summary);
}
