// SPDX-License-Identifier: GPL-3.0-or-later
#include "standardoutput.h"
#include "bandwidthcommand.h"

#include "clisupport.h"
#include "exitcodes.h"
#include "sessionsaver.h"

#include "core/bench/bandwidthbenchmark.h"
#include "core/bench/benchrunner.h"
#include "core/io/target.h"
#include "core/session/bandwidthjson.h"
#include "core/session/bandwidthtextreport.h"
#include "core/session/runjson.h"
#include "core/stats/latencysummary.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

#include <unistd.h>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *bandwidthHelpEpilogue = R"(
Method (seed 003's dd with iostat beside it):
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

Exit codes:
  0    the run completed
  1    an I/O error ended the run (the partial result is printed)
  2    bad options, or options that do not fit the target
  3    the target cannot be opened
  4    a write was refused to protect data (not confirmed, or in use)
  130  interrupted by Ctrl-C (the partial result is printed, labelled partial)
)";

// Like iostat beside dd: each device row on the terminal as soon as it is taken, with
// our MB/s over the same window. The final report repeats them all.
void waitShowingRows(BenchRunner &runner, const BandwidthBenchmark &bench)
{
    setActiveRunner(&runner);
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
    setActiveRunner(nullptr);
}

} // namespace

int runBandwidthCommand(const QStringList &arguments)
{
    QTextStream out(Cli::standardOutput());
    QTextStream err(stderr);
    QCommandLineParser p;
    p.setApplicationDescription(QStringLiteral(
        "drivescope-cli bandwidth: sequential MB/s of a drive or file, with the device's own statistics (seed 003)."));
    p.addHelpOption();
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
    Cli::addSaveOption(p);
    p.addPositionalArgument(QStringLiteral("TARGET"),
        QStringLiteral("Block device or file to read (default: the scratch file); for --write a "
                       "directory or a confirmed whole device."),
        QStringLiteral("[TARGET]"));
    if (const auto rc = Cli::parseOrHelp(p, arguments, QStringLiteral("bandwidth"), QStringLiteral("drivescope-cli bandwidth [--read|--write] [options] [TARGET]"), bandwidthHelpEpilogue))
        return *rc;
    auto usageError = [&](const QString &message) {
        err << "drivescope-cli bandwidth: " << message << "\n";
        return ExitCode::BadOptions;
    };

    BandwidthConfig config;
    QString error;
    if (p.isSet(QStringLiteral("read")) && p.isSet(QStringLiteral("write")))
        return usageError(QStringLiteral("--read and --write exclude each other."));
    config.write = p.isSet(QStringLiteral("write"));
    if (!parseSize(p, QStringLiteral("block-size"), &config.blockSize, &error)
        || !parseSize(p, QStringLiteral("total"), &config.total, &error))
        return usageError(error);
    if (config.blockSize <= 0)
        return usageError(QStringLiteral("--block-size must be at least one block."));
    if (config.total <= 0)
        return usageError(QStringLiteral("--total must be positive."));
    if (p.isSet(QStringLiteral("interval"))) {
        bool ok = false;
        const double s = p.value(QStringLiteral("interval")).toDouble(&ok);
        if (!ok || s < 0.1 || s > 3600)
            return usageError(QStringLiteral("--interval must be a number of seconds from 0.1 to 3600 (got '%1').")
                                  .arg(p.value(QStringLiteral("interval"))));
        config.intervalNs = qint64(s * 1e9);
    }
    config.region = p.value(QStringLiteral("region"));
    config.flushAtEnd = !p.isSet(QStringLiteral("no-flush"));
    config.bufferPages = bufferPagesFrom(p);
    const QString confirmed = p.value(QStringLiteral("destroy-data-on"));
    if (!config.write && !confirmed.isEmpty())
        return usageError(QStringLiteral("--destroy-data-on only goes with --write."));
    const QStringList positional = p.positionalArguments();
    if (const auto extra = extraTargets(positional))
        return usageError(*extra);
    if (config.write && positional.isEmpty())
        return usageError(QStringLiteral("--write needs a TARGET: a directory (for a scratch file) or a whole device "
                                         "confirmed with --destroy-data-on."));

    Cli::SessionSaver saver(p, QStringLiteral("bandwidth"));
    if (const int rc = saver.prepare())
        return rc;
    installInterruptHandler();
    OpenOptions openOptions;
    openOptions.direct = !p.isSet(QStringLiteral("buffered"));
    OpenedTarget opened; // a scratch file it made is removed when this goes: after run, cancel or error
    const int rc = config.write
        ? openWriteTarget(
            positional.value(0), confirmed, config.total, openOptions, QStringLiteral("bandwidth"), &opened)
        : openReadTarget(positional.value(0), openOptions, QStringLiteral("bandwidth"), &opened);
    if (rc)
        return rc;
    Target &target = *opened.target;
    const auto plan = planBandwidth(config, target.info(), &error);
    if (!plan)
        return usageError(error);

    BenchRunner runner;
    BandwidthBenchmark bench(target, *plan, DiskStatsSource::forTarget(target.info()));
    letStartUpSettle();
    bench.start(runner);
    saver.startJournal(runner, QStringLiteral("bandwidth"), target, plan->toJson());
    if (::isatty(STDERR_FILENO) && !p.isSet(QStringLiteral("json"))) {
        waitShowingRows(runner, bench);
    } else {
        TerminalProgress progress(false, QStringLiteral("blocks"));
        waitForRun(runner, progress);
    }

    const RunResult result = bench.result(runner);
    const BandwidthSummary summary = summarizeBandwidth(result);
    if (p.isSet(QStringLiteral("json"))) {
        const LatencySummary latency = summarizeLatencies(
            result.measuredLatencies(true), result.measuredSeconds(true), result.measuredBytes(true));
        QJsonObject doc = runToJson(result, latency);
        doc.insert(QStringLiteral("bandwidth"), bandwidthSummaryToJson(summary));
        out << QJsonDocument(doc).toJson(QJsonDocument::Compact) << "\n";
    } else {
        out << bandwidthTextReport(result, summary);
    }
    out.flush();
    return finishedRunExitCode(result, saver.finish(result), QStringLiteral("bandwidth"));
}
