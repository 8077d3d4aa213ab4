// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportsections.h"

#include "core/bench/benchmarkregistry.h"
#include "core/bench/engine/benchmarkkind.h"
#include "core/bench/engine/region.h"
#include "core/device/writecacheprobe.h"
#include "core/report/runreport.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace DriveScope::ReportSections {

namespace {

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString row(const QString &key, const QString &value)
{
    return QStringLiteral("<tr><th>%1</th><td>%2</td></tr>").arg(esc(key), esc(value));
}

QString dateText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")) : Text::tr("unknown");
}

QString sizeText(qint64 bytes)
{
    if (bytes <= 0)
        return Text::tr("unknown");
    return Text::tr("%1 (%2, %3 bytes)")
        .arg(formatBytesDecimal(bytes), formatBytesBinary(bytes), QLocale::c().toString(bytes));
}

QString orUnknown(const QString &s)
{
    return s.isEmpty() ? Text::tr("unknown") : s;
}

QString regionText(const QJsonObject &r)
{
    return BenchmarkKind::regionValue({ .start = r.value(QStringLiteral("start")).toInteger(),
        .length = r.value(QStringLiteral("length")).toInteger(),
        .label = r.value(QStringLiteral("label")).toString() });
}

// Config keys as a reader names them (translated when shown); unknown keys keep their
// JSON name.
QString keyLabel(const QString &key)
{
    static const QHash<QString, const char *> labels {
        { QStringLiteral("count_per_worker"), QT_TRANSLATE_NOOP("DriveScope", "Reads per worker") },
        { QStringLiteral("count"), QT_TRANSLATE_NOOP("DriveScope", "Writes") },
        { QStringLiteral("read_size"), QT_TRANSLATE_NOOP("DriveScope", "Read size") },
        { QStringLiteral("write_size"), QT_TRANSLATE_NOOP("DriveScope", "Write size") },
        { QStringLiteral("block_size"), QT_TRANSLATE_NOOP("DriveScope", "Block size") },
        { QStringLiteral("alignment"), QT_TRANSLATE_NOOP("DriveScope", "Offset alignment") },
        { QStringLiteral("workers"), QT_TRANSLATE_NOOP("DriveScope", "Concurrent workers") },
        { QStringLiteral("placement"), QT_TRANSLATE_NOOP("DriveScope", "Placement") },
        { QStringLiteral("regions"), QT_TRANSLATE_NOOP("DriveScope", "Regions") },
        { QStringLiteral("region"), QT_TRANSLATE_NOOP("DriveScope", "Region") },
        { QStringLiteral("seed"), QT_TRANSLATE_NOOP("DriveScope", "Random seed") },
        { QStringLiteral("include_warm_up"), QT_TRANSLATE_NOOP("DriveScope", "Warm-up I/O counted") },
        { QStringLiteral("o_direct"), QT_TRANSLATE_NOOP("DriveScope", "O_DIRECT") },
        { QStringLiteral("sync_mode"), QT_TRANSLATE_NOOP("DriveScope", "Sync mode") },
        { QStringLiteral("sync_flags"), QT_TRANSLATE_NOOP("DriveScope", "Open flags") },
        { QStringLiteral("write_cache"), QT_TRANSLATE_NOOP("DriveScope", "Write cache (probed)") },
        { QStringLiteral("start"), QT_TRANSLATE_NOOP("DriveScope", "Start offset") },
        { QStringLiteral("points"), QT_TRANSLATE_NOOP("DriveScope", "Points") },
        { QStringLiteral("bytes_per_point"), QT_TRANSLATE_NOOP("DriveScope", "Bytes per point") },
        { QStringLiteral("queue_depth"), QT_TRANSLATE_NOOP("DriveScope", "Queue depth") },
        { QStringLiteral("write"), QT_TRANSLATE_NOOP("DriveScope", "Write mode") },
        { QStringLiteral("direction"), QT_TRANSLATE_NOOP("DriveScope", "Direction") },
        { QStringLiteral("blocks"), QT_TRANSLATE_NOOP("DriveScope", "Blocks") },
        { QStringLiteral("total"), QT_TRANSLATE_NOOP("DriveScope", "Total") },
        { QStringLiteral("requested_total"), QT_TRANSLATE_NOOP("DriveScope", "Total asked for") },
        { QStringLiteral("total_capped"), QT_TRANSLATE_NOOP("DriveScope", "Total capped to the target") },
        { QStringLiteral("interval_ns"), QT_TRANSLATE_NOOP("DriveScope", "Statistics interval") },
        { QStringLiteral("flush_ns"), QT_TRANSLATE_NOOP("DriveScope", "Final flush took") },
        { QStringLiteral("flush_at_end"), QT_TRANSLATE_NOOP("DriveScope", "Flush at the end") },
        { QStringLiteral("buffer_pages"), QT_TRANSLATE_NOOP("DriveScope", "I/O buffer pages asked for") },
        { QStringLiteral("buffer_backing"), QT_TRANSLATE_NOOP("DriveScope", "I/O buffer pages given") },
        { QStringLiteral("buffer_page_bytes"), QT_TRANSLATE_NOOP("DriveScope", "I/O buffer page size") },
    };
    const char *label = labels.value(key, nullptr);
    return label ? Text::tr(label) : key;
}

bool isByteKey(const QString &key)
{
    return key.endsWith(QStringLiteral("size")) || key == u"alignment" || key == u"start" || key == u"total"
        || key == u"requested_total" || key == u"bytes_per_point" || key == u"buffer_page_bytes";
}

QString valueText(const QString &key, const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? Text::tr("yes") : Text::tr("no");
    if (key == u"write_cache" && v.isObject())
        return WriteCacheProbe::Result::fromJson(v.toObject()).describe();
    if (key == u"region" && v.isObject())
        return regionText(v.toObject());
    if (key == u"regions" && v.isArray()) {
        QStringList parts;
        for (const QJsonValue &r : v.toArray())
            parts << regionText(r.toObject());
        return parts.join(QStringLiteral("; "));
    }
    if (v.isDouble() && key.endsWith(QStringLiteral("_ns")))
        return formatDurationNs(v.toDouble());
    if (v.isDouble() && isByteKey(key))
        return BenchmarkKind::bytesValue(v.toInteger());
    if (v.isDouble())
        return QLocale::c().toString(v.toDouble(), 'g', 15);
    if (v.isString())
        return v.toString();
    return QString::fromUtf8(QJsonDocument(v.isObject() ? QJsonDocument(v.toObject()) : QJsonDocument(v.toArray()))
                                 .toJson(QJsonDocument::Compact));
}

QString cell(const QString &s)
{
    return QStringLiteral("<td>%1</td>").arg(esc(s));
}

QString headerCell(const QString &s)
{
    return QStringLiteral("<th>%1</th>").arg(esc(s));
}

QString latencyTable(const RunSummary &summary, const QString &ops)
{
    const LatencySummary &s = summary.latency;
    QString html = QStringLiteral("<table class=\"stats\"><tr>");
    const QString opsPerSecond = ops.left(1).toUpper() + ops.mid(1) + QStringLiteral("/s");
    for (const QString &h : std::initializer_list<QString> { Text::tr("Count"), Text::tr("Mean"), Text::tr("Median"),
             Text::tr("Std dev", "standard deviation"), Text::tr("Min", "minimum"), Text::tr("Max", "maximum"),
             QStringLiteral("p90"), QStringLiteral("p99"), QStringLiteral("p99.9"), opsPerSecond,
             QStringLiteral("MB/s") })
        html += headerCell(h);
    html += QStringLiteral("</tr><tr>");
    html += cell(QStringLiteral("%1 %2").arg(s.count).arg(ops));
    for (double ns : { s.meanNs, double(s.p50Ns), s.stddevNs, double(s.minNs), double(s.maxNs), double(s.p90Ns),
             double(s.p99Ns), double(s.p999Ns) })
        html += cell(s.count ? formatDurationNs(ns) : QStringLiteral("–"));
    // The run's own throughput (a zone sweep: the mean of its points), as everywhere.
    html += cell(formatNumber(summary.opsPerSecond, 'f', summary.opsPerSecond < 100 ? 1 : 0));
    html += cell(formatNumber(summary.megabytesPerSecond, 'f', 2));
    html += QStringLiteral("</tr></table>");
    // Where that throughput is not the rate of the I/Os the row counts (a depth sweep's
    // best depth), say so: the latency columns are every I/O's.
    if (s.count > 0 && std::abs(summary.opsPerSecond - s.opsPerSecond) > 1e-9 * std::max(1.0, s.opsPerSecond))
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(Text::tr("%1 and MB/s are the run's throughput, as in its figures above; the other "
                                      "columns cover all %2 %3 (%4 per second over the measured time).")
                                 .arg(opsPerSecond, formatCount(s.count), ops, formatRate(s.opsPerSecond))));
    return html;
}

// "Latency of each read:" for a benchmark whose I/Os are "reads" (its ioName, in the
// window translated): a whole sentence each, since a singular is not the plural less its
// last letter in every language.
QString latencyOfEach(const QString &ioName)
{
    static const struct {
        const char *plural;
        const char *sentence;
    } sentences[] = {
        { QT_TRANSLATE_NOOP("DriveScope", "reads"), QT_TRANSLATE_NOOP("DriveScope", "Latency of each read:") },
        { QT_TRANSLATE_NOOP("DriveScope", "writes"), QT_TRANSLATE_NOOP("DriveScope", "Latency of each write:") },
        { QT_TRANSLATE_NOOP("DriveScope", "blocks"), QT_TRANSLATE_NOOP("DriveScope", "Latency of each block:") },
        { QT_TRANSLATE_NOOP("DriveScope", "transfers"), QT_TRANSLATE_NOOP("DriveScope", "Latency of each transfer:") },
        { QT_TRANSLATE_NOOP("DriveScope", "I/Os"), QT_TRANSLATE_NOOP("DriveScope", "Latency of each I/O:") },
    };
    for (const auto &s : sentences)
        if (ioName == QLatin1String(s.plural) || ioName == Text::tr(s.plural))
            return Text::tr(s.sentence);
    //: %1: what one I/O is called, singular ("read").
    return Text::tr("Latency of each %1:").arg(ioName.chopped(1));
}

} // namespace

QString styleSheet()
{
    return QStringLiteral("body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 9pt; color: #000; }"
                          "h1 { font-size: 16pt; margin: 0 0 4px 0; }"
                          "h2 { font-size: 12.5pt; margin: 8px 0 4px 0; }"
                          "h3 { font-size: 10.5pt; margin: 6px 0 3px 0; }"
                          "p { margin: 2px 0 4px 0; }"
                          "p.warning { color: #c01c28; }"
                          "table { border-collapse: collapse; margin: 2px 0 6px 0; }"
                          "th, td { border: 1px solid #999; padding: 2px 5px; vertical-align: top; }"
                          "th { background-color: #eeeeee; text-align: left; font-weight: bold; }"
                          "table.stats td { text-align: right; }"
                          "p.note { color: #333; font-size: 8pt; }"
                          "p.meta { color: #333; }"
                          "span.partial { color: #b00020; font-weight: bold; }");
}

QString benchmarkTitle(const QString &benchmark)
{
    const BenchmarkKind *kind = BenchmarkRegistry::find(benchmark);
    return kind ? kind->reportTitle() : benchmark;
}

bool sameDrive(const DeviceInfo &a, const DeviceInfo &b)
{
    return a.path == b.path && a.model == b.model && a.serial == b.serial;
}

QString heading(const Session &session, const QString &title, const QDateTime &generatedAt)
{
    QStringList hosts;
    for (const RunResult &run : session.runs) {
        //: A host: its name (Linux kernel, CPU, cores).
        const QString h = Text::tr("%1 (Linux %2, %3, %4 cores)")
                              .arg(orUnknown(run.host.hostname), orUnknown(run.host.kernel), orUnknown(run.host.cpu))
                              .arg(run.host.cores);
        if (!hosts.contains(h))
            hosts << h;
    }
    QDateTime first, last;
    for (const RunResult &run : session.runs) {
        if (run.startedAt.isValid() && (!first.isValid() || run.startedAt < first))
            first = run.startedAt;
        if (run.finishedAt.isValid() && (!last.isValid() || run.finishedAt > last))
            last = run.finishedAt;
    }
    QString html = QStringLiteral("<h1>%1</h1>").arg(esc(title));
    // The user's notes right under the title, escaped ("<b>" is text), their line
    // breaks kept: they say what the runs were measured under.
    if (!session.notes.trimmed().isEmpty())
        html += QStringLiteral("<p class=\"notes\"><b>%1</b> %2</p>")
                    .arg(esc(Text::tr("Notes:")), esc(session.notes.trimmed()).replace(u'\n', QStringLiteral("<br>")));
    const QString host = hosts.isEmpty() ? Text::tr("unknown") : hosts.join(QStringLiteral("; "));
    //: From the first run's start to the last one's end.
    const QString measured = Text::tr("%1 to %2").arg(dateText(first), dateText(last));
    const QString made = Text::tr("%1 by DriveScope %2").arg(dateText(generatedAt), QStringLiteral(DRIVESCOPE_VERSION));
    html += QStringLiteral("<p class=\"meta\"><b>%1</b> %2<br><b>%3</b> %4<br><b>%5</b> %6</p>")
                .arg(esc(Text::tr("Host:")), esc(host), esc(Text::tr("Measured:")), esc(measured),
                    esc(Text::tr("Report made:")), esc(made));
    return html;
}

QString overview(const Session &session, const std::vector<RunSummary> &summaries)
{
    QString html = QStringLiteral("<h2>%1</h2><table><tr>").arg(esc(Text::tr("Overview")));
    for (const QString &h : { Text::tr("Run", "noun: one benchmark run"), Text::tr("Benchmark"), Text::tr("Drive"),
             Text::tr("Status"), Text::tr("Result") })
        html += headerCell(h);
    html += QStringLiteral("</tr>");
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        const RunResult &run = session.runs[i];
        QString drive = run.target.path;
        if (!run.target.model.isEmpty())
            drive += QStringLiteral(" (") + run.target.model + u')';
        QString status = runStatusName(run.status);
        if (!session.label(i).isEmpty())
            status += QStringLiteral(", ") + session.label(i);
        html += QStringLiteral("<tr>") + cell(QString::number(i + 1)) + cell(benchmarkTitle(run.benchmark))
            + cell(drive) + cell(status) + cell(headline(summaries[i])) + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    return html;
}

QString driveFacts(int number, const DeviceInfo &d)
{
    QString html
        = QStringLiteral("<h3>%1</h3><table>").arg(esc(Text::tr("Drive %1: %2").arg(QString::number(number), d.path)));
    html += row(Text::tr("Path"), d.path);
    if (!d.canonicalPath.isEmpty() && d.canonicalPath != d.path)
        html += row(Text::tr("Resolved path"), d.canonicalPath);
    html += row(Text::tr("Kind", "of drive: disk, partition, file"), d.kindName());
    html += row(Text::tr("Model"), orUnknown(d.model));
    if (!d.vendor.isEmpty())
        html += row(Text::tr("Vendor"), d.vendorName());
    html += row(Text::tr("Serial", "serial number"), orUnknown(d.serial));
    html += row(Text::tr("Size"), sizeText(d.sizeBytes));
    html += row(Text::tr("Logical / physical block size"),
        QStringLiteral("%1 B / %2 B").arg(d.logicalBlockSize).arg(d.physicalBlockSize));
    html += row(Text::tr("Medium"), d.mediumName());
    html += row(Text::tr("Write cache"), orUnknown(d.writeCache));
    html += row(Text::tr("I/O scheduler"), orUnknown(d.scheduler));
    if (!d.diskName.isEmpty())
        html += row(Text::tr("Disk"), d.diskName);
    if (d.maxSectorsKb > 0)
        html += row(Text::tr("Largest request (max_sectors_kb)"), QStringLiteral("%1 KiB").arg(d.maxSectorsKb));
    if (!d.fileSystemType.isEmpty())
        html += row(Text::tr("File system (file target)"), d.fileSystemType);
    if (!d.loopBackingFile.isEmpty())
        html += row(Text::tr("Loop device backed by"), d.loopBackingFile);
    if (d.removable)
        html += row(Text::tr("Removable"), Text::tr("yes"));
    html += QStringLiteral("</table>");
    return html;
}

QString runHeading(std::size_t index, const Session &session, int driveNumber)
{
    const RunResult &run = session.runs[index];
    //: Run number: benchmark — target.
    QString html = QStringLiteral("<h2>%1</h2>")
                       .arg(esc(Text::tr("Run %1: %2 — %3")
                                    .arg(QString::number(index + 1), benchmarkTitle(run.benchmark), run.target.path)));
    QString status = esc(runStatusName(run.status));
    if (run.isPartial())
        status = QStringLiteral("<span class=\"partial\">%1</span>")
                     .arg(esc(Text::tr("%1 (partial result)").arg(runStatusName(run.status))));
    if (!run.failure.message.isEmpty())
        status += QStringLiteral(": ") + esc(run.failure.message);
    if (!session.label(index).isEmpty())
        status += QStringLiteral(" (%1)").arg(esc(session.label(index)));
    // Each fact as its label in bold and its value (HTML).
    const auto fact = [](const QString &label, const QString &valueHtml) {
        return QStringLiteral("<b>%1</b> %2").arg(esc(label), valueHtml);
    };
    //: The drive's model (or path) and its number among the report's drives.
    const QString drive
        = Text::tr("%1 (drive %2)")
              .arg(run.target.model.isEmpty() ? run.target.path : run.target.model, QString::number(driveNumber));
    const QStringList facts {
        fact(Text::tr("Drive:"), esc(drive)),
        fact(Text::tr("Status:"), status),
        fact(Text::tr("Started:"), dateText(run.startedAt)),
        fact(Text::tr("Took:"), formatDurationNs(double(run.elapsedNs))),
        fact(Text::tr("Samples:"), formatCount(run.samples.size())),
    };
    html += QStringLiteral("<p class=\"meta\">") + facts.join(QStringLiteral(" · ")) + QStringLiteral("</p>");
    return html;
}

QString parameters(const RunResult &run)
{
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(esc(Text::tr("Parameters")));
    html += row(Text::tr("I/O path"),
        run.direct ? Text::tr("O_DIRECT (the page cache bypassed)")
                   : Text::tr("buffered: the page cache was in the way"));
    html += row(Text::tr("Drive write cache"), orUnknown(run.target.shownWriteCache()));
    if (run.sparseTarget)
        html += row(Text::tr("Sparse target"), Text::tr("yes: reads of holes cost nothing"));
    const std::vector<Parameter> own = BenchmarkRegistry::of(run).parameters(run);
    for (const Parameter &p : own)
        html += row(p.name, p.value);
    // The kind's plan names its own options; what the engine adds to any run's config
    // (the I/O buffer pages it got) follows by the shared labels.
    static const QStringList engineKeys { QStringLiteral("buffer_backing"), QStringLiteral("buffer_page_bytes") };
    for (auto it = run.config.begin(); it != run.config.end(); ++it)
        if (own.empty() || engineKeys.contains(it.key()))
            html += row(keyLabel(it.key()), valueText(it.key(), it.value()));
    html += QStringLiteral("</table>");
    return html;
}

QString statistics(const RunResult &run, const RunSummary &summary)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(esc(Text::tr("Statistics")));
    // Results the target cannot have produced, before the figures they cast doubt on.
    for (const QString &w : summary.warnings)
        html += QStringLiteral("<p class=\"warning\"><b>%1</b> %2</p>")
                    .arg(esc(Text::tr("Not the drive's figure?")), w.toHtmlEscaped());
    // The benchmark's own figures (a zone sweep's profile, a bandwidth run's MB/s) and
    // what the run estimates (rotation, seek curve) first.
    QString heads, values, rows;
    int count = 0;
    for (const Figure &f : summary.figures) {
        if (f.group == Figure::Group::Latency)
            continue;
        heads += headerCell(f.name);
        values += cell(f.text());
        rows += QStringLiteral("<tr>%1%2</tr>").arg(headerCell(f.name), cell(f.text()));
        ++count;
    }
    // A handful side by side; a speed grid's dozens as a list that fits the page's width.
    const QString latencyOf = esc(latencyOfEach(BenchmarkRegistry::of(run).ioName()));
    if (count > 8)
        html += QStringLiteral("<table class=\"stats\">%1</table><p>%2</p>").arg(rows, latencyOf);
    else if (count > 0)
        html += QStringLiteral("<table class=\"stats\"><tr>%1</tr><tr>%2</tr></table><p>%3</p>")
                    .arg(heads, values, latencyOf);
    html += latencyTable(summary, BenchmarkRegistry::of(run).ioName());
    return html;
}

QString method(const RunResult &run)
{
    const QString text = runTextReport(run);
    QStringList kept;
    const QStringList lines = text.split(u'\n');
    if (!lines.isEmpty())
        kept << lines.first();
    for (const QString &l : lines)
        if (l.startsWith(QStringLiteral("Method:")) || l.startsWith(QStringLiteral("Warm-up")))
            kept << l;
    QString how = BenchmarkRegistry::of(run).methodNote(run);
    how += u' ' + Text::tr("MB = 10⁶ bytes. Failed I/O is not counted.");
    QString html
        = QStringLiteral("<p class=\"note\"><b>%1</b> ").arg(esc(Text::tr("How these figures were obtained:")));
    for (const QString &l : kept)
        html += esc(l) + (l.endsWith(u'.') ? QStringLiteral(" ") : QStringLiteral(". "));
    html += esc(how) + QStringLiteral("</p>");
    return html;
}

QString headline(const RunSummary &summary)
{
    return summary.headline;
}

} // namespace DriveScope::ReportSections
