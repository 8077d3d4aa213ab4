// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/helpmenu.h"

#include "core/bench/benchmarkregistry.h"

#include <QMessageBox>

namespace DriveScope {

HelpMenu::HelpMenu(QWidget *window)
    : QMenu(QStringLiteral("&Help"), window)
{
    setObjectName(QStringLiteral("helpMenu"));
    addAction(QStringLiteral("&Keyboard shortcuts"), this, [this] {
        QStringList titles;
        for (const BenchmarkKind *kind : BenchmarkRegistry::all())
            titles << kind->title();
        showText(QStringLiteral("Keyboard shortcuts"), shortcutsText(titles));
    })->setObjectName(QStringLiteral("helpShortcuts"));
    addAction(QStringLiteral("&What each benchmark measures"), this, [this] {
        showText(QStringLiteral("What each benchmark measures"), benchmarksText());
    })->setObjectName(QStringLiteral("helpBenchmarks"));
    addSeparator();
    addAction(QStringLiteral("&About DriveScope"), this, [this] {
        showText(QStringLiteral("About DriveScope"), aboutText());
    })->setObjectName(QStringLiteral("helpAbout"));
}

QString HelpMenu::shortcutsText(const QStringList &pageTitles)
{
    QString rows;
    auto row = [&rows](const QString &key, const QString &what) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>&nbsp;&nbsp;%2</td></tr>").arg(key, what);
    };
    row(QStringLiteral("Ctrl+R"), QStringLiteral("start or stop the run on the page shown"));
    row(QStringLiteral("Esc"), QStringLiteral("stop every run (while one runs)"));
    for (int i = 0; i < pageTitles.size() && i < 9; ++i)
        row(QStringLiteral("Ctrl+%1").arg(i + 1), QStringLiteral("the %1 page").arg(pageTitles[i]));
    row(QStringLiteral("Ctrl+D"), QStringLiteral("compare the runs selected in the runs table"));
    row(QStringLiteral("Delete"), QStringLiteral("remove the selected runs from the session (runs table)"));
    row(QStringLiteral("Ctrl+Z"), QStringLiteral("put the removed runs back"));
    row(QStringLiteral("Ctrl+N / Ctrl+O"), QStringLiteral("new session / open a session"));
    row(QStringLiteral("Ctrl+S / Ctrl+Shift+S"), QStringLiteral("save the session / save it as"));
    row(QStringLiteral("Ctrl+W or Esc"), QStringLiteral("close a Compare window"));
    row(QStringLiteral("Ctrl+Q"), QStringLiteral("quit"));
    return QStringLiteral("<table>%1</table>").arg(rows);
}

QString HelpMenu::benchmarksText()
{
    QString html;
    for (const BenchmarkKind *kind : BenchmarkRegistry::all())
        html += QStringLiteral("<p><b>%1</b> — %2</p>")
                    .arg(kind->title().toHtmlEscaped(), kind->description().toHtmlEscaped());
    html += QStringLiteral("<p>Reads never change anything. Writes go to a scratch file DriveScope creates, or to a "
                           "whole drive only when nothing uses it and you typed its name.</p>");
    return html;
}

// The version this build was made from, not QCoreApplication's: that is only what the
// program's main() set, and an embedder (or a test) may set nothing.
QString HelpMenu::aboutText()
{
    return QStringLiteral("<p><b>DriveScope %1</b></p><p>See how a drive behaves: seek latency, throughput from the "
                          "first to the last gigabyte, synchronous writes and the write cache, bandwidth and the "
                          "request sizes the device receives, queue depth and the speed grid.</p>"
                          "<p>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).<br>"
                          "Built with Qt %2 (running on Qt %3).</p>")
        .arg(QStringLiteral(DRIVESCOPE_VERSION).toHtmlEscaped(), QStringLiteral(QT_VERSION_STR),
            QString::fromLatin1(qVersion()));
}

void HelpMenu::showText(const QString &title, const QString &html)
{
    auto *box = new QMessageBox(QMessageBox::NoIcon, title, html, QMessageBox::Close, parentWidget());
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("helpText"));
    box->open();
}

} // namespace DriveScope
