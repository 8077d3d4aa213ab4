// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace DriveScope {

// How deep the queue really was: for every I/O sent, how many were in flight from this
// worker when it went to the kernel, counting itself (fio's "IO depths" line counts the
// same). A run asked for depth 32 whose drive or kernel kept it waiting shows it here:
// its I/Os went out with fewer in flight. The read sent alone before a depth (to keep its
// cold start out of the figures) is not counted. Summed over the workers of one part of
// a run, each worker's depth on its own (a Q32T2 run's I/Os show 32, not 64).
struct InFlightCounts {
    // Bucket i: depths 2^i … 2^(i+1) - 1 (1, 2–3, 4–7, …), the last one 1024 and more.
    static constexpr int Buckets = 11;
    // Below this share of the depth asked for, on average, a run "could not keep its
    // depth". At the end of a count-limited run the last refill is short; that costs far
    // less than this.
    static constexpr double KeptShare = 0.9;

    int asked = 0; // the depth each worker was asked to keep
    qint64 ios = 0; // I/Os counted
    qint64 depthSum = 0; // the sum over them of the depth each went out at
    std::array<qint64, Buckets> byBucket {};

    static int bucketOf(int depth);
    static int bucketLow(int bucket) { return 1 << bucket; }

    // n I/Os sent together, inFlight in flight once they are (them included).
    void add(int inFlight, qint64 n);
    void merge(const InFlightCounts &other);
    bool empty() const { return ios == 0; }
    double mean() const { return ios ? double(depthSum) / double(ios) : 0; }
    bool keptDepth() const { return ios == 0 || mean() >= KeptShare * asked; }

    // "In flight at submission: 16–31 0.1 %, 32 99.9 %; mean 31.97 of 32." (and, when
    // the depth was not kept, a sentence that says so). Empty when nothing was counted.
    QString sentence() const;
    // The buckets alone, for a table cell: "32: 99.9 %, 16–31: 0.1 %" (largest first).
    QString distributionText() const;

    QJsonObject toJson() const;
    // From a session or a journal, which may be crafted: every count whole and in range,
    // the buckets adding up to ios, the mean possible. nullopt with one sentence otherwise.
    static std::optional<InFlightCounts> fromJson(const QJsonObject &o, QString *error);
};

// The counts of the part that asked for depth (a depth sweep's row), or null: none, or
// nothing counted (a session from before the counts).
const InFlightCounts *inFlightAt(const std::vector<InFlightCounts> &parts, int depth);

// v (an "in_flight" value) into *out; false with one sentence in *error when it is not
// an object fromJson accepts.
bool readInFlightCounts(const QJsonValue &v, InFlightCounts *out, QString *error);

} // namespace DriveScope
