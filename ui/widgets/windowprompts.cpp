// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/windowprompts.h"

#include "core/util/text.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHash>
#include <QMessageBox>
#include <QPushButton>

namespace DriveScope {

namespace {

QString sessionFilter()
{
    return Text::tr("DriveScope sessions (*.dss);;All files (*)");
}

QAbstractButton *addButton(QMessageBox *box, WindowPrompts::Answer answer)
{
    using A = WindowPrompts::Answer;
    switch (answer) {
    case A::Save: return box->addButton(QMessageBox::Save);
    case A::Discard: return box->addButton(QMessageBox::Discard);
    case A::Cancel: return box->addButton(QMessageBox::Cancel);
    case A::Recover: return box->addButton(Text::tr("&Recover"), QMessageBox::AcceptRole);
    case A::Later: return box->addButton(Text::tr("&Later"), QMessageBox::RejectRole);
    }
    return nullptr;
}

} // namespace

WindowPrompts WindowPrompts::defaults()
{
    WindowPrompts p;
    p.ask = [](QWidget *parent, const QString &title, const QString &text, const QList<Answer> &choices, Done done) {
        auto *box = new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setTextFormat(Qt::PlainText);
        auto buttons = std::make_shared<QHash<QAbstractButton *, Answer>>();
        for (Answer a : choices)
            buttons->insert(addButton(box, a), a);
        if (!choices.isEmpty()) {
            box->setEscapeButton(buttons->key(choices.last()));
            box->setDefaultButton(qobject_cast<QPushButton *>(buttons->key(choices.first())));
        }
        const Answer fallback = choices.isEmpty() ? Answer::Cancel : choices.last();
        QObject::connect(box, &QMessageBox::finished, box,
            [box, buttons, fallback, done] { done(buttons->value(box->clickedButton(), fallback)); });
        box->open();
    };
    p.tell = [](QWidget *parent, const QString &title, const QString &text) {
        auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setTextFormat(Qt::PlainText);
        box->open();
    };
    p.saveFileName = [](QWidget *parent, const QString &caption, const QString &suggestion) {
        QString path = QFileDialog::getSaveFileName(parent, caption, suggestion, sessionFilter());
        if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".dss");
        return path;
    };
    p.openFileName = [](QWidget *parent, const QString &caption) {
        return QFileDialog::getOpenFileName(parent, caption, {}, sessionFilter());
    };
    return p;
}

} // namespace DriveScope
