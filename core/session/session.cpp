// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/session/session.h"

namespace DriveScope {

qint64 Session::sampleCount() const
{
    qint64 n = 0;
    for (const RunResult &r : runs)
        n += qint64(r.samples.size());
    return n;
}

QString describeRun(const RunResult &run, const QString &label)
{
    QString s = QStringLiteral("%1 of %2, %3, %4 samples")
                    .arg(run.benchmark, run.target.path, runStatusName(run.status))
                    .arg(run.samples.size());
    if (run.startedAt.isValid())
        s += QStringLiteral(", started %1").arg(run.startedAt.toString(Qt::ISODate));
    if (!label.isEmpty())
        s += QStringLiteral(" [%1]").arg(label);
    return s;
}

} // namespace DriveScope
