// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/standarddescriptors.h"

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace DriveScope {

void reserveStandardDescriptors()
{
    for (int fd = STDIN_FILENO; fd <= STDERR_FILENO; ++fd) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        // The lowest free number: fd itself, since those below it are open by now.
        const int taken = ::open("/dev/null", O_RDONLY);
        if (taken >= 0 && taken != fd) {
            ::dup2(taken, fd);
            ::close(taken);
        }
    }
}

} // namespace DriveScope
