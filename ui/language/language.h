// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace DriveScope::Language {

// The language the window speaks, as a user asks for it: `--lang CODE` (or --lang=CODE,
// taken out of arguments so it is not opened as a session file); else English when
// LC_ALL is C (how scripts and bug reports ask for it); else the first entry of
// LANGUAGE that DriveScope has (an English entry before it: English); else the first
// of LC_ALL, LC_MESSAGES, LANG that is set. Returns the code ("de"), or "" for
// English; *error says why an explicit --lang was not taken.
QString choose(QStringList &arguments, const QProcessEnvironment &environment, QString *error);

// The languages DriveScope has a translation of, besides English ("de").
QStringList available();

// Installs DriveScope's translation for code (compiled into the program) and Qt's own
// for its dialogs' buttons (from Qt's translations folder, when that is installed) on
// app; "" installs nothing. False, with *error, when DriveScope has no such translation.
bool install(QCoreApplication &app, const QString &code, QString *error);

// Removes what install() put on app (tests switch back to English).
void uninstall(QCoreApplication &app);

} // namespace DriveScope::Language
