// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-helper: the only part of DriveScope that ever runs as root.
//
// Started by pkexec (polkit action org.drivescope.DriveScope.open-device), it opens one
// block device and hands the open descriptor back to the unprivileged caller over the
// Unix socket on its standard input (SCM_RIGHTS), then exits. It never reads or writes
// the device itself. Plain C++ and libc only, so all of it can be audited in one sitting.
//
// Usage: drivescope-helper --mode read|read-write DEVICE   (stdin: a Unix socket)
//
// Exit codes (each with one line on stderr):
//   0 the descriptor was sent          64 usage error
//   65 not a path under /dev           66 not a block device
//   67 in use (read-write refused)     68 open() failed (errno in the message)
//   69 the descriptor could not be sent (stdin is not a Unix socket)
//   70 the device changed between check and open

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <vector>

namespace {

enum Exit { Ok = 0, Usage = 64, NotUnderDev = 65, NotBlock = 66, InUse = 67, OpenFailed = 68, SendFailed = 69,
            Changed = 70 };

[[noreturn]] void refuse(int code, const std::string &why)
{
    std::fprintf(stderr, "%s\n", why.c_str());
    std::exit(code);
}

std::string devNumber(dev_t d)
{
    return std::to_string(major(d)) + ":" + std::to_string(minor(d));
}

std::string readLine(const std::string &path)
{
    std::ifstream f(path);
    std::string s;
    std::getline(f, s);
    return s;
}

// The device and, for a whole disk, its partitions, as "MAJ:MIN" -> "/dev/NAME".
// Defends read-write against a partition being in use while the disk looks idle.
std::vector<std::pair<std::string, std::string>> deviceAndPartitions(dev_t rdev)
{
    std::vector<std::pair<std::string, std::string>> out;
    char sysDir[PATH_MAX];
    const std::string link = "/sys/dev/block/" + devNumber(rdev);
    if (!realpath(link.c_str(), sysDir))
        return out;
    const std::string dir = sysDir;
    out.emplace_back(devNumber(rdev), dir);
    if (DIR *d = opendir(dir.c_str())) {
        while (dirent *e = readdir(d)) {
            const std::string child = dir + "/" + e->d_name;
            if (e->d_name[0] != '.' && access((child + "/partition").c_str(), F_OK) == 0)
                out.emplace_back(readLine(child + "/dev"), child);
        }
        closedir(d);
    }
    return out;
}

// Read-write is refused when the device or any partition is mounted, used as swap, or
// held by LVM/RAID/dm: writing under a file system or volume destroys it.
void refuseIfInUse(dev_t rdev, const std::string &path)
{
    const auto devices = deviceAndPartitions(rdev);
    if (devices.empty())
        refuse(InUse, "Cannot tell from /sys whether " + path + " is in use; refusing to open it for writing.");
    std::set<std::string> numbers;
    for (const auto &[number, dir] : devices) {
        numbers.insert(number);
        if (DIR *h = opendir((dir + "/holders").c_str())) {
            while (dirent *e = readdir(h)) {
                if (e->d_name[0] != '.')
                    refuse(InUse, path + " is held by " + e->d_name + " (LVM, RAID or device mapper); refusing to open it for writing.");
            }
            closedir(h);
        }
    }
    std::ifstream mountinfo("/proc/self/mountinfo");
    for (std::string line; std::getline(mountinfo, line);) {
        std::istringstream fields(line);
        std::string id, parent, number, root, mountPoint;
        fields >> id >> parent >> number >> root >> mountPoint;
        if (numbers.count(number))
            refuse(InUse, "A file system on " + path + " is mounted at " + mountPoint + "; refusing to open it for writing.");
    }
    std::ifstream swaps("/proc/swaps");
    std::string line;
    std::getline(swaps, line); // header
    while (std::getline(swaps, line)) {
        struct stat st = {};
        const std::string file = line.substr(0, line.find_first_of(" \t"));
        if (stat(file.c_str(), &st) == 0 && S_ISBLK(st.st_mode) && numbers.count(devNumber(st.st_rdev)))
            refuse(InUse, path + " is in use as swap; refusing to open it for writing.");
    }
}

void sendDescriptor(int fd)
{
    char byte = 'F';
    iovec iov = {&byte, 1};
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int))] = {};
    msghdr msg = {};
    msg.msg_iov = &iov;
    msg.msg_iovlen = 1;
    msg.msg_control = control;
    msg.msg_controllen = sizeof(control);
    cmsghdr *c = CMSG_FIRSTHDR(&msg);
    c->cmsg_level = SOL_SOCKET;
    c->cmsg_type = SCM_RIGHTS;
    c->cmsg_len = CMSG_LEN(sizeof(int));
    std::memcpy(CMSG_DATA(c), &fd, sizeof(int));
    if (sendmsg(STDIN_FILENO, &msg, MSG_NOSIGNAL) != 1)
        refuse(SendFailed, std::string("Cannot pass the descriptor back: ") + std::strerror(errno) + ".");
}

} // namespace

int main(int argc, char **argv)
{
    // Input 1: the arguments. Exactly "--mode MODE PATH"; nothing else is accepted, so
    // no option can be smuggled in.
    if (argc != 4 || std::strcmp(argv[1], "--mode") != 0)
        refuse(Usage, "usage: drivescope-helper --mode read|read-write DEVICE");
    const std::string mode = argv[2];
    if (mode != "read" && mode != "read-write")
        refuse(Usage, "The mode must be read or read-write.");
    const bool readWrite = mode == "read-write";
    const std::string requested = argv[3];

    // Input 2: standard input must be a Unix socket (the caller's end of a socketpair):
    // the descriptor goes nowhere else, and never to a terminal or a file.
    struct stat in = {};
    if (fstat(STDIN_FILENO, &in) != 0 || !S_ISSOCK(in.st_mode))
        refuse(SendFailed, "Standard input is not a Unix socket; drivescope-helper is started by DriveScope, not by hand.");

    // Input 3: the path. Resolve every symlink once; from here on only the resolved path
    // is used, so flipping the caller's symlink afterwards changes nothing. It must lie
    // under /dev: a block node made elsewhere (mknod in a user's directory) is refused.
    char resolvedBuf[PATH_MAX];
    if (!realpath(requested.c_str(), resolvedBuf))
        refuse(NotUnderDev, requested + " does not exist.");
    const std::string resolved = resolvedBuf;
    if (resolved.rfind("/dev/", 0) != 0)
        refuse(NotUnderDev, requested + " is not a device under /dev.");
    struct stat before = {};
    if (lstat(resolved.c_str(), &before) != 0 || !S_ISBLK(before.st_mode))
        refuse(NotBlock, requested + " is not a block device.");

    if (readWrite)
        refuseIfInUse(before.st_rdev, resolved);

    // Open without following a symlink (one swapped in since realpath fails with ELOOP),
    // exclusively for read-write (the kernel refuses while anything claims the device).
    int flags = O_CLOEXEC | O_NOFOLLOW | O_NOCTTY | O_DIRECT | (readWrite ? (O_RDWR | O_EXCL) : O_RDONLY);
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

    sendDescriptor(fd);
    close(fd);
    return Ok;
}
