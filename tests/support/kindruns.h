// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every benchmark kind's small run (BenchmarkKind::makeExampleJob) on a simulated drive,
// and what a reader of a session does with a run: for the tests every kind shares and
// the session fuzzer's seeds. Header-only (the libFuzzer target includes it too).

#include "core/bench/benchmarkregistry.h"
#include "core/bench/engine/benchmarkjob.h"
#include "core/bench/engine/fiojob.h"
#include "core/io/target.h"
#include "core/report/runreport.h"
#include "core/report/sessioncsv.h"
#include "core/session/session.h"

#include <QJsonDocument>

#include <optional>

namespace DriveScope::Test {

// kind's small run (or another example) on a writable simulated drive (spec), to its
// end; nullopt when the kind has no such job for it.
inline std::optional<RunResult> smallRun(const BenchmarkKind &kind, const QString &spec = QStringLiteral("sim:ssd"),
    BenchmarkKind::Example size = BenchmarkKind::Example::Small)
{
    OpenOptions options;
    options.access = OpenOptions::Access::ReadWrite;
    auto target = Target::open(spec, options, nullptr);
    if (!target)
        return std::nullopt;
    const std::shared_ptr<BenchmarkJob> job = kind.makeExampleJob(*target, size);
    if (!job)
        return std::nullopt;
    BenchRunner runner;
    job->start(runner);
    runner.wait();
    return job->result(runner);
}

// One session with every registered kind's small run (each on sim:ssd, and seek's on
// sim:hdd too, where the access-time estimates apply).
inline Session everyKindSession()
{
    Session s;
    s.title = QStringLiteral("every kind");
    for (const BenchmarkKind *kind : BenchmarkRegistry::all()) {
        if (auto run = smallRun(*kind))
            s.addRun(std::move(*run));
        if (kind->id() == u"seek")
            if (auto run = smallRun(*kind, QStringLiteral("sim:hdd")))
                s.addRun(std::move(*run));
    }
    return s;
}

// Everything a reader of the session makes of a run, as the CLI, the reports and the
// window's exports do: its summary, text and JSON reports, fio job, figures and CSV.
// A crafted run must come through all of it without a crash or undefined behaviour.
inline void useEveryWay(const RunResult &run)
{
    const BenchmarkKind &kind = BenchmarkRegistry::of(run);
    const RunSummary summary = kind.summarize(run);
    (void)kind.textReport(run, summary);
    (void)QJsonDocument(runReportJson(run, summary, SampleColumns::Inline)).toJson(QJsonDocument::Compact);
    (void)kind.methodNote(run);
    (void)kind.compareDetail(run);
    QString why;
    (void)kind.fioJob(run, &why);
    Session one;
    one.addRun(run);
    (void)sessionCsv(one);
    (void)figuresCsv(one);
}

} // namespace DriveScope::Test
