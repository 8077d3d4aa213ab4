// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// What carries a disk's data to the host, from sysfs: the most any result measured
// through it can be (the plausibility guard, core/report/plausibility.h).
struct HostLink {
    QString name; // "USB 2.0 (480 Mbit/s)", "SATA 6.0 Gbit/s", "PCIe 3.0 x4"; empty: not known
    double bytesPerSecond = 0; // the link's payload rate after line coding; 0: not known
    // A loop device's or file's backing, when results may come from the host's memory
    // instead ("loop device over /img/q.img without direct I/O: the host's page cache").
    QString note;
};

// diskDir: a disk's resolved sysfs directory (/sys/devices/.../block/sda). Walks up from
// it for the first USB device (its "speed" in Mbit/s), ATA port (its link's sata_spd)
// or NVMe controller (its PCI function's current link speed and width). sysRoot is the
// seam tests plant a fake tree under.
HostLink probeHostLink(const QString &diskDir, const QString &sysRoot = QStringLiteral("/sys"));

} // namespace DriveScope
