// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace DriveScope {

// The words a user reads, in one translation context ("DriveScope") for the whole
// product, so a sentence written in two places is translated once:
//     Text::tr("Start")                        a literal, translated where it is used
//     QT_TRANSLATE_NOOP("DriveScope", "Seek")  a literal kept in a table, and
//     Text::tr(entry.name)                     translated where the table is shown
// The window installs its translator at start (--lang, LANGUAGE); drivescope-cli never
// does, so the command line, its reports and everything scripts read stay English.
// Never for what is stored or parsed: session and JSON keys, settings keys, fio jobs.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(DriveScope)
};

} // namespace DriveScope
