// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/device/deviceinfo.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace DriveScope {

// Whether the drive under a target acknowledges writes from a volatile cache: what
// decides a small synchronous write's latency on a disk (8.4 ms with the cache off,
// 0.15 ms with it on). Two witnesses, both recorded because they can disagree:
// - the kernel's view, /sys/block/DISK/queue/write_cache ("write back" means the
//   kernel believes there is a volatile cache and sends flushes/FUA; "write through"
//   means it sends none), already in DeviceInfo::writeCache;
// - the drive's own answer to `hdparm -W DEVICE` ("write-caching =  1 (on)"), when
//   hdparm is installed and we may open the device. Never required: any failure is
//   recorded as a reason, not an error.
class WriteCacheProbe {
public:
    enum class State { NotProbed, On, Off, Unknown };

    struct Result {
        QString sysfs; // "write back", "write through", or empty
        QString disk; // the whole disk sysfs describes ("sda", "loop3")
        State hdparm = State::NotProbed;
        QString hdparmDevice; // what hdparm was asked about
        QString hdparmDetail; // its answer line, or why there is none

        QJsonObject toJson() const;
        static Result fromJson(const QJsonObject &o); // a reopened run's
        // "write back (kernel, /sys/block/sda/queue/write_cache); drive: on (hdparm -W /dev/sda)",
        // in the window's language (stored fields stay English).
        QString describe() const;
    };

    // Runs hdparm (at most timeoutMs) unless runHdparm is false.
    static Result probe(const DeviceInfo &target, bool runHdparm = true, int timeoutMs = 3000);
    // The device hdparm should be asked about: the target itself for a whole device,
    // else /dev/DISK of the disk holding it. Empty when there is none.
    static QString hdparmDeviceFor(const DeviceInfo &target);
    // Parses `hdparm -W` output: true/false from "write-caching =  1 (on)", nullopt when absent.
    static std::optional<bool> parseHdparmW(const QString &output);
    static QString stateName(State state); // stored: "on", "off", …
    static QString shownStateName(State state); // the same in the window's language
    // hdparmDetail in the window's language: DriveScope's own reasons translated, hdparm's
    // own output as it printed it.
    static QString shownDetail(const QString &detail);
};

} // namespace DriveScope
