// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plain C++ and libc only: the privileged helper calls it too.

namespace DriveScope {

// A program started with standard input, output or error closed (`>&-`) would hand
// that number to the next file it opens: a report would then be written into an
// eventfd, and the helper's one line into the device it opened. Each closed one of the
// three is taken by /dev/null opened read-only, so a write there fails (EBADF) and is
// reported as a write to standard output that failed, and nothing else can land there.
// Call first thing in main().
void reserveStandardDescriptors();

} // namespace DriveScope
