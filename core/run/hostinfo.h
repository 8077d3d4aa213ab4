// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace DriveScope {

// The machine a run was measured on, kept with every run.
struct HostInfo {
    QString hostname;
    QString kernel; // uname -r
    QString cpu; // model name from /proc/cpuinfo
    int cores = 0;

    static HostInfo current();
};

} // namespace DriveScope
