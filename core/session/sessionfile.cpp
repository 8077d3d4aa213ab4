// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/sessionfile.h"

#include "core/session/runmetajson.h"
#include "core/session/samplecheck.h"
#include "core/session/samplecolumns.h"
#include "core/session/taggedrecords.h"
#include "core/util/jsonreader.h"
#include "core/util/memorybudget.h"
#include "core/util/safefile.h"
#include "core/util/text.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QtEndian>

#include <cstring>

namespace DriveScope::SessionFile {

namespace {

constexpr qsizetype MagicBytes = 9;
constexpr qsizetype HeaderBytes = MagicBytes + 4;

constexpr char TagSession[] = "SESS";
constexpr char TagRun[] = "RUNM";
constexpr char TagSamples[] = "SMPL";
constexpr char TagEnd[] = "END!";

// damaged: the sentence when it is not (QT_TRANSLATE_NOOP, translated here).
std::optional<QJsonObject> parseObject(QByteArrayView payload, const char *damaged, QString *error)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(payload.toByteArray(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()) {
        if (error)
            *error = Text::tr(damaged);
        return std::nullopt;
    }
    return doc.object();
}

} // namespace

QByteArray encode(const Session &session)
{
    QByteArray out;
    out.append(Magic, MagicBytes);
    char version[4];
    qToLittleEndian<quint32>(FormatVersion, version);
    out.append(version, 4);
    const QJsonObject head { { QStringLiteral("format"), QStringLiteral("drivescope-session") },
        { QStringLiteral("drivescope_version"), QStringLiteral(DRIVESCOPE_VERSION) },
        { QStringLiteral("title"), session.title }, { QStringLiteral("notes"), session.notes },
        { QStringLiteral("run_count"), qint64(session.runs.size()) } };
    TaggedRecords::append(out, TagSession, QJsonDocument(head).toJson(QJsonDocument::Compact));
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        const RunResult &run = session.runs[i];
        QJsonObject meta = runMetaToJson(run, session.label(i));
        meta.insert(QStringLiteral("sample_count"), qint64(run.samples.size()));
        TaggedRecords::append(out, TagRun, QJsonDocument(meta).toJson(QJsonDocument::Compact));
        TaggedRecords::append(out, TagSamples, encodeSampleColumns(run.samples));
    }
    TaggedRecords::append(out, TagEnd, {});
    return out;
}

namespace {

std::optional<Session> decodeWithin(QByteArrayView data, QString *error, qint64 budget)
{
    auto fail = [&](const QString &message) -> std::optional<Session> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (data.size() < MagicBytes || std::memcmp(data.data(), Magic, MagicBytes) != 0)
        return fail(Text::tr("This is not a DriveScope session file."));
    if (data.size() < HeaderBytes)
        return fail(Text::tr("The file is truncated: it ends inside its header."));
    const quint32 version = qFromLittleEndian<quint32>(data.data() + MagicBytes);
    if (version > FormatVersion)
        return fail(Text::tr("This session was saved by a newer DriveScope (format version %1); this version "
                             "reads format version %2 and older.")
                        .arg(version)
                        .arg(FormatVersion));
    if (version == 0)
        return fail(Text::tr("The file is damaged: its format version is 0."));

    Session session;
    qint64 declaredRuns = -1;
    qint64 pendingSamples = 0;
    bool haveSession = false, ended = false, expectSamples = false;
    TaggedRecords::Reader records(data, HeaderBytes);
    while (true) {
        if (ended && records.remaining() > 0)
            return fail(Text::tr("The file is damaged: bytes follow its end marker."));
        const qsizetype at = records.position();
        const auto record = records.next();
        if (!record) {
            if (records.why() == TaggedRecords::Reader::Stop::End)
                break;
            if (records.why() == TaggedRecords::Reader::Stop::BadChecksum)
                return fail(Text::tr("The file is damaged: a checksum does not match at byte %1.").arg(at));
            if (records.remaining() < TaggedRecords::Overhead)
                return fail(Text::tr("The file is truncated: it ends inside a section header."));
            return fail(Text::tr("The file is truncated (or damaged): a section claims %1 bytes but only %2 "
                                 "remain.")
                            .arg(qFromLittleEndian<quint32>(data.data() + at + 4))
                            .arg(records.remaining() - TaggedRecords::Overhead));
        }
        const QByteArrayView payload = record->payload;
        auto is = [&](const char(&t)[5]) { return record->is(t); };
        if (!haveSession && !is(TagSession))
            return fail(Text::tr("The file is damaged: it does not start with the session section."));
        if (expectSamples && !is(TagSamples))
            return fail(Text::tr("The file is damaged: a run has no samples section."));
        if (is(TagSession)) {
            if (haveSession)
                return fail(Text::tr("The file is damaged: it has two session sections."));
            const auto head = parseObject(payload,
                QT_TRANSLATE_NOOP("DriveScope", "The file is damaged: the session section is not a JSON object."),
                error);
            if (!head)
                return std::nullopt;
            const QJsonValue title = head->value(QStringLiteral("title"));
            const QJsonValue notes = head->value(QStringLiteral("notes"));
            const auto runs = JsonReader::wholeNumber(head->value(QStringLiteral("run_count")), 0);
            if (!title.isString() || !notes.isString() || !runs)
                return fail(Text::tr("The file is damaged: the session's title, notes or run count has the "
                                     "wrong type."));
            session.title = title.toString();
            session.notes = notes.toString();
            declaredRuns = *runs;
            haveSession = true;
        } else if (is(TagRun)) {
            const auto meta = parseObject(payload,
                QT_TRANSLATE_NOOP("DriveScope", "The file is damaged: the run section is not a JSON object."), error);
            if (!meta)
                return std::nullopt;
            QString label;
            auto run = runMetaFromJson(*meta, &label, error);
            if (!run)
                return std::nullopt;
            const auto count = JsonReader::wholeNumber(meta->value(QStringLiteral("sample_count")), 0);
            if (!count)
                return fail(Text::tr("The file is damaged: the run's 'sample_count' is not a whole number."));
            // Each phase's histogram is memory too (at most 1,000 per run, checked on reading).
            const qint64 phaseBytes
                = qint64(run->phases.size()) * qint64(LatencyHistogram::BucketCount * sizeof(quint64));
            if (phaseBytes > budget)
                return fail(Text::tr("Its run of %1 phases would need %2 MB of memory, more than DriveScope may "
                                     "use now.")
                                .arg(run->phases.size())
                                .arg(phaseBytes / 1000000));
            budget -= phaseBytes;
            session.addRun(std::move(*run), label);
            if (qint64(session.runs.size()) > declaredRuns)
                return fail(
                    Text::tr("The file is damaged: it holds more runs than the %1 it declares.").arg(declaredRuns));
            // Checked against what the samples section (next) really holds.
            pendingSamples = *count;
            expectSamples = true;
        } else if (is(TagSamples)) {
            if (!expectSamples)
                return fail(Text::tr("The file is damaged: a samples section has no run."));
            auto samples = decodeSampleColumns(payload, error, &budget);
            if (!samples)
                return std::nullopt;
            if (const QString why = checkSamples(*samples, session.runs.back().target.sizeBytes); !why.isEmpty())
                //: %2: what is wrong with a sample ("sample 3 of 10 has a negative offset (-1), which…").
                return fail(Text::tr("The file is damaged: in run %1, %2").arg(session.runs.size()).arg(why));
            if (qint64(samples->size()) != pendingSamples)
                return fail(Text::tr("The file is damaged: a run declares %1 samples but holds %2.")
                                .arg(pendingSamples)
                                .arg(samples->size()));
            session.runs.edit(session.runs.size() - 1).samples = std::move(*samples);
            expectSamples = false;
        } else if (is(TagEnd)) {
            ended = true;
        }
        // Other tags: sections a later minor revision added; their CRC was checked, skip.
    }
    if (!ended || expectSamples)
        return fail(Text::tr("The file is truncated: its end marker is missing."));
    if (qint64(session.runs.size()) != declaredRuns)
        return fail(Text::tr("The file is damaged: it declares %1 runs but holds %2.")
                        .arg(declaredRuns)
                        .arg(session.runs.size()));
    return session;
}

} // namespace

std::optional<Session> decode(QByteArrayView data, QString *error, qint64 memoryBudget)
{
    try {
        return decodeWithin(data, error, memoryBudget < 0 ? sampleMemoryBudget() : memoryBudget);
    } catch (const std::bad_alloc &) {
        if (error)
            *error = Text::tr("There is not enough memory to open this session.");
        return std::nullopt;
    }
}

bool save(const Session &session, const QString &path, QString *error)
{
    QString why;
    if (SafeFile::write(path, encode(session), SafeFile::Streams::Refused, &why))
        return true;
    if (error)
        *error = Text::tr("Cannot save the session: %1").arg(why);
    return false;
}

std::optional<Session> load(const QString &path, QString *error)
{
    QString why;
    // The file's bytes count against the memory too.
    const qint64 budget = sampleMemoryBudget();
    //: What the file should have been: "X is not a DriveScope session file.", "…, not a DriveScope session file."
    const auto data = SafeFile::readRegular(path, std::min(MaxFileBytes, budget), QByteArrayView(Magic, MagicBytes),
        &why, Text::tr("a DriveScope session file"));
    if (!data) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    auto session = decode(*data, &why, budget - data->size());
    if (!session && error)
        *error = QStringLiteral("%1: %2").arg(QFileInfo(path).fileName(), why);
    return session;
}

} // namespace DriveScope::SessionFile
