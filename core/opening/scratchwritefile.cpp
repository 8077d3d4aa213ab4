// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/opening/scratchwritefile.h"

#include "core/opening/scratchfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace DriveScope {

std::unique_ptr<ScratchWriteFile> ScratchWriteFile::create(
    const QString &directory, qint64 size, const std::function<bool(qint64)> &progress, QString *error)
{
    static std::atomic<int> counter { 0 };
    removeStale(directory);
    // A name nothing has yet (a file planted at one only moves us to the next).
    QString path;
    struct stat st = {};
    do {
        path = QDir(directory).filePath(
            QStringLiteral("drivescope-write-%1-%2.bin").arg(QCoreApplication::applicationPid()).arg(counter++));
    } while (::lstat(QFile::encodeName(path).constData(), &st) == 0);
    FileIdentity identity;
    int fd = -1;
    if (!ScratchFile::create(path, size, progress, error, &identity, false, &fd))
        return nullptr;
    return std::unique_ptr<ScratchWriteFile>(new ScratchWriteFile(path, identity, fd));
}

ScratchWriteFile::~ScratchWriteFile()
{
    // Only our file: something swapped in under the name is not ours to delete.
    struct stat st = {};
    const QByteArray native = QFile::encodeName(m_path);
    if (::lstat(native.constData(), &st) == 0 && FileIdentity { quint64(st.st_dev), quint64(st.st_ino) } == m_identity)
        ::unlink(native.constData());
    if (m_fd >= 0)
        ::close(m_fd);
}

int ScratchWriteFile::removeStale(const QString &directory)
{
    static const QRegularExpression name(QStringLiteral(R"(^drivescope-write-(\d+)-\d+\.bin(\.partial)?$)"));
    int removed = 0;
    const QStringList entries
        = QDir(directory).entryList({ namePattern(), namePattern() + QStringLiteral(".partial") }, QDir::Files);
    for (const QString &entry : entries) {
        const auto m = name.match(entry);
        if (!m.hasMatch())
            continue;
        const auto pid = pid_t(m.captured(1).toLongLong());
        const bool alive = ::kill(pid, 0) == 0 || errno == EPERM;
        if (!alive && QFile::remove(QDir(directory).filePath(entry)))
            ++removed;
    }
    return removed;
}

} // namespace DriveScope
