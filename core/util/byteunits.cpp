// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/byteunits.h"

#include "core/util/text.h"

#include <QLocale>
#include <QRegularExpression>

#include <array>
#include <atomic>
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

namespace {

// The number formats in English; the public functions below give them in the numbers'
// locale (localized), once.
QString englishThreeFigures(double v, char belowOneFormat = 'f', int belowOnePrecision = 2)
{
    if (v >= 100)
        return QString::number(v, 'f', 0);
    if (v >= 10)
        return QString::number(v, 'f', 1);
    if (v >= 1)
        return QString::number(v, 'f', 2);
    return QString::number(v, belowOneFormat, belowOnePrecision);
}

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
    return englishThreeFigures(scaled) + u' ' + QString::fromUtf8(units[unit]);
}

// English separators by default; setNumberLocale changes them (atomics: a test switches
// languages while a worker thread may be formatting a message).
std::atomic<char16_t> groupSeparator { u',' };
std::atomic<char16_t> decimalPoint { u'.' };

// An English number (and its unit) with the locale's separators: "1,234.5 ms" is
// "1.234,5 ms" in German. Units hold neither character.
QString localized(QString english)
{
    const char16_t group = groupSeparator.load(std::memory_order_relaxed);
    const char16_t decimal = decimalPoint.load(std::memory_order_relaxed);
    if (group == u',' && decimal == u'.')
        return english;
    for (QChar &c : english) {
        if (c == u',')
            c = QChar(group);
        else if (c == u'.')
            c = QChar(decimal);
    }
    return english;
}

} // namespace

void setNumberLocale(const QLocale &locale)
{
    const QString group = locale.groupSeparator();
    const QString decimal = locale.decimalPoint();
    // A separator of more than one character (none of the window's languages) keeps English.
    groupSeparator.store(group.size() == 1 ? group.at(0).unicode() : u',', std::memory_order_relaxed);
    decimalPoint.store(decimal.size() == 1 ? decimal.at(0).unicode() : u'.', std::memory_order_relaxed);
}

QString threeFigures(double v, char belowOneFormat, int belowOnePrecision)
{
    return localized(englishThreeFigures(v, belowOneFormat, belowOnePrecision));
}

QString formatCount(qint64 n)
{
    return localized(QLocale(QLocale::English).toString(n));
}

QString formatGrouped(double v, int decimals)
{
    return localized(QLocale(QLocale::English).toString(v, 'f', decimals));
}

QString formatNumber(double v, char format, int precision)
{
    return localized(QString::number(v, format, precision));
}

QString formatRate(double perSecond)
{
    return formatGrouped(perSecond, perSecond < 100 ? 1 : 0);
}

QString formatBytesDecimal(qint64 bytes)
{
    return localized(inThousands(double(bytes), std::array { "B", "kB", "MB", "GB", "TB" }));
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
    const QString number = (v == std::floor(v)) ? QString::number(qint64(v)) : formatNumber(v, 'g', 3);
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
    return localized(inThousands(ns, std::array { "ns", "µs", "ms", "s" }));
}

QString formatMs(double ns)
{
    const double ms = ns / 1e6;
    if (ms >= 0.01 || ms == 0)
        return threeFigures(ms) + QStringLiteral(" ms");
    return formatNumber(ms, 'g', 3) + QStringLiteral(" ms");
}

} // namespace DriveScope
