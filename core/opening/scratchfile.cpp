// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/opening/scratchfile.h"

#include "core/io/alignedbuffer.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <stdio.h> // renameat2
#include <sys/stat.h>
#include <unistd.h>

namespace DriveScope {

QString ScratchFile::defaultPath(qint64 size)
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    if (base.isEmpty())
        base = QDir::homePath() + QStringLiteral("/.cache");
    return base + QStringLiteral("/drivescope/seek-scratch-") + formatBytesBinary(size).remove(u' ')
        + QStringLiteral(".bin");
}

bool ScratchFile::isReady(const QString &path, qint64 size)
{
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return false;
    return S_ISREG(st.st_mode) && st.st_uid == ::geteuid() && st.st_size == size && qint64(st.st_blocks) * 512 >= size;
}

bool ScratchFile::ensure(
    const QString &path, qint64 size, const std::function<bool(qint64)> &progress, QString *error, bool *created)
{
    if (created)
        *created = false;
    if (isReady(path, size))
        return true;
    FileIdentity identity;
    if (!create(path, size, progress, error, &identity, true))
        return false;
    if (created)
        *created = true;
    return true;
}

bool ScratchFile::create(const QString &path, qint64 size, const std::function<bool(qint64)> &progress, QString *error,
    FileIdentity *identity, bool replace, int *keepOpen)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return fail(Text::tr("Cannot create the folder %1 for the scratch file.").arg(dir));

    const QString partial = path + QStringLiteral(".partial");
    const QByteArray native = QFile::encodeName(partial);
    // A leftover of a killed run (or anything planted there) goes; unlink removes a link
    // itself, never its target. Then the file is created exclusively: if anything
    // appears at the name meanwhile, the open fails instead of writing into it.
    ::unlink(native.constData());
    // O_DIRECT so a gigabyte of filler does not push the user's page cache out; fall
    // back to buffered writes where the file system refuses it.
    constexpr int Flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC;
    int fd = ::open(native.constData(), Flags | O_DIRECT, 0644);
    if (fd < 0 && errno == EINVAL)
        fd = ::open(native.constData(), Flags, 0644);
    if (fd < 0)
        return fail(
            Text::tr("Cannot create the scratch file %1: %2.").arg(partial, QString::fromLocal8Bit(strerror(errno))));
    auto abandon = [&](const QString &message) {
        ::close(fd);
        ::unlink(native.constData());
        return fail(message);
    };
    if (int rc = posix_fallocate(fd, 0, size); rc != 0)
        return abandon(Text::tr("Cannot reserve %1 for the scratch file in %2: %3.")
                           .arg(formatBytesBinary(size), dir, QString::fromLocal8Bit(strerror(rc))));

    constexpr std::size_t chunk = 4 << 20;
    AlignedBuffer buffer(chunk, 4096);
    std::random_device rd;
    std::uint64_t seed = (std::uint64_t(rd()) << 32) ^ rd();
    qint64 written = 0;
    while (written < size) {
        buffer.fillRandom(seed++);
        const auto n = std::size_t(std::min<qint64>(qint64(chunk), size - written));
        const ssize_t w = ::pwrite(fd, buffer.data(), n, written);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return abandon(Text::tr("Writing the scratch file %1 failed: %2.")
                               .arg(partial, QString::fromLocal8Bit(strerror(w < 0 ? errno : EIO))));
        written += w;
        if (progress && !progress(written))
            return abandon(Text::tr("Creating the scratch file was cancelled."));
    }
    if (::fdatasync(fd) != 0)
        return abandon(
            Text::tr("Flushing the scratch file %1 failed: %2.").arg(partial, QString::fromLocal8Bit(strerror(errno))));
    struct stat st = {};
    ::fstat(fd, &st);
    if (::renameat2(
            AT_FDCWD, native.constData(), AT_FDCWD, QFile::encodeName(path).constData(), replace ? 0 : RENAME_NOREPLACE)
        != 0) {
        const int err = errno;
        ::close(fd);
        ::unlink(native.constData());
        return fail(Text::tr("Cannot move the scratch file into place at %1: %2.")
                        .arg(path, QString::fromLocal8Bit(strerror(err))));
    }
    if (identity)
        *identity = { quint64(st.st_dev), quint64(st.st_ino) };
    if (keepOpen)
        *keepOpen = fd;
    else
        ::close(fd);
    return true;
}

} // namespace DriveScope
