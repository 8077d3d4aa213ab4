// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"
#include "core/io/ioqueue.h"
#include "core/io/openerror.h"

#include <cstddef>
#include <memory>

namespace DriveScope {

// Which file a descriptor must refer to (st_dev, st_ino).
struct FileIdentity {
    quint64 device = 0;
    quint64 inode = 0;
    bool isSet() const { return inode != 0; }
    bool operator==(const FileIdentity &) const = default;
};

struct OpenOptions {
    enum class Access { Read, ReadWrite };
    // How each write reaches stable storage, as pg_test_fsync compares them.
    enum class WriteSync {
        None, // no sync flag on the descriptor
        OSync, // O_SYNC: each write returns when data and metadata are stable
        ODSync, // O_DSYNC: each write returns when data is stable
    };
    Access access = Access::Read;
    // O_DIRECT. Turning it off is only for file systems that refuse it, on the user's
    // explicit request (or the sync-write benchmark's buffered contrast); every result
    // is then labelled "page cache in the way".
    bool direct = true;
    WriteSync writeSync = WriteSync::None;
    // Writing to a regular file: the scratch file DriveScope created (its identity,
    // ScratchWriteFile::options()). The open never follows a link and refuses any other
    // file, so a file swapped in or planted under the scratch name is never written.
    FileIdentity createdFile;
};

// One timed I/O as the target saw it. startNs is on the target's clock (nowNs()).
struct IoOutcome {
    qint64 startNs = 0;
    qint64 latencyNs = 0;
    qint64 result = 0; // bytes transferred, or -1 with err set
    int err = 0;
};

// What the sync-write benchmark does after each write, inside the timed interval.
enum class PostWrite { Nothing, Fdatasync, Fsync };

// Something to benchmark: an open file or block device, or a simulated drive with a
// known model. Benchmarks only ever do I/O through this interface, so the same code
// measures a real disk and recovers a simulated one's ground truth.
class Target {
public:
    // "sim:..." makes a simulated drive; anything else opens a file or block device.
    static std::unique_ptr<Target> open(const QString &path, const OpenOptions &options, OpenError *error);

    Target(const Target &) = delete;
    Target &operator=(const Target &) = delete;
    virtual ~Target() = default;

    const DeviceInfo &info() const { return m_info; }
    qint64 size() const { return m_info.sizeBytes; }
    bool isDirect() const { return m_direct; }
    // What offsets, lengths and buffer addresses must be multiples of.
    int alignment() const { return m_info.directIoAlignment; }
    bool isSparse() const { return m_sparse; }
    bool isWritable() const { return m_writable; }
    // Simulated time: latencies are the model's, not a stopwatch's.
    virtual bool isSimulated() const { return false; }

    // The measured path: one I/O, timed around the system call and nothing else.
    virtual IoOutcome read(void *buffer, std::size_t size, qint64 offset) = 0;
    virtual IoOutcome write(const void *buffer, std::size_t size, qint64 offset, PostWrite post = PostWrite::Nothing)
        = 0;
    // The clock samples are stamped with (CLOCK_MONOTONIC, or the simulation's).
    virtual qint64 nowNs() const = 0;
    // Untimed: flush everything written so far (end of a write benchmark).
    virtual bool flush() = 0;
    // The open descriptor, or -1 for a simulated drive.
    virtual int fd() const { return -1; }
    // A queue that keeps up to depth I/Os in flight on this target (core/io/ioqueue.h):
    // io_uring on a descriptor, the model's own on a simulated drive. Null with one
    // sentence when it cannot be had.
    virtual std::unique_ptr<IoQueue> makeQueue(
        int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error);
    // Called before count workers each make a queue: a simulated drive then keeps their
    // I/Os in one timeline from the first on (a real device needs nothing).
    virtual void expectQueues(int count) { (void)count; }
    // True when several workers reading one at a time are served in parallel only
    // through queues (a simulated SSD's channels); blocking reads are then one at a time.
    virtual bool parallelOnlyThroughQueues() const { return false; }

protected:
    Target(DeviceInfo info, bool direct, bool sparse, bool writable)
        : m_info(std::move(info))
        , m_direct(direct)
        , m_sparse(sparse)
        , m_writable(writable)
    {
    }

    DeviceInfo m_info;
    bool m_direct = true;
    bool m_sparse = false;
    bool m_writable = false;
};

} // namespace DriveScope
