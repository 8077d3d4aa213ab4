// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/commandtable.h"

#include "app/cli/commands/bandwidthcommand.h"
#include "app/cli/commands/blocksizecommand.h"
#include "app/cli/commands/depthcommand.h"
#include "app/cli/commands/seekcommand.h"
#include "app/cli/commands/speedcommand.h"
#include "app/cli/commands/syncwritecommand.h"
#include "app/cli/commands/zonecommand.h"

#include "core/bench/bandwidth/bandwidthkind.h"
#include "core/bench/blocksize/blocksizekind.h"
#include "core/bench/depth/depthkind.h"
#include "core/bench/seek/seekkind.h"
#include "core/bench/speed/speedkind.h"
#include "core/bench/syncwrite/syncwritekind.h"
#include "core/bench/zone/zonekind.h"

#include <utility>

namespace Cli {

BenchmarkCommand commandFor(const DriveScope::BenchmarkKind &kind)
{
    using namespace DriveScope;
    static const std::pair<const BenchmarkKind *, BenchmarkCommand> table[] = {
        { &seekKind(), runSeekCommand },
        { &zoneKind(), runZoneCommand },
        { &syncwriteKind(), runSyncWriteCommand },
        { &bandwidthKind(), runBandwidthCommand },
        { &depthKind(), runDepthCommand },
        { &speedKind(), runSpeedCommand },
        { &blockSizeKind(), runBlockSizeCommand },
    };
    for (const auto &[k, command] : table)
        if (k == &kind)
            return command;
    return nullptr;
}

} // namespace Cli
