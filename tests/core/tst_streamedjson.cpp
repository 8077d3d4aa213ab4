// SPDX-License-Identifier: GPL-3.0-or-later
// --json writes a run's samples a piece at a time instead of building them as JSON
// values (about 250 bytes a sample on top of its 40). The streamed document must be the
// very bytes QJsonDocument writes for the same run with its samples inline, for every
// benchmark and for values at the edges of what a double holds exactly.
#include "benchruns.h"
#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthconfig.h"
#include "core/bench/seek/seekconfig.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/report/runreport.h"
#include "core/report/sessionjson.h"
#include "core/report/streamedjson.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

#include <algorithm>
#include <limits>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

QByteArray inlineJson(const QJsonDocument &doc)
{
    return doc.toJson(QJsonDocument::Compact) + '\n';
}

// Where two documents part, with some text around it, for a failure to show.
QString firstDifference(const QByteArray &actual, const QByteArray &expected)
{
    qsizetype i = 0;
    while (i < actual.size() && i < expected.size() && actual[i] == expected[i])
        ++i;
    const qsizetype from = std::max<qsizetype>(0, i - 40);
    return QStringLiteral("sizes %1 and %2, first difference at byte %3: ...%4 against ...%5")
        .arg(actual.size())
        .arg(expected.size())
        .arg(i)
        .arg(QString::fromUtf8(actual.mid(from, 80)), QString::fromUtf8(expected.mid(from, 80)));
}

QByteArray streamedJson(const QJsonDocument &doc, const std::vector<const std::vector<Sample> *> &samples)
{
    QByteArray text;
    QBuffer buffer(&text);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!writeStreamedJson(buffer, doc, samples, &error))
        qWarning("writeStreamedJson: %s", qPrintable(error));
    return text;
}

// A seek run whose samples carry the values QJsonDocument writes in its own ways: whole
// doubles either side of 2^53 (1e+16, rounded digits), negatives, every flag; and enough
// of them that each column is written in several pieces.
RunResult edgeRun(const QString &path)
{
    auto target = openTarget(QStringLiteral("sim:ssd"));
    RunResult run = runSeek(*target, SeekConfig { .count = 20, .seed = 3 });
    run.target.path = path;
    const qint64 edges[] = { 0, 1'000'000, 1'000'000'000'000, (qint64(1) << 53) - 1, (qint64(1) << 53) + 2,
        10'000'000'000'000'000, -(qint64(1) << 53), std::numeric_limits<qint64>::min() };
    for (int i = 0; i < 30'000; ++i) {
        Sample s;
        s.offset = edges[i % 8] + (i % 3 == 0 ? 0 : 4096 * qint64(i));
        s.startNs = edges[(i + 3) % 8];
        s.latencyNs = 80'000 + 7 * i;
        s.bytes = 4096 << (i % 9);
        s.result = i % 17 == 0 ? -5 : s.bytes;
        s.worker = quint16(i % 300);
        s.flags = quint16(i % 8);
        run.samples.push_back(s);
    }
    return run;
}

} // namespace

class TestStreamedJson : public QObject {
    Q_OBJECT

private slots:
    void streamedIsWhatQtWrites_data();
    void streamedIsWhatQtWrites();
    void sessionJsonStreamsEveryRunInTurn();
    void placeholderLookalikesInStringsAreLeftAlone();
    void anotherNumberOfRunsIsRefused();
    void failedWriteIsSaid();
};

void TestStreamedJson::streamedIsWhatQtWrites_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("seek with edge values") << 0;
    QTest::newRow("zone") << 1;
    QTest::newRow("sync write") << 2;
    QTest::newRow("depth") << 3;
    QTest::newRow("no samples") << 4;
}

void TestStreamedJson::streamedIsWhatQtWrites()
{
    QFETCH(int, which);
    RunResult run;
    auto hdd = openTarget(QStringLiteral("sim:hdd"));
    switch (which) {
    case 0: run = edgeRun(QStringLiteral("/dev/sdz")); break;
    case 1: {
        const auto plan = planZone(ZoneConfig { .points = 10, .bytesPerPoint = 8 << 20 }, hdd->info(), nullptr);
        QVERIFY(plan);
        run = runToEnd(makeZoneBenchmark(*hdd, *plan));
        break;
    }
    case 2: {
        auto writable = openTarget(QStringLiteral("sim:hdd"), openOptionsFor(SyncMode::OSync));
        run = runSyncWrite(*writable, SyncWriteConfig { .count = 300 }, 1024, SyncMode::OSync);
        break;
    }
    case 3: {
        auto ssd = openTarget(QStringLiteral("sim:ssd"));
        const auto plan = planDepth(
            DepthConfig { .depths = { 1, 4 }, .durationNs = 50'000'000, .maxIosPerDepth = 2000 }, ssd->info(), nullptr);
        QVERIFY(plan);
        run = runToEnd(makeDepthBenchmark(*ssd, *plan));
        break;
    }
    default: run = edgeRun(QStringLiteral("/dev/sdz")); run.samples.clear();
    }
    QVERIFY2(which == 4 || run.samples.size() > 10, qPrintable(run.failure.message));
    const QByteArray expected = inlineJson(QJsonDocument(runReportJson(run, SampleColumns::Inline)));
    const QByteArray streamed
        = streamedJson(QJsonDocument(runReportJson(run, SampleColumns::Streamed)), { &run.samples });
    QVERIFY2(streamed == expected, qPrintable(firstDifference(streamed, expected)));
}

void TestStreamedJson::sessionJsonStreamsEveryRunInTurn()
{
    Session session;
    session.title = QStringLiteral("two drives");
    session.addRun(edgeRun(QStringLiteral("/dev/sda")), QStringLiteral("first"));
    RunResult second = edgeRun(QStringLiteral("/dev/sdb"));
    second.samples.resize(7); // unlike the first, so a swap would show
    session.addRun(second, QStringLiteral("second"));

    QJsonArray runs;
    for (std::size_t i = 0; i < session.runs.size(); ++i) {
        QJsonObject run = runReportJson(session.runs[i], SampleColumns::Inline);
        run.insert(QStringLiteral("label"), session.label(i));
        runs.append(run);
    }
    const QJsonObject doc { { QStringLiteral("format"), QStringLiteral("drivescope-session-report") },
        { QStringLiteral("format_version"), 1 }, { QStringLiteral("title"), session.title },
        { QStringLiteral("notes"), session.notes }, { QStringLiteral("runs"), runs } };
    QVERIFY(sessionJson(session) == inlineJson(QJsonDocument(doc)));
}

void TestStreamedJson::placeholderLookalikesInStringsAreLeftAlone()
{
    // A target path (or a session's notes) can say anything: even the placeholder and the
    // member it stands for. Only the member runReportJson put there is replaced.
    const QString placeholder = streamedSamplesPlaceholder().toString();
    RunResult run = edgeRun(QStringLiteral("/tmp/\"samples\":\"%1\"/x\\\"samples\\\":\\\"%1\"").arg(placeholder));
    run.target.model = placeholder; // a string that is the placeholder, whole
    // A config read from a crafted session file: its key ends in "samples, so its text
    // holds "samples":"<placeholder>" after an escaped quote.
    run.config.insert(QStringLiteral("x\"samples"), placeholder);
    const QByteArray expected = inlineJson(QJsonDocument(runReportJson(run, SampleColumns::Inline)));
    const QByteArray streamed
        = streamedJson(QJsonDocument(runReportJson(run, SampleColumns::Streamed)), { &run.samples });
    QVERIFY2(streamed == expected, qPrintable(firstDifference(streamed, expected)));
}

void TestStreamedJson::anotherNumberOfRunsIsRefused()
{
    const RunResult run = edgeRun(QStringLiteral("/dev/sdz"));
    const QJsonDocument doc(runReportJson(run, SampleColumns::Streamed));
    QByteArray text;
    QBuffer buffer(&text);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    QVERIFY(!writeStreamedJson(buffer, doc, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("0 runs' samples for 1 places")), qPrintable(error));
    QVERIFY(!writeStreamedJson(buffer, doc, { &run.samples, &run.samples }, &error));
    QVERIFY2(error.contains(QStringLiteral("2 runs' samples for 1 places")), qPrintable(error));
    QVERIFY(text.isEmpty()); // nothing half-written
}

void TestStreamedJson::failedWriteIsSaid()
{
    QFile full(QStringLiteral("/dev/full"));
    if (!full.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        QSKIP("no /dev/full to write to");
    const RunResult run = edgeRun(QStringLiteral("/dev/sdz"));
    QString error;
    QVERIFY(
        !writeStreamedJson(full, QJsonDocument(runReportJson(run, SampleColumns::Streamed)), { &run.samples }, &error));
    QVERIFY2(error.startsWith(QStringLiteral("could not write the JSON document: ")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestStreamedJson)
#include "tst_streamedjson.moc"
