// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/hintlabel.h"

#include <QEvent>

namespace DriveScope {

HintLabel::HintLabel(const QString &text, QWidget *parent)
    : QLabel(text, parent)
{
    setWordWrap(true);
    applyPalette();
}

void HintLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && !m_applying)
        applyPalette();
    QLabel::changeEvent(event);
}

QColor HintLabel::quietTextColor(const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    const double t = 0.7; // 70 % text, 30 % window
    return QColor::fromRgbF(float(t * text.redF() + (1 - t) * window.redF()),
        float(t * text.greenF() + (1 - t) * window.greenF()), float(t * text.blueF() + (1 - t) * window.blueF()));
}

void HintLabel::applyPalette()
{
    // Start from the inherited palette, not our own tinted copy.
    const QColor hint = quietTextColor(parentWidget() ? parentWidget()->palette() : QPalette());
    QPalette pal = palette();
    pal.setColor(QPalette::WindowText, hint);
    m_applying = true;
    setPalette(pal);
    m_applying = false;
}

} // namespace DriveScope
