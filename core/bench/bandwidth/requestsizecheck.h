// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QString>

namespace DriveScope {

// Did the device receive the requests the benchmark asked for? A dd of 1 MB blocks has
// been seen in iostat as 6500 writes/s of 8 kB: the block size on the command line is
// not what reaches the disk. Compares the average request size in the run's direction
// (from the device's counters over the whole run) with the block size, and explains a
// difference with the queue limits (max_sectors_kb, max_hw_sectors_kb).
struct RequestSizeCheck {
    enum class Verdict { Unknown, AsAsked, Smaller, Larger };
    Verdict verdict = Verdict::Unknown;
    qint64 blockSize = 0;
    double averageRequestBytes = 0; // in the run's direction (rareq-sz or wareq-sz)
    quint64 requests = 0;
    QString sentence; // always set: what happened and why, or why it is unknown

    static QString verdictName(Verdict v);
};

RequestSizeCheck checkRequestSize(const RunResult &run);

} // namespace DriveScope
