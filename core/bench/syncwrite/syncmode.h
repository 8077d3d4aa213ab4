// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/target.h"

#include <QString>

#include <optional>
#include <vector>

namespace DriveScope {

// How each write of the sync-write benchmark reaches stable storage; the
// same choices pg_test_fsync compares. Each needs its own descriptor flags, so every
// mode is a separate run on a freshly opened target.
enum class SyncMode {
    OSync, // O_DIRECT|O_SYNC: data and metadata stable when write() returns (the default)
    ODSync, // O_DIRECT|O_DSYNC: data stable when write() returns
    Fdatasync, // O_DIRECT write, then fdatasync(), both inside the timed interval
    Fsync, // O_DIRECT write, then fsync()
    None, // buffered write, no sync: measures the page cache, not the drive
};

// "osync", "odsync", "fdatasync", "fsync", "none".
QString syncModeName(SyncMode mode);
// "O_DIRECT|O_SYNC", "O_DIRECT write + fdatasync", "buffered, no sync".
QString syncModeFlags(SyncMode mode);
// The two above in the user's words, for what a person reads in the window (a form's
// choices, headlines, failures): the system calls' names stay, the words between them
// are translated. The untranslated ones are what JSON, the CLI and fio jobs take.
QString syncModeTitle(SyncMode mode);
QString syncModeFlagsText(SyncMode mode);
// What a write's return means in this mode, one clause for reports.
QString syncModeMeaning(SyncMode mode);
std::optional<SyncMode> parseSyncMode(QStringView name);
// Every mode, in the order --sync all runs them (slowest guarantees first).
std::vector<SyncMode> allSyncModes();
// "osync", "fsync,none", "all" -> modes in the given order, no duplicates.
std::optional<std::vector<SyncMode>> parseSyncModes(const QString &list, QString *error);

// How to open the target for this mode (ReadWrite, O_DIRECT unless None, sync flag).
OpenOptions openOptionsFor(SyncMode mode);
// What the target does after each write, inside the timed interval.
PostWrite postWriteFor(SyncMode mode);

} // namespace DriveScope
