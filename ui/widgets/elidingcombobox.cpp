// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/elidingcombobox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace DriveScope {

ElidingComboBox::ElidingComboBox(int minimumChars, Width width, QWidget *parent)
    : QComboBox(parent)
    , m_minimumChars(minimumChars)
    , m_width(width)
{
    if (width == Width::Short) {
        setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        setMinimumContentsLength(minimumChars);
    } else {
        setSizeAdjustPolicy(QComboBox::AdjustToContents);
    }
    connect(this, &QComboBox::currentTextChanged, this, [this](const QString &text) { setToolTip(text); });
}

QSize ElidingComboBox::minimumSizeHint() const
{
    const QSize contents = QComboBox::minimumSizeHint();
    if (m_width == Width::Short)
        return contents;
    // Room for minimumChars characters as Qt measures AdjustToMinimumContentsLength.
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QSize text(fontMetrics().horizontalAdvance(QLatin1Char('x')) * m_minimumChars, fontMetrics().height());
    const QSize least = style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, this);
    return { std::min(contents.width(), least.width()), contents.height() };
}

void ElidingComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    // The style draws the label 1 px in from each side of the field.
    option.currentText = fontMetrics().elidedText(option.currentText, Qt::ElideRight, field.width() - 2);
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace DriveScope
