// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/runmetajson.h"

#include "core/run/runjson.h"
#include "core/session/samplecheck.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <QJsonArray>
#include <QTimeZone>

#include <array>
#include <cmath>
#include <limits>
#include <utility>

namespace DriveScope {

namespace {

using U64Field = quint64 IostatRow::*;
using DoubleField = double IostatRow::*;

const std::array<std::pair<const char *, U64Field>, 16> &u64Fields()
{
    static const std::array<std::pair<const char *, U64Field>, 16> f { {
        { "read_ios", &IostatRow::readIos },
        { "read_merges", &IostatRow::readMerges },
        { "read_sectors", &IostatRow::readSectors },
        { "read_ticks_ms", &IostatRow::readTicksMs },
        { "write_ios", &IostatRow::writeIos },
        { "write_merges", &IostatRow::writeMerges },
        { "write_sectors", &IostatRow::writeSectors },
        { "write_ticks_ms", &IostatRow::writeTicksMs },
        { "discard_ios", &IostatRow::discardIos },
        { "discard_sectors", &IostatRow::discardSectors },
        { "discard_ticks_ms", &IostatRow::discardTicksMs },
        { "flush_ios", &IostatRow::flushIos },
        { "io_ticks_ms", &IostatRow::ioTicksMs },
        { "time_in_queue_ms", &IostatRow::timeInQueueMs },
        { "in_flight_at_end", &IostatRow::inFlightAtEnd },
        { nullptr, nullptr },
    } };
    return f;
}

const std::array<std::pair<const char *, DoubleField>, 16> &doubleFields()
{
    static const std::array<std::pair<const char *, DoubleField>, 16> f { {
        { "elapsed_s", &IostatRow::elapsedS },
        { "r_per_s", &IostatRow::readsPerS },
        { "w_per_s", &IostatRow::writesPerS },
        { "rrqm_per_s", &IostatRow::readMergesPerS },
        { "wrqm_per_s", &IostatRow::writeMergesPerS },
        { "r_bytes_per_s", &IostatRow::readBytesPerS },
        { "w_bytes_per_s", &IostatRow::writeBytesPerS },
        { "rareq_sz_bytes", &IostatRow::readAvgRequestBytes },
        { "wareq_sz_bytes", &IostatRow::writeAvgRequestBytes },
        { "areq_sz_bytes", &IostatRow::avgRequestBytes },
        { "r_await_ms", &IostatRow::readAwaitMs },
        { "w_await_ms", &IostatRow::writeAwaitMs },
        { "await_ms", &IostatRow::awaitMs },
        { "aqu_sz", &IostatRow::avgQueueSize },
        { "util_percent", &IostatRow::utilPercent },
        { nullptr, nullptr },
    } };
    return f;
}

// The session reader's strict accessors: the one bounded reader (core/util/jsonreader.h).
using Strict = JsonReader;

constexpr qint64 I64Max = std::numeric_limits<qint64>::max();
constexpr qint64 I64Min = std::numeric_limits<qint64>::min() + 1;
constexpr qint64 I32Max = std::numeric_limits<qint32>::max();
constexpr qint64 I32Min = std::numeric_limits<qint32>::min();

std::optional<DeviceInfo::Kind> parseKind(const QString &name)
{
    for (auto k : { DeviceInfo::Kind::Unknown, DeviceInfo::Kind::BlockDevice, DeviceInfo::Kind::Partition,
             DeviceInfo::Kind::RegularFile, DeviceInfo::Kind::Simulated }) {
        DeviceInfo d;
        d.kind = k;
        if (d.kindName() == name)
            return k;
    }
    return std::nullopt;
}

std::optional<RunStatus> parseStatus(const QString &name)
{
    for (auto s :
        { RunStatus::NotStarted, RunStatus::Running, RunStatus::Completed, RunStatus::Cancelled, RunStatus::Failed }) {
        if (runStatusKey(s) == name)
            return s;
    }
    return std::nullopt;
}

QJsonValue msOrNull(const QDateTime &t)
{
    return t.isValid() ? QJsonValue(t.toMSecsSinceEpoch()) : QJsonValue();
}

// How a time was expressed, so it comes back printing the same: "utc", "local",
// "offset:SECONDS" or "zone:IANA-ID".
QString zoneOf(const QDateTime &t)
{
    switch (t.timeSpec()) {
    case Qt::UTC: return QStringLiteral("utc");
    case Qt::LocalTime: return QStringLiteral("local");
    case Qt::OffsetFromUTC: return QStringLiteral("offset:%1").arg(t.offsetFromUtc());
    case Qt::TimeZone: return QStringLiteral("zone:%1").arg(QString::fromUtf8(t.timeZone().id()));
    }
    return QStringLiteral("utc");
}

std::optional<QDateTime> fromMs(qint64 ms, const QString &zone)
{
    const QDateTime utc = QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    if (zone == u"utc")
        return utc;
    if (zone == u"local")
        return utc.toLocalTime();
    if (zone.startsWith(u"offset:")) {
        bool ok = false;
        const int offset = zone.mid(7).toInt(&ok);
        if (!ok || offset < -18 * 3600 || offset > 18 * 3600)
            return std::nullopt;
        return utc.toOffsetFromUtc(offset);
    }
    if (zone.startsWith(u"zone:")) {
        const QTimeZone tz(zone.mid(5).toUtf8());
        // A zone this machine does not know: the same instant in UTC.
        return tz.isValid() ? utc.toTimeZone(tz) : utc;
    }
    return std::nullopt;
}

} // namespace

// A phase's histogram as [bucket, count] pairs of its non-empty buckets: a 4 KiB-read
// phase fills a few dozen of the 7,424.
QJsonObject phaseToJson(const PhaseStats &p)
{
    QJsonArray buckets;
    for (int i = 0; i < LatencyHistogram::BucketCount; ++i)
        if (const quint64 n = p.histogram.bucketCount(i))
            buckets.append(QJsonArray { i, qint64(n) });
    QJsonObject o { { QStringLiteral("phase"), p.phase }, { QStringLiteral("ios"), p.ios },
        { QStringLiteral("bytes"), p.bytes }, { QStringLiteral("first_start_ns"), p.firstStartNs },
        { QStringLiteral("last_end_ns"), p.lastEndNs }, { QStringLiteral("latency_sum_ns"), p.latencySumNs },
        { QStringLiteral("kept_samples"), p.keptSamples }, { QStringLiteral("min_ns"), p.histogram.minNs() },
        { QStringLiteral("max_ns"), p.histogram.maxNs() }, { QStringLiteral("histogram"), buckets } };
    if (!p.inFlight.empty())
        o.insert(QStringLiteral("in_flight"), p.inFlight.toJson());
    return o;
}

std::optional<PhaseStats> phaseFromJson(const QJsonObject &o, Strict &s)
{
    PhaseStats p;
    p.phase = s.string(o, "phase");
    // 2^53: exact in JSON, and sums of a thousand phases stay far from overflowing.
    constexpr qint64 Max = qint64(1) << 53;
    p.ios = s.integer(o, "ios", 0, Max);
    p.bytes = s.integer(o, "bytes", 0, Max);
    p.firstStartNs = s.integer(o, "first_start_ns", -1, Max);
    p.lastEndNs = s.integer(o, "last_end_ns", -1, Max);
    p.latencySumNs = s.number(o, "latency_sum_ns");
    p.keptSamples = s.integer(o, "kept_samples", 0, Max);
    const qint64 minNs = s.integer(o, "min_ns", 0, Max);
    const qint64 maxNs = s.integer(o, "max_ns", 0, Max);
    const QJsonArray buckets = s.array(o, "histogram");
    if (!s.ok)
        return std::nullopt;
    const bool timed = p.ios == 0 || (p.firstStartNs >= 0 && p.lastEndNs >= p.firstStartNs);
    if (!(p.latencySumNs >= 0 && p.latencySumNs <= 1e300) || minNs > maxNs || p.keptSamples > p.ios || !timed) {
        s.bad(QStringLiteral("phases"), QT_TRANSLATE_NOOP("DriveScope", "a consistent count of I/Os"));
        return std::nullopt;
    }
    int previous = -1;
    quint64 total = 0;
    for (const QJsonValue &b : buckets) {
        const QJsonArray pair = b.toArray();
        // Ascending whole bucket numbers with whole positive counts, adding up to ios.
        const auto index = JsonReader::wholeNumber(pair.at(0), 0, LatencyHistogram::BucketCount - 1);
        const auto count = JsonReader::wholeNumber(pair.at(1), 1, std::max<qint64>(p.ios, 1));
        if (pair.size() != 2 || !index || !count || *index <= previous || total + quint64(*count) > quint64(p.ios)
            || !p.histogram.restoreBucket(int(*index), quint64(*count))) {
            s.bad(QStringLiteral("histogram"), QT_TRANSLATE_NOOP("DriveScope", "a list of [bucket, count] pairs"));
            return std::nullopt;
        }
        previous = int(*index);
        total += quint64(*count);
    }
    if (total != quint64(p.ios)) {
        s.bad(QStringLiteral("histogram"), QT_TRANSLATE_NOOP("DriveScope", "as many I/Os as the phase counted"));
        return std::nullopt;
    }
    p.histogram.restoreExtremes(minNs, maxNs);
    // Sessions before the in-flight counts have none.
    if (o.contains(QStringLiteral("in_flight"))
        && !readInFlightCounts(o.value(QStringLiteral("in_flight")), &p.inFlight, s.error)) {
        s.ok = false;
        return std::nullopt;
    }
    return p;
}

// The optional "phases" list into *out; false (and s says why) when it is damaged.
bool readPhases(const QJsonObject &o, Strict &s, std::vector<PhaseStats> *out)
{
    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    s.where = Text::tr("the run's phases ");
    const QJsonArray phases = s.array(o, "phases");
    // Each phase holds a 59 KB histogram: a crafted list must not cost gigabytes.
    if (phases.size() > qsizetype(PhaseStats::MaxPhasesPerRun))
        return s.bad(QStringLiteral("phases"), QT_TRANSLATE_NOOP("DriveScope", "a list of at most 1000 phases"));
    for (const QJsonValue &v : phases) {
        if (!v.isObject())
            return s.bad(QStringLiteral("phases"), QT_TRANSLATE_NOOP("DriveScope", "a list of objects"));
        auto phase = phaseFromJson(v.toObject(), s);
        if (!phase)
            return false;
        out->push_back(std::move(*phase));
    }
    return s.ok;
}

QJsonObject phasesToJson(const std::vector<PhaseStats> &phases)
{
    QJsonArray list;
    for (const PhaseStats &p : phases)
        list.append(phaseToJson(p));
    return QJsonObject { { QStringLiteral("phases"), list } };
}

std::optional<std::vector<PhaseStats>> phasesFromJson(const QJsonObject &o, QString *error)
{
    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    Strict s { error, Text::tr("the run's ") };
    std::vector<PhaseStats> phases;
    if (!readPhases(o, s, &phases))
        return std::nullopt;
    return phases;
}

QJsonObject runMetaToJson(const RunResult &run, const QString &label)
{
    QJsonObject target = deviceInfoToJson(run.target);
    target.insert(QStringLiteral("size_bytes"), run.target.sizeBytes); // as an integer
    target.insert(QStringLiteral("loop_backing_file"), run.target.loopBackingFile);
    target.insert(QStringLiteral("file_system"), run.target.fileSystemType);
    QJsonObject o {
        { QStringLiteral("benchmark"), run.benchmark },
        { QStringLiteral("label"), label },
        { QStringLiteral("status"), runStatusKey(run.status) },
        { QStringLiteral("direct_io"), run.direct },
        { QStringLiteral("sparse_target"), run.sparseTarget },
        { QStringLiteral("target"), target },
        { QStringLiteral("config"), run.config },
        { QStringLiteral("expected_samples"), run.expectedSamples },
        { QStringLiteral("failure"),
            QJsonObject { { QStringLiteral("errno"), run.failure.errnoValue },
                { QStringLiteral("offset"), run.failure.offset },
                { QStringLiteral("message"), run.failure.message } } },
        // Milliseconds for reading back exactly; the ISO text for a person with jq.
        { QStringLiteral("started_at_ms"), msOrNull(run.startedAt) },
        { QStringLiteral("finished_at_ms"), msOrNull(run.finishedAt) },
        { QStringLiteral("started_at_zone"), zoneOf(run.startedAt) },
        { QStringLiteral("finished_at_zone"), zoneOf(run.finishedAt) },
        { QStringLiteral("started_at"), run.startedAt.toString(Qt::ISODateWithMs) },
        { QStringLiteral("elapsed_ns"), run.elapsedNs },
        { QStringLiteral("host"),
            QJsonObject { { QStringLiteral("hostname"), run.host.hostname },
                { QStringLiteral("kernel"), run.host.kernel }, { QStringLiteral("cpu"), run.host.cpu },
                { QStringLiteral("cores"), run.host.cores } } },
        { QStringLiteral("device_stats_source"), run.deviceStatsSource },
    };
    // Device statistics: a table, one list of numbers per row, the columns named once.
    QJsonArray columns;
    columns.append(QStringLiteral("start_ns"));
    columns.append(QStringLiteral("end_ns"));
    for (const auto &[name, field] : u64Fields())
        if (name)
            columns.append(QLatin1String(name));
    for (const auto &[name, field] : doubleFields())
        if (name)
            columns.append(QLatin1String(name));
    QJsonArray rows;
    for (const IostatRow &r : run.deviceStats) {
        QJsonArray row { r.startNs, r.endNs };
        for (const auto &[name, field] : u64Fields())
            if (name)
                row.append(qint64(r.*field));
        for (const auto &[name, field] : doubleFields())
            if (name)
                row.append(r.*field);
        rows.append(row);
    }
    o.insert(QStringLiteral("device_stats"),
        QJsonObject { { QStringLiteral("columns"), columns }, { QStringLiteral("rows"), rows } });
    if (!run.phases.empty()) {
        o.insert(QStringLiteral("phases"), phasesToJson(run.phases).value(QStringLiteral("phases")));
    }
    if (!run.inFlight.empty()) {
        QJsonArray parts;
        for (const InFlightCounts &c : run.inFlight)
            parts.append(c.toJson());
        o.insert(QStringLiteral("in_flight"), parts);
    }
    return o;
}

std::optional<RunResult> runMetaFromJson(const QJsonObject &o, QString *label, QString *error)
{
    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    Strict s { error, Text::tr("the run's ") };
    RunResult r;
    r.benchmark = s.string(o, "benchmark");
    const QString lab = s.string(o, "label");
    const QString status = s.string(o, "status");
    r.direct = s.boolean(o, "direct_io");
    r.sparseTarget = s.boolean(o, "sparse_target");
    r.config = s.object(o, "config");
    r.expectedSamples = s.integer(o, "expected_samples", 0, I64Max);
    r.elapsedNs = s.integer(o, "elapsed_ns", I64Min, I64Max);
    r.deviceStatsSource = s.object(o, "device_stats_source");
    const QJsonObject failure = s.object(o, "failure");
    const QJsonObject target = s.object(o, "target");
    const QJsonObject host = s.object(o, "host");
    const QJsonObject stats = s.object(o, "device_stats");
    if (!s.ok)
        return std::nullopt;
    const auto st = parseStatus(status);
    if (!st) {
        s.bad(QStringLiteral("status"), QT_TRANSLATE_NOOP("DriveScope", "a known run status"));
        return std::nullopt;
    }
    r.status = *st;
    for (const char *key : { "started_at_ms", "finished_at_ms" }) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isNull())
            continue;
        const qint64 ms = s.integer(o, key, -(qint64(1) << 50), qint64(1) << 50);
        const bool started = key[0] == 's';
        const QString zone = s.string(o, started ? "started_at_zone" : "finished_at_zone");
        if (!s.ok)
            return std::nullopt;
        const auto t = fromMs(ms, zone);
        if (!t) {
            s.bad(QLatin1String(started ? "started_at_zone" : "finished_at_zone"),
                QT_TRANSLATE_NOOP("DriveScope", "a known time zone"));
            return std::nullopt;
        }
        (started ? r.startedAt : r.finishedAt) = *t;
    }

    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    s.where = Text::tr("the run's failure ");
    r.failure.errnoValue = int(s.integer(failure, "errno", I32Min, I32Max));
    r.failure.offset = s.integer(failure, "offset", I64Min, I64Max);
    r.failure.message = s.string(failure, "message");

    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    s.where = Text::tr("the run's target ");
    DeviceInfo &d = r.target;
    d.path = s.string(target, "path");
    d.canonicalPath = s.string(target, "canonical_path");
    const QString kind = s.string(target, "kind");
    d.sizeBytes = s.integer(target, "size_bytes", 0, I64Max);
    d.logicalBlockSize = int(s.integer(target, "logical_block_size", 0, I32Max));
    d.physicalBlockSize = int(s.integer(target, "physical_block_size", 0, I32Max));
    d.directIoAlignment = int(s.integer(target, "direct_io_alignment", 0, I32Max));
    const QJsonValue rot = target.value(QStringLiteral("rotational"));
    if (rot.isNull())
        d.rotational = DeviceInfo::Rotational::Unknown;
    else if (rot.isBool())
        d.rotational = rot.toBool() ? DeviceInfo::Rotational::Rotational : DeviceInfo::Rotational::NonRotational;
    else
        s.bad(QStringLiteral("rotational"), QT_TRANSLATE_NOOP("DriveScope", "true, false or null"));
    if (target.contains(QStringLiteral("link"))) {
        if (!target.value(QStringLiteral("link")).isObject())
            s.bad(QStringLiteral("link"),
                QT_TRANSLATE_NOOP("DriveScope", "an object with name, bytes_per_second and note"));
        const QJsonObject link = target.value(QStringLiteral("link")).toObject();
        d.linkName = s.string(link, "name");
        d.linkBytesPerSecond = s.number(link, "bytes_per_second");
        d.linkNote = s.string(link, "note");
        if (!(d.linkBytesPerSecond >= 0 && d.linkBytesPerSecond < 1e13))
            s.bad(QStringLiteral("bytes_per_second"), QT_TRANSLATE_NOOP("DriveScope", "a rate from 0 to 10 TB/s"));
    }
    if (target.contains(QStringLiteral("nominal_rpm")))
        d.nominalRpm = int(s.integer(target, "nominal_rpm", 1, 1'000'000));
    d.diskName = s.string(target, "disk");
    d.model = s.string(target, "model");
    d.vendor = s.string(target, "vendor");
    d.serial = s.string(target, "serial");
    d.writeCache = s.string(target, "write_cache");
    d.scheduler = s.string(target, "scheduler");
    d.maxSectorsKb = int(s.integer(target, "max_sectors_kb", 0, I32Max));
    d.removable = s.boolean(target, "removable");
    d.loopBackingFile = s.string(target, "loop_backing_file");
    d.fileSystemType = s.string(target, "file_system");
    if (!s.ok)
        return std::nullopt;
    const auto k = parseKind(kind);
    if (!k) {
        s.bad(QStringLiteral("kind"), QT_TRANSLATE_NOOP("DriveScope", "a known kind of target"));
        return std::nullopt;
    }
    d.kind = *k;

    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    s.where = Text::tr("the run's host ");
    r.host.hostname = s.string(host, "hostname");
    r.host.kernel = s.string(host, "kernel");
    r.host.cpu = s.string(host, "cpu");
    r.host.cores = int(s.integer(host, "cores", 0, I32Max));

    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    s.where = Text::tr("the run's device statistics ");
    const QJsonArray columns = s.array(stats, "columns");
    const QJsonArray rows = s.array(stats, "rows");
    if (!s.ok)
        return std::nullopt;
    // Columns are looked up by name, so a later version may add some.
    std::vector<int> u64Index, doubleIndex;
    auto indexOf = [&](const char *name) {
        for (qsizetype i = 0; i < columns.size(); ++i)
            if (columns.at(i).toString() == QLatin1String(name))
                return int(i);
        return -1;
    };
    const int startIndex = indexOf("start_ns"), endIndex = indexOf("end_ns");
    bool columnsOk = startIndex >= 0 && endIndex >= 0;
    for (const auto &[name, field] : u64Fields())
        if (name) {
            u64Index.push_back(indexOf(name));
            columnsOk = columnsOk && u64Index.back() >= 0;
        }
    for (const auto &[name, field] : doubleFields())
        if (name) {
            doubleIndex.push_back(indexOf(name));
            columnsOk = columnsOk && doubleIndex.back() >= 0;
        }
    if (!columnsOk && !rows.isEmpty()) {
        s.bad(QStringLiteral("columns"), QT_TRANSLATE_NOOP("DriveScope", "the complete list of columns"));
        return std::nullopt;
    }
    r.deviceStats.reserve(std::size_t(rows.size()));
    for (const QJsonValue &rowValue : rows) {
        const QJsonArray row = rowValue.toArray();
        if (!rowValue.isArray() || row.size() != columns.size()) {
            s.bad(QStringLiteral("rows"), QT_TRANSLATE_NOOP("DriveScope", "a table of rows as long as its columns"));
            return std::nullopt;
        }
        for (const QJsonValue &v : row)
            if (!v.isDouble()) {
                s.bad(QStringLiteral("rows"), QT_TRANSLATE_NOOP("DriveScope", "a table of numbers"));
                return std::nullopt;
            }
        IostatRow ir;
        // Times within the samples' bounds either side of the run's start (the first row
        // begins with the snapshot taken just before it), so end - start cannot overflow;
        // counts whole and not negative.
        constexpr qint64 Bound = SampleBounds::MaxStartNs;
        const auto start = JsonReader::wholeNumber(row.at(startIndex), -Bound, Bound);
        const auto end = JsonReader::wholeNumber(row.at(endIndex), -Bound, Bound);
        if (!start || !end || *end < *start) {
            s.bad(QStringLiteral("rows"),
                QT_TRANSLATE_NOOP("DriveScope", "a table of rows whose times lie within the run"));
            return std::nullopt;
        }
        ir.startNs = *start;
        ir.endNs = *end;
        std::size_t i = 0;
        for (const auto &[name, field] : u64Fields())
            if (name) {
                const auto count = JsonReader::wholeNumber(row.at(u64Index[i++]), 0);
                if (!count) {
                    s.bad(QStringLiteral("rows"),
                        QT_TRANSLATE_NOOP("DriveScope", "a table of counts that are whole and not negative"));
                    return std::nullopt;
                }
                ir.*field = quint64(*count);
            }
        i = 0;
        for (const auto &[name, field] : doubleFields())
            if (name)
                ir.*field = row.at(doubleIndex[i++]).toDouble();
        r.deviceStats.push_back(ir);
    }
    if (!s.ok)
        return std::nullopt;
    // Sessions before the speed grid have no phases.
    if (o.contains(QStringLiteral("phases")) && !readPhases(o, s, &r.phases))
        return std::nullopt;
    // Sessions before the in-flight counts have none.
    if (o.contains(QStringLiteral("in_flight"))) {
        const QJsonValue parts = o.value(QStringLiteral("in_flight"));
        if (!parts.isArray() || parts.toArray().size() > qsizetype(PhaseStats::MaxPhasesPerRun)) {
            s.bad(QStringLiteral("in_flight"), QT_TRANSLATE_NOOP("DriveScope", "a list of at most 1000 counts"));
            return std::nullopt;
        }
        for (const QJsonValue &v : parts.toArray()) {
            InFlightCounts c;
            if (!readInFlightCounts(v, &c, s.error))
                return std::nullopt;
            r.inFlight.push_back(c);
        }
    }
    if (!s.ok)
        return std::nullopt;
    if (label)
        *label = lab;
    return r;
}

} // namespace DriveScope
