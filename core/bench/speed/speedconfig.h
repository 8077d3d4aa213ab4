// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace DriveScope {

// One cell row of the speed grid, named the way CrystalDiskMark and KDiskMark name it:
// "SEQ1M Q8T1" is 1 MiB sequential transfers, 8 in flight on each of 1 thread;
// "RND4K Q32T16" is 4 KiB random ones, 32 in flight on each of 16 threads.
struct SpeedTest {
    static constexpr int MaxDepth = 4096;
    static constexpr int MaxThreads = 64;
    static constexpr qint64 MaxBlock = qint64(64) << 20;
    bool sequential = false;
    qint64 blockSize = 4096;
    int depth = 1;
    int threads = 1;

    QString name() const; // "SEQ1M Q8T1"
    // "RND4K Q32T1" (case and spaces forgiven); nullopt and one sentence otherwise.
    static std::optional<SpeedTest> parse(const QString &text, QString *error);
    bool operator==(const SpeedTest &) const = default;
};

// What each test does: reads, writes, or a mix (mixReadPercent % of the I/Os read).
enum class SpeedDirection { Read, Write, Mix };
QString speedDirectionName(SpeedDirection d); // "read", "write", "mix"
// The same words in the user's language, for what a person reads (headlines, figure
// names, failures); speedDirectionName is for JSON, phase names and fio jobs.
QString speedDirectionTitle(SpeedDirection d);

// The profiles users know: "standard" (CrystalDiskMark's default) and "nvme" (its NVMe SSD set).
std::optional<std::vector<SpeedTest>> speedProfile(const QString &name, QString *error);
QStringList speedProfileNames();
// "RND4K Q32T1,SEQ1M Q8T1": a custom list; at least one test, none twice.
std::optional<std::vector<SpeedTest>> parseSpeedTests(const QString &text, QString *error);

struct SpeedConfig {
    static constexpr int MaxRuns = 9;
    std::vector<SpeedTest> tests; // empty: the standard profile
    bool read = true;
    bool write = false;
    int mixReadPercent = -1; // 0..100: also a mixed test of this many % reads; -1: none
    qint64 areaBytes = qint64(1) << 30; // the first this many bytes of the target
    qint64 durationNs = 5'000'000'000; // each run of each test
    int runs = 5; // of each test and direction; the median and the best are reported
    // Samples kept per thread and run of a test (the first ones); every I/O counts in
    // the figures through PhaseStats. The nvme profile, read and write, 5 runs: at most
    // 194,560 samples (7.8 MB).
    qint64 keepSamplesPerThread = 1024;
    std::optional<quint64> seed;
};

// The config resolved against one target: the phases run in order, test by test, each
// direction, each run.
struct SpeedPlan {
    std::vector<SpeedTest> tests;
    std::vector<SpeedDirection> directions;
    int mixReadPercent = -1;
    qint64 areaBytes = 0;
    qint64 alignment = 0;
    qint64 durationNs = 0;
    int runs = 0;
    qint64 keepSamplesPerThread = 0;
    quint64 seed = 0;

    struct Phase {
        int test = 0;
        SpeedDirection direction = SpeedDirection::Read;
        int run = 0; // 1-based
    };
    std::vector<Phase> phases() const;
    static QString phaseName(const SpeedTest &test, SpeedDirection d, int run); // "SEQ1M Q8T1 · read · 1"
    int maxThreads() const;
    bool writes() const;
    QJsonObject toJson() const;
    static std::optional<SpeedPlan> fromJson(const QJsonObject &config);
};

// What to ask for to measure as plan did, on any target ("Use These Settings"): its
// tests, directions, mix, area, time and runs. A fresh seed: the same offsets again would
// be served from the drive's cache.
SpeedConfig configFromPlan(const SpeedPlan &plan, const DeviceInfo &measured);

// Checks the config against the target (size, alignment, writability, memory); on
// error nullopt with one sentence.
std::optional<SpeedPlan> planSpeed(const SpeedConfig &config, const DeviceInfo &target, bool writable, QString *error);

} // namespace DriveScope
