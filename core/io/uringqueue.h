// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/ioqueue.h"

#include <utility>
#include <vector>

namespace DriveScope {

// IoQueue on io_uring (liburing) for an open descriptor: the descriptor and the
// buffers registered when the kernel allows it. Null with one sentence when the kernel
// refuses io_uring.
std::unique_ptr<IoQueue> makeUringQueue(
    int fd, int depth, const std::vector<std::pair<void *, std::size_t>> &buffers, QString *error);

// Whether this process may use io_uring at all (a ring of two entries is set up and torn
// down); false with the sentence makeUringQueue() would give.
bool uringAvailable(QString *why);

} // namespace DriveScope
