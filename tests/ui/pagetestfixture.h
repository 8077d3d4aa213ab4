// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The set-up every page test (tst_seekpage, tst_zonepage, tst_syncwritepage,
// tst_bandwidthpage) shares: settings in test mode and cleared, a random file, and a
// real loop device over a random image when root (the file otherwise). One copy here
// instead of four initTestCase bodies that drifted apart.

#include "loopdevice.h"
#include "privateuserdirs.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>

#include <memory>

namespace DriveScope::Test {

class PageTestFixture {
public:
    PageTestFixture() = default;
    PageTestFixture(const PageTestFixture &) = delete;
    PageTestFixture &operator=(const PageTestFixture &) = delete;
    ~PageTestFixture() { tearDown(); }

    // In initTestCase: QVERIFY2(fx.setUp(...), qPrintable(fx.error())). appName keeps
    // each test's settings apart; fileName empty: no random file (the loop device only).
    bool setUp(const char *appName, qint64 size, const QString &fileName)
    {
        if (!usePrivateUserDirs(QString::fromLatin1(appName))) {
            m_error = QStringLiteral("could not make a temporary folder for settings and journals");
            return false;
        }
        QSettings().clear();
        if (!fileName.isEmpty()) {
            file = scratchRoot() + u'/' + fileName;
            if (!makeRandomFile(file, size)) {
                m_error = QStringLiteral("could not write %1").arg(file);
                return false;
            }
        }
        QString why;
        if (LoopDevice::canCreate(&why)) {
            loop = std::make_unique<LoopDevice>(scratchRoot(), size);
            if (!loop->isValid()) {
                m_error = loop->error();
                return false;
            }
            targetPath = loop->device();
        } else {
            qInfo("No loop device (%s): measuring a random file instead.", qPrintable(why));
            targetPath = file;
        }
        return true;
    }

    // In cleanupTestCase (and from the destructor): detaches our loop device, removes our file.
    void tearDown()
    {
        loop.reset();
        if (!file.isEmpty())
            QFile::remove(file);
        file.clear();
    }

    QString error() const { return m_error; }
    bool isDevice(const QString &path) const { return loop && path == loop->device(); }

    std::unique_ptr<LoopDevice> loop; // null when not root
    QString file; // the random file (empty when not asked for)
    QString targetPath; // the loop device when there is one, else the file

private:
    QString m_error;
};

} // namespace DriveScope::Test
