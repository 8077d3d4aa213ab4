// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/diskstats.h"

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace DriveScope {

// Reads a device's counters every interval on its own thread while a benchmark runs
// and keeps one IostatRow per interval, as `iostat -x INTERVAL` prints them. The
// intervals are aligned to the run's start (origin + k * interval), so row k covers
// the same time as the benchmark's own k-th interval. Reading sysfs is a few µs and
// never touches the measured path.
class DiskStatsSampler {
public:
    DiskStatsSampler(DiskStatsSource source, qint64 intervalNs);
    DiskStatsSampler(const DiskStatsSampler &) = delete;
    DiskStatsSampler &operator=(const DiskStatsSampler &) = delete;
    ~DiskStatsSampler();

    // Reads the first snapshot now: call it before the first I/O so none is missed.
    // False (with error()) when there are no counters to read.
    bool prime();
    // Starts the sampling thread; row times are relative to originNs (CLOCK_MONOTONIC).
    void start(qint64 originNs);
    // Takes a last snapshot (a shorter final row) and joins the thread. Idempotent.
    void stop();

    std::vector<IostatRow> rows() const;
    QString error() const;
    const DiskStatsSource &source() const { return m_source; }
    qint64 intervalNs() const { return m_intervalNs; }

private:
    void run();
    // False when the counters could not be read (the device went away). The final row
    // (from stop()) always reaches the present.
    bool takeRow(bool final = false);

    DiskStatsSource m_source;
    qint64 m_intervalNs;
    qint64 m_originNs = 0;
    DiskStatsSnapshot m_last;
    DiskStatsSnapshot m_rowStart; // where m_rows.back() began
    bool m_primed = false;
    bool m_broken = false;

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::vector<IostatRow> m_rows;
    QString m_error;
    std::thread m_thread;
};

} // namespace DriveScope
