// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/formfields.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QCheckBox>
#include <QColor>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace DriveScope::FormFields {

std::optional<qint64> size(const QLineEdit *edit, const QString &label, QString *error)
{
    QString why;
    const auto value = parseByteSize(edit->text().trimmed(), &why);
    if (!value) {
        *error = QStringLiteral("%1: %2").arg(label, why.isEmpty() ? Text::tr("not a size") : why);
        return std::nullopt;
    }
    if (*value <= 0) {
        //: %1 is the field's name: keep it first (the form marks the field its error starts with)
        *error = Text::tr("%1 must be positive (got %2).").arg(label, edit->text());
        return std::nullopt;
    }
    return value;
}

QCheckBox *makeHugePagesBox(QWidget *parent)
{
    // Short enough for the form's column at 1024×768; the rest in the tooltip.
    auto *box = new QCheckBox(Text::tr("Huge-page buffer (2 MiB pages)"), parent);
    box->setObjectName(QStringLiteral("hugePages"));
    box->setToolTip(
        Text::tr("Each block then reaches the drive as one physically contiguous piece instead of one per 4 KiB page. "
                 "Some devices (virtio disks without indirect descriptors) take fewer such pieces at once and run "
                 "faster this way. Off: ordinary pages, as dd and fio use by default (fio's --mem=shmhuge is the same "
                 "choice). The run fails with the reason when no huge pages can be had."));
    return box;
}

QCheckBox *makeBufferedBox(QWidget *parent)
{
    auto *box = new QCheckBox(Text::tr("Buffered (page cache)"), parent);
    box->setToolTip(Text::tr("Without O_DIRECT: the kernel's page cache may answer instead of the drive, so "
                             "the figures can be the memory's. The run is labelled so everywhere."));
    return box;
}

QColor errorColor()
{
    return QColor(0xc0, 0x1c, 0x28);
}

QLabel *makeErrorLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setObjectName(QStringLiteral("formError"));
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, errorColor());
    label->setPalette(pal);
    label->hide();
    return label;
}

void setError(QLabel *label, const QString &message)
{
    label->setText(message);
    label->setVisible(!message.isEmpty());
}

void addChoice(QComboBox *box, const QString &text, const QString &key)
{
    box->addItem(text, key);
}

QString choiceKey(const QComboBox *box)
{
    return box->currentData().toString();
}

bool selectChoice(QComboBox *box, const QString &key)
{
    const int index = box->findData(key);
    if (index < 0)
        return false;
    box->setCurrentIndex(index);
    return true;
}

QWidget *markField(QWidget *form, const QString &error)
{
    QWidget *marked = nullptr;
    for (QFormLayout *layout : form->findChildren<QFormLayout *>()) {
        for (int row = 0; row < layout->rowCount(); ++row) {
            auto *label = qobject_cast<QLabel *>(layout->itemAt(row, QFormLayout::LabelRole)
                    ? layout->itemAt(row, QFormLayout::LabelRole)->widget()
                    : nullptr);
            QLayoutItem *fieldItem = layout->itemAt(row, QFormLayout::FieldRole);
            QWidget *field = fieldItem ? fieldItem->widget() : nullptr;
            if (!label || !field)
                continue;
            const QString name = label->text().remove(u'&').remove(u':').trimmed();
            const bool named = !marked && !error.isEmpty() && !name.isEmpty() && error.startsWith(name);
            const bool was = field->property(InvalidProperty).toBool();
            if (named)
                marked = field;
            if (named == was && (!named || field->toolTip() == error))
                continue;
            if (!was) // the field's own tooltip, back when it is valid again
                field->setProperty("drivescopeToolTip", field->toolTip());
            field->setProperty(InvalidProperty, named);
            // A frame in the error colour (the form's sentence uses it too); the style's
            // own look back when valid.
            field->setStyleSheet(named ? QStringLiteral("border: 1px solid %1;").arg(errorColor().name()) : QString());
            field->setToolTip(named ? error : field->property("drivescopeToolTip").toString());
        }
    }
    return marked;
}

} // namespace DriveScope::FormFields
