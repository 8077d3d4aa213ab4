// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>

namespace DriveScope::Test {

// Turns a block device read-only (blockdev --setro, the BLKROSET ioctl) for the scope
// of a test: a real mid-run write fault. The flag belongs to the device node and
// outlives a loop device's attachment, so it is cleared however the test ends, or the
// next user of that loop device could not write to it.
class ReadOnlyDevice {
public:
    explicit ReadOnlyDevice(const QString &device)
        : m_device(device)
    {
        m_ok = QProcess::execute(QStringLiteral("blockdev"), { QStringLiteral("--setro"), m_device }) == 0;
    }
    ~ReadOnlyDevice() { QProcess::execute(QStringLiteral("blockdev"), { QStringLiteral("--setrw"), m_device }); }
    ReadOnlyDevice(const ReadOnlyDevice &) = delete;
    ReadOnlyDevice &operator=(const ReadOnlyDevice &) = delete;
    bool ok() const { return m_ok; }

private:
    QString m_device;
    bool m_ok = false;
};

} // namespace DriveScope::Test
