// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/opening/descriptorpassing.h"

#include <cerrno>
#include <cstring>
#include <sys/socket.h>

namespace DriveScope {

namespace {

// The message both ends use: one byte, and room for one descriptor.
struct DescriptorMessage {
    char byte = 'F';
    iovec iov = { &byte, 1 };
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
    msghdr msg = {};

    DescriptorMessage()
    {
        msg.msg_iov = &iov;
        msg.msg_iovlen = 1;
        msg.msg_control = control;
        msg.msg_controllen = sizeof(control);
    }
    DescriptorMessage(const DescriptorMessage &) = delete;
    DescriptorMessage &operator=(const DescriptorMessage &) = delete;
};

} // namespace

bool sendDescriptor(int socket, int fd)
{
    DescriptorMessage m;
    cmsghdr *c = CMSG_FIRSTHDR(&m.msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    std::memcpy(CMSG_DATA(c), &fd, sizeof(int));
    return sendmsg(socket, &m.msg, MSG_NOSIGNAL) == 1;
}

int receiveDescriptor(int socket)
{
    DescriptorMessage m;
    ssize_t n;
    do {
        n = recvmsg(socket, &m.msg, MSG_CMSG_CLOEXEC);
    } while (n < 0 && errno == EINTR);
    if (n != 1)
        return -1; // the helper exited without sending (refused, or not authorised)
    for (cmsghdr *c = CMSG_FIRSTHDR(&m.msg); c; c = CMSG_NXTHDR(&m.msg, c)) {
        if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS && c->cmsg_len == CMSG_LEN(sizeof(int))) {
            int fd = -1;
            std::memcpy(&fd, CMSG_DATA(c), sizeof(int));
            return fd;
        }
    }
    return -1;
}

} // namespace DriveScope
