// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/target.h"

#include <QString>

#include <functional>
#include <memory>

namespace DriveScope {

// Where a write benchmark on a "file target" writes: a file DriveScope creates in a
// directory the user picked, preallocated and filled with random bytes (never sparse,
// never zeros), and removed when this object goes — after a completed run, a cancel
// or an error alike. A crash leaves it behind under a name with our pid; removeStale()
// deletes such leftovers whose process is gone.
class ScratchWriteFile {
public:
    static std::unique_ptr<ScratchWriteFile> create(
        const QString &directory, qint64 size, const std::function<bool(qint64)> &progress, QString *error);
    ~ScratchWriteFile();
    ScratchWriteFile(const ScratchWriteFile &) = delete;
    ScratchWriteFile &operator=(const ScratchWriteFile &) = delete;

    QString path() const { return m_path; }
    // options for opening this very file (and nothing swapped in for it) again.
    OpenOptions options(OpenOptions base) const
    {
        base.createdFile = m_identity;
        return base;
    }

    // Deletes drivescope-write-PID-*.bin files in directory whose PID no longer runs.
    static int removeStale(const QString &directory);
    static QString namePattern() { return QStringLiteral("drivescope-write-*.bin"); }

private:
    ScratchWriteFile(QString path, FileIdentity identity, int fd)
        : m_path(std::move(path))
        , m_identity(identity)
        , m_fd(fd)
    {
    }
    QString m_path;
    FileIdentity m_identity;
    int m_fd = -1; // held open for our lifetime: the inode number stays ours
};

} // namespace DriveScope
