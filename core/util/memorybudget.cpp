// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/memorybudget.h"

#include <QByteArray>
#include <QFile>

#include <algorithm>

namespace DriveScope {

qint64 sampleMemoryBudget()
{
    constexpr qint64 Floor = qint64(64) << 20;
    constexpr qint64 Ceiling = qint64(16) << 30;
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    qint64 availableKiB = -1;
    if (meminfo.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : meminfo.readAll().split('\n'))
            if (line.startsWith("MemAvailable:"))
                availableKiB = line.mid(13).trimmed().split(' ').value(0).toLongLong();
    }
    qint64 budget = availableKiB < 0 ? qint64(1) << 30 // not Linux's /proc: a modest default
                                     : std::clamp(availableKiB * 1024 / 2, Floor, Ceiling);
    bool ok = false;
    const qint64 limit = qEnvironmentVariable("DRIVESCOPE_MEMORY_LIMIT").toLongLong(&ok);
    if (ok && limit > 0)
        budget = std::min(budget, limit);
    return budget;
}

} // namespace DriveScope
