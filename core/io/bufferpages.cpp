// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/bufferpages.h"

#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

namespace DriveScope {

QString bufferPagesName(BufferPages pages)
{
    return pages == BufferPages::Huge ? QStringLiteral("huge") : QStringLiteral("normal");
}

std::optional<BufferPages> parseBufferPagesName(const QString &name)
{
    if (name == u"normal")
        return BufferPages::Normal;
    if (name == u"huge")
        return BufferPages::Huge;
    return std::nullopt;
}

QString bufferBackingName(BufferBacking backing)
{
    switch (backing) {
    case BufferBacking::HugeTlb: return QStringLiteral("hugetlb");
    case BufferBacking::TransparentHuge: return QStringLiteral("transparent");
    case BufferBacking::Normal: break;
    }
    return QStringLiteral("normal");
}

QString describeBufferBacking(const QString &backingName, qint64 pageBytes)
{
    const QString size = pageBytes > 0 ? formatBytesBinary(pageBytes) + QLatin1Char(' ') : QString();
    if (backingName == u"hugetlb")
        return size + QStringLiteral("hugetlb pages");
    if (backingName == u"transparent")
        return size + QStringLiteral("transparent huge pages");
    return size + QStringLiteral("pages");
}

QString hugePagesReportLine(const QJsonObject &runConfig)
{
    if (runConfig.value(QStringLiteral("buffer_pages")).toString() != u"huge")
        return {};
    if (!runConfig.contains(QStringLiteral("buffer_backing")))
        return Text::tr("I/O buffer: huge pages asked for, none allocated (the run ended before its first I/O)");
    return Text::tr("I/O buffer: %1 (huge pages asked for)")
        .arg(describeBufferBacking(runConfig.value(QStringLiteral("buffer_backing")).toString(),
            JsonReader::wholeOr(runConfig.value(QStringLiteral("buffer_page_bytes")), 0, 0)));
}

} // namespace DriveScope
