// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/runstatus.h"

#include "core/util/text.h"

namespace DriveScope {

QString runStatusKey(RunStatus status)
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

QString runStatusName(RunStatus status)
{
    switch (status) {
    case RunStatus::NotStarted: return Text::tr("not started", "run status");
    case RunStatus::Running: return Text::tr("running", "run status");
    case RunStatus::Completed: return Text::tr("completed", "run status");
    case RunStatus::Cancelled: return Text::tr("cancelled", "run status");
    case RunStatus::Failed: return Text::tr("failed", "run status");
    }
    return {};
}

} // namespace DriveScope
