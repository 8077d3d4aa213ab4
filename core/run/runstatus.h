// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

enum class RunStatus { NotStarted, Running, Completed, Cancelled, Failed };

// The status as session files, journals and JSON store it ("completed"): never translated.
QString runStatusKey(RunStatus status);
// The status as a person reads it ("completed"), in the window's language.
QString runStatusName(RunStatus status);

// Why a run failed: the errno, where, and a sentence a person understands.
struct RunFailure {
    int errnoValue = 0;
    qint64 offset = -1;
    QString message;
};

} // namespace DriveScope
