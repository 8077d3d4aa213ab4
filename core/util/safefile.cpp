// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/safefile.h"

#include "core/util/text.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

// QSaveFile would do the atomic replace, but it follows a symbolic link at the target
// name and renames over device nodes; these few lines do exactly what is promised above.

namespace DriveScope::SafeFile {

namespace {

QString systemReason(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool writeAll(int fd, QByteArrayView data, int *err)
{
    const char *p = data.data();
    qsizetype left = data.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, std::size_t(std::min<qsizetype>(left, qsizetype(1) << 30)));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *err = n < 0 ? errno : EIO;
            return false;
        }
        p += n;
        left -= n;
    }
    return true;
}

// Writes into an existing character device, FIFO or socket without replacing it.
bool writeStream(const QString &path, QByteArrayView data, QString *error)
{
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: a FIFO nobody reads fails (ENXIO) instead of blocking forever.
    const int fd = ::open(native.constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        const int err = errno;
        return fail(error,
            err == ENXIO ? Text::tr("Cannot write %1: no program is reading it.").arg(path)
                         : Text::tr("Cannot write %1: %2.").arg(path, systemReason(err)));
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode) || S_ISBLK(st.st_mode)) {
        ::close(fd);
        return fail(error, Text::tr("%1 changed while it was being opened; nothing was written.").arg(path));
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    int err = 0;
    const bool ok = writeAll(fd, data, &err);
    if (::close(fd) != 0 && ok)
        err = errno;
    if (!ok || err)
        return fail(error, Text::tr("Cannot write %1: %2.").arg(path, systemReason(err)));
    return true;
}

// A new file beside the target, created exclusively (never through a link), written,
// flushed and renamed over the target.
bool replaceAtomically(const QString &path, QByteArrayView data, const struct stat *existing, QString *error)
{
    const QFileInfo info(path);
    const QString dir = info.absolutePath();
    std::random_device rd;
    QByteArray temp;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temp = QFile::encodeName(dir + QStringLiteral("/.") + info.fileName()
            + QStringLiteral(".%1.tmp").arg(quint32(rd()), 8, 16, QLatin1Char('0')));
        const mode_t mode = existing ? (existing->st_mode & 07777) : 0666; // the umask applies to a new file
        fd = ::open(temp.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        const QString why = systemReason(errno); // read before anything else may set errno
        return fail(error, Text::tr("Cannot write %1: %2.").arg(path, why));
    }
    if (existing)
        (void)!::fchmod(fd, existing->st_mode & 07777);
    int err = 0;
    bool ok = writeAll(fd, data, &err);
    if (ok && ::fsync(fd) != 0) {
        ok = false;
        err = errno;
    }
    if (::close(fd) != 0 && ok) {
        ok = false;
        err = errno;
    }
    if (ok && ::rename(temp.constData(), QFile::encodeName(path).constData()) != 0) {
        ok = false;
        err = errno;
    }
    if (!ok) {
        ::unlink(temp.constData());
        return fail(error, Text::tr("Cannot write %1: %2.").arg(path, systemReason(err)));
    }
    // The rename is durable once the folder is.
    const int dirFd = ::open(QFile::encodeName(dir).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return true;
}

bool isStream(const struct stat &st)
{
    return S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode);
}

QString describeTypeOf(const QString &path, const struct stat &st)
{
    if (S_ISLNK(st.st_mode))
        return Text::tr("%1 is a symbolic link").arg(path);
    if (S_ISDIR(st.st_mode))
        return Text::tr("%1 is a folder").arg(path);
    if (S_ISBLK(st.st_mode))
        return Text::tr("%1 is a block device").arg(path);
    if (S_ISCHR(st.st_mode))
        return Text::tr("%1 is a character device").arg(path);
    if (S_ISFIFO(st.st_mode))
        return Text::tr("%1 is a FIFO (named pipe)").arg(path);
    if (S_ISSOCK(st.st_mode))
        return Text::tr("%1 is a socket").arg(path);
    return Text::tr("%1 is a regular file").arg(path);
}

// Why path, which is not a regular file, is not written.
QString refusal(const QString &path, const struct stat &st)
{
    if (S_ISLNK(st.st_mode))
        return Text::tr("%1 is a symbolic link; DriveScope does not write through links, so name the file "
                        "itself.")
            .arg(path);
    //: %1: what the path is ("/dev/sda is a block device").
    return Text::tr("%1; DriveScope writes only regular files here, and never replaces anything else.")
        .arg(describeTypeOf(path, st));
}

} // namespace

QString describeType(const QString &path)
{
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    return describeTypeOf(path, st);
}

bool write(const QString &path, QByteArrayView data, Streams streams, QString *error)
{
    if (path.isEmpty())
        return fail(error, Text::tr("No file name was given."));
    struct stat st = {};
    if (::lstat(QFile::encodeName(path).constData(), &st) != 0) {
        if (errno != ENOENT) {
            const QString why = systemReason(errno); // read before anything else may set errno
            return fail(error, Text::tr("Cannot write %1: %2.").arg(path, why));
        }
        return replaceAtomically(path, data, nullptr, error);
    }
    if (S_ISREG(st.st_mode))
        return replaceAtomically(path, data, &st, error);
    if (isStream(st) && streams == Streams::Allowed)
        return writeStream(path, data, error);
    return fail(error, refusal(path, st));
}

bool checkWritable(const QString &path, Streams streams, QString *error)
{
    if (path.isEmpty())
        return fail(error, Text::tr("No file name was given."));
    struct stat st = {};
    const QByteArray native = QFile::encodeName(path);
    if (::lstat(native.constData(), &st) == 0 && !S_ISREG(st.st_mode)) {
        if (isStream(st) && streams == Streams::Allowed)
            return true;
        return fail(error, refusal(path, st));
    }
    // The new file is made beside it and renamed: the folder must take new files.
    const QString dir = QFileInfo(path).absolutePath();
    if (::access(QFile::encodeName(dir).constData(), W_OK | X_OK) != 0) {
        const QString why = systemReason(errno); // read before anything else may set errno
        return fail(error, Text::tr("Cannot write %1: the folder %2 is not writable (%3).").arg(path, dir, why));
    }
    return true;
}

bool writeStandardOutput(QByteArrayView data, QString *error)
{
    std::fflush(stdout); // whatever stdio holds goes first
    int err = 0;
    if (!writeAll(STDOUT_FILENO, data, &err))
        return fail(error, Text::tr("Cannot write to standard output: %1.").arg(systemReason(err)));
    return true;
}

std::optional<QByteArray> readRegular(
    const QString &path, qint64 maxBytes, QByteArrayView magic, QString *error, const QString &what)
{
    auto refuse = [&](const QString &message) -> std::optional<QByteArray> {
        fail(error, message);
        return std::nullopt;
    };
    const QByteArray native = QFile::encodeName(path);
    // O_NONBLOCK: a FIFO swapped in after any check still cannot block the open.
    const int fd = ::open(native.constData(), O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        const QString why = systemReason(errno); // read before anything else may set errno
        return refuse(Text::tr("Cannot open %1: %2.").arg(path, why));
    }
    struct stat st = {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        //: %1: what the path is ("/dev/sda is a block device"), %2: what it should be ("a DriveScope session file").
        return refuse(Text::tr("%1, not %2.").arg(describeType(path).isEmpty() ? path : describeType(path), what));
    }
    if (st.st_size > maxBytes) {
        ::close(fd);
        //: %3: what it should be ("a DriveScope session file").
        return refuse(Text::tr("%1 is %2 bytes, more than any %3 DriveScope reads (%4 bytes).")
                          .arg(path)
                          .arg(st.st_size)
                          .arg(what)
                          .arg(maxBytes));
    }
    // The magic first: a 64 MiB file of something else is refused after a few bytes.
    QByteArray data(qsizetype(st.st_size), Qt::Uninitialized);
    qint64 total = 0;
    int err = 0;
    auto readUpTo = [&](qint64 end) {
        while (total < end) {
            const ssize_t n = ::read(fd, data.data() + total, std::size_t(std::min<qint64>(end - total, 1 << 30)));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                err = n < 0 ? errno : 0;
                return; // an error, or the file shrank while being read
            }
            total += n;
        }
    };
    readUpTo(std::min<qint64>(st.st_size, magic.size()));
    const bool hasMagic = total >= magic.size() && QByteArrayView(data).first(magic.size()) == magic;
    if (hasMagic && !err)
        readUpTo(st.st_size);
    ::close(fd);
    if (err)
        return refuse(Text::tr("Cannot read %1: %2.").arg(path, systemReason(err)));
    if (!hasMagic)
        //: %2: what it should be ("a DriveScope session file").
        return refuse(Text::tr("%1 is not %2.").arg(path, what));
    data.resize(qsizetype(total));
    return data;
}

} // namespace DriveScope::SafeFile
