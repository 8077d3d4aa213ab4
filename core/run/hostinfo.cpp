// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/hostinfo.h"

#include <QFile>
#include <QSysInfo>

#include <thread>

namespace DriveScope {

HostInfo HostInfo::current()
{
    HostInfo h;
    h.hostname = QSysInfo::machineHostName();
    h.kernel = QSysInfo::kernelVersion();
    h.cores = int(std::thread::hardware_concurrency());
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> lines = cpuinfo.readAll().split('\n');
        for (const QByteArray &line : lines) {
            if (line.startsWith("model name")) {
                h.cpu = QString::fromUtf8(line.mid(line.indexOf(':') + 1).trimmed());
                break;
            }
        }
    }
    return h;
}

} // namespace DriveScope
