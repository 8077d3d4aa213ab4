// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/io/target.h"

#include <QtGlobal>

#include <memory>

namespace DriveScope::Test {

// A target (a simulated drive, a file, a loop device) opened as the CLI opens it; null
// with a warning.
inline std::unique_ptr<Target> openTarget(const QString &spec, const OpenOptions &options = {})
{
    OpenError error;
    auto target = Target::open(spec, options, &error);
    if (!target)
        qWarning("%s", qPrintable(error.message));
    return target;
}

// One seek run of config on target, to its end (a plan the target refuses is a bug in
// the test: fatal).
inline RunResult runSeek(Target &target, const SeekConfig &config)
{
    QString error;
    const auto plan = planSeek(config, target.info(), &error);
    if (!plan)
        qFatal("%s", qPrintable(error));
    BenchRunner runner;
    SeekBenchmark bench(target, *plan);
    bench.start(runner);
    if (!runner.wait(120000))
        qFatal("the seek run did not finish in 2 minutes");
    return bench.result(runner);
}

// One sync-write run of config's writeSize/mode on target (opened with
// openOptionsFor(mode)), to its end.
inline RunResult runSyncWrite(Target &target, const SyncWriteConfig &config, qint64 writeSize, SyncMode mode)
{
    QString error;
    const auto plan = planSyncWrite(config, writeSize, mode, target.info(), &error);
    if (!plan)
        qFatal("%s", qPrintable(error));
    BenchRunner runner;
    SyncWriteBenchmark bench(target, *plan);
    bench.start(runner);
    if (!runner.wait(120000))
        qFatal("the sync-write run did not finish in 2 minutes");
    return bench.result(runner);
}

} // namespace DriveScope::Test
