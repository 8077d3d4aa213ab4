// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/report/reportsections.h"

#include "core/bench/benchmarkregistry.h"
#include "core/device/writecacheprobe.h"
#include "core/report/runreport.h"
#include "core/util/byteunits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

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
    return t.isValid() ? t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")) : QStringLiteral("unknown");
}

QString sizeText(qint64 bytes)
{
    if (bytes <= 0)
        return QStringLiteral("unknown");
    return QStringLiteral("%1 (%2, %3 bytes)")
        .arg(formatBytesDecimal(bytes), formatBytesBinary(bytes), QLocale::c().toString(bytes));
}

QString orUnknown(const QString &s)
{
    return s.isEmpty() ? QStringLiteral("unknown") : s;
}

QString regionText(const QJsonObject &r)
{
    const qint64 start = r.value(QStringLiteral("start")).toInteger();
    const qint64 length = r.value(QStringLiteral("length")).toInteger();
    return QStringLiteral("%1: %2 to %3 (%4)")
        .arg(r.value(QStringLiteral("label")).toString(), formatBytesDecimal(start), formatBytesDecimal(start + length),
            formatBytesDecimal(length));
}

// Config keys as a reader names them; unknown keys keep their JSON name.
QString keyLabel(const QString &key)
{
    static const QHash<QString, QString> labels {
        { QStringLiteral("count_per_worker"), QStringLiteral("Reads per worker") },
        { QStringLiteral("count"), QStringLiteral("Writes") },
        { QStringLiteral("read_size"), QStringLiteral("Read size") },
        { QStringLiteral("write_size"), QStringLiteral("Write size") },
        { QStringLiteral("block_size"), QStringLiteral("Block size") },
        { QStringLiteral("alignment"), QStringLiteral("Offset alignment") },
        { QStringLiteral("workers"), QStringLiteral("Concurrent workers") },
        { QStringLiteral("placement"), QStringLiteral("Placement") },
        { QStringLiteral("regions"), QStringLiteral("Regions") },
        { QStringLiteral("region"), QStringLiteral("Region") },
        { QStringLiteral("seed"), QStringLiteral("Random seed") },
        { QStringLiteral("include_warm_up"), QStringLiteral("Warm-up I/O counted") },
        { QStringLiteral("o_direct"), QStringLiteral("O_DIRECT") },
        { QStringLiteral("sync_mode"), QStringLiteral("Sync mode") },
        { QStringLiteral("sync_flags"), QStringLiteral("Open flags") },
        { QStringLiteral("write_cache"), QStringLiteral("Write cache (probed)") },
        { QStringLiteral("start"), QStringLiteral("Start offset") },
        { QStringLiteral("points"), QStringLiteral("Points") },
        { QStringLiteral("bytes_per_point"), QStringLiteral("Bytes per point") },
        { QStringLiteral("queue_depth"), QStringLiteral("Queue depth") },
        { QStringLiteral("write"), QStringLiteral("Write mode") },
        { QStringLiteral("direction"), QStringLiteral("Direction") },
        { QStringLiteral("blocks"), QStringLiteral("Blocks") },
        { QStringLiteral("total"), QStringLiteral("Total") },
        { QStringLiteral("requested_total"), QStringLiteral("Total asked for") },
        { QStringLiteral("total_capped"), QStringLiteral("Total capped to the target") },
        { QStringLiteral("interval_ns"), QStringLiteral("Statistics interval") },
        { QStringLiteral("flush_at_end"), QStringLiteral("Flush at the end") },
        { QStringLiteral("buffer_pages"), QStringLiteral("I/O buffer pages asked for") },
        { QStringLiteral("buffer_backing"), QStringLiteral("I/O buffer pages given") },
        { QStringLiteral("buffer_page_bytes"), QStringLiteral("I/O buffer page size") },
    };
    return labels.value(key, key);
}

bool isByteKey(const QString &key)
{
    return key.endsWith(QStringLiteral("size")) || key == u"alignment" || key == u"start" || key == u"total"
        || key == u"requested_total" || key == u"bytes_per_point" || key == u"buffer_page_bytes";
}

QString valueText(const QString &key, const QJsonValue &v)
{
    if (v.isBool())
        return v.toBool() ? QStringLiteral("yes") : QStringLiteral("no");
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
        return formatBytesBinary(v.toInteger()) + QStringLiteral(" (%1 bytes)").arg(v.toInteger());
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
    for (const QString &h :
        std::initializer_list<QString> { QStringLiteral("Count"), QStringLiteral("Mean"), QStringLiteral("Median"),
            QStringLiteral("Std dev"), QStringLiteral("Min"), QStringLiteral("Max"), QStringLiteral("p90"),
            QStringLiteral("p99"), QStringLiteral("p99.9"), opsPerSecond, QStringLiteral("MB/s") })
        html += headerCell(h);
    html += QStringLiteral("</tr><tr>");
    html += cell(QStringLiteral("%1 %2").arg(s.count).arg(ops));
    for (double ns : { s.meanNs, double(s.p50Ns), s.stddevNs, double(s.minNs), double(s.maxNs), double(s.p90Ns),
             double(s.p99Ns), double(s.p999Ns) })
        html += cell(s.count ? formatDurationNs(ns) : QStringLiteral("–"));
    // The run's own throughput (a zone sweep: the mean of its points), as everywhere.
    html += cell(QString::number(summary.opsPerSecond, 'f', summary.opsPerSecond < 100 ? 1 : 0));
    html += cell(QString::number(summary.megabytesPerSecond, 'f', 2));
    html += QStringLiteral("</tr></table>");
    return html;
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
        const QString h = QStringLiteral("%1 (Linux %2, %3, %4 cores)")
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
        html += QStringLiteral("<p class=\"notes\"><b>Notes:</b> %1</p>")
                    .arg(esc(session.notes.trimmed()).replace(u'\n', QStringLiteral("<br>")));
    html += QStringLiteral("<p class=\"meta\"><b>Host:</b> %1<br><b>Measured:</b> %2 to %3<br><b>Report made:</b> %4 "
                           "by DriveScope %5</p>")
                .arg(esc(hosts.isEmpty() ? QStringLiteral("unknown") : hosts.join(QStringLiteral("; "))),
                    dateText(first), dateText(last), dateText(generatedAt), QStringLiteral(DRIVESCOPE_VERSION));
    return html;
}

QString overview(const Session &session, const std::vector<RunSummary> &summaries)
{
    QString html = QStringLiteral("<h2>Overview</h2><table><tr><th>Run</th><th>Benchmark</th><th>Drive</th>"
                                  "<th>Status</th><th>Result</th></tr>");
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
    QString html = QStringLiteral("<h3>Drive %1: %2</h3><table>").arg(number).arg(esc(d.path));
    html += row(QStringLiteral("Path"), d.path);
    if (!d.canonicalPath.isEmpty() && d.canonicalPath != d.path)
        html += row(QStringLiteral("Resolved path"), d.canonicalPath);
    html += row(QStringLiteral("Kind"), d.kindName());
    html += row(QStringLiteral("Model"), orUnknown(d.model));
    if (!d.vendor.isEmpty())
        html += row(QStringLiteral("Vendor"), d.vendorName());
    html += row(QStringLiteral("Serial"), orUnknown(d.serial));
    html += row(QStringLiteral("Size"), sizeText(d.sizeBytes));
    html += row(QStringLiteral("Logical / physical block size"),
        QStringLiteral("%1 B / %2 B").arg(d.logicalBlockSize).arg(d.physicalBlockSize));
    html += row(QStringLiteral("Medium"), d.mediumName());
    html += row(QStringLiteral("Write cache"), orUnknown(d.writeCache));
    html += row(QStringLiteral("I/O scheduler"), orUnknown(d.scheduler));
    if (!d.diskName.isEmpty())
        html += row(QStringLiteral("Disk"), d.diskName);
    if (d.maxSectorsKb > 0)
        html += row(QStringLiteral("Largest request (max_sectors_kb)"), QStringLiteral("%1 KiB").arg(d.maxSectorsKb));
    if (!d.fileSystemType.isEmpty())
        html += row(QStringLiteral("File system (file target)"), d.fileSystemType);
    if (!d.loopBackingFile.isEmpty())
        html += row(QStringLiteral("Loop device backed by"), d.loopBackingFile);
    if (d.removable)
        html += row(QStringLiteral("Removable"), QStringLiteral("yes"));
    html += QStringLiteral("</table>");
    return html;
}

QString runHeading(std::size_t index, const Session &session, int driveNumber)
{
    const RunResult &run = session.runs[index];
    QString html = QStringLiteral("<h2>Run %1: %2 — %3</h2>")
                       .arg(index + 1)
                       .arg(esc(benchmarkTitle(run.benchmark)), esc(run.target.path));
    QString status = esc(runStatusName(run.status));
    if (run.isPartial())
        status = QStringLiteral("<span class=\"partial\">%1 (partial result)</span>").arg(status);
    if (!run.failure.message.isEmpty())
        status += QStringLiteral(": ") + esc(run.failure.message);
    if (!session.label(index).isEmpty())
        status += QStringLiteral(" (%1)").arg(esc(session.label(index)));
    html += QStringLiteral("<p class=\"meta\"><b>Drive:</b> %1 (drive %2) · <b>Status:</b> %3 · <b>Started:</b> %4 · "
                           "<b>Took:</b> %5 · <b>Samples:</b> %6</p>")
                .arg(esc(run.target.model.isEmpty() ? run.target.path : run.target.model))
                .arg(driveNumber)
                .arg(status, dateText(run.startedAt), formatDurationNs(double(run.elapsedNs)))
                .arg(run.samples.size());
    return html;
}

QString parameters(const RunResult &run)
{
    QString html = QStringLiteral("<h3>Parameters</h3><table>");
    html += row(QStringLiteral("I/O path"),
        run.direct ? QStringLiteral("O_DIRECT (the page cache bypassed)")
                   : QStringLiteral("buffered: the page cache was in the way"));
    html += row(QStringLiteral("Drive write cache"), orUnknown(run.target.writeCache));
    if (run.sparseTarget)
        html += row(QStringLiteral("Sparse target"), QStringLiteral("yes: reads of holes cost nothing"));
    for (auto it = run.config.begin(); it != run.config.end(); ++it)
        html += row(keyLabel(it.key()), valueText(it.key(), it.value()));
    html += QStringLiteral("</table>");
    return html;
}

QString statistics(const RunResult &run, const RunSummary &summary)
{
    QString html = QStringLiteral("<h3>Statistics</h3>");
    // Results the target cannot have produced, before the figures they cast doubt on.
    for (const QString &w : summary.warnings)
        html += QStringLiteral("<p class=\"warning\"><b>Not the drive's figure?</b> %1</p>").arg(w.toHtmlEscaped());
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
    if (count > 8)
        html += QStringLiteral("<table class=\"stats\">%1</table><p>Latency of each %2:</p>")
                    .arg(rows, BenchmarkRegistry::of(run).ioName().chopped(1));
    else if (count > 0)
        html += QStringLiteral("<table class=\"stats\"><tr>%1</tr><tr>%2</tr></table><p>Latency of each %3:</p>")
                    .arg(heads, values, BenchmarkRegistry::of(run).ioName().chopped(1));
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
    how += QStringLiteral(" MB = 10^6 bytes. Failed I/O is not counted.");
    QString html = QStringLiteral("<p class=\"note\"><b>How these figures were obtained:</b> ");
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
