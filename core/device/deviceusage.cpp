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

// The device, its partitions (for a disk) or its disk (for a partition).
bool findMembers(dev_t device, const DeviceUsageRoots &roots, DeviceUsage *u)
{
    char resolved[PATH_MAX];
    const std::string link = roots.sys + "/dev/block/" + numberText(device);
    if (!::realpath(link.c_str(), resolved)) {
        u->unknown.push_back("there is no " + link + " (" + std::strerror(errno) + ")");
        return false;
    }
    const std::string dir = resolved;
    u->members.push_back({ baseName(dir), device, dir, Member::Role::Self });
    if (exists(dir + "/partition")) {
        const std::string diskDir = dir.substr(0, dir.find_last_of('/'));
        std::string text;
        dev_t disk = 0;
        if (!readFirstLine(diskDir + "/dev", &text) || !parseNumber(text, &disk)) {
            u->unknown.push_back("cannot read the disk of the partition " + devPath(baseName(dir)));
            return false;
        }
        u->members.push_back({ baseName(diskDir), disk, diskDir, Member::Role::Disk });
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
        u->members.push_back({ child, number, childDir, Member::Role::Partition });
    }
    if (!ok)
        u->unknown.push_back("cannot list " + dir + " (" + std::strerror(errno) + ")");
    return true;
}

void findHolders(DeviceUsage *u)
{
    for (const Member &m : u->members) {
        bool ok = false;
        const auto holders = entriesOf(m.sysDir + "/holders", &ok);
        if (!ok)
            u->unknown.push_back("cannot list " + m.sysDir + "/holders");
        for (const std::string &h : holders)
            u->holders.push_back(
                devPath(m.name) + " is held by " + h + " (LVM, RAID, dm-crypt or another stacked device)");
    }
}

// A node (mount source, swap file, loop backing file) that names a member, or a file
// that lives on a file system on one.
const Member *memberBehind(const std::vector<Member> &members, const std::string &path)
{
    struct stat st = {};
    if (::stat(path.c_str(), &st) != 0)
        return nullptr;
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
            u->mounts.push_back({ m->name, unescapeOctal(f[4]), f[dash + 1] });
    }
}

void findSwaps(const DeviceUsageRoots &roots, DeviceUsage *u)
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
        if (const Member *m = memberBehind(u->members, file))
            u->swaps.push_back(m->name);
        else if (!exists(file))
            u->unknown.push_back("the swap area " + file + " cannot be found to check where it lies");
    }
}

// A loop device reads and writes its backing file or device: when that is a member (or
// a file on one), writing the member destroys whatever lives on the loop device. The
// kernel's own answer (LOOP_GET_STATUS64: the backing's device numbers, even when its
// path is gone) needs the loop node open; the sysfs path is the fallback.
void findLoops(const DeviceUsageRoots &roots, DeviceUsage *u)
{
    bool ok = false;
    const auto blocks = entriesOf(roots.sys + "/block", &ok);
    if (!ok) {
        u->unknown.push_back("cannot list " + roots.sys + "/block");
        return;
    }
    for (const std::string &name : blocks) {
        std::string backing;
        if (!readFirstLine(roots.sys + "/block/" + name + "/loop/backing_file", &backing))
            continue; // not a loop device, or not bound to anything
        bool isMember = false;
        for (const Member &m : u->members)
            isMember |= m.name == name; // a loop device is never backed by itself or its partitions
        if (isMember)
            continue;
        const Member *m = nullptr;
        bool byDevice = false; // the backing is the member itself, not a file on it
        bool known = false;
        const int fd = ::open((roots.dev + "/" + nodeName(name)).c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
        if (fd >= 0) {
            loop_info64 info = {};
            if (::ioctl(fd, LOOP_GET_STATUS64, &info) == 0) {
                known = true;
                byDevice = info.lo_rdevice != 0;
                m = memberWithNumber(u->members, dev_t(byDevice ? info.lo_rdevice : info.lo_device));
            } else if (errno == ENXIO) {
                known = true; // unbound since sysfs was read
            }
            ::close(fd);
        }
        if (!known) {
            const std::string deleted = " (deleted)";
            if (backing.size() > deleted.size()
                && backing.compare(backing.size() - deleted.size(), deleted.size(), deleted) == 0) {
                u->unknown.push_back(
                    "the backing file of " + devPath(name) + " was deleted, so where it lies cannot be told");
                continue;
            }
            struct stat st = {};
            if (::stat(backing.c_str(), &st) != 0) {
                u->unknown.push_back("the backing file of " + devPath(name) + " (" + backing + ") cannot be found ("
                    + std::strerror(errno) + ")");
                continue;
            }
            byDevice = S_ISBLK(st.st_mode);
            m = memberWithNumber(u->members, byDevice ? st.st_rdev : st.st_dev);
        }
        if (m)
            u->loops.push_back(byDevice
                    ? devPath(m->name) + " is the backing device of the loop device " + devPath(name)
                    : "a file on " + devPath(m->name) + " backs the loop device " + devPath(name));
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
            u->exclusive.push_back(devPath(m.name)
                + " is open exclusively by another program (a mounted file system, swap, RAID or a running tool)");
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
        return devPath(mounts.front().device) + " is mounted at " + mounts.front().mountPoint + " ("
            + mounts.front().fsType + ")";
    if (!swaps.empty())
        return devPath(swaps.front()) + " is in use as swap";
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

DeviceUsage scanDeviceUsage(dev_t device, ExclusiveProbe probe, const DeviceUsageRoots &roots)
{
    DeviceUsage u;
    if (!findMembers(device, roots, &u))
        return u;
    findHolders(&u);
    findMounts(roots, &u);
    findSwaps(roots, &u);
    findLoops(roots, &u);
    if (probe == ExclusiveProbe::Try)
        probeExclusive(roots, &u);
    return u;
}

} // namespace DriveScope
