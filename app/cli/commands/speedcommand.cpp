// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commands/speedcommand.h"

#include "app/cli/command.h"
#include "app/cli/exitcodes.h"

#include "core/bench/speed/speedbenchmark.h"
#include "core/bench/speed/speedkind.h"
#include "core/io/target.h"
#include "core/io/uringqueue.h"

#include <QCommandLineParser>

using namespace DriveScope;
using namespace Cli;

namespace {

const char *speedHelpEpilogue = R"(
Tests (--profile, --tests):
  Named as CrystalDiskMark and KDiskMark name them: SEQ1M Q8T1 is 1 MiB sequential
  transfers, 8 in flight on each of 1 thread; RND4K Q32T16 is 4 KiB random ones, 32 in
  flight on each of 16 threads. K and M are KiB and MiB.
  standard  SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 (the default)
  nvme      SEQ1M Q8T1, SEQ128K Q32T1, RND4K Q32T16, RND4K Q1T1
  --tests "RND4K Q32T1,SEQ1M Q8T1" runs your own list instead.

Method:
  Each test, in each direction, runs --runs times for --duration each, on the first
  --area bytes of the target: every thread keeps its depth of I/Os in flight through
  io_uring (O_DIRECT, registered buffers). Sequential threads each stream their own
  share of the area; random offsets are aligned to the block size. A run's MB/s and
  IOPS are its I/Os over the time from the first submission to the last completion;
  each latency is timed from submission to completion (CLOCK_MONOTONIC). The report
  gives the median run (by MB/s) and the best. MB = 10^6 B.
  Writes send random bytes, stamped afresh every 4 KiB (no two blocks alike: a
  compressing controller gains nothing); an untimed flush follows each write test.
  Memory: every I/O counts in the figures (a log-linear histogram per run, 59 KB);
  only the first --keep-samples per thread and run are kept as samples (40 B each).

Target:
  A DIRECTORY: a scratch file of --area bytes filled with random data is made there,
  read and written, and removed afterwards (even after Ctrl-C or an error).
  A block device or a file: read only, unless --destroy-data-on names the whole
  device, which then is overwritten (refused while anything uses it). Without TARGET:
  reads of the 1 GiB scratch file in ~/.cache/drivescope (created once).

Output:
  A row per test and direction: MB/s, best MB/s, IOPS, mean and p99 latency of the
  median run. --json writes one JSON document with a "speed" object (every cell, its
  median, best and each run).

)";

std::optional<int> parseTests(const QCommandLineParser &p, const Command &command, SpeedConfig *config)
{
    if (p.isSet(QStringLiteral("profile")) && p.isSet(QStringLiteral("tests")))
        return command.usageError(QStringLiteral("--profile and --tests exclude each other."));
    QString error;
    const auto tests = p.isSet(QStringLiteral("tests"))
        ? parseSpeedTests(p.value(QStringLiteral("tests")), &error)
        : speedProfile(
            p.isSet(QStringLiteral("profile")) ? p.value(QStringLiteral("profile")) : QStringLiteral("standard"),
            &error);
    if (!tests)
        return command.usageError(error);
    config->tests = *tests;
    return std::nullopt;
}

std::optional<int> parseNumbers(const QCommandLineParser &p, const Command &command, SpeedConfig *config)
{
    QString error;
    if (!parseSeconds(p, QStringLiteral("duration"), &config->durationNs, &error)
        || !parseSize(p, QStringLiteral("area"), &config->areaBytes, &error)
        || !parseCount(p, QStringLiteral("keep-samples"), &config->keepSamplesPerThread, &error))
        return command.usageError(error);
    auto integer = [&](const QString &name, int lo, int hi, int *out) -> bool {
        if (!p.isSet(name))
            return true;
        bool ok = false;
        const int v = p.value(name).toInt(&ok);
        if (!ok || v < lo || v > hi) {
            error = QStringLiteral("--%1 must be a whole number from %2 to %3 (got '%4').")
                        .arg(name)
                        .arg(lo)
                        .arg(hi)
                        .arg(p.value(name));
            return false;
        }
        *out = v;
        return true;
    };
    if (!integer(QStringLiteral("runs"), 1, SpeedConfig::MaxRuns, &config->runs)
        || !integer(QStringLiteral("mix"), 0, 100, &config->mixReadPercent))
        return command.usageError(error);
    if (!parseSeed(p, &config->seed, &error))
        return command.usageError(error);
    return std::nullopt;
}

void addOptions(QCommandLineParser &p)
{
    p.addOptions({
        { QStringLiteral("profile"), QStringLiteral("standard or nvme (default standard). See Tests below."),
            QStringLiteral("NAME") },
        { QStringLiteral("tests"), QStringLiteral("Your own list of tests instead: \"RND4K Q32T1,SEQ1M Q8T1\"."),
            QStringLiteral("LIST") },
        { { QStringLiteral("t"), QStringLiteral("duration") },
            QStringLiteral("Seconds of each run of each test (default 5)."), QStringLiteral("SECONDS") },
        { { QStringLiteral("n"), QStringLiteral("runs") },
            QStringLiteral("Runs of each test and direction, 1 to 9 (default 5); the median and the best are "
                           "reported."),
            QStringLiteral("N") },
        { QStringLiteral("area"), QStringLiteral("Bytes of the target the tests use, from its start (default 1GiB)."),
            QStringLiteral("SIZE") },
        { QStringLiteral("read-only"),
            QStringLiteral("Reads only, also in a directory's scratch file (default: read and write where writing "
                           "loses nothing).") },
        { QStringLiteral("mix"), QStringLiteral("Also a mixed test of each kind, PERCENT % of its I/Os reads."),
            QStringLiteral("PERCENT") },
        { QStringLiteral("destroy-data-on"),
            QStringLiteral("Also write to this whole block device: everything on it is overwritten."),
            QStringLiteral("DEVICE") },
        { QStringLiteral("keep-samples"),
            QStringLiteral("Samples kept per thread and run (default 1024); every I/O counts in the figures."),
            QStringLiteral("N") },
        { QStringLiteral("seed"), QStringLiteral("Random seed for reproducible offsets (default: a fresh one)."),
            QStringLiteral("N") },
        { QStringLiteral("buffered"),
            QStringLiteral("Without O_DIRECT; every figure is labelled \"page cache in the way\" (default off).") },
        { QStringLiteral("elevate"),
            QStringLiteral("Open a block device through polkit right away (default: only when needed).") },
        { QStringLiteral("json"),
            QStringLiteral("Write one JSON document (config, target, the grid, the kept samples) to standard output "
                           "instead of the report.") },
    });
}

} // namespace

int runSpeedCommand(const QStringList &arguments)
{
    Command command(speedKind(),
        QStringLiteral("drivescope-cli speed: the drive-speed grid (SEQ1M Q8T1 ... RND4K Q1T1), read and write.\n"
                       "MB/s, IOPS, mean and p99 latency of each test, the median of several runs and the best."));
    QCommandLineParser &p = command.parser();
    addOptions(p);
    if (const auto rc = command.parse(arguments,
            QStringLiteral("A directory (a scratch file is made there, read and written), or a block device or file "
                           "to read (default: the scratch file in ~/.cache/drivescope)."),
            speedHelpEpilogue, { .badOptions = Cli::ioUringBadOptions, .writeRefused = Cli::writeRefusedUnconfirmed },
            QStringLiteral("drivescope-cli speed [options] [TARGET|DIRECTORY]")))
        return *rc;

    SpeedConfig config;
    if (const auto rc = parseTests(p, command, &config))
        return *rc;
    if (const auto rc = parseNumbers(p, command, &config))
        return *rc;
    if (const auto rc = command.checkOneTarget())
        return *rc;
    Command::WriteChoice writes;
    if (const auto rc = command.chooseWrites(&writes))
        return *rc;
    if (writes.readOnly && config.mixReadPercent >= 0)
        return command.usageError(QStringLiteral("--read-only and --mix exclude each other: a mix writes."));
    config.write = writes.writes;

    if (const int rc = command.open(writes.openWritable, writes.confirmed, config.areaBytes))
        return rc;
    Target &opened = command.openedTarget();
    QString error;
    const auto plan = planSpeed(config, opened.info(), opened.isWritable(), &error);
    if (!plan)
        return command.usageError(error);
    if (!opened.isSimulated() && !uringAvailable(&error))
        return command.usageError(error);

    SpeedBenchmark bench(opened, *plan);
    const RunResult result = command.run(bench, QStringLiteral("ms of tests"));
    const RunSummary summary = speedKind().summarize(result);
    return command.report(result, summary);
}
