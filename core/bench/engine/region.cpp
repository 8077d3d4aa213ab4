// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/region.h"

#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <cmath>

namespace DriveScope {

static std::optional<qint64> parseAmount(QStringView text, qint64 targetSize, QString *error)
{
    const QStringView t = text.trimmed();
    if (t.endsWith(u'%')) {
        bool ok = false;
        const double pct = t.chopped(1).toDouble(&ok);
        if (!ok || pct < 0 || pct > 100) {
            if (error)
                *error = Text::tr("'%1' is not a percentage between 0% and 100%").arg(t);
            return std::nullopt;
        }
        return qint64(std::floor(pct / 100.0 * double(targetSize)));
    }
    return parseByteSize(t, error);
}

std::optional<Region> parseRegion(QStringView specIn, qint64 targetSize, QString *error)
{
    const QStringView spec = specIn.trimmed();
    QString err;
    Region r;
    if (spec.compare(u"all", Qt::CaseInsensitive) == 0 || spec.compare(u"whole", Qt::CaseInsensitive) == 0) {
        r.start = 0;
        r.length = targetSize;
        r.label = QStringLiteral("whole target"); // stored in English: shown through regionLabelText
        return r;
    }
    const qsizetype colon = spec.indexOf(u':');
    if (colon < 0) {
        if (error)
            //: all, first:SIZE, last:SIZE and START:LENGTH are what to type: keep them as they are
            *error
                = Text::tr("Region '%1' is not understood; use all, first:SIZE, last:SIZE or START:LENGTH.").arg(spec);
        return std::nullopt;
    }
    const QStringView head = spec.left(colon).trimmed();
    const QStringView tail = spec.mid(colon + 1).trimmed();
    if (head.compare(u"first", Qt::CaseInsensitive) == 0 || head.compare(u"last", Qt::CaseInsensitive) == 0) {
        const auto size = parseAmount(tail, targetSize, &err);
        if (!size) {
            if (error)
                *error = Text::tr("Region '%1': %2.").arg(spec, err);
            return std::nullopt;
        }
        const bool first = head.compare(u"first", Qt::CaseInsensitive) == 0;
        r.length = *size;
        r.start = first ? 0 : targetSize - *size;
        r.label = (first ? QStringLiteral("first ") : QStringLiteral("last ")) + tail.toString();
    } else {
        const auto start = parseAmount(head, targetSize, &err);
        if (!start) {
            if (error)
                *error = Text::tr("Region '%1': %2.").arg(spec, err);
            return std::nullopt;
        }
        r.start = *start;
        if (tail.isEmpty()) {
            r.length = targetSize - r.start;
        } else {
            const auto length = parseAmount(tail, targetSize, &err);
            if (!length) {
                if (error)
                    *error = Text::tr("Region '%1': %2.").arg(spec, err);
                return std::nullopt;
            }
            r.length = *length;
        }
        r.label = (tail.isEmpty() ? QStringLiteral("to the end") : tail.toString()) + QStringLiteral(" at ")
            + head.toString();
    }
    if (r.length <= 0) {
        if (error)
            *error = Text::tr("Region '%1' is empty.").arg(spec);
        return std::nullopt;
    }
    if (r.start < 0 || r.start + r.length > targetSize) {
        if (error)
            *error = Text::tr("Region '%1' (bytes %2 to %3) lies outside the target, which is %4 bytes (%5).")
                         .arg(spec)
                         .arg(r.start)
                         .arg(r.start + r.length)
                         .arg(targetSize)
                         .arg(formatBytesDecimal(targetSize));
        return std::nullopt;
    }
    return r;
}

QString regionLabelText(const QString &label)
{
    // The shapes parseRegion writes, each translated as one phrase around what was typed.
    if (label == u"whole target")
        return Text::tr("whole target");
    if (label.startsWith(u"first "))
        //: a region: %1 bytes at the start of the target, as typed ("2GiB", "10%")
        return Text::tr("first %1").arg(label.mid(6));
    if (label.startsWith(u"last "))
        //: a region: %1 bytes at the end of the target, as typed ("2GiB", "10%")
        return Text::tr("last %1").arg(label.mid(5));
    const qsizetype at = label.lastIndexOf(u" at ");
    if (at < 0)
        return label;
    const QString start = label.mid(at + 4);
    if (at == 10 && label.startsWith(u"to the end"))
        //: a region: from %1, as typed ("1GiB", "50%"), to the end of the target
        return Text::tr("to the end at %1").arg(start);
    //: a region: %1 bytes from %2, each as typed ("2GiB at 1GiB")
    return Text::tr("%1 at %2").arg(label.left(at), start);
}

std::optional<Region> planRegion(QStringView spec, qint64 targetSize, QString *error)
{
    return parseRegion(spec.isEmpty() ? u"all" : spec, targetSize, error);
}

QString regionSpec(const Region &region, qint64 targetSize, qint64 slack)
{
    const bool atStart = region.start <= slack;
    const bool atEnd = targetSize - region.end() <= slack;
    if (atStart && atEnd)
        return {};
    if (region.start == 0)
        return QStringLiteral("first:") + exactSizeText(region.length);
    if (region.end() == targetSize)
        return QStringLiteral("last:") + exactSizeText(region.length);
    return exactSizeText(region.start) + u':' + exactSizeText(region.length);
}

QJsonObject regionToJson(const Region &region)
{
    return { { QStringLiteral("start"), double(region.start) }, { QStringLiteral("length"), double(region.length) },
        { QStringLiteral("label"), region.label } };
}

std::optional<Region> regionFromJson(const QJsonValue &value)
{
    const QJsonObject r = value.toObject();
    const auto start = JsonReader::wholeNumber(r.value(QStringLiteral("start")), 0);
    const auto length = JsonReader::wholeNumber(r.value(QStringLiteral("length")), 0);
    if (!start || !length || *length > JsonReader::Max - *start)
        return std::nullopt;
    return Region { *start, *length, r.value(QStringLiteral("label")).toString() };
}

} // namespace DriveScope
