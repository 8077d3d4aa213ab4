// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/runjson.h"

#include "core/run/devicestatsjson.h"

#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace DriveScope {

QJsonObject deviceInfoToJson(const DeviceInfo &d)
{
    QJsonObject o {
        { QStringLiteral("path"), d.path },
        { QStringLiteral("canonical_path"), d.canonicalPath },
        { QStringLiteral("kind"), d.kindName() },
        { QStringLiteral("size_bytes"), double(d.sizeBytes) },
        { QStringLiteral("logical_block_size"), d.logicalBlockSize },
        { QStringLiteral("physical_block_size"), d.physicalBlockSize },
        { QStringLiteral("direct_io_alignment"), d.directIoAlignment },
        { QStringLiteral("rotational"),
            d.rotational == DeviceInfo::Rotational::Unknown
                ? QJsonValue()
                : QJsonValue(d.rotational == DeviceInfo::Rotational::Rotational) },
        { QStringLiteral("disk"), d.diskName },
        { QStringLiteral("model"), d.model },
        { QStringLiteral("vendor"), d.vendor },
        { QStringLiteral("serial"), d.serial },
        { QStringLiteral("write_cache"), d.writeCache },
        { QStringLiteral("scheduler"), d.scheduler },
        { QStringLiteral("max_sectors_kb"), d.maxSectorsKb },
        { QStringLiteral("removable"), d.removable },
    };
    if (!d.linkName.isEmpty() || !d.linkNote.isEmpty())
        o.insert(QStringLiteral("link"),
            QJsonObject { { QStringLiteral("name"), d.linkName },
                { QStringLiteral("bytes_per_second"), d.linkBytesPerSecond }, { QStringLiteral("note"), d.linkNote } });
    if (d.nominalRpm > 0)
        o.insert(QStringLiteral("nominal_rpm"), d.nominalRpm);
    if (!d.loopBackingFile.isEmpty())
        o.insert(QStringLiteral("loop_backing_file"), d.loopBackingFile);
    if (!d.fileSystemType.isEmpty())
        o.insert(QStringLiteral("file_system"), d.fileSystemType);
    return o;
}

QJsonObject latencySummaryToJson(const LatencySummary &s)
{
    return {
        { QStringLiteral("count"), double(s.count) },
        { QStringLiteral("mean_ns"), s.meanNs },
        { QStringLiteral("stddev_ns"), s.stddevNs },
        { QStringLiteral("min_ns"), double(s.minNs) },
        { QStringLiteral("max_ns"), double(s.maxNs) },
        { QStringLiteral("p50_ns"), double(s.p50Ns) },
        { QStringLiteral("p90_ns"), double(s.p90Ns) },
        { QStringLiteral("p99_ns"), double(s.p99Ns) },
        { QStringLiteral("p99_9_ns"), double(s.p999Ns) },
        { QStringLiteral("elapsed_s"), s.elapsedSeconds },
        { QStringLiteral("ops_per_s"), s.opsPerSecond },
        { QStringLiteral("bytes"), double(s.bytes) },
        { QStringLiteral("mb_per_s"), s.megabytesPerSecond() },
    };
}

QJsonObject runToJson(const RunResult &run, const LatencySummary &summary)
{
    QJsonObject o {
        { QStringLiteral("format"), QStringLiteral("drivescope-run") },
        { QStringLiteral("format_version"), 1 },
        { QStringLiteral("drivescope_version"), QStringLiteral(DRIVESCOPE_VERSION) },
        { QStringLiteral("benchmark"), run.benchmark },
        { QStringLiteral("status"), runStatusKey(run.status) },
        { QStringLiteral("partial"), run.isPartial() },
        { QStringLiteral("direct_io"), run.direct },
        { QStringLiteral("page_cache_in_the_way"), !run.direct },
        { QStringLiteral("sparse_target"), run.sparseTarget },
        { QStringLiteral("target"), deviceInfoToJson(run.target) },
        { QStringLiteral("config"), run.config },
        { QStringLiteral("host"),
            QJsonObject { { QStringLiteral("hostname"), run.host.hostname },
                { QStringLiteral("kernel"), run.host.kernel }, { QStringLiteral("cpu"), run.host.cpu },
                { QStringLiteral("cores"), run.host.cores } } },
        { QStringLiteral("started_at"), run.startedAt.toString(Qt::ISODateWithMs) },
        { QStringLiteral("finished_at"), run.finishedAt.toString(Qt::ISODateWithMs) },
        { QStringLiteral("elapsed_ns"), double(run.elapsedNs) },
        { QStringLiteral("expected_samples"), double(run.expectedSamples) },
        { QStringLiteral("summary"), latencySummaryToJson(summary) },
    };
    if (run.status == RunStatus::Failed)
        o.insert(QStringLiteral("failure"),
            QJsonObject { { QStringLiteral("errno"), run.failure.errnoValue },
                { QStringLiteral("offset"), double(run.failure.offset) },
                { QStringLiteral("message"), run.failure.message } });
    if (!run.deviceStatsSource.isEmpty())
        o.insert(QStringLiteral("device_stats"),
            QJsonObject { { QStringLiteral("source"), run.deviceStatsSource },
                { QStringLiteral("rows"), iostatRowsToJson(run.deviceStats) } });
    return o;
}

namespace {

// The sample columns, in the (sorted) order QJsonObject writes its keys. Offsets and
// times are JSON doubles, as they always were; the rest integers. samplesToJson and
// writeSamplesJson both go by this one list, so the two cannot drift apart.
struct SampleField {
    const char *key;
    qint64 (*value)(const Sample &);
    bool asDouble;
};

constexpr SampleField SampleFields[] = {
    { "bytes", [](const Sample &s) -> qint64 { return s.bytes; }, false },
    { "flags", [](const Sample &s) -> qint64 { return s.flags; }, false },
    { "latency_ns", [](const Sample &s) -> qint64 { return s.latencyNs; }, true },
    { "offset", [](const Sample &s) -> qint64 { return s.offset; }, true },
    { "result", [](const Sample &s) -> qint64 { return s.result; }, false },
    { "start_ns", [](const Sample &s) -> qint64 { return s.startNs; }, true },
    { "worker", [](const Sample &s) -> qint64 { return s.worker; }, false },
};

// "count" sorts between "bytes" and "flags".
bool countGoesBefore(const SampleField &field)
{
    return qstrcmp(field.key, "count") > 0;
}

} // namespace

QJsonObject samplesToJson(const std::vector<Sample> &samples)
{
    QJsonObject o { { QStringLiteral("count"), double(samples.size()) } };
    for (const SampleField &field : SampleFields) {
        QJsonArray column;
        for (const Sample &s : samples)
            column.append(field.asDouble ? QJsonValue(double(field.value(s))) : QJsonValue(field.value(s)));
        o.insert(QLatin1String(field.key), column);
    }
    return o;
}

namespace {

QByteArray qtJsonNumber(double v)
{
    const QByteArray one = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact); // "[v]"
    return one.mid(1, one.size() - 2);
}

// Whether this Qt writes a whole double below 2^53 in full, as Qt 6.4 does (later Qt
// versions may write 1e+06); asked once, of values a sample holds every day.
bool qtWritesWholeNumbersInFull()
{
    static const bool inFull = [] {
        for (const qint64 v : { 0LL, 7LL, -5LL, 4096LL, 1'000'000LL, 4'096'000LL, 1'000'000'000'000LL })
            if (qtJsonNumber(double(v)) != QByteArray::number(v))
                return false;
        return true;
    }();
    return inFull;
}

// A number as QJsonDocument writes it. Every value a sample holds in practice is a whole
// number below 2^53 (8 PiB, 104 days in ns), written in full when Qt does so too;
// anything else is left to Qt itself, one value at a time, so its rules stay its own.
void appendJsonNumber(QByteArray &out, double v)
{
    constexpr double exact = 9007199254740992.0; // 2^53
    if (v > -exact && v < exact && v == std::trunc(v) && qtWritesWholeNumbersInFull())
        out += QByteArray::number(qint64(v));
    else
        out += qtJsonNumber(v);
}

// One column as QJsonDocument writes it, in pieces of about 64 KiB, so that no more than
// one piece is ever held.
bool writeColumn(QIODevice &out, const SampleField &field, const std::vector<Sample> &samples)
{
    QByteArray piece;
    piece.reserve(70 * 1024);
    piece += '"';
    piece += field.key;
    piece += "\":[";
    for (size_t i = 0; i < samples.size(); ++i) {
        if (i > 0)
            piece += ',';
        appendJsonNumber(piece, double(field.value(samples[i])));
        if (piece.size() >= 64 * 1024) {
            if (out.write(piece) != piece.size())
                return false;
            piece.clear();
        }
    }
    piece += ']';
    return out.write(piece) == piece.size();
}

bool writeCount(QIODevice &out, size_t count)
{
    QByteArray text = "\"count\":";
    appendJsonNumber(text, double(count));
    return out.write(text) == text.size();
}

} // namespace

bool writeSamplesJson(QIODevice &out, const std::vector<Sample> &samples)
{
    bool countWritten = false;
    char separator = '{';
    for (const SampleField &field : SampleFields) {
        if (!countWritten && countGoesBefore(field)) {
            if (out.write(&separator, 1) != 1 || !writeCount(out, samples.size()))
                return false;
            countWritten = true;
            separator = ',';
        }
        if (out.write(&separator, 1) != 1 || !writeColumn(out, field, samples))
            return false;
        separator = ',';
    }
    return out.write("}", 1) == 1;
}

} // namespace DriveScope
