// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace DriveScope {

// File > Open Recent: the last session files opened or saved, newest first, at most
// MaxCount, kept in QSettings ("session/recent"). Only the list: nothing here touches
// the files (whether one still exists is found out when it is opened).
class RecentSessions {
public:
    static constexpr int MaxCount = 8;

    static QStringList list();
    // To the top (moved there if already listed); the oldest beyond MaxCount drop out.
    static void add(const QString &path);
    static void remove(const QString &path);
    static void clear();
};

} // namespace DriveScope
