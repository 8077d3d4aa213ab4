// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/syncwritecommand.h"

#include "app/cli/command.h"
#include "app/cli/exitcodes.h"

#include "core/bench/engine/benchrunner.h"
#include "core/bench/engine/plausibility.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwritekind.h"
#include "core/bench/syncwrite/syncwritetextreport.h"
#include "core/device/writecacheprobe.h"
#include "core/io/target.h"
#include "core/opening/scratchfile.h"
#include "core/report/runreport.h"
#include "core/util/byteunits.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <unistd.h>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *syncwriteHelpEpilogue = R"(
Target:
  A directory: a scratch file of random bytes (large enough for N+1 writes of the
  largest size, at least 64 MiB) is created there and removed after the run, after
  Ctrl-C and after an error. Without a TARGET: ~/.cache/drivescope.
  A block device: only with --destroy-data-on naming the same device, and only when
  nothing on it is mounted, used as swap or held (LVM, RAID); its data is overwritten.
  An existing file is refused: DriveScope writes only into files it created.

Sync modes (--sync, comma-separated, or all; as pg_test_fsync compares them):
  osync      O_DIRECT|O_SYNC: write() returns once data and metadata are stable (default)
  odsync     O_DIRECT|O_DSYNC: write() returns once the data is stable
  fdatasync  O_DIRECT write, then fdatasync(), timed together
  fsync      O_DIRECT write, then fsync(), timed together
  none       buffered write without sync, for contrast: page cache in the way
  Each mode opens the target afresh (the flags belong to the descriptor); each
  (size, mode) pair is one run.

Output (per run):
  size=1024, N=2000, took=4.450788 s, thput=3 mb/s (0.460 MB/s; ...)
  write: avg=8.388851 max=24.998846 min=8.335624 ms
  8 ms: 1992 cases
  "thput" is megabits per second (mb/s, 10^6 bits per second), truncated; the MB/s
  (10^6 bytes per second) figure follows. One "cases" line per non-empty 1 ms bucket;
  when the median is under 1 ms the buckets are microseconds (a line says so; --unit
  ms forces 1 ms buckets). Then p50/p90/p99/p99.9, the sync mode, O_DIRECT and the
  write-cache state: /sys/block/DISK/queue/write_cache (the kernel's view) and
  `hdparm -W` (the drive's), when hdparm is installed and may open the device.
  The first write of each run is timed but flagged warm-up and not counted unless
  --include-warm-up. With --json, one JSON array (one run object per size and mode,
  with every sample) goes to standard output instead.

)";

bool parseSizes(const QString &text, std::vector<qint64> *out, QString *error)
{
    out->clear();
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        QString why;
        const auto v = parseByteSize(part.trimmed(), &why);
        if (!v || *v <= 0) {
            *error = QStringLiteral("--sizes: '%1' is not a size (%2).")
                         .arg(part.trimmed(), why.isEmpty() ? QStringLiteral("must be positive") : why);
            return false;
        }
        out->push_back(*v);
    }
    if (out->empty()) {
        *error = QStringLiteral("--sizes needs at least one size, e.g. 512,1024,4KiB.");
        return false;
    }
    return true;
}

} // namespace

int runSyncWriteCommand(const QStringList &arguments)
{
    Command command(syncwriteKind(),
        QStringLiteral("drivescope-cli syncwrite: latency of small synchronous writes, and what "
                       "the drive's write cache does to them.\n"
                       "N contiguous writes per block size and sync mode, one at a time, timed with "
                       "CLOCK_MONOTONIC."));
    QCommandLineParser &p = command.parser();
    p.addOptions({
        { { QStringLiteral("n"), QStringLiteral("count") }, QStringLiteral("Timed writes per run (default 2000)."),
            QStringLiteral("N") },
        { { QStringLiteral("s"), QStringLiteral("sizes") },
            QStringLiteral("Bytes per write, comma-separated, one run each (default 512,1024; e.g. 512,1024,4KiB)."),
            QStringLiteral("LIST") },
        { QStringLiteral("start"),
            QStringLiteral("Offset of the first write in the device or scratch file (default 0)."),
            QStringLiteral("SIZE") },
        { QStringLiteral("sync"),
            QStringLiteral("osync, odsync, fdatasync, fsync, none, a comma-separated list, or all (default osync). "
                           "See Sync modes below."),
            QStringLiteral("MODE") },
        { QStringLiteral("destroy-data-on"),
            QStringLiteral("Confirms that the block device TARGET may be overwritten; must name the same device."),
            QStringLiteral("DEVICE") },
        { QStringLiteral("include-warm-up"),
            QStringLiteral("Count each run's first write in the statistics (default: timed, shown, not counted).") },
        { QStringLiteral("unit"),
            QStringLiteral("Buckets: auto (1 ms, or µs when the median is under 1 ms), ms or us (default auto)."),
            QStringLiteral("UNIT") },
        { QStringLiteral("no-hdparm"), QStringLiteral("Do not ask the drive (hdparm -W) for its write-cache state.") },
        { QStringLiteral("json"),
            QStringLiteral("Write one JSON array (a run object per size and mode, with every "
                           "sample) to standard output instead of the report.") },
    });
    if (const auto rc = command.parse(arguments,
            QStringLiteral("Directory for the scratch file (default ~/.cache/drivescope), or "
                           "a block device confirmed with --destroy-data-on."),
            syncwriteHelpEpilogue,
            { .writeRefused = "the write was refused to protect data (no --destroy-data-on, in use, a file)",
                .severalRuns = true }))
        return *rc;

    SyncWriteConfig config;
    QString error;
    if (!parseCount(p, QStringLiteral("count"), &config.count, &error)
        || !parseSize(p, QStringLiteral("start"), &config.start, &error))
        return command.usageError(error);
    if (config.count <= 0)
        return command.usageError(QStringLiteral("--count must be at least 1 (got %1).").arg(config.count));
    if (config.start < 0)
        return command.usageError(QStringLiteral("--start must not be negative."));
    if (p.isSet(QStringLiteral("sizes")) && !parseSizes(p.value(QStringLiteral("sizes")), &config.sizes, &error))
        return command.usageError(error);
    if (p.isSet(QStringLiteral("sync"))) {
        const auto modes = parseSyncModes(p.value(QStringLiteral("sync")), &error);
        if (!modes)
            return command.usageError(QStringLiteral("--sync: ") + error);
        config.modes = *modes;
    }
    config.includeWarmUp = p.isSet(QStringLiteral("include-warm-up"));
    SyncWriteTextReportOptions reportOptions;
    if (!parseHistogramUnit(p, &reportOptions.unit, &error))
        return command.usageError(error);
    if (const auto rc = command.checkOneTarget())
        return *rc;
    const QString confirmed = p.value(QStringLiteral("destroy-data-on"));
    QString path = command.target();
    if (path.isEmpty()) {
        if (!confirmed.isEmpty())
            return command.usageError(QStringLiteral("--destroy-data-on needs the device as TARGET too: "
                                                     "drivescope-cli syncwrite --destroy-data-on %1 %1.")
                                          .arg(confirmed));
        path = QFileInfo(ScratchFile::defaultPath()).absolutePath();
        QDir().mkpath(path);
    }
    const bool json = command.json();

    if (const int rc = command.prepare())
        return rc;
    OpenedTarget &opened = command.opened();
    QTextStream &out = command.out();
    QJsonArray runs;
    // Each run's samples, kept (not as JSON) until the runs are written as one array.
    std::vector<std::vector<Sample>> runSamples;
    WriteCacheProbe::Result cache;
    std::optional<SyncMode> openMode;
    int runsDone = 0;
    int exitCode = ExitCode::Ok;
    for (const auto &[size, mode] : config.runs()) {
        if (interrupted()) {
            exitCode = ExitCode::Interrupted;
            break;
        }
        if (mode != openMode) {
            // The sync flags belong to the descriptor: every mode gets a fresh open. A
            // device is closed first, since the exclusive open would find it busy.
            const OpenOptions options = openOptionsFor(mode);
            opened.target.reset();
            if (opened.scratch) {
                OpenError openError;
                opened.target = Target::open(opened.scratch->path(), opened.scratch->options(options), &openError);
                if (!opened.target) {
                    command.printError(openError.message);
                    exitCode = ExitCode::CannotOpen;
                    break;
                }
            } else if (const int rc = command.openForWrite(path, confirmed, config.scratchFileSize(), options)) {
                exitCode = rc;
                break;
            }
            if (!openMode) {
                const Target &target = *opened.target;
                cache = WriteCacheProbe::probe(target.info(), !p.isSet(QStringLiteral("no-hdparm")));
                // Every (size, mode) is checked before the first write, so a bad size costs
                // no run. A buffered open (none) says nothing about O_DIRECT's alignment, so
                // the direct modes are then checked against the logical block size.
                DeviceInfo direct = target.info();
                if (!target.isDirect())
                    direct.directIoAlignment = std::max(direct.logicalBlockSize, 512);
                for (const auto &[s, m] : config.runs())
                    if (!planSyncWrite(config, s, m, m == SyncMode::None ? target.info() : direct, &error))
                        return command.usageError(error);
            }
            openMode = mode;
        }
        Target &target = *opened.target;
        auto plan = planSyncWrite(config, size, mode, target.info(), &error);
        if (!plan) {
            command.printError(error);
            exitCode = ExitCode::BadOptions;
            break;
        }
        plan->writeCache = cache.toJson();

        const auto bench = makeSyncWriteBenchmark(target, *plan);
        const RunResult result
            = command.run(*bench, QStringLiteral("%1 writes (%2)").arg(formatBytesBinary(size), syncModeName(mode)));
        const RunSummary summary = syncwriteKind().summarize(result);
        if (json) {
            runs.append(runReportJson(result, summary, SampleColumns::Streamed));
            runSamples.push_back(result.samples);
        } else {
            if (runsDone > 0)
                out << "\n";
            out << syncWriteTextReport(result, summary.latency, reportOptions) << plausibilityText(summary.warnings);
            out.flush();
        }
        const int rc = command.finish(result);
        ++runsDone;
        if (result.status == RunStatus::Failed) {
            exitCode = ExitCode::RunFailed;
            break;
        }
        if (result.status == RunStatus::Cancelled || interrupted()) {
            exitCode = ExitCode::Interrupted;
            break;
        }
        if (rc && exitCode == ExitCode::Ok)
            exitCode = rc;
    }
    opened.target.reset();
    opened.scratch.reset(); // the scratch file goes now, whatever happened

    if (json && runsDone > 0) {
        std::vector<const std::vector<Sample> *> samples;
        for (const auto &run : runSamples)
            samples.push_back(&run);
        if (!command.writeJson(QJsonDocument(runs), samples) && exitCode == ExitCode::Ok)
            exitCode = ExitCode::OutputFailed;
    }
    out.flush();
    return exitCode;
}
