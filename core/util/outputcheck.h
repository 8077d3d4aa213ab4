// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace DriveScope {

// The files one command reads and writes, checked together before anything runs, so
// that writing an output never replaces what the command reads or another of its
// outputs: `seek victim.bin --fio-job victim.bin` replaced the target with the job, and
// `--save s.dss --fio-job s.dss` the session just saved. An output is a usage error when
// its name is empty or it is the same file as an input or another output (by device
// and inode when both exist, else by the absolute path with links in its folder
// resolved). Standard output ("-"), character devices and FIFOs are streams, shared
// freely. Whether each output can be written is SafeFile::checkWritable's to say.
class OutputCheck {
public:
    // what: how the user named it ("the target", "the session"). Empty paths, "sim:…"
    // and paths that do not exist are nothing to protect.
    void reads(const QString &what, const QString &path);
    // option: how the user gave it ("--fio-job"). "-" is standard output.
    void writes(const QString &option, const QString &path);

    // The first conflict as one sentence (a usage error; the caller says what it then
    // did not do), or empty.
    QString problem() const;

private:
    struct Entry {
        QString name; // "the target", "--fio-job"
        QString path;
    };
    QList<Entry> m_inputs;
    QList<Entry> m_outputs;
};

} // namespace DriveScope
