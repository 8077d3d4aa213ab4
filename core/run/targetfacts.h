// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <QString>

namespace DriveScope {

// "PATH (kind, size, logical block N B, physical N B, on ext4 on vda, MODEL, rotational,
// write cache C, scheduler S)": the text reports' Target line without its label. Facts
// that are not known are left out. withWriteCache = false for the sync-write report,
// which gives the cache a line of its own (sysfs and hdparm).
QString targetFacts(const DeviceInfo &d, bool withWriteCache = true);

} // namespace DriveScope
