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
// its target under it through runner, then take result(). The benchmark outlives the
// runner (declared first, so destroyed last): the runner's destructor joins the workers,
// which use it until then.
template<typename Job> struct StartedRun {
    // job: a make...Benchmark() of the simple benchmarks, or a class made with make_shared.
    explicit StartedRun(std::shared_ptr<Job> job)
        : bench(std::move(job))
    {
        bench->start(runner);
    }
    RunResult result() { return bench->result(runner); }

    std::shared_ptr<Job> bench;
    BenchRunner runner;
};

// One run of job to its end, however long it takes (for runs that always end: a
// fixed count on a simulated drive).
template<typename Job> RunResult runToEnd(std::shared_ptr<Job> job)
{
    StartedRun<Job> started(std::move(job));
    started.runner.wait();
    return started.result();
}

// A real fault without root, for a run started on the file at path: once it has done
// 200 reads the file is truncated to nothing under it. The run must end within 10 s as
// failed, saying "Short read", with every sample so far kept and the failed read last,
// at the failure's offset. *run: the run as it ended.
template<typename Job>
void expectShrinkingFileFailsTheRun(StartedRun<Job> &started, const QString &path, RunResult *run)
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
    StartedRun started(makeSeekBenchmark(target, *plan));
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
    StartedRun started(makeSyncWriteBenchmark(target, *plan));
    if (!started.runner.wait(120000))
        qFatal("the sync-write run did not finish in 2 minutes");
    return started.result();
}

} // namespace DriveScope::Test
