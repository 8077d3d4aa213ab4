// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/syncwrite/syncmode.h"

#include "core/util/text.h"

#include <QStringList>

#include <algorithm>

namespace DriveScope {

QString syncModeName(SyncMode mode)
{
    switch (mode) {
    case SyncMode::OSync: return QStringLiteral("osync");
    case SyncMode::ODSync: return QStringLiteral("odsync");
    case SyncMode::Fdatasync: return QStringLiteral("fdatasync");
    case SyncMode::Fsync: return QStringLiteral("fsync");
    case SyncMode::None: return QStringLiteral("none");
    }
    return {};
}

QString syncModeFlags(SyncMode mode)
{
    switch (mode) {
    case SyncMode::OSync: return QStringLiteral("O_DIRECT|O_SYNC");
    case SyncMode::ODSync: return QStringLiteral("O_DIRECT|O_DSYNC");
    case SyncMode::Fdatasync: return QStringLiteral("O_DIRECT write + fdatasync");
    case SyncMode::Fsync: return QStringLiteral("O_DIRECT write + fsync");
    case SyncMode::None: return QStringLiteral("buffered write, no sync");
    }
    return {};
}

QString syncModeTitle(SyncMode mode)
{
    return mode == SyncMode::None ? Text::tr("none", "sync mode: buffered writes, no sync") : syncModeName(mode);
}

QString syncModeFlagsText(SyncMode mode)
{
    switch (mode) {
    case SyncMode::OSync:
    case SyncMode::ODSync: return syncModeFlags(mode);
    case SyncMode::Fdatasync: return Text::tr("O_DIRECT write + fdatasync");
    case SyncMode::Fsync: return Text::tr("O_DIRECT write + fsync");
    case SyncMode::None: return Text::tr("buffered write, no sync");
    }
    return {};
}

QString syncModeMeaning(SyncMode mode)
{
    switch (mode) {
    case SyncMode::OSync: return QStringLiteral("each write returns once its data and metadata are on stable storage");
    case SyncMode::ODSync: return QStringLiteral("each write returns once its data is on stable storage");
    case SyncMode::Fdatasync:
        return QStringLiteral("each write is followed by fdatasync(), which returns once the data is on stable "
                              "storage");
    case SyncMode::Fsync:
        return QStringLiteral("each write is followed by fsync(), which returns once data and metadata are on "
                              "stable storage");
    case SyncMode::None:
        return QStringLiteral("each write returns once the data is in the page cache (page cache in the way: "
                              "the drive is not measured)");
    }
    return {};
}

std::optional<SyncMode> parseSyncMode(QStringView name)
{
    for (SyncMode m : allSyncModes()) {
        if (name.compare(syncModeName(m), Qt::CaseInsensitive) == 0)
            return m;
    }
    return std::nullopt;
}

std::vector<SyncMode> allSyncModes()
{
    return { SyncMode::OSync, SyncMode::ODSync, SyncMode::Fdatasync, SyncMode::Fsync, SyncMode::None };
}

std::optional<std::vector<SyncMode>> parseSyncModes(const QString &list, QString *error)
{
    std::vector<SyncMode> modes;
    const QStringList names = list.split(u',', Qt::SkipEmptyParts);
    for (const QString &raw : names) {
        const QString name = raw.trimmed();
        std::vector<SyncMode> add;
        if (name.compare(QStringLiteral("all"), Qt::CaseInsensitive) == 0) {
            add = allSyncModes();
        } else if (const auto m = parseSyncMode(name)) {
            add = { *m };
        } else {
            if (error)
                //: keep osync, odsync, fdatasync, fsync, none and all: what --sync takes
                *error
                    = Text::tr("'%1' is not a sync mode; use osync, odsync, fdatasync, fsync, none or all.").arg(name);
            return std::nullopt;
        }
        for (SyncMode m : add) {
            if (std::find(modes.begin(), modes.end(), m) == modes.end())
                modes.push_back(m);
        }
    }
    if (modes.empty()) {
        if (error)
            *error = Text::tr("No sync mode given; use osync, odsync, fdatasync, fsync, none or all.");
        return std::nullopt;
    }
    return modes;
}

OpenOptions openOptionsFor(SyncMode mode)
{
    OpenOptions o;
    o.access = OpenOptions::Access::ReadWrite;
    o.direct = mode != SyncMode::None;
    switch (mode) {
    case SyncMode::OSync: o.writeSync = OpenOptions::WriteSync::OSync; break;
    case SyncMode::ODSync: o.writeSync = OpenOptions::WriteSync::ODSync; break;
    default: o.writeSync = OpenOptions::WriteSync::None; break;
    }
    return o;
}

PostWrite postWriteFor(SyncMode mode)
{
    switch (mode) {
    case SyncMode::Fdatasync: return PostWrite::Fdatasync;
    case SyncMode::Fsync: return PostWrite::Fsync;
    default: return PostWrite::Nothing;
    }
}

} // namespace DriveScope
