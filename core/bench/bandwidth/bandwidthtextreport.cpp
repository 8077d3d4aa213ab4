// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/bandwidthtextreport.h"
#include "core/run/targetfacts.h"

#include "core/io/bufferpages.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"

#include <QTextStream>

#include <algorithm>
#include <limits>

namespace DriveScope {

namespace {

QString seconds(qint64 ns)
{
    const double s = double(std::max<qint64>(ns, 0)) / 1e9;
    return QString::number(s, 'f', std::abs(s - std::round(s)) < 0.005 ? 0 : 2);
}

} // namespace

QString bandwidthTableHeader()
{
    return QStringLiteral(
        "  interval      ours |  device:  r/s      w/s    rMB/s    wMB/s  areq-sz  aqu-sz    await   %util\n"
        "         s      MB/s |       req/s    req/s     MB/s     MB/s      KiB     req       ms       %\n");
}

QString bandwidthTableRow(const ThroughputInterval &ours, const IostatRow *d)
{
    const QString span = seconds(ours.startNs) + u'-' + seconds(ours.endNs);
    QString row = QString::asprintf("%10s %9.1f |", qPrintable(span), ours.megabytesPerSecond());
    if (d)
        row += QString::asprintf(" %11.1f %8.1f %8.1f %8.1f %8.1f %7.2f %8.2f %7.1f", d->readsPerS, d->writesPerS,
            d->readBytesPerS / 1e6, d->writeBytesPerS / 1e6, d->avgRequestBytes / 1024.0, d->avgQueueSize, d->awaitMs,
            d->utilPercent);
    else
        row += QStringLiteral("  (no device statistics)");
    return row + u'\n';
}

QString bandwidthTextReport(const RunResult &run, const BandwidthSummary &s)
{
    QString out;
    QTextStream ts(&out);
    const QJsonObject &c = run.config;
    const bool write = c.value(QStringLiteral("direction")).toString() == u"write";
    const qint64 blockSize = JsonReader::wholeOr(c.value(QStringLiteral("block_size")), 0, 0);
    const qint64 total = JsonReader::wholeOr(c.value(QStringLiteral("total")), 0, 0);
    const QJsonObject region = c.value(QStringLiteral("region")).toObject();

    ts << "Bandwidth: sequential " << (write ? "write" : "read") << " of " << formatBytesBinary(total) << " ("
       << c.value(QStringLiteral("blocks")).toInteger() << " blocks of " << formatBytesBinary(blockSize) << ") "
       << (write ? "to " : "from ") << region.value(QStringLiteral("label")).toString() << ", "
       << (run.direct ? QStringLiteral("O_DIRECT") : QStringLiteral("buffered (page cache in the way)"))
       << ", queue depth 1 (one " << (write ? "pwrite" : "pread") << " after another)" << (write ? ", random data" : "")
       << "\n";
    ts << "Target: " << targetFacts(run.target) << "\n";
    if (const QString buffer = hugePagesReportLine(c); !buffer.isEmpty())
        ts << buffer << "\n";
    if (c.value(QStringLiteral("total_capped")).toBool())
        ts << "Note: the total asked for ("
           << formatBytesBinary(JsonReader::wholeOr(c.value(QStringLiteral("requested_total")), 0, 0))
           << ") does not fit in " << region.value(QStringLiteral("label")).toString() << "; capped to "
           << formatBytesBinary(total) << ".\n";
    const QJsonObject &src = run.deviceStatsSource;
    if (src.value(QStringLiteral("available")).toBool()) {
        ts << "Device statistics: " << src.value(QStringLiteral("stat_path")).toString() << " every "
           << formatDurationNs(src.value(QStringLiteral("interval_ns")).toDouble()) << ", computed as iostat -x does";
        if (src.value(QStringLiteral("shared_with_other_io")).toBool())
            ts << " (the whole disk holding the file: other programs' I/O is counted too)";
        ts << "\n";
    } else {
        ts << "Device statistics: none (" << src.value(QStringLiteral("error")).toString() << ")\n";
    }
    if (!run.direct)
        ts << "WARNING: page cache in the way: "
           << (write ? "writes may only reach memory" : "reads may come from memory") << ", not the drive.\n";
    if (run.sparseTarget)
        ts << "WARNING: the file is sparse; reads of its holes never reach the drive.\n";
    if (run.status == RunStatus::Cancelled)
        ts << "PARTIAL RESULT: cancelled after " << s.blocks << " of " << run.expectedSamples << " blocks.\n";
    if (run.status == RunStatus::Failed)
        ts << "PARTIAL RESULT: the run failed after " << s.blocks << " blocks: " << run.failure.message << "\n";
    ts << "\n";

    ts << bandwidthTableHeader();
    for (std::size_t i = 0; i < s.intervals.size(); ++i)
        ts << bandwidthTableRow(s.intervals[i], i < run.deviceStats.size() ? &run.deviceStats[i] : nullptr);
    if (!run.deviceStats.empty()) {
        const IostatRow all = sumIostatRows(run.deviceStats);
        ThroughputInterval whole { all.startNs, all.endNs, double(s.bytes), s.blocks };
        ts << QStringLiteral("  --------\n")
           << bandwidthTableRow(whole, &all).replace(0, 10, QStringLiteral("  all rows"));
    }
    ts << "\n";

    ts << (write ? "Wrote " : "Read ") << formatBytesDecimal(s.bytes) << " (" << s.bytes << " B) in "
       << QString::number(s.seconds, 'f', 3) << " s = " << QString::number(s.megabytesPerSecond(), 'f', 1)
       << " MB/s (1 MB = 10^6 B), " << s.blocks << " blocks of " << formatBytesBinary(blockSize) << "\n";
    if (!run.samples.empty()) {
        qint64 lo = std::numeric_limits<qint64>::max(), hi = 0, sum = 0, n = 0;
        for (const Sample &x : run.samples) {
            if (x.isFailed())
                continue;
            lo = std::min(lo, x.latencyNs);
            hi = std::max(hi, x.latencyNs);
            sum += x.latencyNs;
            ++n;
        }
        if (n > 0)
            ts << "Per block: mean " << formatDurationNs(double(sum) / double(n)) << ", min "
               << formatDurationNs(double(lo)) << ", max " << formatDurationNs(double(hi)) << "\n";
    }
    if (s.flushNs >= 0)
        ts << "Final flush (fsync, not in the MB/s above): " << formatDurationNs(double(s.flushNs)) << "; with it "
           << QString::number(s.seconds + double(s.flushNs) / 1e9 > 0
                      ? double(s.bytes) / 1e6 / (s.seconds + double(s.flushNs) / 1e9)
                      : 0.0,
                  'f', 1)
           << " MB/s\n";
    ts << "Request size: " << s.requestSize.sentence << "\n";
    ts << "O_DIRECT: " << (run.direct ? "on (the page cache was bypassed)" : "off (page cache in the way)") << "\n";
    return out;
}

} // namespace DriveScope
