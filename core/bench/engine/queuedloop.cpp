// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/queuedloop.h"

#include "core/bench/engine/iorecord.h"
#include "core/bench/engine/workercontext.h"
#include "core/io/alignedbuffer.h"
#include "core/io/target.h"
#include "core/util/text.h"

#include <cerrno>
#include <cstring>
#include <vector>

namespace DriveScope {

namespace {

// One worker's I/Os in flight: which slot holds which, and what became of them.
class QueuedRun {
public:
    QueuedRun(WorkerContext &ctx, Target &target, const QueuedIoPlan &plan, void *buffer,
        const std::function<NextIo(int)> &next, IoQueue &queue)
        : m_ctx(ctx)
        , m_target(target)
        , m_plan(plan)
        , m_buffer(static_cast<char *>(buffer))
        , m_next(next)
        , m_queue(queue)
        , m_slots(std::size_t(plan.depth))
    {
        for (int i = plan.depth - 1; i >= 0; --i)
            m_free.push_back(i);
    }

    bool stillInFlight() const { return m_queue.inFlight() > 0; }

    bool run()
    {
        if (m_plan.inFlight)
            m_plan.inFlight->asked = std::max(m_plan.inFlight->asked, m_plan.depth);
        if (m_plan.warmUp) {
            // Alone, so its cold-start cost stays out of the queued ones' latencies.
            if (!issue(Sample::WarmUp) || !send(false) || !reap(1))
                return finish();
        }
        while (!m_stopIssuing) {
            while (!m_free.empty() && wantsMore())
                if (!issue(0))
                    break;
            if (!send() || m_queue.inFlight() == 0 || !reap(refillBatch()))
                break;
        }
        return finish();
    }

private:
    struct Slot {
        NextIo io;
        quint16 flags = 0;
    };

    // How many completions to wait for before refilling: one below depth 64, so a slot is
    // refilled as soon as it frees; from depth 64 a sixteenth of the depth, so at least
    // 15/16 of it stays in flight while the refills go out together and the worker sleeps
    // once for them all (docs/perf-parity.md, "At depth": refilled one at a time, QD128
    // entered the kernel 0.8 times per read and kept 0.95 of fio's IOPS). Never more
    // than are in flight (the end of a run).
    int refillBatch() const
    {
        return m_plan.depth < 64 ? 1 : std::max(1, std::min(m_plan.depth / 16, m_queue.inFlight()));
    }

    bool wantsMore()
    {
        if (m_ctx.shouldStop() || m_stopIssuing)
            return false;
        if (m_plan.count > 0 && m_issued >= m_plan.count)
            return false;
        if (m_plan.durationNs > 0 && m_firstSubmitNs >= 0 && m_queue.nowNs() - m_firstSubmitNs >= m_plan.durationNs)
            return false;
        return true;
    }

    bool issue(quint16 flags)
    {
        const int slot = m_free.back();
        const NextIo io = m_next(slot);
        IoQueue::Request r;
        r.buffer = m_buffer + std::size_t(slot) * m_plan.size;
        r.size = m_plan.size;
        r.offset = io.offset;
        r.write = io.write;
        r.tag = quint64(slot);
        if (!m_queue.submit(r))
            return false;
        m_free.pop_back();
        m_slots[std::size_t(slot)] = { io, quint16(flags | (io.write ? Sample::Write : 0)) };
        ++m_issued;
        ++m_unsent;
        if (m_firstSubmitNs < 0)
            m_firstSubmitNs = m_queue.nowNs();
        return true;
    }

    // counted: false for the warm-up read, which goes alone on purpose.
    bool send(bool counted = true)
    {
        // Counted as it goes out: the depth the kernel is handed, the batch included.
        if (m_plan.inFlight && counted)
            m_plan.inFlight->add(m_queue.inFlight(), m_unsent);
        m_unsent = 0;
        if (m_queue.flush())
            return true;
        const int err = errno;
        m_ctx.fail(err, 0,
            Text::tr("The kernel refused the queued I/Os on %1: %2.")
                .arg(m_target.info().path, QString::fromLocal8Bit(std::strerror(err))));
        m_failed = true;
        m_stopIssuing = true;
        return false;
    }

    bool reap(int min)
    {
        const int n = m_queue.reap(min, [this](const IoQueue::Completion &c) { complete(c); });
        if (n >= 0)
            return !m_failed;
        const int err = errno;
        m_ctx.fail(err, 0,
            Text::tr("Waiting for I/O on %1 failed: %2.")
                .arg(m_target.info().path, QString::fromLocal8Bit(std::strerror(err))));
        m_failed = true;
        m_stopIssuing = true;
        return false;
    }

    void complete(const IoQueue::Completion &c)
    {
        const auto slot = int(c.tag);
        m_free.push_back(slot);
        if (m_failed)
            return; // draining after a failure: nothing more to say
        const Slot &s = m_slots[std::size_t(slot)];
        IoOutcome outcome;
        outcome.startNs = c.submitNs;
        outcome.latencyNs = c.completeNs - c.submitNs;
        outcome.result = c.result < 0 ? -1 : c.result;
        outcome.err = c.result < 0 ? int(-c.result) : 0;
        IoRecord what { s.io.offset, qint64(m_plan.size), s.flags, quint16(m_ctx.index()), m_plan.detail };
        if (PhaseStats *tally = m_plan.tally) {
            what.keep = tally->keptSamples < m_plan.keepSamples;
            if (outcome.result == qint64(m_plan.size)) {
                tally->add(outcome.startNs - m_ctx.runStartNs(), outcome.latencyNs, outcome.result);
                tally->keptSamples += what.keep ? 1 : 0;
            }
        }
        if (!recordIo(m_ctx, outcome, what, m_target.info().path)) {
            m_failed = true;
            m_stopIssuing = true;
        }
    }

    // Every I/O sent is reaped before the buffer may go: the kernel writes into it.
    bool finish()
    {
        while (m_queue.inFlight() > 0) {
            if (m_queue.flush() && m_queue.reap(1, [this](const IoQueue::Completion &c) { complete(c); }) >= 0)
                continue;
            // The ring itself broke: it cannot be drained, and the buffer must not be
            // reused while the kernel may still write into it.
            m_failed = true;
            return false;
        }
        return !m_failed;
    }

    WorkerContext &m_ctx;
    Target &m_target;
    const QueuedIoPlan &m_plan;
    char *m_buffer;
    const std::function<NextIo(int)> &m_next;
    IoQueue &m_queue;
    std::vector<Slot> m_slots;
    std::vector<int> m_free;
    qint64 m_issued = 0;
    int m_unsent = 0; // issued since the last send()
    qint64 m_firstSubmitNs = -1;
    bool m_stopIssuing = false;
    bool m_failed = false;
};

} // namespace

bool runQueuedIo(WorkerContext &ctx, Target &target, const QueuedIoPlan &plan, AlignedBuffer &buffer,
    const std::function<NextIo(int slot)> &next)
{
    // A run that failed or was cancelled before this worker began (its threads could
    // not all be started) makes no queue: nothing to allocate, nothing to submit.
    if (ctx.shouldStop())
        return true;
    QString why;
    const std::vector<std::pair<void *, std::size_t>> buffers { { buffer.data(), buffer.size() } };
    std::unique_ptr<IoQueue> queue = target.makeQueue(plan.depth, buffers, &why);
    if (!queue) {
        ctx.fail(ENOTSUP, 0, why);
        return false;
    }
    QueuedRun run(ctx, target, plan, buffer.data(), next, *queue);
    const bool ok = run.run();
    if (run.stillInFlight())
        buffer.abandon();
    return ok;
}

} // namespace DriveScope
