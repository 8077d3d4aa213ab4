// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace DriveScope {

// A word-wrapped hint under a form field ("None: the whole target. first:2GB, ..."):
// quieter than the field labels, but readable. A disabled QLabel was used before; its
// grey is about 1.9:1 against Fusion's light window, too faint to read. This one draws
// in a blend of the palette's text and window colours (about 5:1 in both light and
// dark palettes) and follows palette changes.
class HintLabel : public QLabel {
    Q_OBJECT
public:
    explicit HintLabel(const QString &text, QWidget *parent = nullptr);

    // The quieter text colour of a palette: 70 % text, 30 % window.
    static QColor quietTextColor(const QPalette &palette);

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyPalette();
    bool m_applying = false;
};

} // namespace DriveScope
