// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/util/environment.h"

#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QFile>

namespace DriveScope::Environment {

namespace {

constexpr const char *MemoryLimitName = "DRIVESCOPE_MEMORY_LIMIT";
constexpr const char *HelperName = "DRIVESCOPE_HELPER";

} // namespace

std::optional<qint64> memoryLimit(QString *error)
{
    if (qEnvironmentVariableIsEmpty(MemoryLimitName)) // unset, or set to nothing
        return std::nullopt;
    const QString text = qEnvironmentVariable(MemoryLimitName);
    QString why;
    const auto bytes = parseByteSize(text, &why);
    if (bytes && *bytes > 0)
        return bytes;
    if (error)
        *error = Text::tr("%1=%2 is not a memory limit: %3.")
                     .arg(QLatin1String(MemoryLimitName), text, bytes ? Text::tr("it must be above 0") : why);
    return std::nullopt;
}

QString helperPath(QString *error)
{
    const QByteArray raw = qgetenv(HelperName);
    if (raw.isEmpty())
        return {};
    if (raw.startsWith('/'))
        return QFile::decodeName(raw);
    if (error)
        *error = Text::tr("%1=%2 is not an absolute path to the privileged helper.")
                     .arg(QLatin1String(HelperName), QFile::decodeName(raw));
    return {};
}

QString problem()
{
    QString why;
    if (!memoryLimit(&why) && !why.isEmpty())
        return why;
    if (helperPath(&why).isEmpty() && !why.isEmpty())
        return why;
    return {};
}

} // namespace DriveScope::Environment
