// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/diskstatssampler.h"
#include "core/util/text.h"

#include <chrono>

namespace DriveScope {

DiskStatsSampler::DiskStatsSampler(DiskStatsSource source, qint64 intervalNs)
    : m_source(std::move(source))
    , m_intervalNs(std::max<qint64>(intervalNs, 10'000'000))
{
}

DiskStatsSampler::~DiskStatsSampler()
{
    stop();
}

bool DiskStatsSampler::prime()
{
    if (!m_source.isAvailable()) {
        m_error = m_source.unavailableReason;
        return false;
    }
    QString why;
    const auto s = DiskStatsSnapshot::readFile(m_source.statPath, &why);
    if (!s) {
        m_error = why;
        return false;
    }
    m_last = *s;
    m_primed = true;
    return true;
}

void DiskStatsSampler::start(qint64 originNs)
{
    if (!m_primed || m_thread.joinable())
        return;
    m_originNs = originNs;
    try {
        m_thread = std::thread([this] { run(); });
    } catch (const std::exception &) { // a limit on threads (ulimit -u, pids.max), no memory
        std::lock_guard lock(m_mutex);
        m_error = Text::tr("device statistics could not start: no thread could be made for them");
        m_broken = true;
    }
}

bool DiskStatsSampler::takeRow(bool final)
{
    // Only the sampling thread (or stop() after joining it) gets here: m_last needs no lock.
    QString why;
    const auto s = DiskStatsSnapshot::readFile(m_source.statPath, &why);
    std::lock_guard lock(m_mutex);
    if (!s) {
        m_error = Text::tr("device statistics stopped: %1").arg(why);
        m_broken = true;
        return false;
    }
    // A final stretch under 1 ms would be a row of wild rates: it joins the row before
    // instead, so the rows still end after the run's last I/O and miss none of its bytes.
    const bool extendLast = final && !m_rows.empty() && s->takenNs - m_last.takenNs <= 1'000'000;
    const DiskStatsSnapshot &from = extendLast ? m_rowStart : m_last;
    IostatRow row = computeIostatRow(from, *s);
    row.startNs = from.takenNs - m_originNs;
    row.endNs = s->takenNs - m_originNs;
    if (extendLast) {
        m_rows.back() = row;
    } else if (row.elapsedS > 0) {
        m_rows.push_back(row);
        m_rowStart = m_last;
    }
    m_last = *s;
    return true;
}

void DiskStatsSampler::run()
{
    for (qint64 k = 1;; ++k) {
        const auto deadline
            = std::chrono::steady_clock::time_point(std::chrono::nanoseconds(m_originNs + k * m_intervalNs));
        {
            std::unique_lock lock(m_mutex);
            if (m_wake.wait_until(lock, deadline, [this] { return m_stop; }))
                return;
        }
        // A late wake-up (a loaded machine) skips no interval: the row is simply longer.
        if (!takeRow())
            return;
    }
}

void DiskStatsSampler::stop()
{
    {
        std::lock_guard lock(m_mutex);
        if (m_stop)
            return;
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_thread.joinable()) {
        m_thread.join();
        // The last, usually shorter, interval up to the end of the run.
        if (!m_broken)
            takeRow(true);
    }
}

std::vector<IostatRow> DiskStatsSampler::rows() const
{
    std::lock_guard lock(m_mutex);
    return m_rows;
}

QString DiskStatsSampler::error() const
{
    std::lock_guard lock(m_mutex);
    return m_error;
}

} // namespace DriveScope
