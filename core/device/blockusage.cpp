// SPDX-License-Identifier: GPL-3.0-or-later
#include "blockusage.h"

#include "../util/textfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>
#include <sys/sysmacros.h>

namespace DriveScope {

namespace {

// mountinfo escapes spaces and friends as \040 etc.
QString unescapeMountField(const QString &s)
{
    QString out;
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (s[i] == u'\\' && i + 3 < s.size()) {
            bool ok = false;
            const int code = s.mid(i + 1, 3).toInt(&ok, 8);
            if (ok) {
                out += QChar(code);
                i += 3;
                continue;
            }
        }
        out += s[i];
    }
    return out;
}

dev_t deviceNumberOf(const QString &path)
{
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0 || !S_ISBLK(st.st_mode))
        return 0;
    return st.st_rdev;
}

} // namespace

QString BlockUsage::describeUse() const
{
    if (!mounts.isEmpty())
        return QStringLiteral("/dev/%1 is mounted at %2 (%3)")
            .arg(mounts.first().device, mounts.first().mountPoint, mounts.first().fsType);
    if (!swaps.isEmpty())
        return QStringLiteral("/dev/%1 is in use as swap").arg(swaps.first());
    if (!holders.isEmpty())
        return holders.first();
    return {};
}

BlockUsage BlockUsage::of(const QString &devicePath, const QString &sysRoot, const QString &procRoot)
{
    BlockUsage u;
    const dev_t rdev = deviceNumberOf(devicePath);
    if (!rdev)
        return u;
    const QString sysDir =
        QFileInfo(sysRoot + QStringLiteral("/dev/block/%1:%2").arg(major(rdev)).arg(minor(rdev))).canonicalFilePath();
    if (sysDir.isEmpty())
        return u;
    u.name = QFileInfo(sysDir).fileName();

    // The device itself and, for a whole disk, every partition (a partition's
    // directory sits inside its disk's and holds a "partition" file).
    QStringList names{u.name};
    QStringList dirs{sysDir};
    const QFileInfoList children = QDir(sysDir).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo &child : children) {
        if (QFile::exists(child.filePath() + QStringLiteral("/partition"))) {
            u.partitions << child.fileName();
            names << child.fileName();
            dirs << child.canonicalFilePath();
        }
    }

    QStringList devNumbers; // "7:3"
    for (const QString &dir : dirs)
        devNumbers << readTrimmedFile(dir + QStringLiteral("/dev"));

    for (qsizetype i = 0; i < dirs.size(); ++i) {
        const QStringList holders = QDir(dirs[i] + QStringLiteral("/holders")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        for (const QString &h : holders)
            u.holders << QStringLiteral("/dev/%1 is held by %2 (LVM, RAID or device mapper)").arg(names[i], h);
    }

    // mountinfo: "36 35 98:0 /mnt1 /mnt/parent rw,noatime master:1 - ext3 /dev/root rw"
    QFile mountinfo(procRoot + QStringLiteral("/self/mountinfo"));
    if (mountinfo.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> lines = mountinfo.readAll().split('\n');
        for (const QByteArray &raw : lines) {
            const QString line = QString::fromUtf8(raw);
            const QStringList f = line.split(u' ');
            if (f.size() < 10)
                continue;
            const qsizetype dash = f.indexOf(QStringLiteral("-"), 6);
            if (dash < 0 || dash + 2 >= f.size())
                continue;
            const QString source = unescapeMountField(f[dash + 2]);
            // Match by device number, and by source path too: btrfs reports an anonymous
            // device number, but its source still names the partition.
            for (qsizetype i = 0; i < names.size(); ++i) {
                if (f[2] == devNumbers[i] || source == QStringLiteral("/dev/") + names[i]) {
                    u.mounts.append({names[i], unescapeMountField(f[4]), f[dash + 1]});
                    break;
                }
            }
        }
    }

    // /proc/swaps: "Filename Type Size Used Priority"
    QFile swaps(procRoot + QStringLiteral("/swaps"));
    if (swaps.open(QIODevice::ReadOnly)) {
        const QList<QByteArray> lines = swaps.readAll().split('\n');
        for (qsizetype l = 1; l < lines.size(); ++l) {
            const QString file = unescapeMountField(QString::fromUtf8(lines[l]).section(u' ', 0, 0, QString::SectionSkipEmpty));
            if (file.isEmpty())
                continue;
            const dev_t d = deviceNumberOf(file);
            for (qsizetype i = 0; i < names.size(); ++i) {
                if (d && QStringLiteral("%1:%2").arg(major(d)).arg(minor(d)) == devNumbers[i])
                    u.swaps << names[i];
            }
        }
    }
    return u;
}

} // namespace DriveScope
