// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/engine/benchmarkkind.h"
#include "core/session/session.h"

#include <QString>

namespace DriveScope {

// The text parts of a report as HTML fragments that both a browser and QTextDocument
// (the PDF) lay out alike: simple tables, no scripts, no external resources. Every
// number carries its unit; all figures come from the RunResult alone, through the same
// functions the CLI's text report uses, so report, window and CLI agree.
namespace ReportSections {

// The stylesheet the fragments assume.
QString styleSheet();
// Title, host(s), date of the report, and one row per run with its headline figure.
QString heading(const Session &session, const QString &title, const QDateTime &generatedAt);
// summaries: one per run of the session, in its order.
QString overview(const Session &session, const std::vector<RunSummary> &summaries);
// A drive's facts: path, model, vendor, serial, size, block sizes, rotational, write
// cache, scheduler... (what the run's target description holds).
QString driveFacts(int number, const DeviceInfo &drive);
// "Run 2: Seek — sim:ssd" with status and times, and the run's parameters.
QString runHeading(std::size_t index, const Session &session, int driveNumber);
QString parameters(const RunResult &run);
// The benchmark's own figures (zone MB/s, bandwidth MB/s), then count, mean, median,
// std dev, min, max, p90, p99, p99.9, ops/s, MB/s, with units: the run's one summary.
QString statistics(const RunResult &run, const RunSummary &summary);
// How the figures were obtained: the run's plan sentence and the method.
QString method(const RunResult &run);
// The headline figure of a run for the overview ("mean 12.5 ms · 80.0 reads/s").
QString headline(const RunSummary &summary);
// Two drives are the same one when path, model and serial agree.
bool sameDrive(const DeviceInfo &a, const DeviceInfo &b);
QString benchmarkTitle(const QString &benchmark);

} // namespace ReportSections

} // namespace DriveScope
