// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sim/simulatedqueue.h"

#include "core/io/sim/simulateddrive.h"
#include "core/util/monotonicclock.h"

#include <cerrno>
#include <chrono>
#include <cmath>
#include <limits>

namespace DriveScope {

namespace {

constexpr double Never = std::numeric_limits<double>::infinity();
// A place expect() reserved and no worker took within this long is given up.
constexpr qint64 ExpectedPlaceTimeoutNs = 1'000'000'000;

} // namespace

// One worker's queue: requests wait in m_unsent until flush() hands them to the hub.
class SimulatedQueue final : public IoQueue {
public:
    SimulatedQueue(SimulatedQueueHub &hub, SimulatedQueueHub::QueueState *state, int depth)
        : m_hub(hub)
        , m_state(state)
        , m_depth(depth)
    {
    }
    SimulatedQueue(const SimulatedQueue &) = delete;
    SimulatedQueue &operator=(const SimulatedQueue &) = delete;
    ~SimulatedQueue() override { m_hub.unregister(m_state); }

    qint64 nowNs() const override
    {
        const SimulatedDrive &drive = m_hub.m_drive;
        return drive.m_config.paced ? qint64(drive.realNowSimNs()) : qint64(std::llround(m_state->clockNs));
    }
    int depth() const override { return m_depth; }
    int inFlight() const override { return m_inFlight; }

    bool submit(const Request &request) override
    {
        if (m_inFlight >= m_depth)
            return false;
        m_unsent.push_back(request);
        ++m_inFlight;
        return true;
    }

    bool flush() override
    {
        if (m_unsent.empty())
            return true;
        SimulatedDrive &drive = m_hub.m_drive;
        std::unique_lock<std::mutex> lock(drive.m_mutex);
        if (drive.m_config.paced)
            m_state->clockNs = drive.pacedBeginNs(m_state->clockNs);
        m_hub.waitForTurn(lock, *m_state);
        for (const Request &r : m_unsent)
            m_hub.accept(*m_state, r);
        m_unsent.clear();
        m_hub.wakeFirst();
        return true;
    }

    int reap(int min, const std::function<void(const Completion &)> &sink) override
    {
        SimulatedDrive &drive = m_hub.m_drive;
        const int sent = m_inFlight - int(m_unsent.size());
        min = std::clamp(min, 0, sent);
        std::vector<SimulatedQueueHub::Io> done;
        {
            std::unique_lock<std::mutex> lock(drive.m_mutex);
            m_state->waiting = min > 0;
            m_hub.wakeFirst(); // the others may have been waiting for this queue to act
            while (int(done.size()) < min) {
                m_hub.scheduleHead();
                const double next = m_hub.nextEventNs(*m_state);
                if (next < Never && m_hub.isFirst(*m_state, next))
                    m_hub.takeCompleted(*m_state, true, &done);
                else
                    m_hub.waitAWhile(lock, *m_state);
            }
            m_hub.scheduleHead();
            m_hub.takeCompleted(*m_state, false, &done);
            m_state->waiting = false;
            m_hub.wakeFirst();
        }
        if (drive.m_config.paced && !done.empty())
            drive.sleepUntilSim(done.back().completeNs);
        for (const SimulatedQueueHub::Io &io : done) {
            if (!io.request.write && io.result > 0)
                SimulatedDrive::fillPattern(
                    io.request.buffer, std::size_t(io.result), io.request.offset, drive.m_config.seed);
            sink({ io.request.tag, qint64(std::llround(io.submitNs)), qint64(std::llround(io.completeNs)), io.result });
        }
        if (drive.m_config.paced && !done.empty())
            drive.noteReturned();
        m_inFlight -= int(done.size());
        return int(done.size());
    }

private:
    SimulatedQueueHub &m_hub;
    SimulatedQueueHub::QueueState *m_state;
    int m_depth;
    int m_inFlight = 0; // submitted and not yet reaped (m_unsent included)
    std::vector<Request> m_unsent;
};

SimulatedQueueHub::SimulatedQueueHub(SimulatedDrive &drive)
    : m_drive(drive)
    , m_channelFreeNs(std::size_t(drive.m_config.ssdChannels), 0.0)
{
}

SimulatedQueueHub::~SimulatedQueueHub() = default;

std::unique_ptr<IoQueue> SimulatedQueueHub::makeQueue(int depth)
{
    return std::make_unique<SimulatedQueue>(*this, registerQueue(), depth);
}

void SimulatedQueueHub::expect(int count)
{
    std::lock_guard<std::mutex> lock(m_drive.m_mutex);
    m_expected = count;
    m_expectedClockNs = nowLocked();
    m_expectedSinceNs = qint64(monotonicNs());
}

SimulatedQueueHub::QueueState *SimulatedQueueHub::registerQueue()
{
    std::lock_guard<std::mutex> lock(m_drive.m_mutex);
    auto *state = new QueueState;
    state->id = m_nextId++;
    if (m_expected > 0) {
        --m_expected;
        state->clockNs = m_expectedClockNs;
    } else {
        state->clockNs = nowLocked();
    }
    m_queues.push_back(state);
    return state;
}

double SimulatedQueueHub::nowLocked() const
{
    // A queue joining others starts where the earliest of them is, never in their past.
    double earliest = Never;
    for (const QueueState *q : m_queues)
        earliest = std::min(earliest, nextEventNs(*q));
    if (earliest < Never)
        return earliest;
    return std::max(m_drive.m_clockNs, double(m_drive.m_publishedNs.load(std::memory_order_relaxed)));
}

void SimulatedQueueHub::unregister(QueueState *queue)
{
    std::lock_guard<std::mutex> lock(m_drive.m_mutex);
    std::erase(m_queues, queue);
    delete queue;
    wakeFirst();
}

double SimulatedQueueHub::nextEventNs(const QueueState &queue) const
{
    if (!queue.waiting)
        return queue.clockNs; // about to submit or reap at its clock
    double next = Never;
    for (const Io &io : queue.inFlight)
        if (io.completeNs >= 0)
            next = std::min(next, io.completeNs);
    return next;
}

bool SimulatedQueueHub::isFirst(const QueueState &queue, double ns) const
{
    const Event mine { ns, queue.id };
    if (m_expected > 0 && !(mine < Event { m_expectedClockNs, -1 }))
        return false;
    for (const QueueState *q : m_queues)
        if (q != &queue && !(mine < Event { nextEventNs(*q), q->id }))
            return false;
    return true;
}

void SimulatedQueueHub::wakeFirst()
{
    QueueState *first = nullptr;
    for (QueueState *q : m_queues)
        if (!first || Event { nextEventNs(*q), q->id } < Event { nextEventNs(*first), first->id })
            first = q;
    if (first)
        first->turn.notify_one();
}

void SimulatedQueueHub::waitAWhile(std::unique_lock<std::mutex> &lock, QueueState &queue)
{
    // Woken when it may be first; the timeout only gives up places nobody took. The
    // queue that is first may be asleep since the state changed under it: wake it.
    wakeFirst();
    queue.turn.wait_for(lock, std::chrono::milliseconds(100));
    if (m_expected > 0 && qint64(monotonicNs()) - m_expectedSinceNs > ExpectedPlaceTimeoutNs)
        m_expected = 0;
}

void SimulatedQueueHub::waitForTurn(std::unique_lock<std::mutex> &lock, QueueState &queue)
{
    while (!isFirst(queue, queue.clockNs))
        waitAWhile(lock, queue);
}

void SimulatedQueueHub::accept(QueueState &queue, const IoQueue::Request &request)
{
    SimulatedDrive &d = m_drive;
    const qint64 bytes = std::clamp<qint64>(d.m_config.capacityBytes - request.offset, 0, qint64(request.size));
    Io io { request, queue.clockNs, -1, bytes, 0 };
    if (const auto bad = d.checkRequest(request.buffer, request.size, request.offset)) {
        io.result = -*bad;
        io.completeNs = io.submitNs;
    } else if (request.write && !d.isWritable()) {
        io.result = -EBADF; // as a write on a descriptor opened read-only
        io.completeNs = io.submitNs;
    } else if (bytes == 0) {
        io.completeNs = io.submitNs; // at the end of the device: nothing, as pread returns 0
    } else {
        io.result = d.coversFault(request.offset, bytes) ? -EIO : bytes;
        if (!d.m_model)
            scheduleFlash(io, bytes);
    }
    queue.inFlight.push_back(io);
}

void SimulatedQueueHub::scheduleFlash(Io &io, qint64 bytes)
{
    SimulatedDrive &d = m_drive;
    const SimulatedDriveConfig &c = d.m_config;
    auto channel = std::min_element(m_channelFreeNs.begin(), m_channelFreeNs.end());
    const double start = std::max(io.submitNs, *channel);
    double flashNs = (io.request.write ? c.ssdWriteNs : c.ssdReadNs) + d.m_rng.uniform() * c.ssdJitterNs;
    if (io.request.write && !c.writeCache)
        flashNs += SimulatedDrive::SsdProgramNs;
    *channel = start + flashNs;
    const double transferNs = double(bytes) / c.ssdBytesPerSecond * 1e9;
    m_linkFreeNs = std::max(*channel, m_linkFreeNs) + transferNs;
    io.completeNs = m_linkFreeNs;
}

void SimulatedQueueHub::scheduleHead()
{
    SimulatedDrive &d = m_drive;
    if (!d.m_model)
        return;
    // A decision is safe only where no queue can still submit before it: one about to
    // act at its clock, one waiting as soon as its next completion arrives.
    double limit = m_expected > 0 ? m_expectedClockNs : Never;
    for (const QueueState *q : m_queues)
        limit = std::min(limit, nextEventNs(*q));
    while (true) {
        std::vector<Io *> pending;
        double earliest = Never;
        for (QueueState *q : m_queues)
            for (Io &io : q->inFlight)
                if (io.completeNs < 0) {
                    pending.push_back(&io);
                    earliest = std::min(earliest, io.submitNs);
                }
        if (pending.empty())
            return;
        const double start = std::max(d.m_clockNs, earliest);
        if (start > limit)
            return;
        const HddModel &m = *d.m_model;
        Io *next = nullptr;
        for (Io *io : pending) {
            if (io->submitNs > start)
                continue;
            if (!next)
                next = io;
            else if (d.m_config.commandReordering) {
                const auto distance
                    = [&](const Io *x) { return std::abs(m.cylinderOf(x->request.offset) - d.m_headCylinder); };
                if (distance(io) < distance(next))
                    next = io;
            } else if (io->submitNs < next->submitNs) {
                next = io;
            }
        }
        const double serviceNs = next->request.write
            ? d.writeServiceNs(next->request.offset, next->bytes, start, PostWrite::Nothing)
            : d.readServiceNs(next->request.offset, next->bytes, start);
        next->completeNs = start + serviceNs;
        d.m_clockNs = next->completeNs;
    }
}

void SimulatedQueueHub::takeCompleted(QueueState &queue, bool mustTakeOne, std::vector<Io> *out)
{
    while (!queue.inFlight.empty()) {
        auto first = queue.inFlight.end();
        for (auto it = queue.inFlight.begin(); it != queue.inFlight.end(); ++it)
            if (it->completeNs >= 0 && (first == queue.inFlight.end() || it->completeNs < first->completeNs))
                first = it;
        if (first == queue.inFlight.end() || (!mustTakeOne && first->completeNs > queue.clockNs))
            return;
        mustTakeOne = false;
        queue.clockNs = std::max(queue.clockNs, first->completeNs);
        out->push_back(*first);
        queue.inFlight.erase(first);
        const double published = std::max(double(m_drive.m_publishedNs.load(std::memory_order_relaxed)), queue.clockNs);
        m_drive.m_publishedNs.store(qint64(std::llround(published)), std::memory_order_relaxed);
        if (!m_drive.m_model)
            m_drive.m_clockNs = std::max(m_drive.m_clockNs, queue.clockNs);
    }
}

} // namespace DriveScope
