// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/sessionjson.h"

#include "core/report/runreport.h"
#include "core/report/streamedjson.h"

#include <QBuffer>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace DriveScope {

QByteArray sessionJson(const Session &session)
{
    QJsonArray runs;
    std::vector<const std::vector<Sample> *> samples;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        QJsonObject run = runReportJson(session.runs[i], SampleColumns::Streamed);
        run.insert(QStringLiteral("label"), session.label(i));
        runs.append(run);
        samples.push_back(&session.runs[i].samples);
    }
    const QJsonObject doc { { QStringLiteral("format"), QStringLiteral("drivescope-session-report") },
        { QStringLiteral("format_version"), 1 }, { QStringLiteral("title"), session.title },
        { QStringLiteral("notes"), session.notes }, { QStringLiteral("runs"), runs } };
    // The samples go in as text, never as JSON values: about 43 bytes a sample, not 160.
    QByteArray text;
    QBuffer buffer(&text);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    const bool written = writeStreamedJson(buffer, QJsonDocument(doc), samples, &error);
    Q_ASSERT_X(written, "sessionJson", qPrintable(error)); // a QBuffer takes every write
    return text;
}

} // namespace DriveScope
