// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace DriveScope {

// A page's charts (or tiles), scrolled up and down where the window is too short for
// them at their readable minimum height (a 12 pt font on a 1024×768 screen), rather
// than the window growing past the screen. Their whole width is always shown: the
// page's minimum width is the charts' own, so nothing scrolls sideways.
class ChartsScrollArea : public QScrollArea {
public:
    explicit ChartsScrollArea(QWidget *charts, QWidget *parent = nullptr);
    QSize minimumSizeHint() const override;
};

} // namespace DriveScope
