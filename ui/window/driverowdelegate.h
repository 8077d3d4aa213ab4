// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace DriveScope {

// Draws the drive list's rows, each shortened where it loses least: a drive's line
// ("loop0  67.1 MB  Loop device") from the right, so its name and size stay (cut in the
// middle at 1024×768 it read "loop0 67.1 … Loop device"); an added file's path in the
// middle, where both ends matter.
class DriveRowDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // index is a row of a DriveModel.
    static Qt::TextElideMode elideModeFor(const QModelIndex &index);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace DriveScope
