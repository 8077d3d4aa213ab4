// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "loopdevice.h"
#include "testfiles.h"

#include <QTemporaryDir>

#include <memory>

namespace DriveScope::Test {

// What an end-to-end test measures throughout (tst_seekbenchmark, tst_zonesweep): a
// scratch directory on a file system with real O_DIRECT, and in it a random-filled loop
// device when root, a random-filled file of the same size otherwise.
struct ScratchTarget {
    // In initTestCase: QVERIFY(m_target.make(QStringLiteral("tst_seek"), 256 << 20)).
    // name: the directory's prefix, so a run's leftovers say whose they are.
    bool make(const QString &name, qint64 size)
    {
        dir = std::make_unique<QTemporaryDir>(scratchRoot() + u'/' + name + QStringLiteral("-XXXXXX"));
        if (!dir->isValid())
            return false;
        path = LoopDevice::deviceOrFile(dir->path(), size, &loop);
        return !path.isEmpty();
    }

    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<LoopDevice> loop; // null when not root
    QString path; // the loop device, or the file
};

} // namespace DriveScope::Test
