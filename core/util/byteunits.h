// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

#include <optional>

class QLocale;

namespace DriveScope {

// Sizes on the command line and in forms. Binary suffixes (KiB, MiB, GiB, TiB, and the
// bare K, M, G, T that dd and fio use) are powers of 1024; KB, MB, GB, TB are powers
// of 1000, because that is what the disk makers (and our MB/s) mean by them.
std::optional<qint64> parseByteSize(QStringView text, QString *error = nullptr);

// Three significant figures and never an exponent (%.3g prints 1.07e+03 for 1070): 100
// and above whole, from 10 one decimal, from 1 two. Below 1, QString::number(v,
// belowOneFormat, belowOnePrecision): 'f', 2 gives "0.12"; 'g', 3 gives "0.0123".
QString threeFigures(double v, char belowOneFormat = 'f', int belowOnePrecision = 2);

// The separators every function below prints: English ("39,514", "8.39 ms") unless
// the window sets the language it speaks (German: "39.514", "8,39 ms") at start-up (and
// tests when they switch languages). The CLI never does: its output stays English and stable for scripts.
// Sizes typed back (exactSizeText) and files written for programs do not use them.
void setNumberLocale(const QLocale &locale);

// Counts and rates for people, grouped ("39,514" in English): "6,000 I/Os".
QString formatCount(qint64 n);
// Any number so, with this many decimals: "11,638", "8.391".
// QString::number(v, format, precision) with the locale's decimal point, ungrouped.
QString formatNumber(double v, char format, int precision);
QString formatGrouped(double v, int decimals);
// A rate: one decimal below 100 ("12.5"), whole above ("39,514").
QString formatRate(double perSecond);

// "1.07 GB", "512 B", "128 MB" — decimal, three significant figures, unit always printed.
QString formatBytesDecimal(qint64 bytes);
// "1 GiB", "512 B", "2.5 MiB" — binary, for sizes the user typed in binary units.
QString formatBytesBinary(qint64 bytes);
// A size exactly, as the user would type it back: "2GiB", "256KiB", "1536" (bytes); empty
// for 0 or less. parseByteSize reads it back to the same number.
QString exactSizeText(qint64 bytes);
// "18.5 ms" / "153 µs" / "2.31 s" with three significant figures.
QString formatDurationNs(double ns);
// Milliseconds with three significant figures, like printf's "%2.03g".
QString formatMs(double ns);

} // namespace DriveScope
