// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace DriveScope {

// An fio job file that repeats a run's I/O pattern on its target, so an engineer can
// check any DriveScope figure with the reference tool: `fio FILE`. Each benchmark kind
// writes its own sections (BenchmarkKind::fioJob); this holds what they share: the
// [global] section (the target, O_DIRECT as the run had it, threads as DriveScope uses,
// random offsets without fio's random map) and the text format.
class FioJobFile {
public:
    explicit FioJobFile(const RunResult &run);

    void comment(const QString &line); // "# line", before the next key (commentFor)
    // A comment line fio skips whatever text holds: control characters as \xNN, cut to
    // the longest line fio reads (for lines outside a FioJobFile, as the window's export
    // writes between jobs).
    static QString commentFor(const QString &text);
    void section(const QString &name); // a new [name] job
    void set(const QString &key, const QString &value); // empty value: a switch ("stonewall")
    void set(const QString &key, qint64 value);
    // offset= and size= of a region of the target ({"start", "length"} as runs record it).
    void region(const QJsonObject &region);
    // psync at depth 1 (what DriveScope uses then), io_uring with iodepth above.
    void engine(int queueDepth);
    // io_uring at queueDepth whatever it is, with registered buffers and file as
    // DriveScope's queue (the depth sweep and the speed grid use it at QD1 too).
    void uring(int queueDepth);

    QString text() const { return m_lines.join(u'\n') + u'\n'; }
    // Why fio would not read the file as written (a name or value its job-file parser
    // cuts, expands or splits; the first one met), or empty. A file with a problem is
    // never to be written: it could make fio open another file or run a command.
    QString problem() const { return m_problem; }

    // Why a run has no fio job, or empty when it can have one: a simulated drive is a
    // model fio cannot open, a target whose name fio cannot be given.
    static QString whyNot(const RunResult &run);
    // The same before the run, for the target a command was given.
    static QString whyNotFor(const QString &targetPath);
    // The target's name as fio's filename= needs it (every ':' as '\:'), or nothing
    // with why: fio cuts a line at ';' and '#', strips blanks at its ends, replaces
    // "${NAME}" and "$pagesize" (then may hand the line to bc), reads one line of at
    // most 8,191 bytes and has no escape for a newline.
    static std::optional<QString> fioFileName(const QString &path, QString *why);

private:
    void add(const QString &line);
    QStringList m_lines;
    QString m_problem;
};

} // namespace DriveScope
