// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

namespace DriveScope {

// The room a top-level window may take on its screen: the screen's available area
// (without panels and docks) less what a window manager adds around it (title bar and
// frame), so a window sized to it is whole on a 1024×768 or 1280×800 laptop screen.
QSize roomOnScreen(const QWidget *window);

// Sizes a top-level window to wanted, or smaller to fit roomOnScreen, and centres it.
void fitToScreen(QWidget *window, QSize wanted);

} // namespace DriveScope
