// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/helpmenu.h"

#include "core/bench/benchmarkregistry.h"
#include "core/util/text.h"

#include "ui/widgets/screenfit.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace DriveScope {

HelpMenu::HelpMenu(QWidget *window)
    : QMenu(Text::tr("&Help"), window)
{
    setObjectName(QStringLiteral("helpMenu"));
    addAction(Text::tr("&Keyboard shortcuts"), this, [this] {
        QStringList titles;
        for (const BenchmarkKind *kind : BenchmarkRegistry::all())
            titles << kind->title();
        showText(Text::tr("Keyboard shortcuts"), shortcutsText(titles));
    })->setObjectName(QStringLiteral("helpShortcuts"));
    addAction(Text::tr("&What each benchmark measures"), this, [this] {
        showText(Text::tr("What each benchmark measures"), benchmarksText());
    })->setObjectName(QStringLiteral("helpBenchmarks"));
    addSeparator();
    addAction(Text::tr("&About DriveScope"), this, [this] {
        showText(Text::tr("About DriveScope"), aboutText());
    })->setObjectName(QStringLiteral("helpAbout"));
}

QString HelpMenu::shortcutsText(const QStringList &pageTitles)
{
    QString rows;
    auto row = [&rows](const QString &key, const QString &what) {
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>&nbsp;&nbsp;%2</td></tr>").arg(key, what);
    };
    // The keys as the keyboard names them (Ctrl is Strg on a German one): translated too.
    row(Text::tr("Ctrl+R", "keyboard shortcut"), Text::tr("start or stop the run on the page shown"));
    row(Text::tr("Esc", "keyboard shortcut"), Text::tr("stop every run (while one runs)"));
    for (int i = 0; i < pageTitles.size() && i < 9; ++i)
        //: %1: a page's title.
        row(Text::tr("Ctrl+%1", "keyboard shortcut").arg(i + 1), Text::tr("the %1 page").arg(pageTitles[i]));
    row(Text::tr("Ctrl+D", "keyboard shortcut"), Text::tr("compare the runs selected in the runs table"));
    row(Text::tr("Delete", "keyboard shortcut"), Text::tr("remove the selected runs from the session (runs table)"));
    row(Text::tr("Ctrl+Z", "keyboard shortcut"), Text::tr("put the removed runs back"));
    row(Text::tr("Ctrl+N / Ctrl+O", "keyboard shortcut"), Text::tr("new session / open a session"));
    row(Text::tr("Ctrl+S / Ctrl+Shift+S", "keyboard shortcut"), Text::tr("save the session / save it as"));
    row(Text::tr("Ctrl+W or Esc", "keyboard shortcut"), Text::tr("close a Compare window"));
    row(Text::tr("Ctrl+Q", "keyboard shortcut"), Text::tr("quit", "what Ctrl+Q does"));
    return QStringLiteral("<table>%1</table>").arg(rows);
}

QString HelpMenu::benchmarksText()
{
    QString html;
    for (const BenchmarkKind *kind : BenchmarkRegistry::all())
        html += QStringLiteral("<p><b>%1</b> — %2</p>")
                    .arg(kind->title().toHtmlEscaped(), kind->description().toHtmlEscaped());
    html += QStringLiteral("<p>%1</p>")
                .arg(Text::tr("Reads never change anything. Writes go to a scratch file DriveScope creates, or to a "
                              "whole drive only when nothing uses it and you typed its name."));
    return html;
}

// The version this build was made from, not QCoreApplication's: that is only what the
// program's main() set, and an embedder (or a test) may set nothing.
QString HelpMenu::aboutText()
{
    return QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3<br>%4</p>")
        .arg(Text::tr("DriveScope %1").arg(QStringLiteral(DRIVESCOPE_VERSION).toHtmlEscaped()),
            Text::tr("See how a drive behaves: seek latency, throughput from the first to the last gigabyte, "
                     "synchronous writes and the write cache, bandwidth and the request sizes the device receives, "
                     "queue depth, the speed grid and throughput by transfer size."),
            Text::tr("Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later)."),
            //: %1: the Qt version DriveScope was built with; %2: the one it runs on.
            Text::tr("Built with Qt %1 (running on Qt %2).")
                .arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

void HelpMenu::showText(const QString &title, const QString &html)
{
    // A text that scrolls in a window that fits the screen: a message box grows with its
    // text, and in German the benchmarks' descriptions made it taller than 1024×768.
    auto *box = new QDialog(parentWidget());
    box->setWindowTitle(title);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("helpText"));
    auto *text = new QTextBrowser(box);
    text->setObjectName(QStringLiteral("helpTextBody"));
    text->setOpenExternalLinks(true);
    text->setHtml(html);
    text->setFrameShape(QFrame::NoFrame);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, box);
    connect(buttons, &QDialogButtonBox::rejected, box, &QDialog::reject);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    // As tall as the text at a reading width; a longer one scrolls in nine tenths of the
    // screen's height.
    const int width = text->fontMetrics().averageCharWidth() * 72;
    text->document()->setTextWidth(width);
    const int height = int(text->document()->size().height()) + buttons->sizeHint().height() + 48;
    fitToScreen(box, { width + 40, std::min(height, roomOnScreen(box).height() * 9 / 10) });
    box->open();
}

} // namespace DriveScope
