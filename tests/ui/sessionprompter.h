// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the session window tests share: a Prompter that answers the window's questions
// from a queue and records what it asked and told, and small file helpers.

#include "privateuserdirs.h"
#include "ui/widgets/windowprompts.h"

#include <QCoreApplication>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

namespace DriveScope::Test {

// Answers the window's questions from a queue and records what it asked and told.
struct Prompter {
    using Answer = WindowPrompts::Answer;

    QList<Answer> answers;
    QStringList asked;
    QStringList told;
    QString savePath;

    WindowPrompts prompts()
    {
        WindowPrompts p;
        p.ask = [this](QWidget *, const QString &, const QString &text, const QList<Answer> &choices,
                    WindowPrompts::Done done) {
            asked.append(text);
            done(answers.isEmpty() ? choices.last() : answers.takeFirst());
        };
        p.tell = [this](QWidget *, const QString &, const QString &text) { told.append(text); };
        p.saveFileName = [this](QWidget *, const QString &, const QString &) { return savePath; };
        p.openFileName = [](QWidget *, const QString &) { return QString(); };
        return p;
    }
};

inline bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

} // namespace DriveScope::Test
