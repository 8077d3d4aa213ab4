// SPDX-License-Identifier: GPL-3.0-or-later
#include "target.h"

#include "core/io/sim/simulateddrive.h"
#include "core/io/sim/simulateddriveconfig.h"
#include "filetarget.h"

namespace DriveScope {

std::unique_ptr<Target> Target::open(const QString &path, const OpenOptions &options, OpenError *error)
{
    if (isSimulatedDrivePath(path))
        return SimulatedDrive::open(path, options, error);
    return FileTarget::open(path, options, error);
}

} // namespace DriveScope
