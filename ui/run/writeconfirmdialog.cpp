// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/run/writeconfirmdialog.h"

#include "core/util/text.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace DriveScope {

WriteConfirmDialog::WriteConfirmDialog(const QString &device, const QString &what, QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
{
    setWindowTitle(Text::tr("Destroy the data on %1?").arg(device));
    setObjectName(QStringLiteral("writeConfirmDialog"));
    const QString escapedDevice = device.toHtmlEscaped();
    //: %1: what writes (a benchmark); %2: the drive.
    const QString danger = Text::tr("<b>%1 writes to the whole of %2.</b> Everything on it may be overwritten: "
                                    "files, partitions, file systems.")
                               .arg(what.toHtmlEscaped(), escapedDevice);
    const QString others = Text::tr("Even a sweep that writes back what it read reverts anything another program "
                                    "writes to the drive meanwhile: close every program that uses it.");
    const QString typeName = Text::tr("To go ahead, type the drive's name exactly: <b>%1</b>").arg(escapedDevice);
    auto *text = new QLabel(QStringLiteral("<p>%1</p><p>%2</p><p>%3</p>").arg(danger, others, typeName), this);
    text->setWordWrap(true);
    m_name->setObjectName(QStringLiteral("confirmName"));
    m_name->setPlaceholderText(device);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(Text::tr("Write to the drive"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_name);
    layout->addWidget(buttons);
    resize(460, sizeHint().height());
}

QString WriteConfirmDialog::typed() const
{
    return m_name->text();
}

bool WriteConfirmDialog::prepareWrite(
    QWidget *parent, TargetChoice *choice, qint64 scratchSize, const QString &what, QString *error)
{
    error->clear();
    switch (choice->kind) {
    case TargetChoice::Kind::File:
        *error = Text::tr("DriveScope never writes into a file it did not create (%1). Add a folder for a "
                          "scratch file, or pick a whole drive.")
                     .arg(choice->path);
        return false;
    case TargetChoice::Kind::ScratchFile:
    case TargetChoice::Kind::Simulated: break; // a model: it stores nothing
    case TargetChoice::Kind::Drive: {
        // Read-only or in use: no confirmation is asked for a write that cannot happen.
        if (!choice->writeRefusal.isEmpty()) {
            *error = choice->writeRefusal;
            return false;
        }
        WriteConfirmDialog dialog(choice->path, what, parent);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        // Exactly the name shown; WriteGuard checks again (same device, nothing mounted).
        if (dialog.typed() != choice->path) {
            *error
                = Text::tr("The name typed (\"%1\") is not %2; nothing was written.").arg(dialog.typed(), choice->path);
            return false;
        }
        choice->write.confirmedDevice = dialog.typed();
        break;
    }
    }
    choice->write.enabled = true;
    choice->write.scratchSize = scratchSize;
    return true;
}

} // namespace DriveScope
