// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// What carries a disk's data to the host, from sysfs: the most any result measured
// through it can be (the plausibility guard, core/bench/engine/plausibility.h).
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

// The links as sysfs spells them (what probeHostLink reads, and what a simulated drive
// claims): a USB "speed" in Mbit/s ("480"), a SATA "sata_spd" ("6.0 Gbps"), a PCIe
// "current_link_speed" ("8.0 GT/s PCIe") with its width ("4"). Empty when not known.
HostLink usbLink(const QString &speed);
HostLink sataLink(const QString &spd);
HostLink pcieLink(const QString &speed, const QString &width);

} // namespace DriveScope
