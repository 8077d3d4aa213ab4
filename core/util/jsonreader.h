// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <limits>
#include <optional>

namespace DriveScope {

// The one way DriveScope reads values out of JSON that may be crafted: a session file,
// a journal, a run's config as a file gave it. Every number is range-checked, finite,
// and whole where a whole number is meant, before it is converted: a cast of a double
// out of range (qint64(1e300), a NaN) is undefined behaviour, never a value.
// The members say a missing key or wrong type as one sentence ("The file is damaged:
// the run's 'count' is not a whole number in range.") and remember that one failed;
// the static ones answer for a single value.
struct JsonReader {
    QString *error = nullptr;
    QString where; // "the run's "
    bool ok = true;

    static constexpr qint64 Max = std::numeric_limits<qint64>::max();
    static constexpr qint64 Min = std::numeric_limits<qint64>::min() + 1;

    // Notes key as not what (once: the first failure's sentence is kept). Returns false.
    // what: marked QT_TRANSLATE_NOOP("DriveScope", …), translated here.
    bool bad(const QString &key, const char *what);
    QString string(const QJsonObject &o, const char *key);
    bool boolean(const QJsonObject &o, const char *key);
    double number(const QJsonObject &o, const char *key, double min = -1e300, double max = 1e300);
    qint64 integer(const QJsonObject &o, const char *key, qint64 min, qint64 max);
    QJsonObject object(const QJsonObject &o, const char *key);
    QJsonArray array(const QJsonObject &o, const char *key);

    // v as a whole number within [min, max], or nothing (not a number, not whole, NaN,
    // outside the range).
    static std::optional<qint64> wholeNumber(const QJsonValue &v, qint64 min = Min, qint64 max = Max);
    // v as a finite number within [min, max], or nothing.
    static std::optional<double> finiteNumber(const QJsonValue &v, double min = -1e300, double max = 1e300);
    // For what only describes a run (its text report, its fio job): the whole number, or
    // fallback when it is missing or unusable.
    static qint64 wholeOr(const QJsonValue &v, qint64 fallback, qint64 min = Min, qint64 max = Max);
};

} // namespace DriveScope
