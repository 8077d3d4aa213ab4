// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace DriveScope {

// Many I/Os in flight from one worker: submit() queues requests, reap() hands back
// completions. Each I/O keeps its own times: the submit stamp is taken when its
// request goes to the kernel (io_uring_submit), the completion stamp as its completion
// is reaped, both CLOCK_MONOTONIC (a simulated drive: its model's time). One worker
// uses one queue; nothing here locks. Made by Target::makeQueue().
class IoQueue {
public:
    struct Request {
        void *buffer = nullptr; // aligned for O_DIRECT; a registered one where the queue supports it
        std::size_t size = 0;
        qint64 offset = 0;
        bool write = false;
        quint64 tag = 0; // the caller's, given back with the completion
    };
    struct Completion {
        quint64 tag = 0;
        qint64 submitNs = 0;
        qint64 completeNs = 0;
        qint64 result = 0; // bytes transferred, or -errno
    };

    virtual ~IoQueue() = default;

    // The clock the stamps are on, now (a simulated drive: this queue's place in the
    // model's time, which a duration-bound benchmark must use to know when to stop).
    virtual qint64 nowNs() const = 0;
    // How many I/Os may be in flight.
    virtual int depth() const = 0;
    virtual int inFlight() const = 0;
    // Queues one request; false when depth() are in flight already.
    virtual bool submit(const Request &request) = 0;
    // Stamps what submit() queued and sends it, in one system call for all of them; the
    // io_uring queue makes that call in the reap() that follows (send, and post what has
    // completed, in one io_uring_enter, as fio's commit does). Returns false with errno
    // set when refused.
    virtual bool flush() = 0;
    // Waits until at least min completions are there (0: only those already there),
    // calls sink for each, stamped as it is reaped. Returns how many, -1 on an error.
    virtual int reap(int min, const std::function<void(const Completion &)> &sink) = 0;
};

} // namespace DriveScope
