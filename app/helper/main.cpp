// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-helper: the only part of DriveScope that ever runs as root.
//
// Started by pkexec (one of the two polkit actions below), it opens one
// block device and hands the open descriptor back to the unprivileged caller over the
// Unix socket on its standard input (SCM_RIGHTS), then exits. It never reads or writes
// the device itself. Plain C++ and libc only, so all of it can be audited in one sitting.
//
// Usage: drivescope-helper --read DEVICE | --read-write DEVICE   (stdin: a Unix socket)
// The first argument selects the polkit action (exec.argv1): reading is
// org.drivescope.DriveScope.open-device (auth_admin_keep), read-write is
// org.drivescope.DriveScope.open-device-for-writing (auth_admin, asked every time), so
// a kept authorisation to read never lets a write through.
//
// Exit codes (each with one line on stderr):
//   0 the descriptor was sent          64 usage error
//   65 not a device node the kernel made under /dev (devtmpfs)
//   66 not a block device              67 read-only, in use, locked by another program,
//                                         or cannot tell (read-write refused)
//   68 open() failed (errno in the message)
//   69 the descriptor could not be sent (stdin is not a Unix stream socket)
//   70 the device changed between check and open

#include "core/device/devicelock.h"
#include "core/device/deviceusage.h"
#include "core/opening/descriptorpassing.h"
#include "core/util/standarddescriptors.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

enum Exit {
    Ok = 0,
    Usage = 64,
    NotUnderDev = 65,
    NotBlock = 66,
    InUse = 67,
    OpenFailed = 68,
    SendFailed = 69,
    Changed = 70
};

// One line on stderr, whatever the caller's path holds: a control character (a newline
// in a crafted name) is written as \xNN, so the line cannot be split or forged.
[[noreturn]] void refuse(int code, const std::string &why)
{
    std::string line;
    for (const char c : why) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            char escaped[5];
            std::snprintf(escaped, sizeof escaped, "\\x%02x", byte);
            line += escaped;
        } else {
            line += c;
        }
    }
    std::fprintf(stderr, "%s\n", line.c_str());
    std::exit(code);
}

// Standard input must be the caller's end of a Unix stream socketpair: the descriptor
// goes nowhere else (never a terminal, a file or a datagram socket someone listens on).
bool stdinIsUnixStream()
{
    struct stat in = {};
    int domain = 0, type = 0;
    socklen_t len = sizeof(int);
    if (fstat(STDIN_FILENO, &in) != 0 || !S_ISSOCK(in.st_mode))
        return false;
    if (getsockopt(STDIN_FILENO, SOL_SOCKET, SO_DOMAIN, &domain, &len) != 0 || domain != AF_UNIX)
        return false;
    len = sizeof(int);
    return getsockopt(STDIN_FILENO, SOL_SOCKET, SO_TYPE, &type, &len) == 0 && type == SOCK_STREAM;
}

// Only nodes the kernel made: on /dev itself, and /dev a devtmpfs. A block node planted
// on /dev/shm, /dev/mqueue or another file system mounted under /dev is refused.
bool onKernelDevtmpfs(const struct stat &node)
{
    struct stat dev = {};
    if (stat("/dev", &dev) != 0 || dev.st_dev != node.st_dev)
        return false;
    std::ifstream mountinfo("/proc/self/mountinfo");
    std::string fsType; // of the last mount on /dev: the one in force
    for (std::string line; std::getline(mountinfo, line);) {
        std::istringstream fields(line);
        std::string id, parent, number, root, mountPoint, field;
        fields >> id >> parent >> number >> root >> mountPoint;
        while (fields >> field && field != "-") { }
        if (mountPoint == "/dev" && fields >> field)
            fsType = field;
    }
    return fsType == "devtmpfs";
}

void refuseIfInUse(dev_t device, const std::string &path, DriveScope::ExclusiveProbe probe)
{
    const std::string why = DriveScope::scanDeviceUsage(device, probe).writeRefusal(path);
    if (!why.empty())
        refuse(InUse, why);
}

void sendDescriptorBack(int fd)
{
    if (!DriveScope::sendDescriptor(STDIN_FILENO, fd))
        refuse(SendFailed, std::string("Cannot pass the descriptor back: ") + std::strerror(errno) + ".");
}

} // namespace

int main(int argc, char **argv)
{
    // Before anything is opened: a closed stderr must not become the device's number.
    DriveScope::reserveStandardDescriptors();
    // Input 1: the arguments. Exactly "--read PATH" or "--read-write PATH"; nothing else
    // is accepted, so no option can be smuggled in.
    if (argc != 3 || (std::strcmp(argv[1], "--read") != 0 && std::strcmp(argv[1], "--read-write") != 0))
        refuse(Usage, "usage: drivescope-helper --read|--read-write DEVICE");
    const bool readWrite = std::strcmp(argv[1], "--read-write") == 0;
    const std::string requested = argv[2];

    // Input 2: standard input.
    if (!stdinIsUnixStream())
        refuse(SendFailed,
            "Standard input is not a Unix stream socket; drivescope-helper is started by DriveScope, not by hand.");

    // Input 3: the path. Resolve every symlink once; from here on only the resolved path
    // is used, so flipping the caller's symlink afterwards changes nothing.
    char resolvedBuf[PATH_MAX];
    if (!realpath(requested.c_str(), resolvedBuf))
        refuse(NotUnderDev, requested + " does not exist.");
    const std::string resolved = resolvedBuf;
    if (resolved.rfind("/dev/", 0) != 0)
        refuse(NotUnderDev, requested + " is not a device under /dev.");
    struct stat before = {};
    if (lstat(resolved.c_str(), &before) != 0 || !S_ISBLK(before.st_mode))
        refuse(NotBlock, requested + " is not a block device.");
    if (!onKernelDevtmpfs(before))
        refuse(NotUnderDev, resolved + " is not a device node the kernel made (on the devtmpfs at /dev).");

    // Everything that uses the device (deviceusage.h), probed exclusively before we
    // claim it ourselves.
    if (readWrite)
        refuseIfInUse(before.st_rdev, resolved, DriveScope::ExclusiveProbe::Try);

    // Open without following a symlink (one swapped in since realpath fails with ELOOP),
    // exclusively for read-write (the kernel refuses while anything claims the device).
    const int flags = O_CLOEXEC | O_NOFOLLOW | O_NOCTTY | O_DIRECT | (readWrite ? (O_RDWR | O_EXCL) : O_RDONLY);
    const int fd = open(resolved.c_str(), flags);
    if (fd < 0) {
        if (errno == EBUSY)
            refuse(InUse, resolved + " is in use; refusing to open it for writing.");
        refuse(OpenFailed, "Cannot open " + resolved + ": " + std::strerror(errno) + ".");
    }
    // What was opened must be what was checked: a block device with the same number.
    struct stat after = {};
    if (fstat(fd, &after) != 0 || !S_ISBLK(after.st_mode) || after.st_rdev != before.st_rdev)
        refuse(Changed, resolved + " changed while it was being opened; nothing was passed on.");
    // The block-device lock another program may hold (core/device/devicelock.h):
    // exclusive for writing, taken here so that no gap opens before the caller has it.
    if (readWrite && !DriveScope::lockDevice(fd, DriveScope::DeviceLock::Exclusive))
        refuse(InUse, DriveScope::deviceLockedMessage(resolved, DriveScope::DeviceLock::Exclusive));
    // Held exclusively now: look once more for a use that appeared meanwhile.
    if (readWrite)
        refuseIfInUse(before.st_rdev, resolved, DriveScope::ExclusiveProbe::Skip);

    sendDescriptorBack(fd);
    close(fd);
    return Ok;
}
