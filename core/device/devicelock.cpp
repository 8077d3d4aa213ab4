// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/devicelock.h"

#include <cerrno>
#include <sys/file.h>
#include <time.h>

namespace DriveScope {

bool lockDevice(int fd, DeviceLock lock)
{
    const int operation = (lock == DeviceLock::Exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB;
    constexpr int Attempts = 20; // 20 × 50 ms: longer than udev's probe of a device
    for (int attempt = 0;;) {
        if (::flock(fd, operation) == 0)
            return true;
        if (errno == EINTR)
            continue;
        if (errno != EWOULDBLOCK)
            return true; // a node without BSD locks: there is no convention to honour
        if (++attempt == Attempts)
            return false;
        const timespec pause { 0, 50'000'000 };
        ::nanosleep(&pause, nullptr);
    }
}

std::string deviceLockedMessage(const std::string &path, DeviceLock wanted)
{
    return path
        + (wanted == DeviceLock::Exclusive
                ? " is locked by another program that is reading or changing it (a partitioning or formatting "
                  "tool, udev, or another benchmark); DriveScope will not write to it. Try again when that "
                  "program is done."
                : " is locked by another program that is changing it (a partitioning or formatting tool, or "
                  "another benchmark writing it); DriveScope will not measure it meanwhile. Try again when "
                  "that program is done.");
}

} // namespace DriveScope
