// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plain C++ and libc only: the privileged helper links this file too, so the engine and
// the helper decide "is this device in use?" with the same code.

#include <string>
#include <sys/types.h>
#include <vector>

namespace DriveScope {

// Everything that uses a block device in a way a write would destroy. The members are
// the device itself, its partitions (a whole disk) and its disk (a partition: whatever
// uses the whole disk covers the partition too). For each member: mounted (by device
// number or by the mount's source node), swap, holders (LVM, RAID, dm-crypt, any
// stacked device), loop devices whose backing is the member or a file on it, and,
// when asked, whether another program holds it open exclusively (O_EXCL; the kernel
// does this for mounts and swap in every mount namespace). When a fact cannot be read,
// `unknown` says which: a caller must then treat the device as in use.
struct DeviceUsage {
    struct Member {
        enum class Role { Self, Partition, Disk };
        std::string name; // "loop3p1"
        dev_t number = 0;
        std::string sysDir; // canonical /sys/devices/... directory
        Role role = Role::Self;
    };
    struct Mount {
        std::string device; // "loop3p1"
        std::string mountPoint; // "/mnt/data"
        std::string fsType; // "ext4"
    };

    std::vector<Member> members;
    std::vector<Mount> mounts;
    std::vector<std::string> holders; // "/dev/loop3p2 is held by dm-0 (LVM, RAID or device mapper)"
    std::vector<std::string> swaps; // "loop3p2"
    std::vector<std::string> loops; // "/dev/loop3 is the backing device of the loop device /dev/loop4"
    std::vector<std::string> exclusive; // "/dev/loop3p1 is open exclusively by another program"
    std::vector<std::string> unknown; // "cannot read /proc/self/mountinfo: Permission denied"

    bool inUse() const;
    // One sentence naming the first use found (or why it cannot be told); empty when unused.
    std::string firstUse() const;
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
