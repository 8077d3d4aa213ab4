// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../device/deviceinfo.h"
#include "openerror.h"

#include <memory>

namespace DriveScope {

struct OpenOptions
{
    enum class Access { Read, ReadWrite };
    Access access = Access::Read;
    // O_DIRECT. Turning it off is only for file systems that refuse it, on the user's
    // explicit request; every result is then labelled "page cache in the way".
    bool direct = true;
};

// An open file descriptor plus what is known about it. Opening is separate from
// measuring: the descriptor may come from open(2) here or from the privileged helper.
class Target
{
public:
    static std::unique_ptr<Target> open(const QString &path, const OpenOptions &options, OpenError *error);
    // Takes ownership of fd (opened elsewhere, e.g. by drivescope-helper) and describes it.
    static std::unique_ptr<Target> adopt(int fd, const QString &path, const OpenOptions &options, OpenError *error);

    Target(const Target &) = delete;
    Target &operator=(const Target &) = delete;
    ~Target();

    int fd() const { return m_fd; }
    const DeviceInfo &info() const { return m_info; }
    qint64 size() const { return m_info.sizeBytes; }
    bool isDirect() const { return m_direct; }
    // What offsets, lengths and buffer addresses must be multiples of.
    int alignment() const { return m_info.directIoAlignment; }
    bool isSparse() const { return m_sparse; }

private:
    Target(int fd, DeviceInfo info, bool direct, bool sparse);

    int m_fd = -1;
    DeviceInfo m_info;
    bool m_direct = true;
    bool m_sparse = false;
};

} // namespace DriveScope
