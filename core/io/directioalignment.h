// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace DriveScope {

// The offset alignment the kernel reports for O_DIRECT on this open file
// (statx STATX_DIOALIGN, Linux 6.1+), or 0 when the kernel or file system does not say.
// Kept in its own file because <linux/stat.h> and glibc's <sys/stat.h> clash.
int directIoOffsetAlignment(int fd);

} // namespace DriveScope
