// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace DriveScope::Test {

// A directory for test files on a file system with real O_DIRECT (the build tree).
QString scratchRoot();
// scratchRoot()/name, with whatever an earlier run left there removed.
QString freshScratchPath(const QString &name);
// The whole file, or empty when it cannot be read.
QByteArray readWholeFile(const QString &path);
// Writes content to path, making its folders first (fake sysfs and udev trees).
bool plantFile(const QString &path, const QByteArray &content);
// Writes size random bytes to path (never sparse). Returns false on failure.
bool makeRandomFile(const QString &path, qint64 size);
// True when the tests run as root (loop devices, unprivileged-user checks).
bool isRoot();

} // namespace DriveScope::Test
