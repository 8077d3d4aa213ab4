// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/runstatus.h"

namespace DriveScope {

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::NotStarted: return QStringLiteral("not started");
    case RunStatus::Running: return QStringLiteral("running");
    case RunStatus::Completed: return QStringLiteral("completed");
    case RunStatus::Cancelled: return QStringLiteral("cancelled");
    case RunStatus::Failed: return QStringLiteral("failed");
    }
    return {};
}

} // namespace DriveScope
