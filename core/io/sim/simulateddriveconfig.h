// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace DriveScope {

// The parameters of a simulated drive, as the target path spells them:
//   sim:hdd[,key=value...]   a 7200 rpm hard disk (seek curve, rotation, zones, write cache)
//   sim:ssd[,key=value...]   a flash drive: fixed access time, no position effects
// Keys are listed in docs/simulated-drive.md and in simulatedDriveSpecHelp().
struct SimulatedDriveConfig {
    enum class Kind { Hdd, Ssd };
    Kind kind = Kind::Hdd;

    // Both kinds.
    qint64 capacityBytes = 500'000'000'000; // capacity=500GB
    bool writeCache = true; // cache=on|off
    quint64 seed = 1; // seed=N: rotational latency and read data
    bool paced = false; // paced: sleep so real time follows the model
    std::vector<qint64> failAt; // fail-at=OFFSET (repeatable): I/O covering it fails with EIO
    double interfaceBytesPerSecond = 300e6; // iface=300MB/s: host link (SATA II), for cached writes
    // link=usb2|usb3|sata3|sata6|nvme3x4: the host link the drive claims to sit behind
    // (DeviceInfo's link, for the plausibility guard). The model is not slowed to it: a
    // run faster than the link is what a cache would give, and the guard must say so.
    QString link;

    // Hard disk.
    double rpm = 7200; // rpm=7200
    double trackToTrackNs = 1.0e6; // t2t=1ms: seek over one cylinder
    double averageSeekNs = 8.5e6; // avg=8.5ms: mean seek between uniformly random offsets
    double fullStrokeNs = 17.0e6; // full=17ms: outermost to innermost cylinder
    double outerBytesPerSecond = 150e6; // outer=150MB/s: media rate at offset 0
    double innerBytesPerSecond = 75e6; // inner=75MB/s: media rate at the last byte
    double cachedWriteNs = 0.13e6; // cached=0.13ms: a write the cache absorbs (a real disk measured 0.148 ms)
    qint64 cacheBytes = 16 << 20; // buffer=16MiB: dirty data the cache holds before writes wait
    // ncq=on: with several I/Os queued the drive serves next the one nearest the head
    // (shortest seek), as NCQ/TCQ firmware does; off: in the order they came.
    bool commandReordering = true;

    // Flash drive.
    double ssdReadNs = 80e3; // read=80us
    double ssdWriteNs = 30e3; // write=30us (into the drive's fast cache)
    double ssdJitterNs = 10e3; // jitter=10us: added uniformly in [0, jitter)
    double ssdBytesPerSecond = 520e6; // rate=520MB/s: transfer over SATA 6 Gb/s
    // channels=8: flash reads that can be in progress at once when a queue keeps several
    // I/Os in flight (each still read= + jitter=, the transfers one after another at
    // rate=), so IOPS saturate at channels / read from that depth on.
    int ssdChannels = 8;

    // Every parameter spelled out ("sim:hdd,capacity=500GB,rpm=7200,..."): recorded as
    // the target's canonical path so a saved run says exactly what was simulated.
    QString canonicalSpec() const;
};

// True for "sim:..." paths (what Target::open sends here).
bool isSimulatedDrivePath(QStringView path);

// Parses a "sim:..." path; on error returns nullopt and one sentence in *error.
std::optional<SimulatedDriveConfig> parseSimulatedDriveSpec(QStringView spec, QString *error);

// The link= values.
const QStringList &simulatedLinks();

// The key list for --help texts.
QString simulatedDriveSpecHelp();

} // namespace DriveScope
