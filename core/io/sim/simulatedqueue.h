// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ioqueue.h"

#include <condition_variable>
#include <memory>
#include <mutex>
#include <vector>

namespace DriveScope {

class SimulatedDrive;

// The I/O queues of one simulated drive (docs/simulated-drive.md, "Queue depth").
//
// Model. sim:ssd has channels= flash channels: a request takes the channel that frees
// first and holds it for read= (write=) plus jitter; the transfers then go over one link
// at rate=, in the order the requests came. So QD1 latency is what one blocking read
// costs, and IOPS grow with depth until channels / read (or the link) saturates.
// sim:hdd has one head: it serves the queued request nearest the head next (ncq=on) or
// the oldest (ncq=off), each with the seek, rotation and transfer of a blocking read.
//
// Time. Every queue of the drive is on one timeline, whatever the threads do: a queue
// acts (submits, or takes its next completion) only when nothing any other queue will
// do comes earlier in model time, as a conservative discrete-event simulation orders
// events. A queue in between (its worker recording samples) is at its clock and holds
// the others back until it acts or is destroyed. expect(n) reserves the places of n
// queues about to be made so they all start at the same instant; a place not taken
// within a second (its worker failed before making its queue) is given up.
class SimulatedQueueHub {
public:
    explicit SimulatedQueueHub(SimulatedDrive &drive);
    SimulatedQueueHub(const SimulatedQueueHub &) = delete;
    SimulatedQueueHub &operator=(const SimulatedQueueHub &) = delete;
    ~SimulatedQueueHub();

    std::unique_ptr<IoQueue> makeQueue(int depth);
    void expect(int count);

private:
    friend class SimulatedQueue;
    struct Io {
        IoQueue::Request request;
        double submitNs = 0;
        double completeNs = -1; // -1: not yet scheduled (a hard disk's head decides later)
        qint64 bytes = 0; // what the device has of it (less at its end)
        qint64 result = 0; // bytes, or -errno
    };
    struct QueueState {
        int id = 0;
        double clockNs = 0;
        bool waiting = false; // in reap(), blocked until its next completion is due
        std::vector<Io> inFlight;
        std::condition_variable turn; // woken when it may be the first to act
    };
    struct Event {
        double ns;
        int id;
        bool operator<(const Event &o) const { return ns < o.ns || (ns == o.ns && id < o.id); }
    };

    QueueState *registerQueue();
    void unregister(QueueState *queue);
    // Caller holds the drive's mutex in all of these.
    double nextEventNs(const QueueState &queue) const;
    double nowLocked() const;
    bool isFirst(const QueueState &queue, double ns) const;
    // Until the queue at its clock is the first to act.
    void waitForTurn(std::unique_lock<std::mutex> &lock, QueueState &queue);
    void waitAWhile(std::unique_lock<std::mutex> &lock, QueueState &queue);
    // Wakes the queue that acts next (only it: a herd of sixteen threads on two cores
    // would cost more than the model).
    void wakeFirst();
    void accept(QueueState &queue, const IoQueue::Request &request);
    void scheduleFlash(Io &io, qint64 bytes);
    void scheduleHead();
    // Takes the queue's completed I/Os up to its clock (at least its earliest when
    // mustTakeOne), in completion order.
    void takeCompleted(QueueState &queue, bool mustTakeOne, std::vector<Io> *out);

    SimulatedDrive &m_drive;
    std::vector<QueueState *> m_queues;
    int m_nextId = 0;
    int m_expected = 0; // places reserved by expect() and not yet taken
    double m_expectedClockNs = 0;
    qint64 m_expectedSinceNs = 0; // CLOCK_MONOTONIC of the last expect()
    std::vector<double> m_channelFreeNs;
    double m_linkFreeNs = 0;
};

} // namespace DriveScope
