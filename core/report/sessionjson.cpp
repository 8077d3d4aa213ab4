// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/sessionjson.h"

#include "core/report/runreport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace DriveScope {

QByteArray sessionJson(const Session &session)
{
    QJsonArray runs;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        QJsonObject run = runReportJson(session.runs[i]);
        run.insert(QStringLiteral("label"), session.label(i));
        runs.append(run);
    }
    const QJsonObject doc { { QStringLiteral("format"), QStringLiteral("drivescope-session-report") },
        { QStringLiteral("format_version"), 1 }, { QStringLiteral("title"), session.title },
        { QStringLiteral("notes"), session.notes }, { QStringLiteral("runs"), runs } };
    return QJsonDocument(doc).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace DriveScope
