// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the privileged helper hands its open descriptor back: one byte with the
// descriptor as SCM_RIGHTS ancillary data on a Unix stream socket. libc only, so the
// helper (no Qt) and the engine share the one definition of the message.

namespace DriveScope {

// Sends fd over socket; false with errno set when it could not be sent.
bool sendDescriptor(int socket, int fd);
// The descriptor the peer sent (close-on-exec), or -1 when it closed the socket
// without sending one.
int receiveDescriptor(int socket);

} // namespace DriveScope
