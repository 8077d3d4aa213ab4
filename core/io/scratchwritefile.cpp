// SPDX-License-Identifier: GPL-3.0-or-later
#include "scratchwritefile.h"

#include "scratchfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QRegularExpression>

#include <atomic>
#include <cerrno>
#include <csignal>

namespace DriveScope {

std::unique_ptr<ScratchWriteFile> ScratchWriteFile::create(const QString &directory, qint64 size,
                                                           const std::function<bool(qint64)> &progress, QString *error)
{
    static std::atomic<int> counter{0};
    removeStale(directory);
    const QString path = QDir(directory).filePath(
        QStringLiteral("drivescope-write-%1-%2.bin").arg(QCoreApplication::applicationPid()).arg(counter++));
    if (!ScratchFile::ensure(path, size, progress, error))
        return nullptr;
    return std::unique_ptr<ScratchWriteFile>(new ScratchWriteFile(path));
}

ScratchWriteFile::~ScratchWriteFile()
{
    QFile::remove(m_path);
}

int ScratchWriteFile::removeStale(const QString &directory)
{
    static const QRegularExpression name(QStringLiteral(R"(^drivescope-write-(\d+)-\d+\.bin(\.partial)?$)"));
    int removed = 0;
    const QStringList entries = QDir(directory).entryList({namePattern(), namePattern() + QStringLiteral(".partial")},
                                                          QDir::Files);
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
