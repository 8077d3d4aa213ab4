// SPDX-License-Identifier: GPL-3.0-or-later
#include "runrecord.h"

namespace DriveScope {

LatencySummary summarizeRun(const RunResult &result, bool includeWarmUp)
{
    return summarizeLatencies(result.measuredLatencies(includeWarmUp), result.measuredSeconds(includeWarmUp),
        result.measuredBytes(includeWarmUp));
}

} // namespace DriveScope
