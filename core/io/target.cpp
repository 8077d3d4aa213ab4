// SPDX-License-Identifier: GPL-3.0-or-later
#include "target.h"

#include "filetarget.h"

namespace DriveScope {

std::unique_ptr<Target> Target::open(const QString &path, const OpenOptions &options, OpenError *error)
{
    return FileTarget::open(path, options, error);
}

} // namespace DriveScope
