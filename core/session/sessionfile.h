// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/session/session.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace DriveScope {

// Reading and writing session files (.dss), format in docs/session-format.md:
// "DSSESSION", a u32 version, then CRC-32-checked sections (session JSON, per run a
// metadata JSON and compressed sample columns, an end marker).
namespace SessionFile {

constexpr quint32 FormatVersion = 1;
inline constexpr char Magic[] = "DSSESSION"; // 9 bytes, no terminator in the file
inline QString suffix()
{
    return QStringLiteral("dss");
}

QByteArray encode(const Session &session);
// Never crashes and never allocates more than the data holds or memoryBudget allows
// (bytes; -1: sampleMemoryBudget(), core/util/memorybudget.h); every sample is range-checked (samplecheck.h). On
// anything wrong (newer version, truncated, corrupt, implausible, too big) returns
// nullopt with one sentence in *error.
std::optional<Session> decode(QByteArrayView data, QString *error, qint64 memoryBudget = -1);
// The largest session file DriveScope reads.
constexpr qint64 MaxFileBytes = qint64(4) << 30;

// Atomic (SafeFile::write): written to a new file beside it and renamed, so an
// interrupted or failed save leaves the previous file as it was; never through a
// symbolic link, never over a FIFO, device or anything but a regular file.
bool save(const Session &session, const QString &path, QString *error);
// Only a regular file (no FIFO, device or /dev/zero), its header checked first.
std::optional<Session> load(const QString &path, QString *error);

} // namespace SessionFile

} // namespace DriveScope
