// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace DriveScope {

// A combo box that may be narrower than its longest item: its current text, when it does
// not fit, ends in "…" (Qt's styles cut it off mid-letter) with the whole of it as the
// tooltip; the list that opens shows every item. For boxes whose items are sentences in
// German.
class ElidingComboBox : public QComboBox {
    Q_OBJECT
public:
    enum class Width {
        Short, // always room for minimumChars characters (a form's column)
        ShrinksFromContents, // its longest item where there is room, down to minimumChars
    };
    explicit ElidingComboBox(int minimumChars, QWidget *parent = nullptr)
        : ElidingComboBox(minimumChars, Width::Short, parent)
    {
    }
    ElidingComboBox(int minimumChars, Width width, QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_minimumChars;
    Width m_width;
};

} // namespace DriveScope
