// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <array>
#include <vector>

namespace DriveScope {

// One random read of a seeking disk: where the head was (the end of the read before),
// where it went, as fractions of the disk's size in [0, 1], and how long it took.
struct AccessRead {
    double from = 0;
    double to = 0;
    double latencyNs = 0;
};

// The revolution time hidden in the spread of random-read latencies. A read waits for
// its seek, then for its sector to come round: a wait uniform over one revolution. So
// around the seek curve the latencies form a band exactly one revolution wide.
struct RotationEstimate {
    bool known = false;
    QString whyNot; // when not known: one sentence ("fewer than 200 reads (150)")
    double revolutionNs = 0;
    double halfWidthNs = 0; // 95 % confidence half-width of revolutionNs
    qint64 reads = 0; // reads the estimate rests on
    double rpm() const { return revolutionNs > 0 ? 60e9 / revolutionNs : 0; }
};

// The seek time as a function of distance: the lower edge of the band.
//   seek(s) = c0 + c1 sqrt(s) + c2 s,  s = |u(to) - u(from)| in [0, 1],
// with u the radial position of an offset on a zoned disk whose outermost zone holds
// 1/k times the bytes per track of its innermost (u = x when k = 1): a track holds more
// bytes outside, so equal byte distances are fewer tracks there. k is fitted with the
// curve (the k with the narrowest band). The figures include the command overhead and
// the transfer of one read, as the host sees them.
struct SeekCurveEstimate {
    bool known = false;
    QString whyNot;
    std::array<double, 3> coefficients {}; // c0, c1, c2 in ns
    double zoneRatio = 1; // k: inner over outer bytes per track
    double trackToTrackNs = 0, trackToTrackHalfWidthNs = 0; // seek(0+)
    double averageNs = 0, averageHalfWidthNs = 0; // mean over two uniformly random offsets of the disk
    double fullStrokeNs = 0, fullStrokeHalfWidthNs = 0; // seek(1)
    qint64 reads = 0;
    double span = 0; // fraction of the disk the reads' targets spread over

    double radial(double fraction) const;
    double seekNs(double from, double to) const; // fractions of the disk
    // The mean seek over every start for a distance in bytes given as a fraction of the
    // disk: how the curve is drawn over latency against byte distance.
    double meanSeekAtDistanceNs(double distance) const;
};

struct AccessTimeEstimate {
    RotationEstimate rotation;
    SeekCurveEstimate seek;
};

// Both from the reads of one reader at queue depth 1 (several in flight let the drive
// choose the order, and the wait is no longer one revolution). Refuses (whyNot) with too
// few reads, a median under 1 ms (no head to move), a spread that is not a uniform band
// or not 2-30 ms wide, and - for the curve alone - reads that do not cover the disk.
AccessTimeEstimate estimateAccessTime(const std::vector<AccessRead> &reads);

// One revolution from writes that each waited for their sector to come round again
// (contiguous synchronous writes with the write cache off): the median time
// from one write's start to the next. whyNot when the writes did not wait that way.
RotationEstimate revolutionFromWriteIntervals(const std::vector<double> &intervalsNs);

// "7,200 rpm (8.33 ms per revolution, ±0.04 ms, from 1500 reads)" and
// "track-to-track 1.0 ms, average 9.0 ms, full stroke 16.0 ms (±…)"; whyNot otherwise.
// ioName: what the estimate rests on ("writes"); empty: "reads" (translated).
QString rotationText(const RotationEstimate &rotation, const QString &ioName = {});
QString seekCurveText(const SeekCurveEstimate &seek);

} // namespace DriveScope
