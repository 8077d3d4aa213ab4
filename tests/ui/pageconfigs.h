// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small configs for the window's pages, so that a test that clicks through them
// (tst_guithreadio, tst_pagescreenshots, tst_zonepage, tst_bandwidthpage) says only how
// much each run does. The fixed parts (4 KiB reads, 256 KiB blocks, O_DSYNC, 100 ms
// intervals) are what those tests set by hand before; they keep runs short on a loop
// device or a 16–64 MiB file.

#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/seek/seekconfig.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/zone/zoneconfig.h"

namespace DriveScope::Test {

// count random 4 KiB reads (one worker, a fresh seed).
inline SeekConfig seekReads(qint64 count)
{
    SeekConfig c;
    c.count = count;
    c.readSize = 4096;
    return c;
}

// A read sweep of `points` points, bytesPerPoint bytes each, in 256 KiB blocks.
inline ZoneConfig zoneSweep(qint64 points, qint64 bytesPerPoint)
{
    ZoneConfig c;
    c.points = points;
    c.bytesPerPoint = bytesPerPoint;
    c.blockSize = 256 << 10;
    return c;
}

// One run of count 4 KiB O_DSYNC writes.
inline SyncWriteConfig syncWrites(qint64 count)
{
    SyncWriteConfig c;
    c.count = count;
    c.sizes = { 4096 };
    c.modes = { SyncMode::ODSync };
    return c;
}

// A sequential read of total bytes in 256 KiB blocks, MB/s every 100 ms.
inline BandwidthConfig bandwidthRead(qint64 total)
{
    BandwidthConfig c;
    c.blockSize = 256 << 10;
    c.total = total;
    c.intervalNs = 100'000'000;
    return c;
}

} // namespace DriveScope::Test
