// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plain C++ and libc only: the privileged helper links this file too, so the engine and
// the helper decide "is this device in use?" with the same code.

#include <string>
#include <sys/types.h>
#include <vector>

namespace DriveScope {

// Everything that uses a block device in a way a write would destroy. The members are
// the device itself, its partitions (a whole disk), its disk (a partition: whatever
// uses the whole disk covers the partition too) and its aliases: every device whose
// bytes a write to it reaches by another way — the device a loop device is backed by,
// other loop devices backed by the same file or device (compared by device and inode,
// as LOOP_GET_STATUS64 gives them, never by path), and so on down and across the chain
// — each with its partitions or disk. For each member: mounted (by device number or by
// the mount's source node), swap (also a swap file that backs a member loop device),
// holders (LVM, RAID, dm-crypt, any stacked device), loop devices whose backing is the
// member or a file on it, and, when asked, whether another program holds it open
// exclusively (O_EXCL; the kernel does this for mounts and swap in every mount
// namespace). When a fact cannot be read, `unknown` says which: a caller must then
// treat the device as in use.
struct DeviceUsage {
    struct Member {
        enum class Role { Self, Partition, Disk, Alias };
        std::string name; // "loop3p1"
        dev_t number = 0;
        std::string sysDir; // canonical /sys/devices/... directory
        Role role = Role::Self;
        // How a write to the device reaches this member, for an alias and its partitions
        // or disk: "/dev/loop4 shares its backing file /srv/disk.img with /dev/loop3".
        std::string via;
    };
    struct Mount {
        std::string device; // "loop3p1"
        std::string mountPoint; // "/mnt/data"
        std::string fsType; // "ext4"
        std::string via; // the member's via, when it is reached through an alias
    };

    std::vector<Member> members;
    std::vector<Mount> mounts;
    std::vector<std::string> holders; // "/dev/loop3p2 is held by dm-0 (LVM, RAID or device mapper)"
    std::vector<std::string> swaps; // "loop3p2"
    std::vector<std::string> loops; // "/dev/loop3 is the backing device of the loop device /dev/loop4"
    std::vector<std::string> exclusive; // "/dev/loop3p1 is open exclusively by another program"
    std::vector<std::string> unknown; // "cannot read /proc/self/mountinfo: Permission denied"
    bool readOnly = false; // the device itself (blockdev --setro, losetup -r, a write-protect switch)

    bool inUse() const;
    bool mayWrite() const { return !readOnly && !inUse(); }
    // One sentence naming the first use found (or why it cannot be told); empty when unused.
    std::string firstUse() const;
    // A mount or a swap member as a sentence, with how a write reaches it for an alias.
    static std::string mountUse(const Mount &m);
    std::string swapUse(const std::string &name) const;
    const Member *member(const std::string &name) const; // by name ("loop3p1"), or null
    // Why DriveScope must not write to the device at path, as the one sentence the CLI,
    // the window and the helper all give: read-only, or firstUse(); empty when it may.
    std::string writeRefusal(const std::string &path) const;
};

struct DeviceUsageRoots {
    std::string sys = "/sys";
    std::string proc = "/proc";
    std::string dev = "/dev";
};

enum class ExclusiveProbe { Skip, Try };

// Scans for every use of the block device with this number. Try briefly opens each
// member O_RDONLY|O_EXCL (and closes it): do it before claiming the device yourself,
// since a claimed disk makes its partitions look busy.
DeviceUsage scanDeviceUsage(
    dev_t device, ExclusiveProbe probe = ExclusiveProbe::Try, const DeviceUsageRoots &roots = {});

} // namespace DriveScope
