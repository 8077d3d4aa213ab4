// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/sim/hddmodel.h"
#include "core/io/sim/simulateddriveconfig.h"
#include "core/io/target.h"

#include "core/util/random.h"

#include <atomic>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>

namespace DriveScope {

// A drive that exists only as a model ("sim:hdd", "sim:ssd"): benchmarks run on it
// exactly as on a disk and must recover the model's own truths (HddModel), which makes
// it the ground truth for tests and a demo that needs no disk and no privilege.
//
// Time: by default simulated. Each I/O returns at once; its latency is the model's and
// it advances a simulated clock (nowNs()). With "paced" the drive also sleeps until
// real time has caught up with the model, so a live demo runs at the disk's speed.
//
// Several workers: one request is served at a time (a mutex) against one shared clock,
// as one actuator serves a real disk. In simulated time a request starts when the
// previous one (of any worker) ended, and its latency is its service time: waiting for
// the other workers' requests is not in it (only in the total elapsed time). Paced, a
// request's latency runs from its call, so it includes that wait, as on a real disk.
class SimulatedQueueHub;

class SimulatedDrive : public Target {
public:
    ~SimulatedDrive() override;
    static std::unique_ptr<SimulatedDrive> open(const QString &path, const OpenOptions &options, OpenError *error);

    bool isSimulated() const override { return true; }
    IoOutcome read(void *buffer, std::size_t size, qint64 offset) override;
    IoOutcome write(const void *buffer, std::size_t size, qint64 offset, PostWrite post) override;
    qint64 nowNs() const override;
    bool flush() override;
    // Several I/Os in flight: the model's queue (simulatedqueue.h).
    std::unique_ptr<IoQueue> makeQueue(
        int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error) override;
    void expectQueues(int count) override;
    bool parallelOnlyThroughQueues() const override { return !m_model; }

    const SimulatedDriveConfig &config() const { return m_config; }
    // The hard disk's mechanics and expectations; nullptr for sim:ssd.
    const HddModel *model() const { return m_model ? &*m_model : nullptr; }

    // The bytes a read of [offset, offset + size) returns: a pure function of the seed
    // and the offset (writes are not stored).
    static void fillPattern(void *buffer, std::size_t size, qint64 offset, quint64 seed);

private:
    friend class SimulatedQueueHub;
    friend class SimulatedQueue;
    // A flash drive without its write cache waits for the page program.
    static constexpr double SsdProgramNs = 250e3;

    SimulatedDrive(SimulatedDriveConfig config, DeviceInfo info, bool direct, bool writable);

    struct Dirty {
        qint64 bytes;
        double mediaNs; // what writing it to the platter still costs
    };

    // Common bookkeeping around one request; service computes its duration from the
    // start of service (caller holds m_mutex).
    template<typename Service> IoOutcome serve(std::size_t size, qint64 offset, const void *buffer, Service service);
    std::optional<int> checkRequest(const void *buffer, std::size_t size, qint64 offset) const;
    bool coversFault(qint64 offset, qint64 size) const;
    double readServiceNs(qint64 offset, qint64 size, double beginNs);
    double writeServiceNs(qint64 offset, qint64 size, double beginNs, PostWrite post);
    double mediaAccessNs(qint64 offset, qint64 size, double beginNs, bool write);
    void destageUntil(double ns);
    double destageBacklogNs() const;
    double realNowSimNs() const; // paced: the simulated time that real time has reached
    // paced: when an I/O the schedule puts at scheduleNs begins (see the .cpp).
    double pacedBeginNs(double scheduleNs) const;
    void sleepUntilSim(double ns) const;
    void noteReturned() const; // paced: the I/O goes back to its caller now

    SimulatedDriveConfig m_config;
    std::optional<HddModel> m_model;

    mutable std::mutex m_mutex;
    Xoshiro256 m_rng;
    double m_clockNs = 0; // end of the last request (simulated)
    std::atomic<qint64> m_publishedNs { 0 }; // m_clockNs for nowNs() without the mutex
    qint64 m_realBaseNs = 0; // CLOCK_MONOTONIC when simulated time 0 was
    // paced: the last sleepUntilSim's target (CLOCK_MONOTONIC), and how long after it the
    // caller got its I/O back (oversleep, and the bytes the model makes for a read): the
    // machine's time, not the drive's (pacedBeginNs).
    mutable std::atomic<qint64> m_lastWakeTargetNs { 0 };
    mutable std::atomic<qint64> m_lastReturnLagNs { 0 };
    qint64 m_headCylinder = 0;
    qint64 m_nextOffset = -1; // where the last media access ended: sequential if next starts there
    double m_lastMediaEndNs = 0;
    // Write-back cache: what is still to be written, oldest first, destaged in the
    // background at media speed.
    std::deque<Dirty> m_dirty;
    qint64 m_dirtyBytes = 0;
    double m_destagedUntilNs = 0;
    qint64 m_lastCachedEnd = -1;
    qint64 m_lastCachedCylinder = 0;
    std::unique_ptr<SimulatedQueueHub> m_queues;
};

} // namespace DriveScope
