// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/bench/blocksize/blocksizeconfig.h"
#include "core/run/phasestats.h"

#include <QJsonObject>

#include <vector>

namespace DriveScope {

// One direction at one transfer size, from every one of its I/Os.
struct BlockSizeFigures {
    bool measured = false;
    double megabytesPerSecond = 0; // MB = 10^6 B
    double iops = 0;
    double meanNs = 0;
    double p99Ns = 0; // from the log-linear histogram (within 0.4 %)
    qint64 ios = 0;
    static BlockSizeFigures of(const PhaseStats &phase);
};

struct BlockSizeRow {
    qint64 size = 0;
    BlockSizeFigures read;
    BlockSizeFigures write;
};

// What a sweep found: a row per size (in plan order; a size whose phases did not finish
// is left out), the best MB/s of each direction, and from which size the drive
// reaches 95 % of that best: the smallest size measured whose MB/s is at least 95 % of
// it (0 when nothing was measured). A larger size may still fall below (a drive's cache
// or a slow region), which the rows show; the rule asks only when full speed begins.
struct BlockSizeProfile {
    static constexpr double FullShare = 0.95;
    std::vector<BlockSizeRow> rows;
    double bestReadMBps = 0;
    double bestWriteMBps = 0;
    qint64 readFullFrom = 0;
    qint64 writeFullFrom = 0;
    qint64 ios = 0; // every I/O of every phase
    qint64 keptSamples = 0; // of those, kept as samples

    // phases: finished ones, named as BlockSizePlan::phaseName; others are ignored.
    static BlockSizeProfile of(const BlockSizePlan &plan, const std::vector<PhaseStats> &phases);
    // The smallest size whose value reaches share of the best (values in the order of
    // sizes), 0 when none is above zero.
    static qint64 fullFrom(const std::vector<qint64> &sizes, const std::vector<double> &values, double share);
    bool writes() const;
};

// The text report (one row per size, then the best and where it is reached) and the
// "blocksize" object of --json.
QString blockSizeTextReport(const RunResult &run, const BlockSizePlan &plan, const BlockSizeProfile &profile);
QJsonObject blockSizeProfileJson(const BlockSizeProfile &profile);

} // namespace DriveScope
