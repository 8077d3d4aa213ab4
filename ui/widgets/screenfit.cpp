// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/screenfit.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace DriveScope {

namespace {

// A title bar and frame as common window managers draw them (GNOME's 37 px title bar,
// KDE's 30 px, a few px of border).
constexpr int FrameWidth = 16;
constexpr int FrameHeight = 48;

} // namespace

QSize roomOnScreen(const QWidget *window)
{
    const QScreen *screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
    if (!screen)
        return { 1024, 768 };
    const QSize available = screen->availableGeometry().size();
    return { std::max(available.width() - FrameWidth, 320), std::max(available.height() - FrameHeight, 240) };
}

void fitToScreen(QWidget *window, QSize wanted)
{
    const QSize room = roomOnScreen(window);
    const QSize size = wanted.boundedTo(room).expandedTo(window->minimumSize());
    window->resize(size);
    if (const QScreen *screen = window->screen()) {
        const QRect area = screen->availableGeometry();
        window->move(area.x() + std::max(0, (area.width() - size.width() - FrameWidth) / 2),
            area.y() + std::max(0, (area.height() - size.height() - FrameHeight) / 2));
    }
}

} // namespace DriveScope
