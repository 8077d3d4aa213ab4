// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/targetchoice.h"

#include "core/device/writecacheprobe.h"

namespace DriveScope {

// The sync write page's "is the write cache on or off" line, known before a run: the
// write-cache state of the disk under a target, from sysfs and `hdparm -W`.
class WriteCacheStatus {
public:
    // Blocking I/O (stat, sysfs, runs hdparm for up to timeoutMs): call on a pool thread.
    // A file or scratch-file target is judged by the disk holding its folder.
    static WriteCacheProbe::Result probe(const TargetChoice &target, int timeoutMs = 3000);
    // "on (sysfs: write back on sda; hdparm -W /dev/sda: 1)",
    // "unknown (sysfs: none; hdparm: permission denied)".
    static QString summary(const WriteCacheProbe::Result &result);
};

} // namespace DriveScope
