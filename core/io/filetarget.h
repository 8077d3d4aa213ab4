// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/target.h"

namespace DriveScope {

// A regular file or a block device, opened here or handed over as a descriptor by the
// privileged helper, and described from fstat, ioctls and sysfs.
class FileTarget : public Target {
public:
    static std::unique_ptr<FileTarget> open(const QString &path, const OpenOptions &options, OpenError *error);
    // Takes ownership of fd and describes what it refers to (not what path names now).
    static std::unique_ptr<FileTarget> adopt(int fd, const QString &path, const OpenOptions &options, OpenError *error);
    ~FileTarget() override;

    IoOutcome read(void *buffer, std::size_t size, qint64 offset) override;
    IoOutcome write(const void *buffer, std::size_t size, qint64 offset, PostWrite post) override;
    qint64 nowNs() const override;
    bool flush() override;
    int fd() const override { return m_fd; }

private:
    FileTarget(int fd, DeviceInfo info, bool direct, bool sparse, bool writable);

    int m_fd = -1;
};

} // namespace DriveScope
