// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pages/windowwording.h"

#include <QRegularExpression>

#include <utility>

namespace DriveScope {

QString windowWording(const QString &cliSentence)
{
    // Longest first where one option's text starts another's.
    static const std::pair<QRegularExpression, QString> rewrites[] = {
        { QRegularExpression(QStringLiteral("pass --destroy-data-on (\\S+?)(?=[.;,]?(\\s|$))")),
            QStringLiteral("type \\1 when the window asks") },
        { QRegularExpression(QStringLiteral("confirmed with --destroy-data-on")),
            QStringLiteral("whose name you typed to confirm") },
        { QRegularExpression(QStringLiteral("run with --buffered")), QStringLiteral("tick Buffered") },
        { QRegularExpression(QStringLiteral("Run with --buffered")), QStringLiteral("Tick Buffered") },
        { QRegularExpression(QStringLiteral("use --sync (\\w+) or (\\w+)")),
            QStringLiteral("choose the \\1 or \\2 sync mode") },
        { QRegularExpression(QStringLiteral("give a smaller --area")), QStringLiteral("choose a smaller test area") },
        { QRegularExpression(QStringLiteral("\\(or give --tests\\)")), QStringLiteral("(or list the tests)") },
        { QRegularExpression(QStringLiteral("--bytes-per-point")), QStringLiteral("Bytes per point") },
        { QRegularExpression(QStringLiteral("blockdev --setro")), QStringLiteral("set read-only by the system") },
    };
    QString text = cliSentence;
    for (const auto &[pattern, replacement] : rewrites)
        text.replace(pattern, replacement);
    return text;
}

QString breakablePath(const QString &path)
{
    QString out = path;
    out.replace(u'/', QStringLiteral("/\u200B"));
    return out;
}

} // namespace DriveScope
