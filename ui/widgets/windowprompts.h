// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <functional>

class QWidget;

namespace DriveScope {

// Every question and message the window's session handling puts to the user, as
// replaceable functions: the defaults show message boxes and file dialogs; tests put
// in answers. ask() never blocks: the default opens a window-modal box and calls done
// when it is answered (no nested event loop, so a recovery offer at start can never
// hang a window nobody looks at).
struct WindowPrompts {
    enum class Answer { Save, Discard, Cancel, Recover, Later };
    using Done = std::function<void(Answer)>;

    // choices in the order they appear; the last one is what Esc and closing the box mean.
    std::function<void(
        QWidget *parent, const QString &title, const QString &text, const QList<Answer> &choices, Done done)>
        ask;
    // An error or a notice in plain words (not blocking).
    std::function<void(QWidget *parent, const QString &title, const QString &text)> tell;
    // Empty: the user cancelled.
    std::function<QString(QWidget *parent, const QString &caption, const QString &suggestion)> saveFileName;
    std::function<QString(QWidget *parent, const QString &caption)> openFileName;

    static WindowPrompts defaults();
};

} // namespace DriveScope
