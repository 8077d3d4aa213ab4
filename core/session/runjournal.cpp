// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/runjournal.h"

#include "core/session/runmetajson.h"
#include "core/session/samplecheck.h"
#include "core/session/taggedrecords.h"
#include "core/util/memorybudget.h"
#include "core/util/safefile.h"
#include "core/util/text.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QtEndian>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace DriveScope {

namespace {

constexpr char Magic[] = "DSJOURNAL";
constexpr qsizetype MagicBytes = 9;
constexpr qsizetype HeaderBytes = MagicBytes + 4;
constexpr qsizetype SampleBytes = 40;

void putSample(char *p, const Sample &s)
{
    qToLittleEndian<qint64>(s.offset, p);
    qToLittleEndian<qint64>(s.startNs, p + 8);
    qToLittleEndian<qint64>(s.latencyNs, p + 16);
    qToLittleEndian<qint32>(s.bytes, p + 24);
    qToLittleEndian<qint32>(s.result, p + 28);
    qToLittleEndian<quint16>(s.worker, p + 32);
    qToLittleEndian<quint16>(s.flags, p + 34);
    qToLittleEndian<quint32>(0, p + 36);
}

Sample getSample(const char *p)
{
    Sample s;
    s.offset = qFromLittleEndian<qint64>(p);
    s.startNs = qFromLittleEndian<qint64>(p + 8);
    s.latencyNs = qFromLittleEndian<qint64>(p + 16);
    s.bytes = qFromLittleEndian<qint32>(p + 24);
    s.result = qFromLittleEndian<qint32>(p + 28);
    s.worker = qFromLittleEndian<quint16>(p + 32);
    s.flags = qFromLittleEndian<quint16>(p + 34);
    return s;
}

bool writeAll(int fd, const QByteArray &data)
{
    const char *p = data.constData();
    qsizetype left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, std::size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        left -= n;
    }
    return true;
}

} // namespace

RunJournal::~RunJournal()
{
    stop();
}

bool RunJournal::start(const QString &path, const RunResult &meta, std::vector<const SampleLog *> logs, QString *error,
    int intervalMs, PhaseSource phases)
{
    stop();
    const QByteArray native = QFile::encodeName(path);
    // Not O_TRUNC before the lock: a journal another run holds must stay intact. Never
    // through a symbolic link (a planted one must not make us create or write its
    // target), and never a FIFO or device (O_NONBLOCK: opening one cannot block).
    m_fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, 0644);
    struct stat st = {};
    const bool regular = m_fd >= 0 && ::fstat(m_fd, &st) == 0 && S_ISREG(st.st_mode);
    if (m_fd < 0 || !regular || ::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        const int e = errno;
        if (error) {
            if (m_fd < 0 && e == ELOOP)
                *error
                    = Text::tr("The journal %1 is a symbolic link; DriveScope does not write through links.").arg(path);
            else if (m_fd >= 0 && !regular)
                *error = Text::tr("The journal %1 exists and is not a regular file; nothing was written.").arg(path);
            else if (e == EWOULDBLOCK)
                *error = Text::tr("The journal %1 is in use: another run is saving to this session.").arg(path);
            else
                *error = Text::tr("Cannot create the journal %1: %2.").arg(path, QString::fromLocal8Bit(strerror(e)));
        }
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        return false;
    }
    ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) & ~O_NONBLOCK);
    // Held and about to be emptied, the file is ours: when it cannot become a journal
    // (a full disk, no thread), it goes, so no empty or half-made journal is left to
    // stand in the way of the next save.
    const auto abandon = [&](const QString &why) {
        if (error)
            *error = why;
        struct stat now = {};
        if (::lstat(native.constData(), &now) == 0 && now.st_dev == st.st_dev && now.st_ino == st.st_ino)
            ::unlink(native.constData());
        ::close(m_fd);
        m_fd = -1;
        m_logs.clear();
        m_path.clear(); // discard() must never remove what comes to lie there later
        return false;
    };
    if (::ftruncate(m_fd, 0) != 0) {
        const QString why = QString::fromLocal8Bit(strerror(errno)); // before anything else may set errno
        return abandon(Text::tr("Cannot truncate the journal %1: %2.").arg(path, why));
    }
    m_path = path;
    QByteArray head(Magic, MagicBytes);
    char version[4];
    qToLittleEndian<quint32>(FormatVersion, version);
    head.append(version, 4);
    RunResult described = meta;
    described.samples.clear();
    described.status = RunStatus::Running;
    TaggedRecords::append(head, "META", QJsonDocument(runMetaToJson(described)).toJson(QJsonDocument::Compact));
    if (!writeAll(m_fd, head)) {
        const QString why = QString::fromLocal8Bit(strerror(errno ? errno : EIO)); // before anything else may set errno
        return abandon(Text::tr("Cannot write the journal %1: %2.").arg(path, why));
    }
    m_logs = std::move(logs);
    m_done.assign(m_logs.size(), 0);
    m_written = 0;
    m_phases = std::move(phases);
    m_phasesWritten = 0;
    m_intervalMs = intervalMs;
    m_stop = false;
    m_writeError.clear();
    try {
        m_thread = std::thread([this] { loop(); });
    } catch (const std::exception &e) { // a limit on threads (ulimit -u, pids.max), no memory
        const auto *system = dynamic_cast<const std::system_error *>(&e);
        return abandon(Text::tr("Cannot start the journal's thread: %1.")
                           .arg(QString::fromLocal8Bit(std::strerror(system ? system->code().value() : ENOMEM))));
    }
    return true;
}

void RunJournal::loop()
{
    std::unique_lock lock(m_mutex);
    while (!m_stop) {
        m_wake.wait_for(lock, std::chrono::milliseconds(m_intervalMs), [this] { return m_stop; });
        flush();
    }
    flush(); // stop() may come before the first wait: the last samples still go out
}

void RunJournal::flush()
{
    // After a failed write the file ends in a record cut short: what follows would never
    // be read, so nothing more is written (recover() reads up to that record).
    if (m_fd < 0 || m_logs.empty() || !m_writeError.isEmpty())
        return;
    QByteArray payload;
    qint64 added = 0;
    for (std::size_t w = 0; w < m_logs.size(); ++w) {
        const SampleLog &log = *m_logs[w];
        const std::size_t n = log.size();
        const std::size_t from = m_done[w];
        if (n <= from)
            continue;
        const qsizetype at = payload.size();
        payload.resize(at + qsizetype(n - from) * SampleBytes);
        for (std::size_t i = from; i < n; ++i)
            putSample(payload.data() + at + qsizetype(i - from) * SampleBytes, log.at(i));
        m_done[w] = n;
        added += qint64(n - from);
    }
    // One write per flush: a kill lands before or after it, or (rarely) inside it, and
    // a record cut short is dropped by its CRC.
    QByteArray out = payload.isEmpty() ? QByteArray() : TaggedRecords::make("SMPL", payload);
    if (m_phases) {
        const std::vector<PhaseStats> finished = m_phases(m_phasesWritten);
        if (!finished.empty()) {
            TaggedRecords::append(out, "PHAS", QJsonDocument(phasesToJson(finished)).toJson(QJsonDocument::Compact));
            m_phasesWritten += finished.size();
        }
    }
    if (out.isEmpty())
        return;
    errno = 0;
    if (!writeAll(m_fd, out)) {
        std::lock_guard lock(m_errorMutex);
        m_writeError = QString::fromLocal8Bit(strerror(errno ? errno : EIO));
        return;
    }
    m_written += added;
}

QString RunJournal::writeError() const
{
    std::lock_guard lock(m_errorMutex);
    return m_writeError;
}

void RunJournal::joinThread()
{
    if (m_thread.joinable()) {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        m_thread.join(); // its loop flushes once more on the way out
    }
    m_logs.clear();
    m_phases = nullptr; // it may read a job that goes once the run is saved
}

void RunJournal::stop()
{
    joinThread();
    if (m_fd >= 0) {
        ::close(m_fd); // releases the lock
        m_fd = -1;
    }
}

bool RunJournal::finish(const RunResult &run, QString *error)
{
    joinThread();
    const QString failed = writeError();
    if (m_fd < 0 || !failed.isEmpty()) {
        if (error)
            *error = m_fd < 0 ? Text::tr("The journal is not open.")
                              : Text::tr("Cannot write the journal %1: %2.").arg(m_path, failed);
        return false;
    }
    QJsonObject done = runMetaToJson(run); // without samples: they are in the SMPL records
    const QByteArray out = TaggedRecords::make("DONE", QJsonDocument(done).toJson(QJsonDocument::Compact));
    errno = 0;
    if (!writeAll(m_fd, out)) {
        const QString why = QString::fromLocal8Bit(strerror(errno ? errno : EIO));
        {
            std::lock_guard lock(m_errorMutex);
            m_writeError = why;
        }
        if (error)
            *error = Text::tr("Cannot write the journal %1: %2.").arg(m_path, why);
        return false;
    }
    return true;
}

void RunJournal::discard()
{
    stop();
    if (!m_path.isEmpty())
        QFile::remove(m_path);
    m_path.clear();
}

QByteArray RunJournal::samplesPayload(const std::vector<Sample> &samples)
{
    QByteArray payload(qsizetype(samples.size()) * SampleBytes, '\0');
    for (std::size_t i = 0; i < samples.size(); ++i)
        putSample(payload.data() + qsizetype(i) * SampleBytes, samples[i]);
    return payload;
}

bool RunJournal::isInUse(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(
        native.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW | O_NOCTTY); // a FIFO must not block
    if (fd < 0)
        return false;
    const bool inUse = ::flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd);
    return inUse;
}

RunJournal::Found RunJournal::look(const QString &path)
{
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return Found::Nothing;
    if (S_ISREG(st.st_mode) && st.st_size == 0)
        return Found::Empty;
    QFile f(path);
    if (!S_ISREG(st.st_mode) || !f.open(QIODevice::ReadOnly) || f.read(MagicBytes) != QByteArray(Magic, MagicBytes))
        return Found::Foreign;
    return Found::Journal;
}

std::optional<RunResult> RunJournal::recover(const QString &path, QString *error, bool *finished)
{
    // Its samples are kept as they are stored (40 bytes each): the file's size bounds
    // the memory, and the file must fit in what may be used.
    QString why;
    //: What the file should have been: "X is not a DriveScope journal.", "…, not a DriveScope journal."
    const auto data = SafeFile::readRegular(path, std::min(MaxFileBytes, sampleMemoryBudget() / 2),
        QByteArrayView(Magic, MagicBytes), &why, Text::tr("a DriveScope journal"));
    if (!data) {
        if (error)
            *error = why;
        return std::nullopt;
    }
    bool ended = false;
    auto run = decode(*data, path, error, &ended);
    if (run && !ended)
        run->finishedAt = QFileInfo(path).lastModified();
    if (finished)
        *finished = ended;
    return run;
}

std::optional<RunResult> RunJournal::decode(QByteArrayView data, const QString &path, QString *error, bool *finished)
{
    if (finished)
        *finished = false;
    auto fail = [&](const QString &message) -> std::optional<RunResult> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (data.size() < HeaderBytes || std::memcmp(data.data(), Magic, MagicBytes) != 0)
        return fail(Text::tr("%1 is not a DriveScope journal.").arg(path));
    const quint32 version = qFromLittleEndian<quint32>(data.data() + MagicBytes);
    if (version != FormatVersion)
        return fail(Text::tr("The journal %1 has format version %2; this version reads %3.")
                        .arg(path)
                        .arg(version)
                        .arg(FormatVersion));
    std::optional<RunResult> run;
    std::optional<RunResult> ended; // the DONE record: the run as it finished
    std::vector<Sample> samples;
    QString why;
    // Every record up to the first one a crash cut short or damaged.
    TaggedRecords::Reader records(data, HeaderBytes);
    while (const auto record = records.next()) {
        const QByteArrayView payload = record->payload;
        if (!run) {
            if (!record->is("META"))
                return fail(Text::tr("The journal %1 is damaged: it does not describe its run.").arg(path));
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(payload.toByteArray(), &pe);
            if (!doc.isObject())
                return fail(Text::tr("The journal %1 is damaged: its run description is not JSON.").arg(path));
            run = runMetaFromJson(doc.object(), nullptr, &why);
            if (!run)
                return fail(Text::tr("The journal %1: %2").arg(path, why));
        } else if (record->is("SMPL") && payload.size() % SampleBytes == 0) {
            for (qsizetype i = 0; i < payload.size(); i += SampleBytes)
                samples.push_back(getSample(payload.data() + i));
        } else if (record->is("DONE") && !ended) {
            const QJsonDocument doc = QJsonDocument::fromJson(payload.toByteArray());
            ended = doc.isObject() ? runMetaFromJson(doc.object(), nullptr, &why) : std::nullopt;
            if (!ended)
                return fail(Text::tr("The journal %1 is damaged: the finished run's description does not read "
                                     "(%2).")
                                .arg(path, why.isEmpty() ? Text::tr("not JSON") : why));
            if (ended->status == RunStatus::Running)
                return fail(Text::tr("The journal %1 is damaged: its finished run is still running.").arg(path));
        } else if (record->is("PHAS")) {
            const QJsonDocument doc = QJsonDocument::fromJson(payload.toByteArray());
            // Counted before any is decoded (each holds a 59 KB histogram).
            const qsizetype listed = doc.object().value(QStringLiteral("phases")).toArray().size();
            if (run->phases.size() + std::size_t(listed) > std::size_t(PhaseStats::MaxPhasesPerRun))
                return fail(Text::tr("The journal %1 is damaged: it lists more than %2 finished phases.")
                                .arg(path)
                                .arg(PhaseStats::MaxPhasesPerRun));
            auto phases = doc.isObject() ? phasesFromJson(doc.object(), &why) : std::nullopt;
            if (!phases)
                return fail(Text::tr("The journal %1 is damaged: its finished phases do not read (%2).")
                                .arg(path, why.isEmpty() ? Text::tr("not JSON") : why));
            for (PhaseStats &p : *phases)
                run->phases.push_back(std::move(p));
        }
    }
    if (!run)
        return fail(Text::tr("The journal %1 is empty: the run wrote nothing before it stopped.").arg(path));
    if (const QString bad = checkSamples(samples, run->target.sizeBytes); !bad.isEmpty())
        return fail(Text::tr("The journal %1 is damaged: %2").arg(path, bad));
    // The same order as BenchRunner::samples(): by start time.
    std::stable_sort(
        samples.begin(), samples.end(), [](const Sample &a, const Sample &b) { return a.startNs < b.startNs; });
    if (ended) {
        // The run as it ended; phases from the PHAS records when its description has none.
        if (ended->phases.empty())
            ended->phases = std::move(run->phases);
        if (const QString bad = checkSamples(samples, ended->target.sizeBytes); !bad.isEmpty())
            return fail(Text::tr("The journal %1 is damaged: %2").arg(path, bad));
        ended->samples = std::move(samples);
        if (finished)
            *finished = true;
        return ended;
    }
    run->status = RunStatus::Cancelled;
    run->failure = {};
    qint64 end = 0;
    for (const Sample &s : samples)
        end = std::max(end, s.startNs + s.latencyNs);
    run->elapsedNs = end;
    run->samples = std::move(samples);
    return run;
}

} // namespace DriveScope
