// SPDX-License-Identifier: GPL-3.0-or-later
#include "testfiles.h"

#include "core/io/alignedbuffer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <random>
#include <unistd.h>

namespace DriveScope::Test {

QString scratchRoot()
{
    return QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR);
}

QString freshScratchPath(const QString &name)
{
    const QString path = scratchRoot() + u'/' + name;
    QFile::remove(path);
    return path;
}

QByteArray readWholeFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool plantFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(content) == content.size();
}

bool makeRandomFile(const QString &path, qint64 size)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    AlignedBuffer buf(1 << 20, 4096);
    std::random_device rd;
    quint64 seed = rd();
    for (qint64 done = 0; done < size;) {
        buf.fillRandom(seed++);
        const qint64 n = std::min<qint64>(qint64(buf.size()), size - done);
        if (f.write(static_cast<const char *>(buf.data()), n) != n)
            return false;
        done += n;
    }
    return f.flush() && ::fsync(f.handle()) == 0;
}

bool isRoot()
{
    return ::geteuid() == 0;
}

} // namespace DriveScope::Test
