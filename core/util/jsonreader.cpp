// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/jsonreader.h"

#include "core/util/text.h"

#include <cmath>

namespace DriveScope {

bool JsonReader::bad(const QString &key, const char *what)
{
    if (ok && error)
        //: %1: whose value ("the run's target "), %2: its key in the file, %3: what it must be ("a list").
        *error = Text::tr("The file is damaged: %1'%2' is not %3.").arg(where, key, Text::tr(what));
    ok = false;
    return false;
}

QString JsonReader::string(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isString())
        //: What a value in a file must be: "The file is damaged: the run's 'path' is not text."
        bad(QLatin1String(key), QT_TRANSLATE_NOOP("DriveScope", "text"));
    return v.toString();
}

bool JsonReader::boolean(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isBool())
        //: What a value in a file must be: "The file is damaged: the run's 'path' is not true or false."
        bad(QLatin1String(key), QT_TRANSLATE_NOOP("DriveScope", "true or false"));
    return v.toBool();
}

double JsonReader::number(const QJsonObject &o, const char *key, double min, double max)
{
    const auto n = finiteNumber(o.value(QLatin1String(key)), min, max);
    if (!n) {
        //: What a value in a file must be: "The file is damaged: the run's 'path' is not a number in range."
        bad(QLatin1String(key), QT_TRANSLATE_NOOP("DriveScope", "a number in range"));
        return 0;
    }
    return *n;
}

qint64 JsonReader::integer(const QJsonObject &o, const char *key, qint64 min, qint64 max)
{
    const auto n = wholeNumber(o.value(QLatin1String(key)), min, max);
    if (!n) {
        //: What a value in a file must be: "The file is damaged: the run's 'path' is not a whole number in range."
        bad(QLatin1String(key), QT_TRANSLATE_NOOP("DriveScope", "a whole number in range"));
        return 0;
    }
    return *n;
}

QJsonObject JsonReader::object(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isObject())
        //: What a value in a file must be: "The file is damaged: the run's 'path' is not an object."
        bad(QLatin1String(key), QT_TRANSLATE_NOOP("DriveScope", "an object"));
    return v.toObject();
}

QJsonArray JsonReader::array(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (!v.isArray())
        //: What a value in a file must be: "The file is damaged: the run's 'path' is not a list."
        bad(QLatin1String(key), QT_TRANSLATE_NOOP("DriveScope", "a list"));
    return v.toArray();
}

std::optional<qint64> JsonReader::wholeNumber(const QJsonValue &v, qint64 min, qint64 max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    // Checked as a double first: toInteger() of a huge double is not defined to fail.
    if (!std::isfinite(d) || d != std::floor(d) || d < double(min) || d > double(max))
        return std::nullopt;
    const qint64 i = v.toInteger(std::numeric_limits<qint64>::min());
    if (i == std::numeric_limits<qint64>::min() || i < min || i > max)
        return std::nullopt;
    return i;
}

std::optional<double> JsonReader::finiteNumber(const QJsonValue &v, double min, double max)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < min || d > max)
        return std::nullopt;
    return d;
}

qint64 JsonReader::wholeOr(const QJsonValue &v, qint64 fallback, qint64 min, qint64 max)
{
    return wholeNumber(v, min, max).value_or(fallback);
}

} // namespace DriveScope
