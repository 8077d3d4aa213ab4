// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/runrecord.h"

#include "core/session/session.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace DriveScope {

// A session file turned into what the window shows: one RunRecord per run (summary and
// key figures computed the way a live run's are) and its label. Built on a pool thread
// (reading a file and summarising a million samples take a while), handed to the GUI.
struct LoadedSession {
    QString path;
    QString title;
    QString notes;
    QList<RunRecordPtr> records;
    QStringList labels; // parallel to records

    // nullopt with one sentence in *error; *missing says the file is not there at all
    // (Open Recent then drops it from the list).
    static std::optional<LoadedSession> fromFile(const QString &path, QString *error, bool *missing = nullptr);
    static LoadedSession fromSession(Session session, const QString &path = {});
    // A record for a run that did not come from a live page (a file, a crash journal).
    // Ids come from one counter far above live runs' ids, so they never collide.
    static RunRecordPtr recordFor(RunResult result);
};

} // namespace DriveScope
