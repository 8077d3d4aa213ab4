// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <mutex>

namespace DriveScope {

// Progress through phases that each end at a count of I/Os or at a time, whichever comes
// first (the depth sweep's depths): a finished phase counts whole, the running one by
// the larger of its two shares. Counted in I/Os alone, a drive that ends every depth on
// time (a disk doing 200 reads in its 2 s, of 50,000 allowed) sat at 0 % with an ETA of
// an hour and a half for an 18 s run. Written by the one worker, read by any thread.
class PhaseProgress {
public:
    static constexpr qint64 PerPhase = 1000;

    PhaseProgress(int phases, qint64 durationNs)
        : m_phases(phases)
        , m_durationNs(durationNs)
    {
    }

    qint64 total() const { return PerPhase * m_phases; }

    // The worker, as phase begins (phases in order from 0); it ends after ios I/Os.
    void begin(int phase, qint64 nowNs, qint64 ios)
    {
        const std::lock_guard lock(m_mutex);
        m_phase = phase;
        m_phaseStartNs = nowNs;
        m_iosInPhase = std::max<qint64>(1, ios);
        m_ios.store(0, std::memory_order_relaxed);
    }
    // The worker, for each I/O it sends in the running phase.
    void countIo() { m_ios.fetch_add(1, std::memory_order_relaxed); }
    // The worker, when it stops (done, cancelled or failed) with this many phases
    // finished whole: no phase runs any more.
    void stop(int phasesFinished)
    {
        const std::lock_guard lock(m_mutex);
        m_phase = phasesFinished;
        m_stopped = true;
    }

    // Never a whole phase for the running one, so a run cut short in its last phase
    // never looks complete.
    qint64 done(qint64 nowNs) const
    {
        const std::lock_guard lock(m_mutex);
        if (m_phase < 0)
            return 0;
        if (m_stopped)
            return PerPhase * qint64(m_phase);
        const double byCount = double(m_ios.load(std::memory_order_relaxed)) / double(m_iosInPhase);
        const double byTime = m_durationNs > 0 ? double(nowNs - m_phaseStartNs) / double(m_durationNs) : 0.0;
        const double share = std::clamp(std::max(byCount, byTime), 0.0, 0.999);
        return PerPhase * qint64(m_phase) + qint64(share * double(PerPhase));
    }

private:
    const int m_phases;
    const qint64 m_durationNs;
    mutable std::mutex m_mutex;
    int m_phase = -1;
    qint64 m_phaseStartNs = 0;
    qint64 m_iosInPhase = 1;
    bool m_stopped = false;
    std::atomic<qint64> m_ios { 0 };
};

} // namespace DriveScope
