// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/hintlabel.h"

#include "ui/charts/seriescolors.h"

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
    return SeriesColors::quietText(palette.color(QPalette::WindowText), palette.color(QPalette::Window));
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
