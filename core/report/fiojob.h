// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QString>
#include <QStringList>

namespace DriveScope {

// An fio job file that repeats a run's I/O pattern on its target, so an engineer can
// check any DriveScope figure with the reference tool: `fio FILE`. Each benchmark kind
// writes its own sections (BenchmarkKind::fioJob); this holds what they share: the
// [global] section (the target, O_DIRECT as the run had it, threads as DriveScope uses,
// random offsets without fio's random map) and the text format.
class FioJobFile {
public:
    explicit FioJobFile(const RunResult &run);

    void comment(const QString &line); // "# line", before the next key
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

    // Why a run has no fio job, or empty when it can have one: a simulated drive is a
    // model fio cannot open.
    static QString whyNot(const RunResult &run);

private:
    QStringList m_lines;
};

} // namespace DriveScope
