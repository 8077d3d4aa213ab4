// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5 from a terminal: --save on the benchmarks, report (text, CSV, JSON), a
// damaged session refused without running anything, and a run killed with SIGKILL
// while saving brought back by recover (and by the next --save). Runs the real binary.
#include "cliprocess.h"
#include "testfiles.h"

#include "core/session/runjournal.h"
#include "core/session/sessionfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

QString sessionPath(const QString &name)
{
    const QString path = scratchRoot() + QStringLiteral("/cli-") + name + QStringLiteral(".dss");
    QFile::remove(path);
    QFile::remove(path + QStringLiteral(".journal"));
    return path;
}

// The report's text without the "== Run i of n" lines it puts before each run.
QString withoutRunHeadings(const QString &text)
{
    QStringList lines = text.split(u'\n');
    lines.removeIf([](const QString &l) { return l.startsWith(QStringLiteral("== Run ")); });
    return lines.join(u'\n');
}

// A paced seek of the simulated disk: 100000 reads of ~12.7 ms, so it runs until killed.
QStringList pacedSeek()
{
    return { QStringLiteral("seek"), QStringLiteral("sim:hdd,paced"), QStringLiteral("-n"), QStringLiteral("100000") };
}

// Starts drivescope-cli with args, saving to session (--save), in p.
void startSaving(QProcess &p, const QStringList &args, const QString &session)
{
    p.start(QStringLiteral(DRIVESCOPE_CLI_PATH), args + QStringList { QStringLiteral("--save"), session });
}

} // namespace

class TestSessionCli : public QObject {
    Q_OBJECT
private slots:
    void savedRunsReportAsLive()
    {
        const QString s = sessionPath(QStringLiteral("live"));
        const CliResult seek = runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"),
            QStringLiteral("400"), QStringLiteral("-w"), QStringLiteral("2"), QStringLiteral("--save"), s });
        QCOMPARE(seek.exitCode, 0);
        QVERIFY2(seek.err.contains(QStringLiteral("saved as run 1 of")), qPrintable(seek.err));
        const CliResult zone = runCli({ QStringLiteral("zone"), QStringLiteral("sim:ssd"), QStringLiteral("--points"),
            QStringLiteral("8"), QStringLiteral("--save"), s });
        QCOMPARE(zone.exitCode, 0);
        const CliResult sync = runCli({ QStringLiteral("syncwrite"), QStringLiteral("sim:hdd"), QStringLiteral("-n"),
            QStringLiteral("100"), QStringLiteral("--save"), s });
        QCOMPARE(sync.exitCode, 0);
        const CliResult bw = runCli({ QStringLiteral("bandwidth"), QStringLiteral("sim:hdd"), QStringLiteral("--total"),
            QStringLiteral("32MiB"), QStringLiteral("--save"), s });
        QCOMPARE(bw.exitCode, 0);
        QVERIFY(!QFileInfo::exists(s + QStringLiteral(".journal"))); // removed after a normal save

        const CliResult report = runCli({ QStringLiteral("report"), s });
        QCOMPARE(report.exitCode, 0);
        QCOMPARE(report.out.count(QStringLiteral("== Run ")), 5); // syncwrite: one run per size
        const QString live = seek.out + u'\n' + zone.out + u'\n' + sync.out + u'\n' + bw.out;
        QCOMPARE(withoutRunHeadings(report.out), live);

        // CSV: a header naming units, one row per sample.
        const QString csvPath = scratchRoot() + QStringLiteral("/cli-live.csv");
        QCOMPARE(runCli({ QStringLiteral("report"), s, QStringLiteral("--csv"), csvPath }).exitCode, 0);
        const QList<QByteArray> rows = readWholeFile(csvPath).trimmed().split('\n');
        QVERIFY(rows.first().startsWith("run,benchmark,worker,offset_bytes,start_ns,latency_ns,bytes_requested"));
        const auto session = SessionFile::load(s, nullptr);
        QVERIFY(session);
        QCOMPARE(qint64(rows.size() - 1), session->sampleCount());
        QVERIFY(rows.at(1).startsWith("1,seek,"));

        // JSON: the same document per run as the benchmark's --json.
        const CliResult json = runCli({ QStringLiteral("report"), s, QStringLiteral("--json"), QStringLiteral("-") });
        QCOMPARE(json.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("runs")).toArray().size(), 5);
        const QJsonObject first = doc.value(QStringLiteral("runs")).toArray().first().toObject();
        QCOMPARE(first.value(QStringLiteral("benchmark")).toString(), QStringLiteral("seek"));
        QCOMPARE(first.value(QStringLiteral("samples")).toObject().value(QStringLiteral("count")).toInteger(), 802);
        QVERIFY(doc.value(QStringLiteral("runs")).toArray().at(1).toObject().contains(QStringLiteral("zone")));
        QVERIFY(doc.value(QStringLiteral("runs")).toArray().at(4).toObject().contains(QStringLiteral("bandwidth")));
        QFile::remove(csvPath);
        QFile::remove(s);
    }

    void damagedSessionIsLeftAlone()
    {
        const QString s = sessionPath(QStringLiteral("damaged"));
        QCOMPARE(runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"), QStringLiteral("50"),
                            QStringLiteral("--save"), s })
                     .exitCode,
            0);
        QByteArray bytes = readWholeFile(s);
        bytes[bytes.size() / 2] = char(bytes[bytes.size() / 2] ^ 0x10);
        {
            QFile f(s);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const CliResult report = runCli({ QStringLiteral("report"), s });
        QCOMPARE(report.exitCode, 6);
        QCOMPARE(report.err.count(u'\n'), 1);
        QVERIFY2(report.err.contains(QStringLiteral("checksum does not match")), qPrintable(report.err));
        QVERIFY(report.out.isEmpty());
        // --save refuses to run rather than replace a file it cannot read.
        const CliResult seek = runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"),
            QStringLiteral("50"), QStringLiteral("--save"), s });
        QCOMPARE(seek.exitCode, 6);
        QVERIFY(seek.out.isEmpty());
        QCOMPARE(readWholeFile(s), bytes);
        QCOMPARE(runCli({ QStringLiteral("report"), scratchRoot() + QStringLiteral("/no-such.dss") }).exitCode, 6);
        QFile::remove(s);
    }

    // kill -9 during a paced run: every sample the journal had taken is recovered. (That
    // it takes them every half second, so a kill loses at most the last one, is its
    // interval's doing; a wall-clock bound on it here broke on loaded machines.)
    void killedRunIsRecovered()
    {
        const QString s = sessionPath(QStringLiteral("killed"));
        const QString journal = RunJournal::pathForSession(s);
        QProcess p;
        startSaving(p, pacedSeek(), s);
        QVERIFY(p.waitForStarted());
        // What the journal holds just before the kill: decoded from a copy, after it has
        // taken samples twice (so the run was journalled as it went, not only at its start).
        std::size_t journalled = 0;
        std::size_t firstSeen = 0;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                const auto held = RunJournal::decode(readWholeFile(journal), journal, nullptr);
                journalled = held ? held->samples.size() : 0;
                if (firstSeen == 0)
                    firstSeen = journalled;
                return firstSeen > 0 && journalled > firstSeen;
            }(),
            30000);
        p.kill(); // SIGKILL: no handler, no flush
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        QVERIFY(QFileInfo::exists(journal));
        QVERIFY(!QFileInfo::exists(s)); // nothing saved normally

        const CliResult recover = runCli({ QStringLiteral("recover"), s });
        QCOMPARE(recover.exitCode, 0);
        QVERIFY2(recover.err.contains(QStringLiteral("recovered (partial)")), qPrintable(recover.err));
        QVERIFY(!QFileInfo::exists(journal));
        QString error;
        const auto session = SessionFile::load(s, &error);
        QVERIFY2(session, qPrintable(error));
        QCOMPARE(session->runs.size(), std::size_t(1));
        QCOMPARE(session->label(0), QStringLiteral("recovered (partial)"));
        const RunResult &run = session->runs[0];
        QCOMPARE(run.benchmark, QStringLiteral("seek"));
        QCOMPARE(run.status, RunStatus::Cancelled);
        qint64 lastEndNs = 0;
        qint64 previousStart = -1;
        for (const Sample &x : run.samples) {
            QVERIFY(x.latencyNs > 0 && x.latencyNs < 100'000'000);
            QCOMPARE(x.result, x.bytes);
            QVERIFY(x.offset >= 0 && x.offset + x.bytes <= run.target.sizeBytes);
            QVERIFY(x.startNs >= previousStart);
            previousStart = x.startNs;
            lastEndNs = std::max(lastEndNs, x.startNs + x.latencyNs);
        }
        qInfo("journal held %zu samples (first seen with %zu) before the kill: %zu recovered, the last ending at "
              "%.3f s",
            journalled, firstSeen, run.samples.size(), double(lastEndNs) / 1e9);
        QVERIFY(run.samples.size() >= journalled);
        // The report says partial.
        const CliResult report = runCli({ QStringLiteral("report"), s });
        QCOMPARE(report.exitCode, 0);
        QVERIFY(report.out.contains(QStringLiteral("recovered (partial)")));
        QVERIFY(report.out.contains(QStringLiteral("partial"), Qt::CaseInsensitive));
        QFile::remove(s);
    }

    // A speed grid killed part way: the tests it finished keep their cells (the journal
    // holds each finished test run's counts and histogram; its capped samples alone
    // left every cell "not measured").
    void killedSpeedRunKeepsItsFinishedCells()
    {
        const QString s = sessionPath(QStringLiteral("killed-speed"));
        const QString journal = RunJournal::pathForSession(s);
        QProcess p;
        startSaving(p,
            { QStringLiteral("speed"), QStringLiteral("sim:ssd,paced"), QStringLiteral("--area"),
                QStringLiteral("64MiB"), QStringLiteral("-t"), QStringLiteral("0.3"), QStringLiteral("-n"),
                QStringLiteral("1") },
            s);
        QVERIFY(p.waitForStarted());
        auto journalHasPhases = [&] {
            QFile f(journal);
            return f.open(QIODevice::ReadOnly) && f.readAll().contains("PHAS");
        };
        QTRY_VERIFY_WITH_TIMEOUT(journalHasPhases(), 15000);
        p.kill();
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);

        const CliResult recover = runCli({ QStringLiteral("recover"), s });
        QCOMPARE(recover.exitCode, 0);
        QString error;
        const auto session = SessionFile::load(s, &error);
        QVERIFY2(session, qPrintable(error));
        const RunResult &run = session->runs.at(0);
        QCOMPARE(run.benchmark, QStringLiteral("speed"));
        QVERIFY(!run.phases.empty());
        QCOMPARE(run.phases.front().phase, QStringLiteral("SEQ1M Q8T1 · read · 1"));
        for (const PhaseStats &phase : run.phases)
            QVERIFY2(phase.ios > 0 && phase.megabytesPerSecond() > 0, qPrintable(phase.phase));
        const CliResult report = runCli({ QStringLiteral("report"), s });
        QCOMPARE(report.exitCode, 0);
        const QRegularExpression measured(
            QStringLiteral("^SEQ1M Q8T1\\s+read\\s+\\d+\\.\\d\\s"), QRegularExpression::MultilineOption);
        QVERIFY2(measured.match(report.out).hasMatch(), qPrintable(report.out));
        qInfo("%zu finished test runs recovered", run.phases.size());
        QFile::remove(s);
    }

    // The next --save to the same session recovers a crashed run's journal first.
    void nextSaveRecoversTheJournal()
    {
        const QString s = sessionPath(QStringLiteral("nextsave"));
        QProcess p;
        startSaving(p, pacedSeek(), s);
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(RunJournal::pathForSession(s)).size() > 2000, 10000);
        // While it runs, another --save to the same session is refused.
        const CliResult busy = runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"),
            QStringLiteral("20"), QStringLiteral("--save"), s });
        QCOMPARE(busy.exitCode, 6);
        QVERIFY(busy.err.contains(QStringLiteral("another run is saving")));
        p.kill();
        QVERIFY(p.waitForFinished());
        const CliResult next = runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"),
            QStringLiteral("20"), QStringLiteral("--save"), s });
        QCOMPARE(next.exitCode, 0);
        const auto session = SessionFile::load(s, nullptr);
        QVERIFY(session);
        QCOMPARE(session->runs.size(), std::size_t(2));
        QCOMPARE(session->label(0), QStringLiteral("recovered (partial)"));
        QVERIFY(session->runs[0].samples.size() > 0);
        QCOMPARE(session->runs[1].status, RunStatus::Completed);
        QCOMPARE(runCli({ QStringLiteral("recover"), s }).exitCode, 3); // nothing left to recover
        QFile::remove(s);
    }
};

QTEST_GUILESS_MAIN(TestSessionCli)
#include "tst_sessioncli.moc"
