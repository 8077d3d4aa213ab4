// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session.h"

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
// Never crashes and never allocates much more than the data holds; on anything wrong
// (newer version, truncated, corrupt) returns nullopt with one sentence in *error.
std::optional<Session> decode(QByteArrayView data, QString *error);

// Atomic: written to a temporary file and renamed (QSaveFile), so an interrupted or
// failed save leaves the previous file as it was.
bool save(const Session &session, const QString &path, QString *error);
std::optional<Session> load(const QString &path, QString *error);

} // namespace SessionFile

} // namespace DriveScope
