// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/textfile.h"

#include <QFile>

namespace DriveScope {

QString readTrimmedFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).trimmed();
}

} // namespace DriveScope
