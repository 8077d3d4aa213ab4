// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>

namespace DriveScope::Test {

// A real loop device over a random-filled image, with direct I/O on, detached (and
// the image removed) on destruction. Needs root; canCreate() says why not.
class LoopDevice {
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

// A loop device over an existing file or block device (losetup -f --show LOWER), so the
// lower one backs it; detached on destruction. readOnly adds -r.
class StackedLoop {
public:
    explicit StackedLoop(const QString &lower, bool readOnly = false);
    StackedLoop(const StackedLoop &) = delete;
    StackedLoop &operator=(const StackedLoop &) = delete;
    ~StackedLoop();
    bool isValid() const { return !m_device.isEmpty(); }
    QString device() const { return m_device; }
    QString error() const { return m_error; }

private:
    QString m_device;
    QString m_error;
};

// Writes a DOS label with two partitions (16 MiB, then the rest) to device and waits
// until the kernel shows DEVICEp1 and DEVICEp2. Needs sfdisk and partx.
bool partitionInTwo(const QString &device, QString *why);

// SHA-256 of a file's bytes in hex: the protected image before and after an attempt.
QByteArray fileSha256(const QString &path);

} // namespace DriveScope::Test
