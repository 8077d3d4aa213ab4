// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/bandwidthcommand.h"

#include "app/cli/command.h"
#include "app/cli/exitcodes.h"

#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthkind.h"
#include "core/bench/bandwidth/bandwidthtextreport.h"
#include "core/bench/bandwidth/throughputseries.h"
#include "core/bench/engine/benchrunner.h"
#include "core/io/target.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <unistd.h>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *bandwidthHelpEpilogue = R"(
Method (dd with iostat beside it):
  One block after another from the start of the region: pread (or pwrite) of
  --block-size bytes, queue depth 1, O_DIRECT, like
  'dd if=TARGET of=/dev/null bs=1M iflag=direct'. Every block is timed. Writes send
  random bytes, different in every block. While it runs, the device's own counters
  (/sys/block/X/stat; a partition's own; for a file the disk holding it) are read
  every --interval and turned into iostat -x columns: r/s, w/s, rMB/s, wMB/s, average
  request size, aqu-sz, await, %util.

Target:
  --read (the default): a block device, a partition or a file; without TARGET the
  1 GiB scratch file in ~/.cache/drivescope. Reads never change anything.
  --write: a DIRECTORY (a scratch file of --total bytes is created there and removed
  afterwards), or a whole block device named again with --destroy-data-on DEVICE,
  with nothing on it mounted or in use. Everything on that device is overwritten.

Output:
  One row per interval: our MB/s (from the timed blocks, over the same window as the
  device row) next to the device's columns; then the overall MB/s (bytes / time from
  the first block's start to the last block's end; MB = 10^6 B), the request-size
  check (did the device receive the block size asked for? if not, max_sectors_kb and
  max_hw_sectors_kb say why) and the O_DIRECT state. With --json, one JSON document
  (config, target, summary, every block as a sample, the device rows, "bandwidth").
  Ctrl-C stops after the current block and prints the partial result, labelled partial.

)";

// Like iostat beside dd: each device row on the terminal as soon as it is taken, with
// our MB/s over the same window. The final report repeats them all.
void waitShowingRows(BenchRunner &runner, const BandwidthBenchmark &bench)
{
    cancelOnInterrupt(runner);
    std::size_t shown = 0;
    bool header = false;
    while (!runner.wait(100)) {
        const std::vector<IostatRow> rows = bench.sampler().rows();
        if (rows.size() <= shown)
            continue;
        const std::vector<Sample> samples = runner.samples();
        QString text;
        if (!header) {
            text += bandwidthTableHeader();
            header = true;
        }
        for (; shown < rows.size(); ++shown) {
            const auto ours = throughputOverWindows(samples, { { rows[shown].startNs, rows[shown].endNs, 0, 0 } });
            text += bandwidthTableRow(ours.front(), &rows[shown]);
        }
        QTextStream(stderr) << text;
    }
    if (header)
        QTextStream(stderr) << "\n";
}

} // namespace

int runBandwidthCommand(const QStringList &arguments)
{
    Command command(bandwidthKind(),
        QStringLiteral("drivescope-cli bandwidth: sequential MB/s of a drive or file, with the device's own "
                       "statistics."));
    QCommandLineParser &p = command.parser();
    p.addOptions({
        { QStringLiteral("read"), QStringLiteral("Sequential reads (the default).") },
        { QStringLiteral("write"),
            QStringLiteral("Sequential writes of random data: to a scratch file in a directory, or "
                           "to a whole device with --destroy-data-on.") },
        { { QStringLiteral("b"), QStringLiteral("block-size") },
            QStringLiteral("Bytes per transfer, dd's bs (default 1MiB)."), QStringLiteral("SIZE") },
        { { QStringLiteral("t"), QStringLiteral("total") },
            QStringLiteral("Bytes to transfer (default 1GiB; capped to the target or region, with a note)."),
            QStringLiteral("SIZE") },
        { { QStringLiteral("r"), QStringLiteral("region") },
            QStringLiteral("Start and bound the transfer: all, first:SIZE, last:SIZE, START:LENGTH (default all)."),
            QStringLiteral("SPEC") },
        { QStringLiteral("interval"),
            QStringLiteral("Seconds between device statistics rows, 0.1 to 3600 (default 1)."), QStringLiteral("S") },
        { QStringLiteral("destroy-data-on"),
            QStringLiteral("Confirms --write to this whole block device: everything on it is overwritten."),
            QStringLiteral("DEVICE") },
        { QStringLiteral("no-flush"),
            QStringLiteral("Writes: skip the final fsync (default: one untimed fsync, reported).") },
        { QStringLiteral("buffered"),
            QStringLiteral(
                "Without O_DIRECT, for file systems that refuse it; figures are labelled \"page cache in the "
                "way\" (default off).") },
        { QStringLiteral("json"), QStringLiteral("Write one JSON document to standard output instead of the report.") },
    });
    p.addOption(Cli::hugePagesOption());
    if (const auto rc = command.parse(arguments,
            QStringLiteral("Block device or file to read (default: the scratch file); for "
                           "--write a directory or a confirmed whole device."),
            bandwidthHelpEpilogue, { .writeRefused = Cli::writeRefusedUnconfirmed },
            QStringLiteral("drivescope-cli bandwidth [--read|--write] [options] [TARGET]")))
        return *rc;

    BandwidthConfig config;
    QString error;
    if (p.isSet(QStringLiteral("read")) && p.isSet(QStringLiteral("write")))
        return command.usageError(QStringLiteral("--read and --write exclude each other."));
    config.write = p.isSet(QStringLiteral("write"));
    if (!parseSize(p, QStringLiteral("block-size"), &config.blockSize, &error)
        || !parseSize(p, QStringLiteral("total"), &config.total, &error))
        return command.usageError(error);
    if (config.blockSize <= 0)
        return command.usageError(QStringLiteral("--block-size must be at least one block."));
    if (config.total <= 0)
        return command.usageError(QStringLiteral("--total must be positive."));
    if (p.isSet(QStringLiteral("interval"))) {
        bool ok = false;
        const double s = p.value(QStringLiteral("interval")).toDouble(&ok);
        if (!ok || s < 0.1 || s > 3600)
            return command.usageError(
                QStringLiteral("--interval must be a number of seconds from 0.1 to 3600 (got '%1').")
                    .arg(p.value(QStringLiteral("interval"))));
        config.intervalNs = qint64(s * 1e9);
    }
    config.region = p.value(QStringLiteral("region"));
    config.flushAtEnd = !p.isSet(QStringLiteral("no-flush"));
    config.bufferPages = bufferPagesFrom(p);
    const QString confirmed = p.value(QStringLiteral("destroy-data-on"));
    if (!config.write && !confirmed.isEmpty())
        return command.usageError(QStringLiteral("--destroy-data-on only goes with --write."));
    if (const auto rc = command.checkOneTarget())
        return *rc;
    if (config.write && command.target().isEmpty())
        return command.usageError(QStringLiteral("--write needs a TARGET: a directory (for a scratch file) or a whole "
                                                 "device confirmed with --destroy-data-on."));

    // A scratch file it made is removed with the command: after the run, a cancel or an error.
    if (const int rc = command.open(config.write, confirmed, config.total))
        return rc;
    const auto plan = planBandwidth(config, command.openedTarget().info(), &error);
    if (!plan)
        return command.usageError(error);

    BandwidthBenchmark bench(command.openedTarget(), *plan);
    const bool rows = ::isatty(STDERR_FILENO) && !command.json();
    const RunResult result = command.run(bench, QStringLiteral("blocks"), [&](BenchRunner &runner) {
        if (rows) {
            waitShowingRows(runner, bench);
        } else {
            TerminalProgress progress(false, QStringLiteral("blocks"));
            waitForRun(runner, progress);
        }
    });
    const RunSummary summary = bandwidthKind().summarize(result);
    return command.report(result, summary);
}
