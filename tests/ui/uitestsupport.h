// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the window's page tests share: checksums that prove nothing was written,
// where screenshots go, and answering the typed-name confirmation dialog.

#include "ui/writeconfirmdialog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QTimer>

namespace DriveScope::Test {

inline QByteArray checksum(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

// Where a page's screenshot goes: the build tree, so running the tests leaves the
// sources clean; with DRIVESCOPE_UPDATE_SCREENSHOTS=1, docs/screenshots/NAME in the
// source tree (this header lives in tests/ui/), to refresh the README's pictures.
inline QString docsScreenshot(const QString &name)
{
    if (qEnvironmentVariableIntValue("DRIVESCOPE_UPDATE_SCREENSHOTS") != 1)
        return QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-") + name;
    QDir dir = QFileInfo(QStringLiteral(__FILE__)).absoluteDir();
    dir.cdUp();
    dir.cdUp();
    return dir.filePath(QStringLiteral("docs/screenshots/") + name);
}

// Answers the next confirmation dialog (it is modal: exec() returns once we close it).
inline void answerConfirmation(QWidget *page, const QString &typed, bool accept)
{
    QTimer::singleShot(50, page, [page, typed, accept] {
        auto *d = page->findChild<WriteConfirmDialog *>();
        if (!d)
            return;
        d->nameEdit()->setText(typed);
        if (accept)
            d->accept();
        else
            d->reject();
    });
}

} // namespace DriveScope::Test
