// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/target.h"

#include "core/io/uringqueue.h"

#include "core/io/filetarget.h"
#include "core/io/sim/simulateddrive.h"
#include "core/io/sim/simulateddriveconfig.h"
#include "core/util/text.h"

namespace DriveScope {

std::unique_ptr<Target> Target::open(const QString &path, const OpenOptions &options, OpenError *error)
{
    if (isSimulatedDrivePath(path))
        return SimulatedDrive::open(path, options, error);
    return FileTarget::open(path, options, error);
}

std::unique_ptr<IoQueue> Target::makeQueue(
    int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error)
{
    if (fd() >= 0)
        return makeUringQueue(fd(), depth, buffers, error);
    *error = Text::tr("%1 cannot keep several I/Os in flight.").arg(info().path);
    return nullptr;
}

} // namespace DriveScope
