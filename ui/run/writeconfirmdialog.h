// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/run/targetchoice.h"

#include <QDialog>

class QLineEdit;

namespace DriveScope {

// The window's --destroy-data-on: before a write benchmark touches a whole drive the
// user types the drive's name (its path, as shown) and it must match exactly. Writes to
// the scratch target go to a new scratch file in its folder and need no confirmation.
class WriteConfirmDialog : public QDialog {
    Q_OBJECT
public:
    WriteConfirmDialog(const QString &device, const QString &what, QWidget *parent = nullptr);
    QString typed() const;
    QLineEdit *nameEdit() const { return m_name; }

    // Asks for write access to choice for one run (GUI thread, no I/O; WriteGuard's
    // sysfs checks run later, on the opener's pool thread). false: nothing may start;
    // *error says why, empty when the user cancelled.
    static bool prepareWrite(
        QWidget *parent, TargetChoice *choice, qint64 scratchSize, const QString &what, QString *error);

private:
    QLineEdit *m_name;
};

} // namespace DriveScope
