// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/deviceinfo.h"

namespace DriveScope {

QString DeviceInfo::kindName() const
{
    switch (kind) {
    case Kind::BlockDevice: return QStringLiteral("block device");
    case Kind::Partition: return QStringLiteral("partition");
    case Kind::RegularFile: return QStringLiteral("file");
    case Kind::Simulated: return QStringLiteral("simulated drive");
    case Kind::Unknown: break;
    }
    return QStringLiteral("unknown");
}

QString DeviceInfo::rotationalName() const
{
    switch (rotational) {
    case Rotational::Rotational: return QStringLiteral("rotational");
    case Rotational::NonRotational: return QStringLiteral("non-rotational");
    case Rotational::Unknown: break;
    }
    return QStringLiteral("unknown");
}

} // namespace DriveScope
