// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Linux block-device locking convention (systemd's "Locking Block Device Access",
// followed by udev, systemd-repart, mkfs and partitioning tools): a BSD flock on the
// device node, shared while a program reads it, exclusive while one changes it. DriveScope
// takes it on every block device it measures, so that it never measures (or writes)
// through another program's work, and udev does not probe a device while DriveScope
// writes it. Plain C++ (the privileged helper takes it too).

#include <string>

namespace DriveScope {

enum class DeviceLock { Shared, Exclusive };

// Takes lock on fd's open file description (held until the last descriptor of it
// closes). udev holds a shared lock for a moment while it probes: a conflicting lock is
// tried again for about a second. false only when another program still holds one that
// conflicts; a node that takes no BSD locks counts as locked.
bool lockDevice(int fd, DeviceLock lock);

// One sentence: path is locked by another program, so DriveScope does not measure it.
std::string deviceLockedMessage(const std::string &path, DeviceLock wanted);

} // namespace DriveScope
