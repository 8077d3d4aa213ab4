// SPDX-License-Identifier: GPL-3.0-or-later
#include "runreport.h"

#include "../bench/zoneconfig.h"
#include "../stats/bandwidthsummary.h"
#include "../stats/zoneprofile.h"
#include "bandwidthjson.h"
#include "bandwidthtextreport.h"
#include "runjson.h"
#include "seektextreport.h"
#include "syncwritetextreport.h"
#include "zonejson.h"
#include "zonetextreport.h"

namespace DriveScope {

namespace {

bool includeWarmUp(const RunResult &run)
{
    return run.config.value(QStringLiteral("include_warm_up")).toBool();
}

// The same arithmetic as zonecommand.cpp: time inside the points only.
LatencySummary zoneBlocks(const RunResult &run, const ZoneProfile &profile)
{
    double seconds = 0;
    qint64 bytes = 0;
    for (const ZonePoint &point : profile.points) {
        seconds += point.seconds();
        bytes += point.bytes;
    }
    return summarizeLatencies(run.measuredLatencies(false), seconds, bytes);
}

} // namespace

LatencySummary runLatencySummary(const RunResult &run)
{
    if (run.benchmark == u"zone") {
        if (const auto plan = ZonePlan::fromJson(run.config))
            return zoneBlocks(run, ZoneProfile::compute(run.samples, *plan));
    }
    const bool warm = run.benchmark == u"bandwidth" ? true : includeWarmUp(run);
    return summarizeLatencies(run.measuredLatencies(warm), run.measuredSeconds(warm), run.measuredBytes(warm));
}

QString runTextReport(const RunResult &run)
{
    if (run.benchmark == u"seek")
        return seekTextReport(run, runLatencySummary(run));
    if (run.benchmark == u"syncwrite")
        return syncWriteTextReport(run, runLatencySummary(run));
    if (run.benchmark == u"bandwidth")
        return bandwidthTextReport(run, summarizeBandwidth(run));
    if (run.benchmark == u"zone") {
        if (const auto plan = ZonePlan::fromJson(run.config)) {
            const ZoneProfile profile = ZoneProfile::compute(run.samples, *plan);
            return zoneTextReport(run, *plan, profile, zoneBlocks(run, profile));
        }
    }
    const LatencySummary s = runLatencySummary(run);
    return QStringLiteral("%1 run of %2: %3, %4 samples, mean %5 ms (no report for this kind of run in this version)\n")
        .arg(run.benchmark, run.target.path, runStatusName(run.status))
        .arg(run.samples.size())
        .arg(s.meanNs / 1e6, 0, 'f', 3);
}

QJsonObject runReportJson(const RunResult &run)
{
    if (run.benchmark == u"zone") {
        if (const auto plan = ZonePlan::fromJson(run.config)) {
            const ZoneProfile profile = ZoneProfile::compute(run.samples, *plan);
            return zoneRunToJson(run, *plan, profile, zoneBlocks(run, profile));
        }
    }
    QJsonObject doc = runToJson(run, runLatencySummary(run));
    if (run.benchmark == u"bandwidth")
        doc.insert(QStringLiteral("bandwidth"), bandwidthSummaryToJson(summarizeBandwidth(run)));
    return doc;
}

} // namespace DriveScope
