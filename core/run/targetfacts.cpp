// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/targetfacts.h"

#include "core/util/byteunits.h"

namespace DriveScope {

QString targetFacts(const DeviceInfo &d, bool withWriteCache)
{
    QString s = d.path + QStringLiteral(" (") + d.kindName() + QStringLiteral(", ") + formatBytesDecimal(d.sizeBytes);
    if (d.logicalBlockSize > 0)
        s += QStringLiteral(", logical block %1 B, physical %2 B").arg(d.logicalBlockSize).arg(d.physicalBlockSize);
    if (!d.fileSystemType.isEmpty())
        s += QStringLiteral(", on ") + d.fileSystemType;
    if (!d.diskName.isEmpty())
        s += (d.fileSystemType.isEmpty() ? QStringLiteral(", on ") : QStringLiteral(" on ")) + d.diskName;
    if (!d.model.isEmpty())
        s += QStringLiteral(", ") + d.model;
    if (d.rotational != DeviceInfo::Rotational::Unknown)
        s += QStringLiteral(", ") + d.rotationalName();
    if (!d.linkName.isEmpty())
        s += QStringLiteral(", link ") + d.linkName;
    if (withWriteCache && !d.writeCache.isEmpty())
        s += QStringLiteral(", write cache ") + d.writeCache;
    if (!d.scheduler.isEmpty())
        s += QStringLiteral(", scheduler ") + d.scheduler;
    return s + u')';
}

} // namespace DriveScope
