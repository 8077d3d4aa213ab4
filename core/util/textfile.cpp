// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/textfile.h"

#include "core/util/text.h"

#include <QFile>
#include <QStringDecoder>

namespace DriveScope {

QString readTrimmedFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).trimmed();
}

bool isValidUtf8(QByteArrayView bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = decoder(bytes);
    return !decoder.hasError();
}

QString notUtf8NameSentence(const QString &shown)
{
    return Text::tr("The name %1 has bytes that are not UTF-8 (shown as %2), and DriveScope cannot "
                    "pass such a name on exactly: rename it, or give a link to it whose name is UTF-8.")
        .arg(shown, QString(QChar::ReplacementCharacter));
}

bool hasUndecodedBytes(const QString &path)
{
    return path.contains(QChar::ReplacementCharacter);
}

} // namespace DriveScope
