// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A window test's journals, settings and recent list in folders of its own. A shared
// folder outlives the process: a run killed with its test (a cancelled CI job, a
// crash) leaves a journal, and every later window opens with the recovery prompt on
// top, which takes the keyboard and the mouse from the test. The user's own DriveScope
// folders would do the same.

#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace DriveScope::Test {

// Journals, settings and the recent list under root (data/, config/), in the folders of
// an application of our own name: call before the first QSettings.
inline void isolateUserDirs(const QTemporaryDir &root, const QString &applicationName)
{
    QStandardPaths::setTestModeEnabled(false); // test mode ignores XDG_*: one ~/.qttest for every run
    qputenv("XDG_DATA_HOME", QFile::encodeName(root.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(root.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("DriveScopeTest"));
    QCoreApplication::setApplicationName(applicationName);
}

// The same in a fresh temporary folder that lives as long as the test process.
inline bool usePrivateUserDirs(const QString &applicationName)
{
    static QTemporaryDir root;
    if (!root.isValid())
        return false;
    isolateUserDirs(root, applicationName);
    return true;
}

} // namespace DriveScope::Test
