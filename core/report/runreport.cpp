// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/runreport.h"

#include "core/bench/benchmarkregistry.h"
#include "core/bench/engine/plausibility.h"
#include "core/report/streamedjson.h"
#include "core/run/runjson.h"

#include <QJsonArray>

namespace DriveScope {

LatencySummary runLatencySummary(const RunResult &run)
{
    return summarizeRun(run).latency;
}

QString runTextReport(const RunResult &run)
{
    return runTextReport(run, summarizeRun(run));
}

QString runTextReport(const RunResult &run, const RunSummary &summary)
{
    return BenchmarkRegistry::of(run).textReport(run, summary) + plausibilityText(summary.warnings);
}

QJsonObject runReportJson(const RunResult &run, SampleColumns columns)
{
    return runReportJson(run, summarizeRun(run), columns);
}

QJsonObject runReportJson(const RunResult &run, const RunSummary &summary, SampleColumns columns)
{
    QJsonObject doc = BenchmarkRegistry::of(run).reportJson(run, summary);
    doc.insert(QStringLiteral("samples"),
        columns == SampleColumns::Inline ? QJsonValue(samplesToJson(run.samples)) : streamedSamplesPlaceholder());
    doc.insert(QStringLiteral("headline"),
        QJsonObject { { QStringLiteral("text"), summary.headline },
            { QStringLiteral("mb_per_s"), summary.megabytesPerSecond },
            { QStringLiteral("ops_per_s"), summary.opsPerSecond } });
    // Results the target cannot have produced (core/bench/engine/plausibility.h): [] when none.
    doc.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(summary.warnings));
    // How deep the queue really was, per queued part (the session's objects; a speed
    // grid's are in its cells).
    if (!run.inFlight.empty()) {
        QJsonArray parts;
        for (const InFlightCounts &c : run.inFlight) {
            QJsonObject o = c.toJson();
            o.insert(QStringLiteral("mean"), c.mean());
            parts.append(o);
        }
        doc.insert(QStringLiteral("in_flight"), parts);
    }
    return doc;
}

} // namespace DriveScope
