// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/uringqueue.h"

#include "core/util/monotonicclock.h"
#include "core/util/text.h"

#include <liburing.h>

#include <cerrno>
#include <cstring>
#include <vector>

namespace DriveScope {

namespace {

QString describeUringRefusal(int err)
{
    if (err == EPERM || err == ENOSYS || err == EACCES)
        return Text::tr("This kernel does not let DriveScope use io_uring (%1: disabled by "
                        "kernel.io_uring_disabled, a seccomp filter, or not built in), so it cannot keep "
                        "several I/Os in flight.")
            .arg(QString::fromLocal8Bit(std::strerror(err)));
    return Text::tr("io_uring could not be set up: %1.").arg(QString::fromLocal8Bit(std::strerror(err)));
}

// An I/O between submit() and its completion: the caller's tag and its submit stamp.
struct Slot {
    quint64 tag = 0;
    qint64 submitNs = 0;
    int bufferIndex = -1; // a registered buffer, or -1
};

class UringQueue final : public IoQueue {
public:
    UringQueue() = default;
    UringQueue(const UringQueue &) = delete;
    UringQueue &operator=(const UringQueue &) = delete;
    ~UringQueue() override
    {
        if (!m_ready)
            return;
        // Given back now, not when the kernel gets round to freeing the ring: it frees
        // rings in a work queue after close, and until then a registered descriptor of a
        // device opened O_EXCL kept the device claimed, so a write run right after a
        // write run (ours or fio's) found it "open exclusively by another program".
        if (m_fixedFile)
            io_uring_unregister_files(&m_ring);
        if (!m_buffers.empty())
            io_uring_unregister_buffers(&m_ring);
        io_uring_queue_exit(&m_ring);
    }

    bool init(int fd, int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error)
    {
        m_depth = depth;
        // One slot per I/O in flight; the free list hands them out, user_data names them.
        m_slots.resize(std::size_t(depth));
        for (int i = depth - 1; i >= 0; --i)
            m_free.push_back(i);
        const int rc = setUp(unsigned(depth));
        if (rc < 0) {
            *error = describeRefusal(-rc);
            return false;
        }
        m_ready = true;
        // The descriptor registered once: no file reference taken per I/O. Where the
        // kernel refuses, the plain descriptor does the same work.
        m_fixedFile = io_uring_register_files(&m_ring, &fd, 1) == 0;
        m_fd = fd;
        // The worker's buffers registered once: the kernel does not pin their pages for
        // every O_DIRECT I/O. Optional for the same reason.
        if (!buffers.empty()) {
            std::vector<iovec> iovs;
            for (const auto &[data, size] : buffers)
                iovs.push_back({ data, size });
            if (io_uring_register_buffers(&m_ring, iovs.data(), unsigned(iovs.size())) == 0)
                m_buffers = buffers;
        }
        return true;
    }

    qint64 nowNs() const override { return qint64(monotonicNs()); }
    int depth() const override { return m_depth; }
    int inFlight() const override { return m_depth - int(m_free.size()); }

    bool submit(const Request &r) override
    {
        if (m_free.empty())
            return false;
        io_uring_sqe *sqe = io_uring_get_sqe(&m_ring);
        if (!sqe)
            return false;
        const int slot = m_free.back();
        m_free.pop_back();
        const int target = m_fixedFile ? 0 : m_fd;
        const int buffer = registeredIndex(r.buffer, r.size);
        if (buffer >= 0 && r.write)
            io_uring_prep_write_fixed(sqe, target, r.buffer, unsigned(r.size), quint64(r.offset), buffer);
        else if (buffer >= 0)
            io_uring_prep_read_fixed(sqe, target, r.buffer, unsigned(r.size), quint64(r.offset), buffer);
        else if (r.write)
            io_uring_prep_write(sqe, target, r.buffer, unsigned(r.size), quint64(r.offset));
        else
            io_uring_prep_read(sqe, target, r.buffer, unsigned(r.size), quint64(r.offset));
        if (m_fixedFile)
            sqe->flags |= IOSQE_FIXED_FILE;
        io_uring_sqe_set_data64(sqe, quint64(slot));
        m_slots[std::size_t(slot)] = { r.tag, 0, buffer };
        m_unsent.push_back(slot);
        return true;
    }

    bool flush() override
    {
        if (m_unsent.empty())
            return true;
        // The submit stamp: right before the requests go to the kernel, as fio takes it.
        const qint64 now = qint64(monotonicNs());
        for (int slot : m_unsent)
            m_slots[std::size_t(slot)].submitNs = now;
        m_unsent.clear();
        // The system call itself waits for the reap() that follows, which sends and
        // posts the completions there are in one io_uring_enter (as fio's commit does).
        m_unsubmitted = true;
        return true;
    }

    int reap(int min, const std::function<void(const Completion &)> &sink) override
    {
        int reaped = 0;
        if (m_unsubmitted) {
            // Sent, and whatever completed meanwhile posted, without waiting (fio's commit):
            // the wait, if one is needed, comes after a look at what is there.
            m_unsubmitted = false;
            const int rc = io_uring_submit_and_get_events(&m_ring);
            if (rc < 0 && rc != -EINTR) {
                errno = -rc;
                return -1;
            }
        }
        while (true) {
            io_uring_cqe *cqe = nullptr;
            int rc = io_uring_peek_cqe(&m_ring, &cqe);
            if ((rc == -EAGAIN || (rc == 0 && !cqe)) && reaped < min) {
                // A batch wanted (high depth): one sleep until the rest of it is there (the
                // kernel wakes a DEFER_TASKRUN ring's waiter once that many have completed,
                // not once per completion). One wanted (low depth): a few looks first.
                if (min > 1)
                    rc = io_uring_wait_cqe_nr(&m_ring, &cqe, unsigned(min - reaped));
                else
                    rc = lookBeforeSleeping(&cqe) ? 0 : io_uring_wait_cqe(&m_ring, &cqe);
            }
            if (rc == -EAGAIN || (rc == 0 && !cqe))
                return reaped;
            if (rc == -EINTR)
                continue;
            if (rc < 0) {
                errno = -rc;
                return -1;
            }
            // Stamped as it is reaped: the completion's own time, not the batch's.
            const qint64 now = qint64(monotonicNs());
            const auto slot = int(io_uring_cqe_get_data64(cqe));
            const Slot s = m_slots[std::size_t(slot)];
            const qint64 result = cqe->res;
            io_uring_cqe_seen(&m_ring, cqe);
            m_free.push_back(slot);
            sink({ s.tag, s.submitNs, now, result });
            ++reaped;
        }
    }

private:
    static QString describeRefusal(int err) { return describeUringRefusal(err); }

    // A few looks for a completion without sleeping, before the worker sleeps for one
    // (docs/perf-parity.md, "At depth"). A sleep costs more than the wait it saves when the
    // completion is microseconds away: the worker's CPU goes idle (on a virtual machine the
    // vCPU halts) and the completion must wake it, and on the 2-vCPU reference machine the
    // worker at depth 4 slept for one completion in five and kept 0.70 of fio's IOPS.
    // Each look is one io_uring_enter that posts what has completed (completions wait as
    // task work until the worker enters the kernel, IORING_SETUP_DEFER_TASKRUN), so a
    // wait costs at most LooksBeforeSleep system calls more. Where looking does not pay (a
    // disk that takes milliseconds), it stops after LooksInVain waits in a row found
    // nothing, and is tried again every ProbeEvery waits.
    bool lookBeforeSleeping(io_uring_cqe **cqe)
    {
        if (m_depth > LookDepth)
            return false;
        if (!m_looking) {
            if (++m_waitsSinceProbe < ProbeEvery)
                return false;
            m_looking = true;
            m_waitsInVain = 0;
        }
        for (int i = 0; i < LooksBeforeSleep; ++i) {
            io_uring_get_events(&m_ring);
            if (io_uring_peek_cqe(&m_ring, cqe) == 0 && *cqe) {
                m_waitsInVain = 0;
                return true;
            }
        }
        if (++m_waitsInVain >= LooksInVain) {
            m_looking = false;
            m_waitsSinceProbe = 0;
        }
        return false;
    }
    static constexpr int LooksBeforeSleep = 4;
    // Deeper, a sleep is rarely needed and looking only costs system calls: each look posts
    // one completion, so the refills go out one at a time (QD32 kept 0.95 of fio's IOPS
    // with looks and without, 15 rounds each).
    static constexpr int LookDepth = 8;
    static constexpr int LooksInVain = 16;
    static constexpr int ProbeEvery = 256;

    // The ring as fio 3.33 sets it up, so the two are compared on equal terms: one
    // issuer whose completions run when it reaps (no interrupt of the worker for each
    // one, no task work on other threads), a completion ring no larger than the depth.
    // Older kernels refuse the newer flags with EINVAL: each is dropped in turn.
    int setUp(unsigned depth)
    {
        io_uring_params params {};
        params.flags
            = IORING_SETUP_CQSIZE | IORING_SETUP_COOP_TASKRUN | IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
        params.cq_entries = depth;
        for (unsigned drop : { 0u, IORING_SETUP_DEFER_TASKRUN | IORING_SETUP_SINGLE_ISSUER, IORING_SETUP_COOP_TASKRUN,
                 IORING_SETUP_CQSIZE }) {
            params.flags &= ~drop;
            const int rc = io_uring_queue_init_params(depth, &m_ring, &params);
            if (rc != -EINVAL)
                return rc;
        }
        return -EINVAL;
    }

    int registeredIndex(void *data, std::size_t size) const
    {
        const auto *p = static_cast<const char *>(data);
        for (std::size_t i = 0; i < m_buffers.size(); ++i) {
            const auto *base = static_cast<const char *>(m_buffers[i].first);
            if (p >= base && p + size <= base + m_buffers[i].second)
                return int(i);
        }
        return -1;
    }

    io_uring m_ring = {};
    bool m_ready = false;
    bool m_fixedFile = false;
    int m_fd = -1;
    int m_depth = 0;
    std::vector<Slot> m_slots;
    std::vector<int> m_free;
    std::vector<int> m_unsent;
    bool m_unsubmitted = false; // stamped by flush(), sent by the next reap()
    bool m_looking = true; // lookBeforeSleeping: looking has paid lately
    int m_waitsInVain = 0;
    int m_waitsSinceProbe = 0;
    std::vector<std::pair<void *, std::size_t>> m_buffers;
};

} // namespace

std::unique_ptr<IoQueue> makeUringQueue(
    int fd, int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error)
{
    auto queue = std::make_unique<UringQueue>();
    if (!queue->init(fd, depth, buffers, error))
        return nullptr;
    return queue;
}

bool uringAvailable(QString *why)
{
    io_uring ring;
    const int rc = io_uring_queue_init(2, &ring, 0);
    if (rc < 0) {
        *why = describeUringRefusal(-rc);
        return false;
    }
    io_uring_queue_exit(&ring);
    return true;
}

} // namespace DriveScope
