// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/directioalignment.h"

#include <fcntl.h>
#include <linux/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace DriveScope {

int directIoOffsetAlignment(int fd)
{
#ifdef STATX_DIOALIGN
    struct statx stx = {};
    if (syscall(SYS_statx, fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &stx) != 0)
        return 0;
    if (!(stx.stx_mask & STATX_DIOALIGN))
        return 0;
    return int(stx.stx_dio_offset_align);
#else
    (void)fd;
    return 0;
#endif
}

} // namespace DriveScope
