// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/benchmarkkind.h"

#include "core/bench/engine/plausibility.h"

#include "core/bench/engine/fiojob.h"
#include "core/bench/engine/region.h"

#include "core/run/runjson.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

QString Figure::text() const
{
    if (!known())
        return QStringLiteral("–");
    if (unit.isEmpty())
        return formatDurationNs(value);
    const double shown = value / divisor;
    const QString number = integer ? QString::number(qint64(std::llround(shown)))
                                   : formatNumber(shown, 'f', std::abs(shown) < 100 ? 2 : 1);
    return unit == u"count" ? number : number + u' ' + unit;
}

const Figure *RunSummary::figure(const QString &key) const
{
    for (const Figure &f : figures)
        if (f.key == key)
            return &f;
    return nullptr;
}

BenchmarkKind::BenchmarkKind(const KindNames &names)
    : m_id(QString::fromUtf8(names.id))
    , m_usageLine(QString::fromUtf8(names.usageLine))
    , m_title(names.title)
    , m_reportTitle(names.reportTitle)
    , m_description(names.description)
    , m_ioName(names.ioName)
{
}

QString BenchmarkKind::title() const
{
    return Text::tr(m_title);
}

QString BenchmarkKind::reportTitle() const
{
    return m_reportTitle ? Text::tr(m_reportTitle) : title();
}

QString BenchmarkKind::description() const
{
    return m_description ? Text::tr(m_description) : m_usageLine;
}

QString BenchmarkKind::ioName() const
{
    return Text::tr(m_ioName);
}

bool BenchmarkKind::countsWarmUp(const RunResult &) const
{
    return false;
}

std::vector<Figure> BenchmarkKind::latencyFigures(const LatencySummary &s, const QString &ioName, bool averageForMean)
{
    const QString Ios = ioName.left(1).toUpper() + ioName.mid(1);
    const bool any = s.count > 0;
    const bool timed = any && s.elapsedSeconds > 0;
    auto duration = [any](const char *key, const QString &name, double ns) {
        Figure f;
        f.key = QString::fromLatin1(key);
        f.name = name;
        f.better = Figure::Better::Lower;
        if (any)
            f.value = ns;
        return f;
    };
    Figure count;
    count.key = QStringLiteral("count");
    count.name = Ios;
    count.unit = QStringLiteral("count");
    count.integer = true;
    count.value = double(s.count);
    Figure rate;
    rate.key = QStringLiteral("ops_per_second");
    //: %1: what the benchmark's I/Os are called, capitalised ("Reads")
    rate.name = Text::tr("%1 per second").arg(Ios);
    rate.unit = QStringLiteral("1/s");
    rate.better = Figure::Better::Higher;
    Figure mbps;
    mbps.key = QStringLiteral("mbps");
    mbps.name = Text::tr("Throughput");
    mbps.unit = QStringLiteral("MB/s");
    mbps.better = Figure::Better::Higher;
    if (timed) {
        rate.value = s.opsPerSecond;
        mbps.value = s.megabytesPerSecond();
    }
    return {
        count,
        duration("mean", averageForMean ? Text::tr("Average (avg)") : Text::tr("Mean"), s.meanNs),
        duration("median", Text::tr("Median"), double(s.p50Ns)),
        duration("p90", Text::tr("90th percentile"), double(s.p90Ns)),
        duration("p99", Text::tr("99th percentile"), double(s.p99Ns)),
        duration("p999", Text::tr("99.9th percentile"), double(s.p999Ns)),
        duration("stddev", Text::tr("Standard deviation"), s.stddevNs),
        duration("min", Text::tr("Minimum"), double(s.minNs)),
        duration("max", Text::tr("Maximum"), double(s.maxNs)),
        rate,
        mbps,
    };
}

std::vector<Parameter> BenchmarkKind::parameters(const RunResult &) const
{
    return {};
}

QString BenchmarkKind::bytesValue(qint64 bytes)
{
    return Text::tr("%1 (%2 bytes)").arg(formatBytesBinary(bytes), QString::number(bytes));
}

QString BenchmarkKind::regionValue(const Region &region)
{
    //: A region of the target: its label, where it starts and ends, and its length.
    return Text::tr("%1: %2 to %3 (%4)")
        .arg(regionLabelText(region.label), formatBytesDecimal(region.start), formatBytesDecimal(region.end()),
            formatBytesDecimal(region.length));
}

RunSummary BenchmarkKind::latencySummary(const RunResult &run) const
{
    const bool warm = countsWarmUp(run);
    RunSummary r;
    r.latency = summarizeLatencies(run.measuredLatencies(warm), run.measuredSeconds(warm), run.measuredBytes(warm));
    r.megabytesPerSecond = r.latency.megabytesPerSecond();
    r.opsPerSecond = r.latency.opsPerSecond;
    r.figures = latencyFigures(r.latency, ioName(), false);
    return r;
}

QString RunSummary::headlineLead() const
{
    const qsizetype cut = headline.indexOf(QStringLiteral(" · "));
    return cut < 0 ? headline : headline.left(cut);
}

QString RunSummary::headlineRest() const
{
    const qsizetype cut = headline.indexOf(QStringLiteral(" · "));
    return cut < 0 ? QString() : headline.mid(cut + 3);
}

RunSummary BenchmarkKind::summarize(const RunResult &run) const
{
    RunSummary r = makeSummary(run);
    r.warnings = plausibilityWarnings(run, r);
    return r;
}

RunSummary BenchmarkKind::makeSummary(const RunResult &run) const
{
    RunSummary r = latencySummary(run);
    const LatencySummary &s = r.latency;
    if (s.count == 0)
        r.headline = Text::tr("no I/O counted");
    else
        //: The window shows the part before " · " large: keep " · ". %3 %4/s: "120 reads/s"
        r.headline = Text::tr("mean %1 · p99 %2 · %3 %4/s")
                         .arg(formatDurationNs(s.meanNs), formatDurationNs(double(s.p99Ns)))
                         .arg(formatRate(s.opsPerSecond), ioName());
    return r;
}

QJsonObject BenchmarkKind::reportJson(const RunResult &run, const RunSummary &summary) const
{
    return runToJson(run, summary.latency);
}

QString BenchmarkKind::methodNote(const RunResult &run) const
{
    Q_UNUSED(run);
    return Text::tr("Each latency is the time from submitting one I/O to its completion (CLOCK_MONOTONIC). "
                    "Percentiles are nearest-rank over every counted I/O; the standard deviation is the "
                    "population one.");
}

QString BenchmarkKind::compareDetail(const RunResult &run) const
{
    Q_UNUSED(run);
    return {};
}

QString BenchmarkKind::fioJob(const RunResult &run, QString *why) const
{
    if (const QString no = FioJobFile::whyNot(run); !no.isEmpty()) {
        *why = no;
        return {};
    }
    FioJobFile file(run);
    if (!addFioJobs(run, file, why))
        return {};
    // Never a file fio would read otherwise than written (docs/hostile-input.md).
    if (!file.problem().isEmpty()) {
        *why = file.problem();
        return {};
    }
    return file.text();
}

bool BenchmarkKind::addFioJobs(const RunResult &, FioJobFile &, QString *why) const
{
    // Written into the fio job file's comment, which stays English: the untranslated title.
    *why = QStringLiteral("A %1 run has no fio equivalent.").arg(QString::fromUtf8(m_title));
    return false;
}

} // namespace DriveScope
