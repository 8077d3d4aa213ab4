// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/target.h"

#include <QString>

#include <functional>

namespace DriveScope {

// The target that needs no privilege: a file of random bytes in the user's cache
// directory, made once and reused. Random, not zeros and not sparse, because a hole
// or a run of zeros can be answered without touching the disk.
class ScratchFile {
public:
    static constexpr qint64 DefaultSize = qint64(1) << 30; // 1 GiB

    // $XDG_CACHE_HOME/drivescope/seek-scratch-1GiB.bin (~/.cache/... by default).
    static QString defaultPath(qint64 size = DefaultSize);

    // True when path is a complete scratch file of this size: a regular file (not a
    // link), ours, fully allocated.
    static bool isReady(const QString &path, qint64 size);

    // Creates path (via path.partial, renamed only when complete) unless isReady().
    // progress(bytesWritten) may return false to cancel; the partial file is removed on
    // cancel or error. Returns false with a sentence in *error.
    static bool ensure(const QString &path, qint64 size, const std::function<bool(qint64)> &progress, QString *error,
        bool *created = nullptr);

    // Always creates a new file at path, which must not exist: path.partial is made
    // exclusively (O_EXCL|O_NOFOLLOW, a link planted there is never followed), filled
    // and moved to path without replacing anything (RENAME_NOREPLACE). *identity says
    // which file it is, for opening it again safely; with keepOpen its descriptor stays
    // open in *keepOpen, so the inode cannot be freed and its number given to another.
    static bool create(const QString &path, qint64 size, const std::function<bool(qint64)> &progress, QString *error,
        FileIdentity *identity, bool replace = false, int *keepOpen = nullptr);
};

} // namespace DriveScope
