// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/report/streamedjson.h"

#include "core/run/runjson.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QRandomGenerator>

namespace DriveScope {

namespace {

QString placeholderText()
{
    static const QString text = QStringLiteral("drivescope-streamed-samples-%1%2")
                                    .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'))
                                    .arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
    return text;
}

} // namespace

QJsonValue streamedSamplesPlaceholder()
{
    return placeholderText();
}

bool writeStreamedJson(
    QIODevice &out, const QJsonDocument &doc, const std::vector<const std::vector<Sample> *> &samples, QString *error)
{
    // In compact JSON a member's key opens right after '{' or ','; a quote inside a string
    // (a crafted config's key x"samples, say) follows a backslash. So a match there is
    // a "samples" member whose value is the placeholder, never part of a string.
    const QByteArray key = "\"samples\":";
    const QByteArray marker = key + '"' + placeholderText().toLatin1() + '"';
    const QByteArray text = doc.toJson(QJsonDocument::Compact);
    std::vector<qsizetype> at;
    for (qsizetype i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + marker.size()))
        if (i > 0 && (text[i - 1] == '{' || text[i - 1] == ','))
            at.push_back(i);
    if (at.size() != samples.size()) {
        *error = QStringLiteral("internal error: %1 runs' samples for %2 places in the JSON document")
                     .arg(samples.size())
                     .arg(at.size());
        return false;
    }
    qsizetype from = 0;
    bool ok = true;
    for (size_t n = 0; ok && n < at.size(); ++n) {
        ok = out.write(text.constData() + from, at[n] - from) == at[n] - from && out.write(key) == key.size()
            && writeSamplesJson(out, *samples[n]);
        from = at[n] + marker.size();
    }
    ok = ok && out.write(text.constData() + from, text.size() - from) == text.size() - from && out.write("\n", 1) == 1;
    if (!ok)
        *error = QStringLiteral("could not write the JSON document: %1").arg(out.errorString());
    return ok;
}

} // namespace DriveScope
