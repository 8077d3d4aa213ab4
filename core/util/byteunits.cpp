// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/byteunits.h"

#include "core/util/text.h"

#include <QLocale>
#include <QRegularExpression>

#include <array>
#include <cmath>
#include <limits>

namespace DriveScope {

std::optional<qint64> parseByteSize(QStringView text, QString *error)
{
    static const QRegularExpression re(QStringLiteral(R"(^\s*([0-9]+(?:\.[0-9]+)?)\s*([A-Za-z]*)\s*$)"));
    const auto m = re.match(text);
    if (!m.hasMatch()) {
        if (error)
            *error = Text::tr("'%1' is not a size (examples: 512, 4KiB, 2GiB, 500MB)").arg(text);
        return std::nullopt;
    }
    const double number = m.capturedView(1).toDouble();
    const QString unit = m.captured(2).toLower();
    double multiplier = 0;
    if (unit.isEmpty() || unit == u"b")
        multiplier = 1;
    else if (unit == u"k" || unit == u"kib")
        multiplier = 1024.0;
    else if (unit == u"m" || unit == u"mib")
        multiplier = 1024.0 * 1024;
    else if (unit == u"g" || unit == u"gib")
        multiplier = 1024.0 * 1024 * 1024;
    else if (unit == u"t" || unit == u"tib")
        multiplier = 1024.0 * 1024 * 1024 * 1024;
    else if (unit == u"kb")
        multiplier = 1e3;
    else if (unit == u"mb")
        multiplier = 1e6;
    else if (unit == u"gb")
        multiplier = 1e9;
    else if (unit == u"tb")
        multiplier = 1e12;
    else if (unit == u"s" || unit == u"sectors")
        multiplier = 512; // 512-byte sectors, as blockdev --getsz and fdisk count them
    if (multiplier == 0) {
        if (error)
            *error = Text::tr("'%1' has an unknown unit '%2' (use B, KiB, MiB, GiB, TiB, KB, MB, GB, TB)")
                         .arg(text, m.captured(2));
        return std::nullopt;
    }
    const double bytes = number * multiplier;
    if (bytes > double(std::numeric_limits<qint64>::max() / 2)) {
        if (error)
            *error = Text::tr("'%1' is too large").arg(text);
        return std::nullopt;
    }
    if (bytes != std::floor(bytes)) {
        if (error)
            *error = Text::tr("'%1' is not a whole number of bytes").arg(text);
        return std::nullopt;
    }
    return qint64(bytes);
}

QString threeFigures(double v, char belowOneFormat, int belowOnePrecision)
{
    if (v >= 100)
        return QString::number(v, 'f', 0);
    if (v >= 10)
        return QString::number(v, 'f', 1);
    if (v >= 1)
        return QString::number(v, 'f', 2);
    return QString::number(v, belowOneFormat, belowOnePrecision);
}

namespace {

// v in units[0] (whole below 1000), else three figures in the largest of units[1..]
// (each 1000 times the one before) that keeps it at or above 1.
template<std::size_t N> QString inThousands(double v, const std::array<const char *, N> &units)
{
    if (v < 1e3)
        return QString::number(v, 'f', 0) + u' ' + QString::fromUtf8(units[0]);
    std::size_t unit = 1;
    double scaled = v / 1e3;
    while (scaled >= 1e3 && unit + 1 < N) {
        scaled /= 1e3;
        ++unit;
    }
    return threeFigures(scaled) + u' ' + QString::fromUtf8(units[unit]);
}

} // namespace

QString formatCount(qint64 n)
{
    return QLocale(QLocale::English).toString(n);
}

QString formatGrouped(double v, int decimals)
{
    return QLocale(QLocale::English).toString(v, 'f', decimals);
}

QString formatRate(double perSecond)
{
    return formatGrouped(perSecond, perSecond < 100 ? 1 : 0);
}

QString formatBytesDecimal(qint64 bytes)
{
    return inThousands(double(bytes), std::array { "B", "kB", "MB", "GB", "TB" });
}

QString formatBytesBinary(qint64 bytes)
{
    static const char *const units[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" };
    double v = double(bytes);
    int u = 0;
    while (v >= 1024 && u < 5) {
        v /= 1024;
        ++u;
    }
    const QString number = (v == std::floor(v)) ? QString::number(qint64(v)) : QString::number(v, 'g', 3);
    return number + u' ' + QLatin1String(units[u]);
}

QString exactSizeText(qint64 bytes)
{
    if (bytes <= 0)
        return {};
    if (bytes % (qint64(1) << 30) == 0)
        return QStringLiteral("%1GiB").arg(bytes >> 30);
    if (bytes % (qint64(1) << 20) == 0)
        return QStringLiteral("%1MiB").arg(bytes >> 20);
    if (bytes % 1024 == 0)
        return QStringLiteral("%1KiB").arg(bytes >> 10);
    return QString::number(bytes);
}

QString formatDurationNs(double ns)
{
    return inThousands(ns, std::array { "ns", "µs", "ms", "s" });
}

QString formatMs(double ns)
{
    const double ms = ns / 1e6;
    if (ms >= 0.01 || ms == 0)
        return threeFigures(ms) + QStringLiteral(" ms");
    return QString::number(ms, 'g', 3) + QStringLiteral(" ms");
}

} // namespace DriveScope
