// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/memorybudget.h"

#include "core/util/environment.h"

#include <QByteArray>
#include <QFile>

#include <algorithm>
#include <sys/resource.h>

namespace DriveScope {

namespace {

// A cgroup without a limit reports "max" (v2) or PAGE_COUNTER_MAX pages (v1, about 2^63).
constexpr qint64 NoCgroupLimit = qint64(1) << 62;

QByteArray readSmall(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.read(1 << 16);
}

// "MemAvailable:   123456 kB" style lines of /proc/meminfo and /proc/self/status.
qint64 kibField(const QByteArray &text, const QByteArray &name)
{
    for (const QByteArray &line : text.split('\n'))
        if (line.startsWith(name)) {
            bool ok = false;
            const qint64 kib = line.mid(name.size()).trimmed().split(' ').value(0).toLongLong(&ok);
            return ok && kib >= 0 && kib < (qint64(1) << 52) ? kib * 1024 : -1;
        }
    return -1;
}

qint64 number(const QByteArray &text)
{
    bool ok = false;
    const qint64 n = text.trimmed().toLongLong(&ok);
    return ok && n >= 0 ? n : -1;
}

// The least a cgroup and its parents leave: limit minus usage at each level that has a
// limit. dir is the cgroup's path below the hierarchy's root ("/user.slice/x").
qint64 cgroupLeft(const QString &hierarchy, QString dir, const char *limitFile, const char *usageFile)
{
    qint64 least = -1;
    for (;;) {
        const QString at = hierarchy + dir;
        const QByteArray limitText = readSmall(at + u'/' + QLatin1String(limitFile)).trimmed();
        const qint64 limit = limitText == "max" ? NoCgroupLimit : number(limitText);
        const qint64 usage = number(readSmall(at + u'/' + QLatin1String(usageFile)));
        if (limit >= 0 && limit < NoCgroupLimit && usage >= 0) {
            const qint64 left = std::max<qint64>(limit - usage, 0);
            least = least < 0 ? left : std::min(least, left);
        }
        if (dir.isEmpty() || dir == u"/")
            return least;
        dir.truncate(std::max<qsizetype>(dir.lastIndexOf(u'/'), 0));
    }
}

qint64 readCgroupLeft(const QString &procRoot, const QString &cgroupRoot)
{
    // "0::/user.slice/session-1.scope" (v2); "4:memory:/docker/abc" (v1).
    qint64 least = -1;
    const auto tighter = [&least](qint64 left) {
        if (left >= 0)
            least = least < 0 ? left : std::min(least, left);
    };
    for (const QByteArray &line : readSmall(procRoot + QStringLiteral("/self/cgroup")).split('\n')) {
        const QList<QByteArray> f = line.split(':');
        if (f.size() < 3)
            continue;
        const QString dir = QFile::decodeName(line.mid(f[0].size() + f[1].size() + 2));
        if (f[0] == "0" && f[1].isEmpty())
            tighter(cgroupLeft(cgroupRoot, dir, "memory.max", "memory.current"));
        else if (f[1].split(',').contains("memory"))
            tighter(cgroupLeft(
                cgroupRoot + QStringLiteral("/memory"), dir, "memory.limit_in_bytes", "memory.usage_in_bytes"));
    }
    return least;
}

qint64 readAddressSpaceLeft(const QString &procRoot)
{
    rlimit limit = {};
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return -1;
    const qint64 mapped = kibField(readSmall(procRoot + QStringLiteral("/self/status")), "VmSize:");
    const qint64 cap = limit.rlim_cur > rlim_t(NoCgroupLimit) ? NoCgroupLimit : qint64(limit.rlim_cur);
    return std::max<qint64>(cap - std::max<qint64>(mapped, 0), 0);
}

} // namespace

MemoryFacts readMemoryFacts(const QString &procRoot, const QString &cgroupRoot)
{
    MemoryFacts facts;
    facts.availableBytes = kibField(readSmall(procRoot + QStringLiteral("/meminfo")), "MemAvailable:");
    facts.addressSpaceLeft = readAddressSpaceLeft(procRoot);
    facts.cgroupLeft = readCgroupLeft(procRoot, cgroupRoot);
    facts.limit = Environment::memoryLimit();
    return facts;
}

qint64 sampleMemoryBudget(const MemoryFacts &facts)
{
    constexpr qint64 Floor = qint64(64) << 20;
    constexpr qint64 Ceiling = qint64(16) << 30;
    qint64 tightest = -1;
    for (const qint64 bound : { facts.availableBytes, facts.addressSpaceLeft, facts.cgroupLeft })
        if (bound >= 0)
            tightest = tightest < 0 ? bound : std::min(tightest, bound);
    qint64 budget = tightest < 0 ? qint64(1) << 30 // not Linux's /proc: a modest default
                                 : std::clamp(tightest / 2, Floor, Ceiling);
    if (facts.limit)
        budget = std::min(budget, *facts.limit);
    return budget;
}

qint64 sampleMemoryBudget()
{
    return sampleMemoryBudget(readMemoryFacts());
}

} // namespace DriveScope
