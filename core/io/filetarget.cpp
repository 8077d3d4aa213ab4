// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/filetarget.h"

#include "core/util/frontendwords.h"

#include "core/device/devicelock.h"
#include "core/device/deviceusage.h"
#include "core/device/sysfsblock.h"
#include "core/io/alignedbuffer.h"
#include "core/io/directioalignment.h"
#include "core/util/byteunits.h"
#include "core/util/monotonicclock.h"
#include "core/util/text.h"
#include "core/util/textfile.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <linux/magic.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

namespace DriveScope {

namespace {

OpenError makeError(OpenError::Code code, int err, QString message)
{
    OpenError e;
    e.code = code;
    e.errnoValue = err;
    e.message = std::move(message);
    return e;
}

QString errnoText(int err)
{
    return QString::fromLocal8Bit(strerror(err));
}

OpenError errorFromErrno(const QString &path, int err)
{
    switch (err) {
    case ENOENT:
    case ENOTDIR:
        // A name Qt could not decode names another file (or none): say why it is missing.
        return makeError(OpenError::Code::NotFound, err,
            hasUndecodedBytes(path) ? notUtf8NameSentence(path) : Text::tr("%1 does not exist.").arg(path));
    case EACCES:
    case EPERM:
        return makeError(OpenError::Code::PermissionDenied, err,
            Text::tr("Permission denied opening %1: you may not read it as this user "
                     "(drives usually need administrator rights).")
                .arg(path));
    case EISDIR:
        return makeError(
            OpenError::Code::IsDirectory, err, Text::tr("%1 is a directory; give a file or a block device.").arg(path));
    default: return makeError(OpenError::Code::Other, err, Text::tr("Cannot open %1: %2.").arg(path, errnoText(err)));
    }
}

QString fileSystemName(long type)
{
    switch (type) {
    case EXT4_SUPER_MAGIC: return QStringLiteral("ext2/3/4");
    case TMPFS_MAGIC: return QStringLiteral("tmpfs");
    case RAMFS_MAGIC: return QStringLiteral("ramfs");
    case BTRFS_SUPER_MAGIC: return QStringLiteral("btrfs");
    case XFS_SUPER_MAGIC: return QStringLiteral("xfs");
    case OVERLAYFS_SUPER_MAGIC: return QStringLiteral("overlayfs");
    case NFS_SUPER_MAGIC: return QStringLiteral("nfs");
    case 0x65735546: return QStringLiteral("fuse");
    default: return QStringLiteral("0x%1").arg(quint64(type), 0, 16);
    }
}

OpenError deviceInUse(const QString &path, const DeviceUsage &usage)
{
    return makeError(OpenError::Code::Busy, EBUSY,
        QFile::decodeName(usage.writeRefusal(QFile::encodeName(path).toStdString()).c_str()));
}

// Before a block device is opened for writing: read-only, or any use DriveScope can find
// (mounts, swap, holders, loop devices on it, exclusive openers of it, its partitions,
// its disk, or a device that shares its bytes: deviceusage.h). Probing exclusivity needs the device readable, so a
// device this user may not open is left to the privileged helper, which checks the same way.
bool refuseUsedDevice(const QString &path, const QByteArray &native, dev_t device, OpenError *err)
{
    if (::access(native.constData(), R_OK | W_OK) != 0) {
        *err = errorFromErrno(path, errno);
        return true;
    }
    const DeviceUsage usage = scanDeviceUsage(device, ExclusiveProbe::Try);
    if (usage.mayWrite())
        return false;
    *err = deviceInUse(path, usage);
    return true;
}

} // namespace

FileTarget::FileTarget(int fd, DeviceInfo info, bool direct, bool sparse, bool writable)
    : Target(std::move(info), direct, sparse, writable)
    , m_fd(fd)
{
}

FileTarget::~FileTarget()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

IoOutcome FileTarget::read(void *buffer, std::size_t size, qint64 offset)
{
    IoOutcome o;
    o.startNs = monotonicNs();
    const ssize_t n = ::pread(m_fd, buffer, size, offset);
    const int err = errno; // before anything else can touch it
    o.latencyNs = monotonicNs() - o.startNs;
    o.result = n;
    o.err = n < 0 ? err : 0;
    return o;
}

IoOutcome FileTarget::write(const void *buffer, std::size_t size, qint64 offset, PostWrite post)
{
    IoOutcome o;
    o.startNs = monotonicNs();
    ssize_t n = ::pwrite(m_fd, buffer, size, offset);
    int err = errno;
    if (n >= 0 && post != PostWrite::Nothing) {
        const int rc = post == PostWrite::Fsync ? ::fsync(m_fd) : ::fdatasync(m_fd);
        if (rc != 0) {
            err = errno;
            n = -1;
        }
    }
    o.latencyNs = monotonicNs() - o.startNs;
    o.result = n;
    o.err = n < 0 ? err : 0;
    return o;
}

qint64 FileTarget::nowNs() const
{
    return monotonicNs();
}

bool FileTarget::flush()
{
    return ::fsync(m_fd) == 0;
}

std::unique_ptr<FileTarget> FileTarget::open(const QString &path, const OpenOptions &options, OpenError *error)
{
    OpenError dummy;
    OpenError &err = error ? *error : dummy;
    err = {};
    const QByteArray native = QFile::encodeName(path);
    if (path.isEmpty()) {
        err = makeError(OpenError::Code::NotFound, ENOENT, Text::tr("No target was given."));
        return nullptr;
    }

    // Look first, so a directory or a FIFO is named as such instead of failing (or,
    // for a FIFO, blocking forever) inside open().
    struct stat st = {};
    if (::stat(native.constData(), &st) != 0) {
        err = errorFromErrno(path, errno);
        return nullptr;
    }
    if (S_ISDIR(st.st_mode)) {
        err = makeError(OpenError::Code::IsDirectory, EISDIR,
            Text::tr("%1 is a directory; give a file or a block device.").arg(path));
        return nullptr;
    }
    if (!S_ISREG(st.st_mode) && !S_ISBLK(st.st_mode)) {
        err = makeError(OpenError::Code::NotFileOrDevice, ENODEV,
            Text::tr("%1 is neither a regular file nor a block device.").arg(path));
        return nullptr;
    }

    int flags = O_CLOEXEC | O_NOCTTY | O_NONBLOCK;
    const bool readWrite = options.access == OpenOptions::Access::ReadWrite;
    flags |= readWrite ? O_RDWR : O_RDONLY;
    if (options.direct)
        flags |= O_DIRECT;
    if (readWrite && options.writeSync == OpenOptions::WriteSync::OSync)
        flags |= O_SYNC;
    if (readWrite && options.writeSync == OpenOptions::WriteSync::ODSync)
        flags |= O_DSYNC;
    // A block device opened for writing is also opened exclusively: the kernel then
    // refuses (EBUSY) while anything has it mounted or claimed, whatever our own
    // checks of mountinfo and holders missed.
    const bool writeDevice = readWrite && S_ISBLK(st.st_mode);
    const bool writeFile = readWrite && S_ISREG(st.st_mode);
    // DriveScope writes only into the scratch file it created: named by its identity,
    // opened without following a link and checked after the open.
    if (writeFile && !options.createdFile.isSet()) {
        err = makeError(OpenError::Code::NotFileOrDevice, EPERM,
            Text::tr("%1 is an existing file; DriveScope writes only to a scratch file it creates.").arg(path));
        return nullptr;
    }
    if (writeFile)
        flags |= O_NOFOLLOW;
    if (writeDevice) {
        if (refuseUsedDevice(path, native, st.st_rdev, &err))
            return nullptr;
        flags |= O_EXCL;
    }
    int fd = ::open(native.constData(), flags);
    if (fd < 0 && errno == EINVAL && options.direct) {
        err = makeError(OpenError::Code::DirectIoUnsupported, EINVAL,
            Text::tr("The file system holding %1 refuses direct I/O (O_DIRECT), so reads would "
                     "come from the page cache; %2 to measure anyway, labelled \"page cache in the way\".")
                .arg(path, frontEndWords(u"run with --buffered", Text::tr("tick Buffered"))));
        return nullptr;
    }
    if (fd < 0 && errno == EBUSY) {
        err = makeError(OpenError::Code::Busy, EBUSY,
            Text::tr("%1 is in use (mounted, or claimed by another program or device); "
                     "DriveScope will not write to it.")
                .arg(path));
        return nullptr;
    }
    if (fd < 0) {
        err = errorFromErrno(path, errno);
        return nullptr;
    }
    if (writeFile) {
        struct stat opened = {};
        if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode)
            || !(FileIdentity { quint64(opened.st_dev), quint64(opened.st_ino) } == options.createdFile)) {
            ::close(fd);
            err = makeError(OpenError::Code::Busy, EBUSY,
                Text::tr("%1 is no longer the scratch file DriveScope created; nothing was written.").arg(path));
            return nullptr;
        }
    }
    if (writeDevice) {
        // Held exclusively now, nothing new can mount it; look once more for what
        // appeared between the check and the open (and that the node is the same device).
        struct stat opened = {};
        const bool same = ::fstat(fd, &opened) == 0 && S_ISBLK(opened.st_mode) && opened.st_rdev == st.st_rdev;
        const DeviceUsage usage = scanDeviceUsage(st.st_rdev, ExclusiveProbe::Skip);
        if (!same || !usage.mayWrite()) {
            ::close(fd);
            err = same ? deviceInUse(path, usage)
                       : makeError(OpenError::Code::Busy, EBUSY,
                           Text::tr("%1 changed while it was being opened; nothing was written.").arg(path));
            return nullptr;
        }
    }
    // O_NONBLOCK only kept open() from hanging on odd files; I/O must block.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return adopt(fd, path, options, error);
}

std::unique_ptr<FileTarget> FileTarget::adopt(int fd, const QString &path, const OpenOptions &options, OpenError *error)
{
    OpenError dummy;
    OpenError &err = error ? *error : dummy;
    err = {};
    auto fail = [&](OpenError e) {
        ::close(fd);
        err = std::move(e);
        return nullptr;
    };

    // Describe what was opened, not what the path pointed to a moment earlier.
    struct stat st = {};
    if (::fstat(fd, &st) != 0)
        return fail(errorFromErrno(path, errno));

    DeviceInfo info;
    info.path = path;
    info.canonicalPath = QFileInfo(path).canonicalFilePath();
    bool sparse = false;

    if (S_ISBLK(st.st_mode)) {
        // The block-device convention: shared while we read, exclusive while we write.
        const DeviceLock lock
            = options.access == OpenOptions::Access::ReadWrite ? DeviceLock::Exclusive : DeviceLock::Shared;
        if (!lockDevice(fd, lock))
            return fail(makeError(OpenError::Code::Busy, EBUSY,
                QString::fromStdString(deviceLockedMessage(QFile::encodeName(path).toStdString(), lock))));
        quint64 bytes = 0;
        if (::ioctl(fd, BLKGETSIZE64, &bytes) != 0)
            return fail(makeError(OpenError::Code::Other, errno,
                Text::tr("Cannot read the size of %1: %2.").arg(path, errnoText(errno))));
        info.sizeBytes = qint64(bytes);
        int logical = 0;
        unsigned int physical = 0;
        if (::ioctl(fd, BLKSSZGET, &logical) == 0)
            info.logicalBlockSize = logical;
        if (::ioctl(fd, BLKPBSZGET, &physical) == 0)
            info.physicalBlockSize = int(physical);
        const SysfsBlock sys(st.st_rdev);
        info.kind = sys.isPartition() ? DeviceInfo::Kind::Partition : DeviceInfo::Kind::BlockDevice;
        sys.describe(info);
        info.directIoAlignment = info.logicalBlockSize > 0 ? info.logicalBlockSize : 512;
    } else if (S_ISREG(st.st_mode)) {
        info.kind = DeviceInfo::Kind::RegularFile;
        info.sizeBytes = st.st_size;
        sparse = qint64(st.st_blocks) * 512 < st.st_size;
        const SysfsBlock sys(st.st_dev);
        sys.describe(info);
        struct statfs sfs = {};
        if (::fstatfs(fd, &sfs) == 0) {
            info.fileSystemType = fileSystemName(long(sfs.f_type));
            // tmpfs and ramfs accept O_DIRECT on recent kernels but still serve every read
            // from memory: measuring there would report RAM as a drive.
            if (options.direct && (sfs.f_type == TMPFS_MAGIC || sfs.f_type == RAMFS_MAGIC))
                return fail(makeError(OpenError::Code::DirectIoUnsupported, EINVAL,
                    Text::tr("%1 is on %2, which keeps files in memory: direct I/O cannot "
                             "reach a drive there. %3 to measure memory anyway, labelled \"page cache in the way\".")
                        .arg(path, info.fileSystemType,
                            frontEndWords(u"Run with --buffered", Text::tr("Tick Buffered")))));
        }
        const int dio = directIoOffsetAlignment(fd);
        info.directIoAlignment = dio > 0 ? dio : (info.logicalBlockSize > 0 ? info.logicalBlockSize : 4096);
        if (info.logicalBlockSize == 0)
            info.logicalBlockSize = info.directIoAlignment;
    } else {
        return fail(makeError(OpenError::Code::NotFileOrDevice, ENODEV,
            Text::tr("%1 is neither a regular file nor a block device.").arg(path)));
    }
    if (!options.direct)
        info.directIoAlignment = 1;
    if (info.physicalBlockSize == 0)
        info.physicalBlockSize = info.logicalBlockSize;

    if (info.sizeBytes == 0)
        return fail(makeError(
            OpenError::Code::Empty, 0, Text::tr("%1 is empty (0 bytes); there is nothing to measure.").arg(path)));
    const int unit = std::max(info.directIoAlignment, info.logicalBlockSize);
    if (info.sizeBytes < unit)
        return fail(makeError(OpenError::Code::TooSmall, 0,
            Text::tr("%1 is %2, smaller than one %3-byte block.")
                .arg(path, formatBytesBinary(info.sizeBytes))
                .arg(unit)));

    // Prove that direct reads work here before any benchmark relies on them: some file
    // systems (FUSE, older tmpfs, NFS setups) accept the flag at open and fail at read.
    if (options.direct) {
        AlignedBuffer probe(std::size_t(unit), std::size_t(std::max(unit, 4096)));
        const ssize_t n = ::pread(fd, probe.data(), std::size_t(unit), 0);
        if (n < 0 && errno == EINVAL)
            return fail(makeError(OpenError::Code::DirectIoUnsupported, EINVAL,
                Text::tr("Direct I/O (O_DIRECT) reads fail on %1; %2 to measure anyway, labelled \"page "
                         "cache in the way\".")
                    .arg(path, frontEndWords(u"run with --buffered", Text::tr("tick Buffered")))));
        if (n < 0)
            return fail(makeError(OpenError::Code::Other, errno,
                Text::tr("Reading the first block of %1 failed: %2.").arg(path, errnoText(errno))));
    }

    const bool writable = options.access == OpenOptions::Access::ReadWrite;
    return std::unique_ptr<FileTarget>(new FileTarget(fd, std::move(info), options.direct, sparse, writable));
}

} // namespace DriveScope
