// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session/loadedsession.h"

#include "ui/pages/pageregistry.h"

#include "core/session/sessionfile.h"
#include "core/util/text.h"

#include <QFileInfo>

namespace DriveScope {

RunRecordPtr LoadedSession::recordFor(RunResult result)
{
    const PageEntry *entry = PageRegistry::find(result.benchmark);
    return makeRunRecord(newRunId(), std::move(result), entry ? entry->prepareCharts : PrepareCharts());
}

LoadedSession LoadedSession::fromSession(Session session, const QString &path)
{
    LoadedSession loaded;
    loaded.path = path;
    loaded.title = session.title;
    loaded.notes = session.notes;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        loaded.labels.append(session.label(i));
        loaded.records.append(recordFor(session.runs.take(i)));
    }
    return loaded;
}

std::optional<LoadedSession> LoadedSession::fromFile(const QString &path, QString *error, bool *missing)
{
    const QFileInfo info(path);
    if (missing)
        *missing = !info.exists();
    if (!info.exists()) {
        if (error)
            *error = Text::tr("%1 is not there any more (moved or deleted).").arg(path);
        return std::nullopt;
    }
    if (info.isDir()) {
        if (error)
            *error = Text::tr("%1 is a folder, not a session file.").arg(path);
        return std::nullopt;
    }
    // Runs on a pool thread: an exception escaping it would end the window
    // (QUnhandledException), so running out of memory is one sentence like any other.
    try {
        auto session = SessionFile::load(path, error);
        if (!session)
            return std::nullopt;
        return fromSession(std::move(*session), info.absoluteFilePath());
    } catch (const std::bad_alloc &) {
        if (error)
            *error = Text::tr("There is not enough memory to open %1.").arg(path);
        return std::nullopt;
    }
}

} // namespace DriveScope
