// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/sim/simulateddrive.h"

#include "core/io/sim/simulatedqueue.h"

#include "core/device/hostlink.h"

#include "core/util/monotonicclock.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <ctime>

namespace DriveScope {

namespace {

constexpr int LogicalBlock = 512;
constexpr int PhysicalBlock = 4096;

std::uint64_t mix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

OpenError openError(QString message)
{
    OpenError e;
    e.code = OpenError::Code::Other;
    e.errnoValue = EINVAL;
    e.message = std::move(message);
    return e;
}

} // namespace

SimulatedDrive::SimulatedDrive(SimulatedDriveConfig config, DeviceInfo info, bool direct, bool writable)
    : Target(std::move(info), direct, false, writable)
    , m_config(std::move(config))
    , m_rng(m_config.seed)
    , m_realBaseNs(monotonicNs())
{
    if (m_config.kind == SimulatedDriveConfig::Kind::Hdd)
        m_model.emplace(m_config);
    m_queues = std::make_unique<SimulatedQueueHub>(*this);
}

SimulatedDrive::~SimulatedDrive() = default;

std::unique_ptr<IoQueue> SimulatedDrive::makeQueue(
    int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error)
{
    (void)buffers; // nothing to register: the model reads and writes them directly
    (void)error;
    return m_queues->makeQueue(depth);
}

void SimulatedDrive::expectQueues(int count)
{
    m_queues->expect(count);
}

std::unique_ptr<SimulatedDrive> SimulatedDrive::open(const QString &path, const OpenOptions &options, OpenError *error)
{
    OpenError dummy;
    OpenError &err = error ? *error : dummy;
    err = {};
    QString why;
    const auto config = parseSimulatedDriveSpec(path, &why);
    if (!config) {
        err = openError(why);
        return nullptr;
    }
    const bool hdd = config->kind == SimulatedDriveConfig::Kind::Hdd;
    DeviceInfo info;
    info.path = path;
    info.canonicalPath = config->canonicalSpec();
    info.kind = DeviceInfo::Kind::Simulated;
    info.sizeBytes = config->capacityBytes;
    info.logicalBlockSize = LogicalBlock;
    info.physicalBlockSize = PhysicalBlock;
    info.directIoAlignment = options.direct ? LogicalBlock : 1;
    info.rotational = hdd ? DeviceInfo::Rotational::Rotational : DeviceInfo::Rotational::NonRotational;
    info.nominalRpm = hdd ? int(std::lround(config->rpm)) : 0;
    info.diskName = QStringLiteral("sim");
    // The link it claims, as sysfs would describe it, named and rated as a real one.
    const HostLink link = config->link == u"usb2" ? usbLink(QStringLiteral("480"))
        : config->link == u"usb3"                 ? usbLink(QStringLiteral("5000"))
        : config->link == u"sata3"                ? sataLink(QStringLiteral("3.0 Gbps"))
        : config->link == u"sata6"                ? sataLink(QStringLiteral("6.0 Gbps"))
        : config->link == u"nvme3x4"              ? pcieLink(QStringLiteral("8.0 GT/s PCIe"), QStringLiteral("4"))
                                                  : HostLink {};
    info.linkName = link.name;
    info.linkBytesPerSecond = link.bytesPerSecond;
    info.model = hdd ? QStringLiteral("DriveScope simulated HDD %1 rpm").arg(config->rpm)
                     : QStringLiteral("DriveScope simulated SSD");
    info.vendor = QStringLiteral("DriveScope");
    info.serial = QStringLiteral("SIM-%1").arg(config->seed);
    info.writeCache = config->writeCache ? QStringLiteral("write back") : QStringLiteral("write through");
    info.scheduler = QStringLiteral("none");
    info.maxSectorsKb = 1280;
    const bool writable = options.access == OpenOptions::Access::ReadWrite;
    return std::unique_ptr<SimulatedDrive>(new SimulatedDrive(*config, std::move(info), options.direct, writable));
}

void SimulatedDrive::fillPattern(void *buffer, std::size_t size, qint64 offset, quint64 seed)
{
    const std::uint64_t key = mix(seed ^ 0x5d1a7edd15c0ffeeULL);
    auto *out = static_cast<unsigned char *>(buffer);
    std::size_t done = 0;
    while (done < size) {
        const qint64 pos = offset + qint64(done);
        const std::uint64_t word = mix(std::uint64_t(pos / 8) + key);
        const std::size_t skip = std::size_t(pos % 8);
        const std::size_t take = std::min<std::size_t>(8 - skip, size - done);
        std::memcpy(out + done, reinterpret_cast<const unsigned char *>(&word) + skip, take);
        done += take;
    }
}

std::optional<int> SimulatedDrive::checkRequest(const void *buffer, std::size_t size, qint64 offset) const
{
    if (offset < 0)
        return EINVAL;
    // O_DIRECT's rules, so a benchmark that breaks them fails here as on a disk.
    if (m_direct && (offset % LogicalBlock != 0 || size % LogicalBlock != 0 || quintptr(buffer) % LogicalBlock != 0))
        return EINVAL;
    return std::nullopt;
}

bool SimulatedDrive::coversFault(qint64 offset, qint64 size) const
{
    for (const qint64 f : m_config.failAt)
        if (f >= offset && f < offset + size)
            return true;
    return false;
}

double SimulatedDrive::realNowSimNs() const
{
    return double(monotonicNs() - m_realBaseNs);
}

double SimulatedDrive::pacedBeginNs(double scheduleNs) const
{
    // A request begins when it arrives or when the drive is free, whichever is later. The
    // arrival is real time less how late the last I/O went back to its caller (the sleep's
    // oversleep, tens of µs, tens of ms on a loaded machine, and making a read's bytes): a
    // caller that came straight back from waiting on the drive arrives on the schedule, so
    // the machine's time never slows the model down, while time a caller spent elsewhere
    // (opening the drive, computing) leaves the drive idle, as it would.
    const double arrivalNs = realNowSimNs() - double(m_lastReturnLagNs.load(std::memory_order_relaxed));
    return std::max({ scheduleNs, arrivalNs, 0.0 });
}

void SimulatedDrive::sleepUntilSim(double ns) const
{
    const qint64 target = m_realBaseNs + qint64(ns);
    timespec ts;
    ts.tv_sec = time_t(target / 1000000000);
    ts.tv_nsec = long(target % 1000000000);
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nullptr) == EINTR) { }
    m_lastWakeTargetNs.store(target, std::memory_order_relaxed);
    noteReturned();
}

void SimulatedDrive::noteReturned() const
{
    const qint64 lag = monotonicNs() - m_lastWakeTargetNs.load(std::memory_order_relaxed);
    m_lastReturnLagNs.store(std::max<qint64>(lag, 0), std::memory_order_relaxed);
}

double SimulatedDrive::mediaAccessNs(qint64 offset, qint64 size, double beginNs, bool write)
{
    const HddModel &m = *m_model;
    double ns = 0;
    if (offset == m_nextOffset) {
        // Reads: the drive has been reading ahead into its buffer, no seek, no rotation.
        // Writes: the sector wanted is the one that followed the last one under the head;
        // the drive needs a moment to start a write, so with no gap it has just missed it
        // and waits for it to come round again (8.3 ms at 7200 rpm).
        if (write) {
            const double rev = m.revolutionNs();
            const double gap = std::fmod(std::max(0.0, beginNs - m_lastMediaEndNs), rev);
            ns += rev - gap;
        }
    } else {
        ns += m.seekNs(m_headCylinder, m.cylinderOf(offset));
        ns += m_rng.uniform() * m.revolutionNs();
    }
    ns += m.transferNs(offset, size);
    m_headCylinder = m.cylinderOf(offset + size - 1);
    m_nextOffset = offset + size;
    m_lastMediaEndNs = beginNs + ns;
    return ns;
}

double SimulatedDrive::readServiceNs(qint64 offset, qint64 size, double beginNs)
{
    if (!m_model)
        return m_config.ssdReadNs + m_rng.uniform() * m_config.ssdJitterNs
            + double(size) / m_config.ssdBytesPerSecond * 1e9;
    return mediaAccessNs(offset, size, beginNs, false);
}

void SimulatedDrive::destageUntil(double ns)
{
    double elapsed = ns - m_destagedUntilNs;
    m_destagedUntilNs = std::max(m_destagedUntilNs, ns);
    while (elapsed > 0 && !m_dirty.empty()) {
        Dirty &d = m_dirty.front();
        if (elapsed >= d.mediaNs) {
            elapsed -= d.mediaNs;
            m_dirtyBytes -= d.bytes;
            m_dirty.pop_front();
        } else {
            // Part of an extent is on the platter: count its bytes pro rata.
            const qint64 written = qint64(double(d.bytes) * elapsed / d.mediaNs);
            d.bytes -= written;
            m_dirtyBytes -= written;
            d.mediaNs -= elapsed;
            elapsed = 0;
        }
    }
}

double SimulatedDrive::destageBacklogNs() const
{
    double ns = 0;
    for (const Dirty &d : m_dirty)
        ns += d.mediaNs;
    return ns;
}

double SimulatedDrive::writeServiceNs(qint64 offset, qint64 size, double beginNs, PostWrite post)
{
    const double interfaceNs = double(size) / m_config.interfaceBytesPerSecond * 1e9;
    if (!m_model) {
        const double ns = m_config.ssdWriteNs + m_rng.uniform() * m_config.ssdJitterNs
            + double(size) / m_config.ssdBytesPerSecond * 1e9;
        return m_config.writeCache ? ns : ns + SsdProgramNs;
    }
    if (!m_config.writeCache)
        return mediaAccessNs(offset, size, beginNs, true); // the platter, every time
    const HddModel &m = *m_model;
    destageUntil(beginNs);
    double ns = 0;
    if (size > m_config.cacheBytes) {
        // Larger than the whole cache: it goes through to the platter after the rest.
        ns = destageBacklogNs();
        destageUntil(beginNs + ns);
        ns += mediaAccessNs(offset, size, beginNs + ns, true);
    } else {
        // A full cache makes the write wait until enough has been destaged.
        if (m_dirtyBytes + size > m_config.cacheBytes) {
            qint64 freed = 0;
            for (const Dirty &d : m_dirty) {
                ns += d.mediaNs;
                freed += d.bytes;
                if (m_dirtyBytes - freed + size <= m_config.cacheBytes)
                    break;
            }
            destageUntil(beginNs + ns);
        }
        // What writing it out will cost later, seen from the previous cached write.
        double mediaNs = m.transferNs(offset, size);
        if (offset != m_lastCachedEnd)
            mediaNs += m.seekNs(m_lastCachedCylinder, m.cylinderOf(offset)) + m.expectedRotationalNs();
        if (m_dirty.empty())
            m_destagedUntilNs = beginNs + ns;
        m_dirty.push_back({ size, mediaNs });
        m_dirtyBytes += size;
        m_lastCachedEnd = offset + size;
        m_lastCachedCylinder = m.cylinderOf(offset + size - 1);
        ns += m_config.cachedWriteNs + interfaceNs;
    }
    if (post != PostWrite::Nothing) {
        // fdatasync/fsync send FLUSH CACHE: everything dirty reaches the platter first.
        destageUntil(beginNs + ns);
        ns += destageBacklogNs();
        m_dirty.clear();
        m_dirtyBytes = 0;
        m_destagedUntilNs = beginNs + ns;
    }
    return ns;
}

template<typename Service>
IoOutcome SimulatedDrive::serve(std::size_t size, qint64 offset, const void *buffer, Service service)
{
    IoOutcome o;
    const double callNs = m_config.paced ? realNowSimNs() : 0;
    if (const auto bad = checkRequest(buffer, size, offset)) {
        o.startNs = nowNs();
        o.result = -1;
        o.err = *bad;
        return o;
    }
    std::lock_guard<std::mutex> lock(m_mutex);
    const double beginNs = m_config.paced ? pacedBeginNs(double(m_clockNs)) : double(m_clockNs);
    // Like pread at the end of a device: a short transfer, then nothing.
    const qint64 n = std::clamp<qint64>(m_config.capacityBytes - offset, 0, qint64(size));
    double endNs = beginNs;
    bool failed = false;
    if (n > 0) {
        endNs += service(offset, n, beginNs);
        failed = coversFault(offset, n);
    }
    m_clockNs = endNs;
    m_publishedNs.store(qint64(std::llround(endNs)), std::memory_order_relaxed);
    if (m_config.paced)
        sleepUntilSim(endNs);
    // Paced, a caller that waited for the drive (another worker's request) has that wait
    // in its latency, as on a real disk; one that came late starts on the schedule.
    o.startNs = qint64(std::llround(m_config.paced ? std::min(callNs, beginNs) : beginNs));
    o.latencyNs = qint64(std::llround(endNs)) - o.startNs;
    o.result = failed ? -1 : n;
    o.err = failed ? EIO : 0;
    return o;
}

IoOutcome SimulatedDrive::read(void *buffer, std::size_t size, qint64 offset)
{
    IoOutcome o = serve(
        size, offset, buffer, [this](qint64 off, qint64 n, double begin) { return readServiceNs(off, n, begin); });
    if (o.result > 0) {
        fillPattern(buffer, std::size_t(o.result), offset, m_config.seed);
        if (m_config.paced)
            noteReturned();
    }
    return o;
}

IoOutcome SimulatedDrive::write(const void *buffer, std::size_t size, qint64 offset, PostWrite post)
{
    if (!isWritable()) {
        IoOutcome o;
        o.startNs = nowNs();
        o.result = -1;
        o.err = EBADF; // as pwrite on a descriptor opened read-only
        return o;
    }
    return serve(size, offset, buffer,
        [this, post](qint64 off, qint64 n, double begin) { return writeServiceNs(off, n, begin, post); });
}

qint64 SimulatedDrive::nowNs() const
{
    if (m_config.paced)
        return qint64(realNowSimNs());
    return m_publishedNs.load(std::memory_order_relaxed);
}

bool SimulatedDrive::flush()
{
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_model || !m_config.writeCache)
        return true;
    const double beginNs = m_config.paced ? pacedBeginNs(double(m_clockNs)) : double(m_clockNs);
    destageUntil(beginNs);
    const double endNs = beginNs + destageBacklogNs();
    m_dirty.clear();
    m_dirtyBytes = 0;
    m_destagedUntilNs = endNs;
    m_clockNs = endNs;
    m_publishedNs.store(qint64(std::llround(endNs)), std::memory_order_relaxed);
    if (m_config.paced)
        sleepUntilSim(endNs);
    return true;
}

} // namespace DriveScope
