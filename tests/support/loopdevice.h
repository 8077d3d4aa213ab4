// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

namespace DriveScope::Test {

// A real loop device over a random-filled image, with direct I/O on, detached (and
// the image removed) on destruction. Needs root; canCreate() says why not.
class LoopDevice
{
public:
    static bool canCreate(QString *whyNot);

    // The target an end-to-end test should use: a new loop device (kept in *loop) when
    // root, else a random file of the same size in directory. Empty on failure.
    static QString deviceOrFile(const QString &directory, qint64 size, std::unique_ptr<LoopDevice> *loop);

    LoopDevice(const QString &directory, qint64 size);
    LoopDevice(const LoopDevice &) = delete;
    LoopDevice &operator=(const LoopDevice &) = delete;
    ~LoopDevice();

    bool isValid() const { return !m_device.isEmpty(); }
    QString device() const { return m_device; }
    QString image() const { return m_image; }
    QString error() const { return m_error; }
    // Detaches now (a device that vanishes mid-run); idempotent.
    void detach();

private:
    QString m_image;
    QString m_device;
    QString m_error;
};

} // namespace DriveScope::Test
