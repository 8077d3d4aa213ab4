// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace DriveScope {

// One reading of a block device's counters from /sys/block/X/stat (the same numbers
// as that device's line in /proc/diskstats, without major, minor and name). Kernels
// print 11 fields (before 4.18), 15 (4.18: discards) or 17 (5.5: flushes); fields a
// kernel does not print stay 0. Sectors are always 512 bytes, whatever the device's
// logical block size. Times are milliseconds.
struct DiskStatsSnapshot {
    quint64 readIos = 0; //  1 reads completed
    quint64 readMerges = 0; //  2 reads merged into a neighbour before reaching the driver
    quint64 readSectors = 0; //  3 sectors read
    quint64 readTicksMs = 0; //  4 ms spent reading (sum over requests)
    quint64 writeIos = 0; //  5 writes completed
    quint64 writeMerges = 0; //  6
    quint64 writeSectors = 0; //  7
    quint64 writeTicksMs = 0; //  8
    quint64 inFlight = 0; //  9 requests in flight now (not a counter)
    quint64 ioTicksMs = 0; // 10 ms during which at least one request was in flight
    quint64 timeInQueueMs = 0; // 11 weighted ms: request-milliseconds in flight
    quint64 discardIos = 0; // 12
    quint64 discardMerges = 0; // 13
    quint64 discardSectors = 0; // 14
    quint64 discardTicksMs = 0; // 15
    quint64 flushIos = 0; // 16
    quint64 flushTicksMs = 0; // 17
    int fieldCount = 0; // 11, 15 or 17 (or more, from a newer kernel)
    qint64 takenNs = 0; // CLOCK_MONOTONIC when read (0 from parse())

    static constexpr int SectorBytes = 512;

    // Parses one stat line ("  1234 0 5678 ..."). Fewer than 11 numbers, or anything
    // that is not a number, is an error.
    static std::optional<DiskStatsSnapshot> parse(QStringView text, QString *error = nullptr);
    // Reads and parses a stat file, stamping takenNs.
    static std::optional<DiskStatsSnapshot> readFile(const QString &path, QString *error = nullptr);
};

// What the device did between two snapshots, as `iostat -x` (sysstat 12) shows it.
// The raw deltas are kept so rows can be summed exactly (sumIostatRows); the derived
// columns come from them by the formulas below (see docs/bandwidth.md):
//   r/s        = dReadIos / T                     (T = elapsed seconds)
//   rrqm/s     = dReadMerges / T
//   rB/s       = dReadSectors * 512 / T           (iostat prints /1024 as rkB/s; we print MB/s = 10^6 B/s)
//   rareq-sz   = dReadSectors * 512 / dReadIos    (bytes; iostat prints /1024 as kB)
//   r_await    = dReadTicksMs / dReadIos          (ms, queueing + service)
//   (w... the same with the write fields; d... with the discard fields)
//   areq-sz    = (dRead + dWrite + dDiscard sectors) * 512 / (dRead + dWrite + dDiscard ios)
//   await      = (dReadTicks + dWriteTicks + dDiscardTicks) / (dReadIos + dWriteIos + dDiscardIos)
//   aqu-sz     = dTimeInQueueMs / (T * 1000)      (average number of requests in flight)
//   %util      = dIoTicksMs / (T * 1000) * 100    (share of time with a request in flight)
// A rate with no request in the interval is 0, as in iostat. A counter that went
// backwards (device re-created) counts as 0.
struct IostatRow {
    qint64 startNs = 0; // interval start, relative to the run's start (may be slightly negative)
    qint64 endNs = 0;
    double elapsedS = 0;

    quint64 readIos = 0, readMerges = 0, readSectors = 0, readTicksMs = 0;
    quint64 writeIos = 0, writeMerges = 0, writeSectors = 0, writeTicksMs = 0;
    quint64 discardIos = 0, discardSectors = 0, discardTicksMs = 0;
    quint64 flushIos = 0;
    quint64 ioTicksMs = 0, timeInQueueMs = 0;
    quint64 inFlightAtEnd = 0;

    double readsPerS = 0, writesPerS = 0;
    double readMergesPerS = 0, writeMergesPerS = 0;
    double readBytesPerS = 0, writeBytesPerS = 0;
    double readAvgRequestBytes = 0, writeAvgRequestBytes = 0, avgRequestBytes = 0;
    double readAwaitMs = 0, writeAwaitMs = 0, awaitMs = 0;
    double avgQueueSize = 0; // aqu-sz
    double utilPercent = 0;

    quint64 readBytes() const { return readSectors * DiskStatsSnapshot::SectorBytes; }
    quint64 writeBytes() const { return writeSectors * DiskStatsSnapshot::SectorBytes; }
};

// The row for [previous, current]; elapsedS <= 0 uses the snapshots' takenNs.
IostatRow computeIostatRow(const DiskStatsSnapshot &previous, const DiskStatsSnapshot &current, double elapsedS = 0);
// Recomputes the derived columns of row from its deltas and elapsedS.
void deriveIostatColumns(IostatRow &row);
// One row covering all of rows (deltas added, elapsed added, columns recomputed).
IostatRow sumIostatRows(const std::vector<IostatRow> &rows);

// Which counters describe a target: a whole disk or a partition its own
// /sys/class/block/NAME/stat, a file the disk that holds its file system. Also the
// queue limits that cap the size of one request.
struct DiskStatsSource {
    QString name; // "loop3", "sda1", "dm-0"
    QString statPath; // /sys/class/block/NAME/stat
    QString queueDisk; // the disk whose queue limits apply ("sda" for "sda1")
    int maxSectorsKb = 0; // queue/max_sectors_kb: the kernel's current cap on one request
    int maxHwSectorsKb = 0; // queue/max_hw_sectors_kb: what the hardware allows at most
    int maxSegments = 0; // queue/max_segments: memory segments (pages, unless adjacent) per request
    qint64 maxSegmentSize = 0; // queue/max_segment_size: bytes per segment at most
    bool sharedWithOthers = false; // a file target: the disk's counters include other I/O
    QString unavailableReason; // set when there are no counters (simulated drive, no sysfs)

    bool isAvailable() const { return !statPath.isEmpty(); }
    static DiskStatsSource forTarget(const DeviceInfo &target, const QString &sysRoot = QStringLiteral("/sys"));
};

} // namespace DriveScope
