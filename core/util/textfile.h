// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

namespace DriveScope {

// The whole of a small text file (a sysfs attribute, a /proc line), trimmed; empty when
// it cannot be read. sysfs and /proc attributes end in a newline and say nothing more
// when they are missing: callers treat "" as "not known".
QString readTrimmedFile(const QString &path);

// File names are bytes on Linux; DriveScope carries them as QString, which decodes
// bytes that are not UTF-8 to U+FFFD, so such a name no longer names its file.
bool isValidUtf8(QByteArrayView bytes);
// The sentence that says so, for a name shown with U+FFFD where its bytes were.
QString notUtf8NameSentence(const QString &shown);
// Whether path came from bytes that were not UTF-8 (it holds U+FFFD).
bool hasUndecodedBytes(const QString &path);

} // namespace DriveScope
