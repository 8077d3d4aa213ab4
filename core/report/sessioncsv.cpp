// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/sessioncsv.h"

#include "core/bench/benchmarkregistry.h"

namespace DriveScope {

QByteArray sessionCsv(const Session &session)
{
    QByteArray out = "run,benchmark,worker,offset_bytes,start_ns,latency_ns,bytes_requested,result,flags,warm_up,"
                     "failed,write\n";
    for (std::size_t r = 0; r < session.runs.size(); ++r) {
        const RunResult &run = session.runs[r];
        const QByteArray prefix = QByteArray::number(qulonglong(r + 1)) + ',' + run.benchmark.toUtf8() + ',';
        out.reserve(out.size() + qsizetype(run.samples.size()) * 64);
        for (const Sample &s : run.samples) {
            out += prefix;
            out += QByteArray::number(s.worker) + ',' + QByteArray::number(s.offset) + ','
                + QByteArray::number(s.startNs) + ',' + QByteArray::number(s.latencyNs) + ','
                + QByteArray::number(s.bytes) + ',' + QByteArray::number(s.result) + ',' + QByteArray::number(s.flags)
                + ',' + (s.isWarmUp() ? '1' : '0') + ',' + (s.isFailed() ? '1' : '0') + ','
                + ((s.flags & Sample::Write) ? '1' : '0') + '\n';
        }
    }
    return out;
}

namespace {

// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled.
QByteArray csvField(const QString &text)
{
    QByteArray utf8 = text.toUtf8();
    if (!utf8.contains(',') && !utf8.contains('"') && !utf8.contains('\n') && !utf8.contains('\r'))
        return utf8;
    return '"' + utf8.replace('"', "\"\"") + '"';
}

QByteArray groupName(Figure::Group group)
{
    switch (group) {
    case Figure::Group::Latency: return "latency";
    case Figure::Group::Benchmark: return "benchmark";
    case Figure::Group::Estimate: return "estimate";
    }
    return {};
}

} // namespace

QByteArray figuresCsv(const Session &session)
{
    QByteArray out = "run,benchmark,group,key,name,value,unit,shown\n";
    for (std::size_t r = 0; r < session.runs.size(); ++r) {
        const RunResult &run = session.runs[r];
        const RunSummary summary = summarizeRun(run);
        for (const Figure &f : summary.figures) {
            // A duration is kept in ns; anything else in the unit it is shown in.
            const bool duration = f.unit.isEmpty();
            const QString unit = duration ? QStringLiteral("ns") : f.unit;
            const double value = duration ? f.value : f.value / f.divisor;
            out += QByteArray::number(qulonglong(r + 1)) + ',' + csvField(run.benchmark) + ',' + groupName(f.group)
                + ',' + csvField(f.key) + ',' + csvField(f.name) + ','
                + (f.known() ? QByteArray::number(value, 'g', 15) : QByteArray()) + ',' + csvField(unit) + ','
                + csvField(f.text()) + '\n';
        }
    }
    return out;
}

} // namespace DriveScope
