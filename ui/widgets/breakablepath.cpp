// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/breakablepath.h"

namespace DriveScope {

QString breakablePath(const QString &path)
{
    QString out = path;
    out.replace(u'/', QStringLiteral("/\u200B"));
    return out;
}

} // namespace DriveScope
