// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/transfersize.h"

#include "core/device/deviceinfo.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <algorithm>

namespace DriveScope {

qint64 directIoUnit(const DeviceInfo &target)
{
    return std::max<qint64>({ 1, target.logicalBlockSize, target.directIoAlignment });
}

QString transferSizeProblem(
    QStringView what, qint64 bytes, const DeviceInfo &target, qint64 maxBytes, QStringView largest)
{
    const qint64 logical = std::max(1, target.logicalBlockSize);
    const qint64 dio = std::max(1, target.directIoAlignment);
    if (bytes <= 0)
        //: %1 names the size ("read size", "block size")
        return Text::tr("The %1 must be positive (got %2 B).").arg(what).arg(bytes);
    if (bytes % logical != 0)
        //: %1 names the size ("read size", "block size"), %2 its value
        return Text::tr("The %1 %2 B is not a multiple of the target's logical block size (%3 B).")
            .arg(what)
            .arg(bytes)
            .arg(logical);
    if (bytes % dio != 0)
        //: %1 names the size ("read size", "block size"), %2 its value
        return Text::tr("The %1 %2 B is not a multiple of the %3 B that direct I/O needs here.")
            .arg(what)
            .arg(bytes)
            .arg(dio);
    if (bytes > maxBytes)
        //: %1 names the size ("read size"), %2 its value, %3 the largest it may be, %4 what that bounds ("one read")
        return Text::tr("The %1 %2 is larger than the %3 %4 may be.")
            .arg(what, formatBytesBinary(bytes), formatBytesBinary(maxBytes), largest);
    return {};
}

} // namespace DriveScope
