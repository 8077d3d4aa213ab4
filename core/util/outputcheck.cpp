// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/outputcheck.h"

#include "core/util/text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace DriveScope {

namespace {

// Who a path is: a file's device and inode when it exists, else its absolute path with
// the links in its folder resolved (two names of one future file compare equal).
struct Identity {
    bool exists = false;
    bool stream = false; // standard output, a character device, a FIFO, a socket
    dev_t device = 0;
    ino_t inode = 0;
    QString path;

    bool operator==(const Identity &o) const
    {
        if (stream || o.stream)
            return false;
        if (exists && o.exists)
            return device == o.device && inode == o.inode;
        return !exists && !o.exists && path == o.path;
    }
};

Identity identify(const QString &path)
{
    Identity id;
    if (path == u"-") {
        id.stream = true;
        return id;
    }
    struct stat st = {};
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        id.exists = true;
        id.stream = S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode);
        id.device = st.st_dev;
        id.inode = st.st_ino;
        return id;
    }
    const QFileInfo info(path);
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    id.path = QDir::cleanPath((folder.isEmpty() ? info.absolutePath() : folder) + u'/' + info.fileName());
    return id;
}

} // namespace

void OutputCheck::reads(const QString &what, const QString &path)
{
    if (!path.isEmpty() && !path.startsWith(u"sim:"))
        m_inputs.append({ what, path });
}

void OutputCheck::writes(const QString &option, const QString &path)
{
    m_outputs.append({ option, path });
}

QString OutputCheck::problem() const
{
    for (const Entry &out : m_outputs)
        if (out.path.isEmpty())
            //: %1: what is written ("The session", "the fio job").
            return Text::tr("%1 needs a file name.").arg(out.name);
    for (qsizetype i = 0; i < m_outputs.size(); ++i) {
        const Entry &out = m_outputs[i];
        const Identity id = identify(out.path);
        for (const Entry &in : m_inputs)
            if (identify(in.path) == id)
                //: %1: what is written ("The session", "the fio job"), %2: its file, %3: what is read ("the target").
                return Text::tr("%1 %2 is %3 itself; writing it would replace what is read.")
                    .arg(out.name, out.path, in.name);
        for (qsizetype j = 0; j < i; ++j)
            if (identify(m_outputs[j].path) == id)
                return Text::tr("%1 and %2 name the same file (%3); one would replace the other.")
                    .arg(m_outputs[j].name, out.name, out.path);
    }
    return {};
}

} // namespace DriveScope
