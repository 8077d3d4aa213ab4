// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

namespace DriveScope {

// Help: the keyboard shortcuts, what each benchmark measures (from the benchmark kinds,
// so a new benchmark explains itself here), and About with version and licence. Each
// opens a non-modal message box; the texts are public for tests.
class HelpMenu : public QMenu {
    Q_OBJECT
public:
    explicit HelpMenu(QWidget *window);

    static QString shortcutsText(const QStringList &pageTitles);
    static QString benchmarksText();
    static QString aboutText();

private:
    void showText(const QString &title, const QString &html);
};

} // namespace DriveScope
