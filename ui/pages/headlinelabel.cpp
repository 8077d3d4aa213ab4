// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/headlinelabel.h"

#include "core/bench/engine/benchmarkkind.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"
#include "ui/pages/formfields.h"
#include "ui/widgets/hintlabel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QResizeEvent>

#include <algorithm>

namespace DriveScope {

namespace {

const QString Separator = QStringLiteral(" · ");

} // namespace

HeadlineLabel::HeadlineLabel(QWidget *parent)
    : QLabel(parent)
{
    setObjectName(QStringLiteral("headline"));
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    render();
}

void HeadlineLabel::showSummary(
    const RunSummary &summary, const QString &context, const QString &path, const QString &shortContext)
{
    m_lead = summary.headlineLead();
    m_rest = summary.headlineRest();
    m_context = context;
    m_shortContext = shortContext;
    m_path = context.contains(QStringLiteral("%1")) ? path : QString();
    m_warnings = summary.warnings;
    m_hint = false;
    render();
}

void HeadlineLabel::showHint(const QString &text)
{
    m_lead.clear();
    m_rest = text;
    m_context.clear();
    m_warnings.clear();
    m_hint = true;
    render();
}

void HeadlineLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        render();
}

void HeadlineLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    if (!m_context.isEmpty())
        render();
}

QString HeadlineLabel::fittedContext(const QFont &largeFont)
{
    // Whose run this is fits the line the figures leave (a long path would wrap the
    // headline onto a second line and push the form down, so a click meant for one field
    // found the next). Only the path is shortened, in the middle: the time and the status
    // say which run this is and stay whole. The whole path is the tooltip.
    const QFontMetricsF normal(font());
    const QString words = m_path.isEmpty() ? m_context : QString(m_context).replace(QStringLiteral("%1"), QString());
    const double used = QFontMetricsF(largeFont).horizontalAdvance(m_lead)
        + normal.horizontalAdvance(QStringLiteral("  · ") + m_rest + QStringLiteral("  ()") + words)
        + normal.averageCharWidth();
    const double room = contentsRect().width() - used;
    if (m_path.isEmpty()) {
        const QString fitted
            = normal.elidedText(m_context, Qt::ElideMiddle, std::max(0.0, room + normal.horizontalAdvance(words)));
        setToolTip(fitted == m_context ? QString() : m_context);
        return fitted.isEmpty() ? QStringLiteral("…") : fitted;
    }
    QString whole = m_path;
    whole.remove(QChar(0x200B)); // a path's break opportunities (breakablePath)
    // No room even for the words around the path (long German figures at 1024 px): the
    // figures keep the line, whose run it is goes to the tooltip, rather than be cut off.
    if (room < normal.horizontalAdvance(QStringLiteral("…"))) {
        setToolTip(QString(m_context).replace(QStringLiteral("%1"), whole));
        const double shortRoom = contentsRect().width() - used + normal.horizontalAdvance(words);
        return normal.horizontalAdvance(m_shortContext) <= shortRoom ? m_shortContext : QString();
    }
    const QString fitted = normal.elidedText(m_path, Qt::ElideMiddle, std::max(0.0, room));
    setToolTip(fitted == m_path ? QString() : whole);
    return QString(m_context).replace(QStringLiteral("%1"), fitted.isEmpty() ? QStringLiteral("…") : fitted);
}

void HeadlineLabel::render()
{
    // The plain text (accessibility, tests) is the headline as the reports print it.
    setAccessibleName(m_lead.isEmpty() ? m_rest : m_rest.isEmpty() ? m_lead : m_lead + Separator + m_rest);
    // A hint, and whose run this is, read quieter than a result.
    const QString quiet = QStringLiteral("<span style=\"color:%1\">%2</span>");
    const QString quietColor = HintLabel::quietTextColor(palette()).name();
    const double large = std::max(font().pointSizeF(), 6.0) * 1.7;
    // As high as a result's large line, hint or not: the first result then does not
    // push the form and charts below down (a click meant for one field found the next).
    QFont largeFont = font();
    largeFont.setPointSizeF(large);
    largeFont.setWeight(QFont::DemiBold);
    setMinimumHeight(QFontMetrics(largeFont).height() + contentsMargins().top() + contentsMargins().bottom());
    if (m_hint) {
        setText(quiet.arg(quietColor, m_rest.toHtmlEscaped()));
        return;
    }
    QString html = QStringLiteral("<span style=\"font-size:%1pt; font-weight:600\">%2</span>")
                       .arg(formatNumber(large, 'f', 1), m_lead.toHtmlEscaped());
    if (!m_rest.isEmpty())
        html += QStringLiteral("&nbsp;&nbsp;· ") + m_rest.toHtmlEscaped();
    if (const QString context = m_context.isEmpty() ? QString() : fittedContext(largeFont); !context.isEmpty())
        html += QStringLiteral("&nbsp;&nbsp;")
            + quiet.arg(quietColor, QStringLiteral("(%1)").arg(context.toHtmlEscaped()));
    // The forms' red, lightened on a dark window to keep 4.5:1.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QString warn = (dark ? QColor(0xff, 0x8a, 0x80) : FormFields::errorColor()).name();
    for (const QString &w : m_warnings)
        html += QStringLiteral("<br><span style=\"color:%1\">⚠ <b>%2</b> %3</span>")
                    .arg(warn, Text::tr("Not the drive's figure?").toHtmlEscaped(), w.toHtmlEscaped());
    setText(html);
}

} // namespace DriveScope
