// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <utility>

namespace DriveScope::Test {

// A directory for test files on a file system with real O_DIRECT (the build tree).
QString scratchRoot();
// scratchRoot()/name, with whatever an earlier run left there removed.
QString freshScratchPath(const QString &name);
// A test's own names under scratchRoot(): scratch(name) is freshScratchPath(prefix + name),
// so tests running side by side never share a file.
class ScratchNames {
public:
    explicit ScratchNames(QString prefix)
        : m_prefix(std::move(prefix))
    {
    }
    QString operator()(const QString &name) const { return freshScratchPath(m_prefix + name); }

private:
    QString m_prefix;
};
// The whole file, or empty when it cannot be read.
QByteArray readWholeFile(const QString &path);
// Writes content to path, making its folders first (fake sysfs and udev trees).
bool plantFile(const QString &path, const QByteArray &content);
// Writes size random bytes to path (never sparse). Returns false on failure.
bool makeRandomFile(const QString &path, qint64 size);
// True when the tests run as root (loop devices, unprivileged-user checks).
bool isRoot();

} // namespace DriveScope::Test
