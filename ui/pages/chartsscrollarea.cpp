// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/chartsscrollarea.h"

#include <QStyle>

namespace DriveScope {

ChartsScrollArea::ChartsScrollArea(QWidget *charts, QWidget *parent)
    : QScrollArea(parent)
{
    setWidget(charts);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QSize ChartsScrollArea::minimumSizeHint() const
{
    // Room for the vertical scroll bar beside the charts' minimum width.
    const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return { widget()->minimumSizeHint().width() + bar, QScrollArea::minimumSizeHint().height() };
}

} // namespace DriveScope
