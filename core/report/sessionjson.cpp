// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/sessionjson.h"

#include "core/report/runreport.h"
#include "core/report/streamedjson.h"

#include <QBuffer>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace DriveScope {

namespace {

QJsonObject sessionDocument(const Session &session, SampleColumns columns)
{
    QJsonArray runs;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        QJsonObject run = runReportJson(session.runs[i], columns);
        run.insert(QStringLiteral("label"), session.label(i));
        runs.append(run);
    }
    return QJsonObject { { QStringLiteral("format"), QStringLiteral("drivescope-session-report") },
        { QStringLiteral("format_version"), 1 }, { QStringLiteral("title"), session.title },
        { QStringLiteral("notes"), session.notes }, { QStringLiteral("runs"), runs } };
}

} // namespace

QByteArray sessionJson(const Session &session)
{
    // The samples go in as text, never as JSON values: about 43 bytes a sample, not 160.
    std::vector<const std::vector<Sample> *> samples;
    for (const RunResult &run : session.runs)
        samples.push_back(&run.samples);
    QByteArray text;
    QBuffer buffer(&text);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (writeStreamedJson(buffer, QJsonDocument(sessionDocument(session, SampleColumns::Streamed)), samples, &error))
        return text;
    // A QBuffer takes every write, and each run put one placeholder in: not reached. Were
    // it ever, the document with its samples inline is still right, only larger.
    qWarning("sessionJson: %s", qPrintable(error));
    return QJsonDocument(sessionDocument(session, SampleColumns::Inline)).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace DriveScope
