// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace DriveScope::SafeFile {

// Every file DriveScope writes for the user (sessions, reports, exports) goes through
// here, so that none of them can destroy something else:
// - a regular file (or a new one) is replaced atomically: written to a new file in the
//   same folder (created exclusively, never through a link), flushed, renamed over;
//   a failure leaves the old file as it was and no temporary behind;
// - a symbolic link is refused (a planted link must not redirect the write);
// - a character device, FIFO or socket is written directly, never replaced, when
//   streams are allowed (a report to /dev/stdout or a pipe); a FIFO nobody reads is
//   refused instead of waiting forever; sessions allow no streams;
// - a directory, a block device or anything else is refused.
// Errors are one sentence with the system's reason ("No space left on device").
enum class Streams { Allowed, Refused };
bool write(const QString &path, QByteArrayView data, Streams streams, QString *error);

// Before long work whose result goes to path: would write() succeed there? (The folder
// writable, path missing or a regular file, never a link; a stream only when allowed.)
bool checkWritable(const QString &path, Streams streams, QString *error);

// Standard output: every byte written and flushed, or false with the reason.
bool writeStandardOutput(QByteArrayView data, QString *error);

// A regular file of at most maxBytes, whose first bytes are magic (checked before the
// rest is read). FIFOs, devices, directories and bigger files are refused with one
// sentence; nothing blocks and nothing larger than the file is allocated.
// what: what the file should be, translated ("a DriveScope session file").
std::optional<QByteArray> readRegular(
    const QString &path, qint64 maxBytes, QByteArrayView magic, QString *error, const QString &what);

// "/dev/sda is a block device" style: what a path is, for messages; empty when missing.
QString describeType(const QString &path);

} // namespace DriveScope::SafeFile
