// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/recentsessions.h"

#include <QSettings>

namespace DriveScope {

namespace {

const QString Key = QStringLiteral("session/recent");

void store(const QStringList &paths)
{
    QSettings().setValue(Key, paths);
}

} // namespace

QStringList RecentSessions::list()
{
    QStringList paths = QSettings().value(Key).toStringList();
    paths.removeAll(QString());
    paths.removeDuplicates();
    return paths.mid(0, MaxCount);
}

void RecentSessions::add(const QString &path)
{
    if (path.isEmpty())
        return;
    QStringList paths = list();
    paths.removeAll(path);
    paths.prepend(path);
    store(paths.mid(0, MaxCount));
}

void RecentSessions::remove(const QString &path)
{
    QStringList paths = list();
    paths.removeAll(path);
    store(paths);
}

void RecentSessions::clear()
{
    store({});
}

} // namespace DriveScope
