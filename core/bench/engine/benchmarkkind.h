// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "core/stats/accesstimefit.h"
#include "core/stats/latencysummary.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

namespace DriveScope {

class BenchmarkJob;
class FioJobFile;
class Target;
struct Region;

// One figure of a run, for compare, reports and JSON: a stable key, a name a person
// reads, the value in its base unit and how it is shown.
struct Figure {
    enum class Better { Lower, Higher, Neither };
    // The latency table every run has, the benchmark's own, or what the run lets us
    // estimate about the drive (rotation, seek curve): shown after either of the others.
    enum class Group { Latency, Benchmark, Estimate };

    QString key; // "p99", "zone_max": stable, compare and tests find rows by it
    QString name; // "99th percentile"
    QString unit; // shown unit ("MB/s", "count", "MB"); empty: a duration in ns, shown in the unit its size asks for
    double divisor = 1; // shown value = value / divisor
    bool integer = false;
    Better better = Better::Neither;
    Group group = Group::Latency;
    double value = std::numeric_limits<double>::quiet_NaN(); // base unit (ns, MB/s, bytes, s, %); NaN: not known

    bool known() const { return !std::isnan(value); }
    // "8.41 ms", "132.5 MB/s", "1500", "–" when not known.
    QString text() const;
};

// The one summary of a run, computed once (BenchmarkKind::summarize) and shown the same
// everywhere: the page's headline, the runs table, the text/PDF/HTML reports, compare
// and JSON.
struct RunSummary {
    LatencySummary latency; // exact, over the I/Os that count
    double megabytesPerSecond = 0; // the run's throughput (MB = 10^6 B); zone: the mean of its points
    double opsPerSecond = 0; // counted I/Os per second of measured time
    // The figure a user came for, one line: that figure first ("mean access 8.41 ms"),
    // then " · " and what qualifies it. The window shows the first part large.
    QString headline;
    QString keyFigures; // what sets the run apart from others of its kind (runs table)
    std::vector<Figure> figures; // latency figures first, then the benchmark's own
    // Seek runs: the rotation and seek curve the reads contain (the Seek page draws the
    // curve and band over its scatter); null for other kinds.
    std::shared_ptr<const AccessTimeEstimate> accessTime;
    // Results the target cannot have produced, one sentence each with the likely cause
    // ("… faster than USB 2.0 can carry …"): shown by the headline, in reports and JSON.
    QStringList warnings;

    const Figure *figure(const QString &key) const;
    // The headline up to its first " · ", and what follows it.
    QString headlineLead() const;
    QString headlineRest() const;
};

// One line of a report's Parameters table: an option as a person names it, and its value.
struct Parameter {
    QString name;
    QString value;
};

// What a benchmark is called, as data: each kind hands its own to BenchmarkKind.
// UTF-8 literals; title, reportTitle, description and ioName are marked
// QT_TRANSLATE_NOOP("DriveScope", ...) and translated when asked for.
struct KindNames {
    const char *id = ""; // "seek": in session files, the CLI command, settings groups. Never changes.
    const char *title = ""; // "Seek": tabs, the runs table, compare
    const char *reportTitle = nullptr; // "Seek (random reads)": report headings; null: the title
    const char *usageLine = ""; // one line for drivescope-cli --help
    // What it measures and what to read from its result, a few sentences (the window's
    // Help menu); null: the usage line.
    const char *description = nullptr;
    const char *ioName = ""; // what its I/Os are called: "reads", "writes", "blocks"
};

// What a benchmark is, in one place per benchmark (core/bench/<id>/<id>kind.cpp): its
// id, names, which I/Os count, its summary and figures, and its text and JSON reports.
// BenchmarkRegistry lists them; the CLI, the session reader, reports, compare and the
// window iterate it, so nothing else names a benchmark.
class BenchmarkKind {
public:
    // The id and usage line are decoded once here: id() is asked for in loops
    // (BenchmarkRegistry::find). The names a window user reads are kept as written and
    // translated at each call (core/util/text.h), so the kinds, built before the window
    // installs its translator, still speak its language; the command line never
    // installs one and reads them in English.
    explicit BenchmarkKind(const KindNames &names);
    virtual ~BenchmarkKind() = default;

    QString id() const { return m_id; }
    QString title() const;
    QString reportTitle() const; // the title when the kind has none of its own
    QString usageLine() const { return m_usageLine; }
    QString description() const; // the usage line when the kind has none
    QString ioName() const;
    // Whether each worker's first (warm-up) I/O counts in this run's statistics, as its
    // plan says (false by default: the first I/O may wake a sleeping disk).
    virtual bool countsWarmUp(const RunResult &run) const;

    // Latency, throughput, headline, key figures and figures of a run (makeSummary), and
    // the warnings of results the target cannot have produced (core/bench/engine/plausibility.h).
    RunSummary summarize(const RunResult &run) const;
    // The plain-text report, as the CLI prints it live.
    virtual QString textReport(const RunResult &run, const RunSummary &summary) const = 0;
    // The --json document (runToJson plus the benchmark's own object and the headline).
    virtual QJsonObject reportJson(const RunResult &run, const RunSummary &summary) const;
    // How the figures were obtained, one or two sentences for reports.
    virtual QString methodNote(const RunResult &run) const;
    // The run's options as a report's Parameters table lists them, read from its plan, in
    // the user's language ("Queue depths: 1, 2, 4, …", never a JSON key or array). Empty
    // (the default, or a plan that cannot be read back): the report lists the stored
    // config by the labels the latency benchmarks share.
    virtual std::vector<Parameter> parameters(const RunResult &run) const;
    // Values for parameters() and the report's shared table: "4 KiB (4096 bytes)",
    // "first 1 GiB: 0 B to 1.07 GB (1.07 GB)".
    static QString bytesValue(qint64 bytes);
    static QString regionValue(const Region &region);
    // What tells runs of one drive apart in compare (" · 512 B osync · cache on"), or "".
    virtual QString compareDetail(const RunResult &run) const;
    // The run as an fio job file (core/bench/engine/fiojob.h), or empty with one sentence why
    // (a simulated drive, a plan that cannot be read back).
    QString fioJob(const RunResult &run, QString *why) const;
    // An example run of this benchmark on target, for the tests every kind shares: Small,
    // a few dozen I/Os (the session fuzzer's seeds, the reader's mutations, the runs
    // table); Picture, enough to fill every chart of its page, its axes at their widest,
    // in a second or two on a fast drive (the window's screenshots). Null when target
    // cannot take it. Every kind has both, so a kind added later is in those tests from
    // its first commit.
    enum class Example { Small, Picture };
    virtual std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const = 0;

protected:
    // The kind's summary. The default is the latency benchmarks' (seek, sync write):
    // kinds override it for their headline, key figures and figures.
    virtual RunSummary makeSummary(const RunResult &run) const;
    // The benchmark's own fio sections, after FioJobFile's [global]; false and why when
    // it has none.
    virtual bool addFioJobs(const RunResult &run, FioJobFile &file, QString *why) const;
    // Pieces for summarize(): the latency figures every kind shows, and the common part.
    static std::vector<Figure> latencyFigures(const LatencySummary &s, const QString &ioName, bool averageForMean);
    RunSummary latencySummary(const RunResult &run) const;

private:
    QString m_id, m_usageLine;
    // As KindNames holds them, untranslated; m_reportTitle and m_description may be null.
    const char *m_title, *m_reportTitle, *m_description, *m_ioName;
};

} // namespace DriveScope
