// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/device/deviceusage.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <linux/loop.h>
#include <sstream>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace DriveScope {

namespace {

using Member = DeviceUsage::Member;

std::string numberText(dev_t d)
{
    return std::to_string(major(d)) + ":" + std::to_string(minor(d));
}

bool readFirstLine(const std::string &path, std::string *line)
{
    std::ifstream f(path);
    if (!f)
        return false;
    std::getline(f, *line);
    return true;
}

bool parseNumber(const std::string &text, dev_t *out)
{
    unsigned int maj = 0, min = 0;
    char tail = 0;
    if (std::sscanf(text.c_str(), "%u:%u%c", &maj, &min, &tail) != 2)
        return false;
    *out = makedev(maj, min);
    return true;
}

bool exists(const std::string &path)
{
    return ::access(path.c_str(), F_OK) == 0;
}

std::string baseName(const std::string &path)
{
    return path.substr(path.find_last_of('/') + 1);
}

// sysfs writes a '/' in a device name as '!' (cciss!c0d0 is /dev/cciss/c0d0).
std::string nodeName(std::string name)
{
    for (char &c : name)
        if (c == '!')
            c = '/';
    return name;
}

std::vector<std::string> entriesOf(const std::string &dir, bool *ok)
{
    std::vector<std::string> out;
    DIR *d = ::opendir(dir.c_str());
    *ok = d != nullptr;
    if (!d)
        return out;
    while (const dirent *e = ::readdir(d)) {
        if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0)
            out.emplace_back(e->d_name);
    }
    ::closedir(d);
    return out;
}

// mountinfo and /proc/swaps write a space as \040, a tab as \011, a backslash as \134.
std::string unescapeOctal(const std::string &s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size()) {
            const std::string digits = s.substr(i + 1, 3);
            if (digits.size() == 3 && digits.find_first_not_of("01234567") == std::string::npos) {
                out += char(std::strtol(digits.c_str(), nullptr, 8));
                i += 3;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

const Member *memberWithNumber(const std::vector<Member> &members, dev_t number)
{
    for (const Member &m : members)
        if (m.number == number)
            return &m;
    return nullptr;
}

std::string devPath(const std::string &name)
{
    return "/dev/" + nodeName(name);
}

// The device, its partitions (for a disk) or its disk (for a partition), as members in
// role (Self for the device asked about, Alias for one reached through it).
bool addMembers(dev_t device, Member::Role role, const std::string &via, const DeviceUsageRoots &roots, DeviceUsage *u)
{
    char resolved[PATH_MAX];
    const std::string link = roots.sys + "/dev/block/" + numberText(device);
    if (!::realpath(link.c_str(), resolved)) {
        u->unknown.push_back("there is no " + link + " (" + std::strerror(errno) + ")");
        return false;
    }
    const std::string dir = resolved;
    u->members.push_back({ baseName(dir), device, dir, role, via });
    if (exists(dir + "/partition")) {
        const std::string diskDir = dir.substr(0, dir.find_last_of('/'));
        std::string text;
        dev_t disk = 0;
        if (!readFirstLine(diskDir + "/dev", &text) || !parseNumber(text, &disk)) {
            u->unknown.push_back("cannot read the disk of the partition " + devPath(baseName(dir)));
            return false;
        }
        if (!memberWithNumber(u->members, disk))
            u->members.push_back({ baseName(diskDir), disk, diskDir, Member::Role::Disk, via });
        return true;
    }
    bool ok = false;
    for (const std::string &child : entriesOf(dir, &ok)) {
        const std::string childDir = dir + "/" + child;
        if (!exists(childDir + "/partition"))
            continue;
        std::string text;
        dev_t number = 0;
        if (!readFirstLine(childDir + "/dev", &text) || !parseNumber(text, &number)) {
            u->unknown.push_back("cannot read the device number of the partition " + devPath(child));
            continue;
        }
        if (!memberWithNumber(u->members, number))
            u->members.push_back({ child, number, childDir, Member::Role::Partition, via });
    }
    if (!ok)
        u->unknown.push_back("cannot list " + dir + " (" + std::strerror(errno) + ")");
    return true;
}

void findReadOnly(DeviceUsage *u)
{
    std::string flag;
    if (!readFirstLine(u->members.front().sysDir + "/ro", &flag))
        u->unknown.push_back("cannot read " + u->members.front().sysDir + "/ro");
    u->readOnly = flag == "1";
}

// A bound loop device and what it reads and writes: a file (its file system's device
// and its inode) or a block device (its number). The kernel's own answer
// (LOOP_GET_STATUS64, even when the backing's path is gone) needs the loop node open;
// the sysfs path, stat()ed, is the fallback.
struct LoopDevice {
    enum class Backing { Unknown, File, Device };
    std::string name; // "loop4"
    dev_t number = 0;
    Backing backing = Backing::Unknown;
    dev_t device = 0; // File: the file system's device; Device: the backing device
    ino_t inode = 0; // File only
    std::string path; // sysfs backing_file, for sentences
    std::string whyUnknown;

    bool sharesBackingWith(const LoopDevice &o) const
    {
        return backing != Backing::Unknown && backing == o.backing && device == o.device
            && (backing == Backing::Device || inode == o.inode);
    }
};

// False when the loop device was unbound since sysfs was read: it backs nothing now.
bool describeBacking(const DeviceUsageRoots &roots, LoopDevice *loop)
{
    const int fd = ::open((roots.dev + "/" + nodeName(loop->name)).c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd >= 0) {
        loop_info64 info = {};
        const bool got = ::ioctl(fd, LOOP_GET_STATUS64, &info) == 0;
        const int err = errno;
        ::close(fd);
        if (got) {
            loop->backing = info.lo_rdevice != 0 ? LoopDevice::Backing::Device : LoopDevice::Backing::File;
            loop->device = dev_t(info.lo_rdevice != 0 ? info.lo_rdevice : info.lo_device);
            loop->inode = ino_t(info.lo_inode);
            return true;
        }
        if (err == ENXIO)
            return false;
    }
    const std::string deleted = " (deleted)";
    if (loop->path.size() > deleted.size()
        && loop->path.compare(loop->path.size() - deleted.size(), deleted.size(), deleted) == 0) {
        loop->whyUnknown
            = "the backing file of " + devPath(loop->name) + " was deleted, so where it lies cannot be told";
        return true;
    }
    struct stat st = {};
    if (::stat(loop->path.c_str(), &st) != 0) {
        loop->whyUnknown = "the backing file of " + devPath(loop->name) + " (" + loop->path + ") cannot be found ("
            + std::strerror(errno) + ")";
        return true;
    }
    loop->backing = S_ISBLK(st.st_mode) ? LoopDevice::Backing::Device : LoopDevice::Backing::File;
    loop->device = S_ISBLK(st.st_mode) ? st.st_rdev : st.st_dev;
    loop->inode = st.st_ino;
    return true;
}

std::vector<LoopDevice> listLoops(const DeviceUsageRoots &roots, DeviceUsage *u)
{
    std::vector<LoopDevice> loops;
    bool ok = false;
    const auto blocks = entriesOf(roots.sys + "/block", &ok);
    if (!ok) {
        u->unknown.push_back("cannot list " + roots.sys + "/block");
        return loops;
    }
    for (const std::string &name : blocks) {
        LoopDevice loop;
        loop.name = name;
        if (!readFirstLine(roots.sys + "/block/" + name + "/loop/backing_file", &loop.path))
            continue; // not a loop device, or not bound to anything
        std::string number;
        if (!readFirstLine(roots.sys + "/block/" + name + "/dev", &number) || !parseNumber(number, &loop.number)) {
            u->unknown.push_back("cannot read the device number of the loop device " + devPath(name));
            continue;
        }
        if (describeBacking(roots, &loop))
            loops.push_back(std::move(loop));
    }
    return loops;
}

std::string joinVia(const std::string &before, const std::string &step)
{
    return before.empty() ? step : before + ", and " + step;
}

// The devices a member is built on (sysfs slaves/: device mapper, RAID), as Alias
// members: writing a dm-linear device writes the loop device under it.
bool addSlaves(const DeviceUsageRoots &roots, DeviceUsage *u)
{
    bool grew = false;
    for (std::size_t i = 0; i < u->members.size(); ++i) {
        const Member m = u->members[i]; // a copy: addMembers grows the list
        bool ok = false;
        for (const std::string &slave : entriesOf(m.sysDir + "/slaves", &ok)) {
            std::string text;
            dev_t number = 0;
            if (!readFirstLine(m.sysDir + "/slaves/" + slave + "/dev", &text) || !parseNumber(text, &number)) {
                u->unknown.push_back("cannot read the device number of " + devPath(slave) + ", which " + devPath(m.name)
                    + " is built on");
                continue;
            }
            if (!memberWithNumber(u->members, number))
                grew |= addMembers(number, Member::Role::Alias,
                    joinVia(m.via, devPath(m.name) + " is built on " + devPath(slave)), roots, u);
        }
    }
    return grew;
}

// Every device a write to the members also writes, added as Alias members until the
// set stops growing: the devices a member is built on (device mapper, RAID), the device
// a member loop device is backed by, and loop devices that share a member loop
// device's backing (each such sibling is a use too). A loop device backed by a member,
// or by a file on one, is a use, found by findLoops; a member loop device whose backing
// cannot be told makes the device's use unknown.
void findAliases(const std::vector<LoopDevice> &loops, const DeviceUsageRoots &roots, DeviceUsage *u)
{
    for (bool grew = true; grew;) {
        grew = addSlaves(roots, u);
        for (const LoopDevice &loop : loops) {
            const Member *m = memberWithNumber(u->members, loop.number);
            if (!m || loop.backing == LoopDevice::Backing::Unknown)
                continue;
            const std::string via = m->via;
            if (loop.backing == LoopDevice::Backing::Device && !memberWithNumber(u->members, loop.device)) {
                const std::string step = devPath(loop.name) + " is backed by " + loop.path;
                grew |= addMembers(loop.device, Member::Role::Alias, joinVia(via, step), roots, u);
            }
            for (const LoopDevice &other : loops) {
                if (memberWithNumber(u->members, other.number) || !other.sharesBackingWith(loop))
                    continue;
                const std::string step = devPath(loop.name) + " shares its backing "
                    + (loop.backing == LoopDevice::Backing::Device ? "device " : "file ") + loop.path + " with "
                    + devPath(other.name);
                // Another way to the same bytes is a use in itself, whatever reads it
                // without a trace; what uses the sibling is found as for the device.
                u->loops.push_back(joinVia(via, step));
                grew |= addMembers(other.number, Member::Role::Alias, joinVia(via, step), roots, u);
            }
        }
    }
    for (const LoopDevice &loop : loops)
        if (loop.backing == LoopDevice::Backing::Unknown && memberWithNumber(u->members, loop.number))
            u->unknown.push_back(loop.whyUnknown);
}

// A use of a member, as a sentence that says how a write reaches it when it is an alias.
std::string reached(const Member &m, const std::string &use)
{
    return joinVia(m.via, use);
}

void findHolders(DeviceUsage *u)
{
    for (const Member &m : u->members) {
        bool ok = false;
        const auto holders = entriesOf(m.sysDir + "/holders", &ok);
        if (!ok)
            u->unknown.push_back("cannot list " + m.sysDir + "/holders");
        for (const std::string &h : holders)
            if (!u->member(h)) // the device written, built on this member: its own stack
                u->holders.push_back(reached(
                    m, devPath(m.name) + " is held by " + h + " (LVM, RAID, dm-crypt or another stacked device)"));
    }
}

// A node (mount source, swap file, loop backing file) that names a member, or a file
// that lives on a file system on one.
const Member *memberBehind(const std::vector<Member> &members, const struct stat &st)
{
    if (S_ISBLK(st.st_mode))
        return memberWithNumber(members, st.st_rdev);
    return memberWithNumber(members, st.st_dev);
}

void findMounts(const DeviceUsageRoots &roots, DeviceUsage *u)
{
    std::ifstream mountinfo(roots.proc + "/self/mountinfo");
    if (!mountinfo) {
        u->unknown.push_back("cannot read " + roots.proc + "/self/mountinfo");
        return;
    }
    // "36 35 98:0 /mnt1 /mnt/parent rw,noatime master:1 - ext3 /dev/root rw"
    for (std::string line; std::getline(mountinfo, line);) {
        std::istringstream in(line);
        std::vector<std::string> f;
        for (std::string field; in >> field;)
            f.push_back(field);
        std::size_t dash = 6;
        while (dash < f.size() && f[dash] != "-")
            ++dash;
        if (f.size() < 5 || dash + 2 >= f.size())
            continue;
        const std::string source = unescapeOctal(f[dash + 2]);
        dev_t number = 0;
        const Member *m = parseNumber(f[2], &number) ? memberWithNumber(u->members, number) : nullptr;
        // btrfs reports an anonymous device number; its source still names the node.
        if (!m && source.rfind("/", 0) == 0) {
            struct stat st = {};
            if (::stat(source.c_str(), &st) == 0 && S_ISBLK(st.st_mode))
                m = memberWithNumber(u->members, st.st_rdev);
            for (const Member &candidate : u->members)
                if (!m && source == devPath(candidate.name))
                    m = &candidate;
        }
        if (m)
            u->mounts.push_back({ m->name, unescapeOctal(f[4]), f[dash + 1], m->via });
    }
}

const LoopDevice *memberLoopBackedBy(
    const std::vector<LoopDevice> &loops, const std::vector<Member> &members, const struct stat &file)
{
    for (const LoopDevice &loop : loops)
        if (loop.backing == LoopDevice::Backing::File && loop.device == file.st_dev && loop.inode == file.st_ino
            && memberWithNumber(members, loop.number))
            return &loop;
    return nullptr;
}

void findSwaps(const std::vector<LoopDevice> &loops, const DeviceUsageRoots &roots, DeviceUsage *u)
{
    std::ifstream swaps(roots.proc + "/swaps");
    if (!swaps)
        return; // a kernel without swap support has no /proc/swaps
    std::string line;
    std::getline(swaps, line); // "Filename Type Size Used Priority"
    while (std::getline(swaps, line)) {
        const std::string file = unescapeOctal(line.substr(0, line.find_first_of(" \t")));
        if (file.empty())
            continue;
        struct stat st = {};
        if (::stat(file.c_str(), &st) != 0) {
            u->unknown.push_back("the swap area " + file + " cannot be found to check where it lies");
            continue;
        }
        if (const Member *m = memberBehind(u->members, st))
            u->swaps.push_back(m->name);
        else if (const LoopDevice *loop = memberLoopBackedBy(loops, u->members, st))
            u->loops.push_back(reached(*memberWithNumber(u->members, loop->number),
                devPath(loop->name) + " is backed by " + file + ", which is in use as swap"));
    }
}

// A loop device reads and writes its backing file or device: when that is a member (or
// a file on one), writing the member destroys whatever lives on the loop device. A
// loop device that is itself a member (the device, or an alias) is what is written.
void findLoops(const std::vector<LoopDevice> &loops, DeviceUsage *u)
{
    for (const LoopDevice &loop : loops) {
        if (memberWithNumber(u->members, loop.number))
            continue;
        if (loop.backing == LoopDevice::Backing::Unknown) {
            u->unknown.push_back(loop.whyUnknown);
            continue;
        }
        const Member *m = memberWithNumber(u->members, loop.device);
        if (!m)
            continue;
        u->loops.push_back(reached(*m,
            loop.backing == LoopDevice::Backing::Device
                ? devPath(m->name) + " is the backing device of the loop device " + devPath(loop.name)
                : "a file on " + devPath(m->name) + " backs the loop device " + devPath(loop.name)));
    }
}

void probeExclusive(const DeviceUsageRoots &roots, DeviceUsage *u)
{
    for (const Member &m : u->members) {
        const std::string node = roots.dev + "/" + nodeName(m.name);
        const int fd = ::open(node.c_str(), O_RDONLY | O_EXCL | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
        if (fd >= 0) {
            ::close(fd);
            continue;
        }
        if (errno == EBUSY)
            u->exclusive.push_back(reached(m,
                devPath(m.name)
                    + " is open exclusively by another program (a mounted file system, swap, RAID or a running tool)"));
        else
            u->unknown.push_back(
                "cannot open " + node + " to check whether another program holds it (" + std::strerror(errno) + ")");
    }
}

} // namespace

bool DeviceUsage::inUse() const
{
    return members.empty() || !mounts.empty() || !holders.empty() || !swaps.empty() || !loops.empty()
        || !exclusive.empty() || !unknown.empty();
}

std::string DeviceUsage::firstUse() const
{
    if (!mounts.empty())
        return mountUse(mounts.front());
    if (!swaps.empty())
        return swapUse(swaps.front());
    if (!holders.empty())
        return holders.front();
    if (!loops.empty())
        return loops.front();
    if (!exclusive.empty())
        return exclusive.front();
    const std::string what = members.empty() ? std::string("the device") : devPath(members.front().name);
    if (!unknown.empty())
        return "DriveScope cannot tell whether " + what + " is in use: " + unknown.front();
    if (members.empty())
        return "DriveScope cannot tell whether " + what + " is in use";
    return {};
}

std::string DeviceUsage::mountUse(const Mount &m)
{
    return joinVia(m.via, devPath(m.device) + " is mounted at " + m.mountPoint + " (" + m.fsType + ")");
}

const DeviceUsage::Member *DeviceUsage::member(const std::string &name) const
{
    for (const Member &m : members)
        if (m.name == name)
            return &m;
    return nullptr;
}

std::string DeviceUsage::swapUse(const std::string &name) const
{
    const Member *m = member(name);
    return joinVia(m ? m->via : std::string(), devPath(name) + " is in use as swap");
}

std::string DeviceUsage::writeRefusal(const std::string &path) const
{
    if (mayWrite())
        return {};
    if (readOnly)
        return path
            + " is read-only (set so by the system: by blockdev, a read-only loop device or a write-protect switch); "
              "DriveScope will not write to it.";
    return firstUse() + "; DriveScope will not write to " + path + ".";
}

DeviceUsage scanDeviceUsage(dev_t device, ExclusiveProbe probe, const DeviceUsageRoots &roots)
{
    DeviceUsage u;
    if (!addMembers(device, Member::Role::Self, {}, roots, &u))
        return u;
    findReadOnly(&u);
    const std::vector<LoopDevice> loops = listLoops(roots, &u);
    findAliases(loops, roots, &u);
    findHolders(&u);
    findMounts(roots, &u);
    findSwaps(loops, roots, &u);
    findLoops(loops, &u);
    if (probe == ExclusiveProbe::Try)
        probeExclusive(roots, &u);
    return u;
}

} // namespace DriveScope
