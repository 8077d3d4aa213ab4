// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/driverowdelegate.h"

#include "ui/models/drivemodel.h"

namespace DriveScope {

Qt::TextElideMode DriveRowDelegate::elideModeFor(const QModelIndex &index)
{
    const auto *model = qobject_cast<const DriveModel *>(index.model());
    // Row 0 is the scratch file, whose line is words; an added file's line is its path.
    const bool addedFile = model && index.row() > 0 && !model->drive(index.row());
    return addedFile ? Qt::ElideMiddle : Qt::ElideRight;
}

void DriveRowDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->textElideMode = elideModeFor(index);
}

} // namespace DriveScope
