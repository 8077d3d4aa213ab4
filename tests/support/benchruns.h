// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/io/target.h"

#include <QFile>
#include <QTest>
#include <QtGlobal>

#include <memory>
#include <utility>

#include <unistd.h>

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

// A benchmark started on a runner of its own. The tests wait for it, cancel it or break
// its target under it through runner, then take result(). The runner outlives the
// benchmark (declared first), as the workers need.
template<typename Bench> struct StartedRun {
    // args: what Bench takes after the target (its plan, a device-stats source).
    template<typename... Args>
    explicit StartedRun(Target &target, Args &&...args)
        : bench(target, std::forward<Args>(args)...)
    {
        bench.start(runner);
    }
    RunResult result() { return bench.result(runner); }

    BenchRunner runner;
    Bench bench;
};

// One run of Bench to its end, however long it takes (for runs that always end: a
// fixed count on a simulated drive).
template<typename Bench, typename... Args> RunResult runToEnd(Target &target, Args &&...args)
{
    StartedRun<Bench> started(target, std::forward<Args>(args)...);
    started.runner.wait();
    return started.result();
}

// A real fault without root, for a run started on the file at path: once it has done
// 200 reads the file is truncated to nothing under it. The run must end within 10 s as
// failed, saying "Short read", with every sample so far kept and the failed read last,
// at the failure's offset. *run: the run as it ended.
template<typename Bench>
void expectShrinkingFileFailsTheRun(StartedRun<Bench> &started, const QString &path, RunResult *run)
{
    QTRY_VERIFY_WITH_TIMEOUT(started.runner.completedSamples() >= 200, 30000);
    QCOMPARE(::truncate(QFile::encodeName(path).constData(), 0), 0);
    QVERIFY(started.runner.wait(10000));
    *run = started.result();
    QCOMPARE(run->status, RunStatus::Failed);
    QVERIFY2(run->failure.message.contains(QStringLiteral("Short read")), qPrintable(run->failure.message));
    QVERIFY(run->samples.size() >= 200);
    QVERIFY(run->samples.back().isFailed());
    QCOMPARE(run->samples.back().offset, run->failure.offset);
}

// One seek run of config on target, to its end (a plan the target refuses is a bug in
// the test: fatal).
inline RunResult runSeek(Target &target, const SeekConfig &config)
{
    QString error;
    const auto plan = planSeek(config, target.info(), &error);
    if (!plan)
        qFatal("%s", qPrintable(error));
    StartedRun<SeekBenchmark> started(target, *plan);
    if (!started.runner.wait(120000))
        qFatal("the seek run did not finish in 2 minutes");
    return started.result();
}

// One sync-write run of config's writeSize/mode on target (opened with
// openOptionsFor(mode)), to its end.
inline RunResult runSyncWrite(Target &target, const SyncWriteConfig &config, qint64 writeSize, SyncMode mode)
{
    QString error;
    const auto plan = planSyncWrite(config, writeSize, mode, target.info(), &error);
    if (!plan)
        qFatal("%s", qPrintable(error));
    StartedRun<SyncWriteBenchmark> started(target, *plan);
    if (!started.runner.wait(120000))
        qFatal("the sync-write run did not finish in 2 minutes");
    return started.result();
}

} // namespace DriveScope::Test
