// SPDX-License-Identifier: GPL-3.0-or-later
#include "loopdevice.h"

#include "testfiles.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QThread>

#include <fcntl.h>

namespace DriveScope::Test {

bool LoopDevice::canCreate(QString *whyNot)
{
    if (!isRoot()) {
        *whyNot = QStringLiteral("loop devices need root (CI runs as root)");
        return false;
    }
    if (QStandardPaths::findExecutable(QStringLiteral("losetup"),
            { QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin") })
            .isEmpty()) {
        *whyNot = QStringLiteral("losetup is not installed (util-linux)");
        return false;
    }
    if (!QFile::exists(QStringLiteral("/dev/loop-control"))) {
        *whyNot = QStringLiteral("this kernel has no /dev/loop-control");
        return false;
    }
    return true;
}

QString LoopDevice::deviceOrFile(const QString &directory, qint64 size, std::unique_ptr<LoopDevice> *loop)
{
    QString why;
    if (canCreate(&why)) {
        loop->reset(new LoopDevice(directory, size));
        if (!(*loop)->isValid()) {
            qWarning("%s", qPrintable((*loop)->error()));
            return {};
        }
        qInfo("Target: loop device %s", qPrintable((*loop)->device()));
        return (*loop)->device();
    }
    qInfo("Using a file instead of a loop device: %s", qPrintable(why));
    const QString path = directory + QStringLiteral("/target.bin");
    return makeRandomFile(path, size) ? path : QString();
}

LoopDevice::LoopDevice(const QString &directory, qint64 size)
{
    static int counter = 0;
    m_image = directory + QStringLiteral("/loop-%1-%2.img").arg(QCoreApplication::applicationPid()).arg(counter++);
    if (!makeRandomFile(m_image, size)) {
        m_error = QStringLiteral("cannot write %1").arg(m_image);
        return;
    }
    QProcess p;
    p.start(QStringLiteral("losetup"),
        { QStringLiteral("-f"), QStringLiteral("--show"), QStringLiteral("--direct-io=on"), m_image });
    if (!p.waitForFinished(30000) || p.exitCode() != 0) {
        m_error = QStringLiteral("losetup failed: %1").arg(QString::fromLocal8Bit(p.readAllStandardError()));
        return;
    }
    m_device = QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
}

void LoopDevice::detach()
{
    if (m_device.isEmpty())
        return;
    QProcess::execute(QStringLiteral("losetup"), { QStringLiteral("-d"), m_device });
    m_device.clear();
}

LoopDevice::~LoopDevice()
{
    detach();
    if (!m_image.isEmpty())
        QFile::remove(m_image);
}

StackedLoop::StackedLoop(const QString &lower, bool readOnly)
{
    QStringList args { QStringLiteral("-f"), QStringLiteral("--show") };
    if (readOnly)
        args << QStringLiteral("-r");
    QProcess p;
    p.start(QStringLiteral("losetup"), args << lower);
    if (!p.waitForFinished(30000) || p.exitCode() != 0) {
        m_error = QStringLiteral("losetup %1 failed: %2").arg(lower, QString::fromLocal8Bit(p.readAllStandardError()));
        return;
    }
    m_device = QString::fromLocal8Bit(p.readAllStandardOutput()).trimmed();
}

StackedLoop::~StackedLoop()
{
    if (!m_device.isEmpty())
        QProcess::execute(QStringLiteral("losetup"), { QStringLiteral("-d"), m_device });
}

bool partitionInTwo(const QString &device, QString *why)
{
    QProcess sfdisk;
    sfdisk.start(QStringLiteral("sfdisk"), { QStringLiteral("-q"), device });
    sfdisk.write("label: dos\n,16M\n,\n");
    sfdisk.closeWriteChannel();
    if (!sfdisk.waitForFinished(30000) || sfdisk.exitCode() != 0) {
        *why
            = QStringLiteral("sfdisk %1 failed: %2").arg(device, QString::fromLocal8Bit(sfdisk.readAllStandardError()));
        return false;
    }
    QProcess::execute(QStringLiteral("partx"), { QStringLiteral("-u"), device });
    for (int i = 0; i < 100; ++i) {
        if (QFile::exists(device + QStringLiteral("p1")) && QFile::exists(device + QStringLiteral("p2")))
            return true;
        QThread::msleep(100);
    }
    *why = QStringLiteral("the kernel shows no partitions of %1").arg(device);
    return false;
}

QByteArray fileSha256(const QString &path)
{
    QFile f(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    // What is on the device now, not pages cached before an O_DIRECT write changed it.
    ::posix_fadvise(f.handle(), 0, 0, POSIX_FADV_DONTNEED);
    if (!hash.addData(&f))
        return {};
    return hash.result().toHex();
}

} // namespace DriveScope::Test
