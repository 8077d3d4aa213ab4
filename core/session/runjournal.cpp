// SPDX-License-Identifier: GPL-3.0-or-later
#include "runjournal.h"

#include "../bench/benchrunner.h"
#include "crc32.h"
#include "runmetajson.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QtEndian>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace DriveScope {

namespace {

constexpr char Magic[] = "DSJOURNAL";
constexpr qsizetype MagicBytes = 9;
constexpr qsizetype HeaderBytes = MagicBytes + 4;
constexpr qsizetype SampleBytes = 40;

QByteArray record(const char *tag, const QByteArray &payload)
{
    QByteArray out;
    out.reserve(payload.size() + 12);
    out.append(tag, 4);
    char len[4];
    qToLittleEndian<quint32>(quint32(payload.size()), len);
    out.append(len, 4);
    out.append(payload);
    char crc[4];
    qToLittleEndian<quint32>(crc32(out), crc);
    out.append(crc, 4);
    return out;
}

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

bool RunJournal::start(
    const QString &path, const RunResult &meta, const BenchRunner &runner, QString *error, int intervalMs)
{
    stop();
    const QByteArray native = QFile::encodeName(path);
    // Not O_TRUNC before the lock: a journal another run holds must stay intact.
    m_fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    if (m_fd < 0 || ::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        const int e = errno;
        if (error)
            *error = e == EWOULDBLOCK
                ? QStringLiteral("The journal %1 is in use: another run is saving to this session.").arg(path)
                : QStringLiteral("Cannot create the journal %1: %2.").arg(path, QString::fromLocal8Bit(strerror(e)));
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
        return false;
    }
    if (::ftruncate(m_fd, 0) != 0) {
        if (error)
            *error = QStringLiteral("Cannot truncate the journal %1.").arg(path);
        ::close(m_fd);
        m_fd = -1;
        return false;
    }
    m_path = path;
    QByteArray head(Magic, MagicBytes);
    char version[4];
    qToLittleEndian<quint32>(FormatVersion, version);
    head.append(version, 4);
    RunResult described = meta;
    described.samples.clear();
    described.status = RunStatus::Running;
    head.append(record("META", QJsonDocument(runMetaToJson(described)).toJson(QJsonDocument::Compact)));
    if (!writeAll(m_fd, head)) {
        if (error)
            *error = QStringLiteral("Cannot write the journal %1.").arg(path);
        ::close(m_fd);
        m_fd = -1;
        return false;
    }
    m_runner = &runner;
    m_done.assign(std::size_t(runner.workerCount()), 0);
    m_written = 0;
    m_intervalMs = intervalMs;
    m_stop = false;
    m_thread = std::thread([this] { loop(); });
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
    if (m_fd < 0 || !m_runner)
        return;
    QByteArray payload;
    for (int w = 0; w < m_runner->workerCount() && std::size_t(w) < m_done.size(); ++w) {
        const SampleLog &log = m_runner->log(w);
        const std::size_t n = log.size();
        const std::size_t from = m_done[std::size_t(w)];
        if (n <= from)
            continue;
        const qsizetype at = payload.size();
        payload.resize(at + qsizetype(n - from) * SampleBytes);
        for (std::size_t i = from; i < n; ++i)
            putSample(payload.data() + at + qsizetype(i - from) * SampleBytes, log.at(i));
        m_done[std::size_t(w)] = n;
        m_written += qint64(n - from);
    }
    // One write per flush: a kill lands before or after it, or (rarely) inside it, and
    // a record cut short is dropped by its CRC.
    if (!payload.isEmpty())
        writeAll(m_fd, record("SMPL", payload));
}

void RunJournal::stop()
{
    if (m_thread.joinable()) {
        {
            std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    if (m_fd >= 0) {
        ::close(m_fd); // releases the lock
        m_fd = -1;
    }
    m_runner = nullptr;
}

void RunJournal::discard()
{
    stop();
    if (!m_path.isEmpty())
        QFile::remove(m_path);
    m_path.clear();
}

bool RunJournal::isInUse(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool inUse = ::flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
    ::close(fd);
    return inUse;
}

std::optional<RunResult> RunJournal::recover(const QString &path, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<RunResult> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("Cannot open the journal %1: %2.").arg(path, file.errorString()));
    const QByteArray data = file.readAll();
    if (data.size() < HeaderBytes || std::memcmp(data.constData(), Magic, MagicBytes) != 0)
        return fail(QStringLiteral("%1 is not a DriveScope journal.").arg(path));
    const quint32 version = qFromLittleEndian<quint32>(data.constData() + MagicBytes);
    if (version != FormatVersion)
        return fail(QStringLiteral("The journal %1 has format version %2; this version reads %3.")
                        .arg(path)
                        .arg(version)
                        .arg(FormatVersion));
    std::optional<RunResult> run;
    std::vector<Sample> samples;
    qsizetype pos = HeaderBytes;
    while (data.size() - pos >= 12) {
        const char *tag = data.constData() + pos;
        const quint32 length = qFromLittleEndian<quint32>(data.constData() + pos + 4);
        if (qint64(length) > qint64(data.size() - pos - 12))
            break; // the last record was cut short by the crash
        const QByteArrayView body(data.constData() + pos, 8 + qsizetype(length));
        if (crc32(body) != qFromLittleEndian<quint32>(data.constData() + pos + 8 + length))
            break;
        const QByteArrayView payload = body.sliced(8);
        if (!run) {
            if (std::memcmp(tag, "META", 4) != 0)
                return fail(QStringLiteral("The journal %1 is damaged: it does not describe its run.").arg(path));
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(payload.toByteArray(), &pe);
            if (!doc.isObject())
                return fail(QStringLiteral("The journal %1 is damaged: its run description is not JSON.").arg(path));
            QString why;
            run = runMetaFromJson(doc.object(), nullptr, &why);
            if (!run)
                return fail(QStringLiteral("The journal %1: %2").arg(path, why));
        } else if (std::memcmp(tag, "SMPL", 4) == 0 && length % SampleBytes == 0) {
            for (qsizetype i = 0; i < payload.size(); i += SampleBytes)
                samples.push_back(getSample(payload.data() + i));
        }
        pos += 12 + qsizetype(length);
    }
    if (!run)
        return fail(QStringLiteral("The journal %1 is empty: the run wrote nothing before it stopped.").arg(path));
    // The same order as BenchRunner::samples(): by start time.
    std::stable_sort(
        samples.begin(), samples.end(), [](const Sample &a, const Sample &b) { return a.startNs < b.startNs; });
    run->status = RunStatus::Cancelled;
    run->failure = {};
    qint64 end = 0;
    for (const Sample &s : samples)
        end = std::max(end, s.startNs + s.latencyNs);
    run->elapsedNs = end;
    run->finishedAt = QFileInfo(path).lastModified();
    run->samples = std::move(samples);
    return run;
}

} // namespace DriveScope
