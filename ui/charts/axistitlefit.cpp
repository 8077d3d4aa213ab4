// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/axistitlefit.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>

namespace DriveScope {

namespace {
const char FullTitle[] = "drivescopeFullTitle";
}

AxisTitleFit::AxisTitleFit(QChart *chart)
    : QObject(chart)
    , m_chart(chart)
{
    setObjectName(QStringLiteral("axisTitleFit"));
    connect(chart, &QChart::plotAreaChanged, this, &AxisTitleFit::refit);
}

void AxisTitleFit::install(QChart *chart)
{
    if (!chart->findChild<AxisTitleFit *>(QStringLiteral("axisTitleFit"), Qt::FindDirectChildrenOnly))
        new AxisTitleFit(chart);
}

void AxisTitleFit::setTitle(QChart *chart, QAbstractAxis *axis, const QString &full)
{
    install(chart);
    if (axis->property(FullTitle).toString() == full && !axis->titleText().isEmpty())
        return;
    axis->setProperty(FullTitle, full);
    chart->findChild<AxisTitleFit *>(QStringLiteral("axisTitleFit"), Qt::FindDirectChildrenOnly)->fit(axis);
}

QString AxisTitleFit::fitted(const QString &full, const QFont &font, double room)
{
    const QFontMetricsF fm(font);
    // A little slack: Qt Charts elides a few pixels before the plot area's full length.
    auto fits = [&](const QString &text) { return room <= 0 || fm.horizontalAdvance(text) + 8 <= room; };
    if (fits(full))
        return full;
    const qsizetype open = full.lastIndexOf(u'(');
    const qsizetype close = full.lastIndexOf(u')');
    if (open < 0 || close <= open + 1)
        return full;
    const QString unit = full.mid(open + 1, close - open - 1);
    // "IOPS (logarithmic)": no unit in the brackets, only the scale; the quantity is
    // what names the axis (the tick labels show the scale).
    if (unit.startsWith(QStringLiteral("log")))
        return full.left(open).trimmed();
    // "µs, logarithmic" on a short axis: the unit before its qualifier.
    const qsizetype comma = unit.indexOf(u',');
    return fits(unit) || comma <= 0 ? unit : unit.left(comma);
}

void AxisTitleFit::refit()
{
    for (QAbstractAxis *axis : m_chart->axes())
        if (axis->property(FullTitle).isValid())
            fit(axis);
}

void AxisTitleFit::fit(QAbstractAxis *axis)
{
    const QString full = axis->property(FullTitle).toString();
    const QRectF area = m_chart->plotArea();
    const double room = axis->orientation() == Qt::Vertical ? area.height() : area.width();
    const QString text = fitted(full, axis->titleFont(), room);
    if (axis->titleText() != text)
        axis->setTitleText(text);
}

} // namespace DriveScope
