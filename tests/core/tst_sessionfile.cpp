// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5: a session file gives back exactly what was saved (every sample field, the
// config, target, host, times; the same reports), and every kind of damaged file is
// refused with one sentence, without a crash or a large allocation.
#include "benchruns.h"
#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekconfig.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/report/runreport.h"
#include "core/session/runjournal.h"
#include "core/session/runmetajson.h"
#include "core/session/samplecolumns.h"
#include "core/session/sessionfile.h"
#include "core/session/taggedrecords.h"
#include "core/util/random.h"
#include "sessionbytes.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QTest>

#include <random>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

RunResult seekRun(const QString &spec, qint64 count = 500, int workers = 2)
{
    auto target = openTarget(spec);
    SeekConfig config;
    config.count = count;
    config.workers = workers;
    config.seed = 42;
    return runSeek(*target, config);
}

RunResult zoneRun()
{
    auto target = openTarget(QStringLiteral("sim:hdd"));
    ZoneConfig config;
    config.points = 10;
    config.bytesPerPoint = 8 << 20;
    const auto plan = planZone(config, target->info(), nullptr);
    return runToEnd(makeZoneBenchmark(*target, *plan));
}

RunResult syncWriteRun()
{
    auto target = openTarget(QStringLiteral("sim:hdd"));
    SyncWriteConfig config;
    config.count = 300;
    return runSyncWrite(*target, config, 1024, SyncMode::OSync);
}

RunResult bandwidthRun()
{
    auto target = openTarget(QStringLiteral("sim:hdd"));
    BandwidthConfig config;
    config.total = 64 << 20;
    const auto plan = planBandwidth(config, target->info(), nullptr);
    RunResult run
        = runToEnd(std::make_shared<BandwidthBenchmark>(*target, *plan, DiskStatsSource::forTarget(target->info())));
    // The simulated drive has no kernel counters: give the run some, to round-trip them.
    for (int i = 0; i < 3; ++i) {
        IostatRow r;
        r.startNs = i * 1'000'000'000LL - 7;
        r.endNs = (i + 1) * 1'000'000'000LL;
        r.elapsedS = 1.0000001;
        r.readIos = 1000 + i;
        r.readSectors = 2048 * r.readIos;
        r.readTicksMs = 900;
        r.ioTicksMs = 990;
        r.timeInQueueMs = 1200;
        r.inFlightAtEnd = 1;
        deriveIostatColumns(r);
        run.deviceStats.push_back(r);
    }
    run.deviceStatsSource = QJsonObject { { QStringLiteral("name"), QStringLiteral("loop9") } };
    return run;
}

void compareRuns(const RunResult &a, const RunResult &b)
{
    QCOMPARE(b.benchmark, a.benchmark);
    QCOMPARE(b.direct, a.direct);
    QCOMPARE(b.sparseTarget, a.sparseTarget);
    QCOMPARE(b.config, a.config);
    QCOMPARE(b.expectedSamples, a.expectedSamples);
    QCOMPARE(b.status, a.status);
    QCOMPARE(b.failure.errnoValue, a.failure.errnoValue);
    QCOMPARE(b.failure.offset, a.failure.offset);
    QCOMPARE(b.failure.message, a.failure.message);
    QCOMPARE(b.startedAt, a.startedAt);
    QCOMPARE(b.finishedAt, a.finishedAt);
    QCOMPARE(b.startedAt.toString(Qt::ISODateWithMs), a.startedAt.toString(Qt::ISODateWithMs));
    QCOMPARE(b.elapsedNs, a.elapsedNs);
    QCOMPARE(b.host.hostname, a.host.hostname);
    QCOMPARE(b.host.kernel, a.host.kernel);
    QCOMPARE(b.host.cpu, a.host.cpu);
    QCOMPARE(b.host.cores, a.host.cores);
    const DeviceInfo &x = a.target, &y = b.target;
    QCOMPARE(y.path, x.path);
    QCOMPARE(y.canonicalPath, x.canonicalPath);
    QCOMPARE(y.kind, x.kind);
    QCOMPARE(y.sizeBytes, x.sizeBytes);
    QCOMPARE(y.logicalBlockSize, x.logicalBlockSize);
    QCOMPARE(y.physicalBlockSize, x.physicalBlockSize);
    QCOMPARE(y.directIoAlignment, x.directIoAlignment);
    QCOMPARE(y.rotational, x.rotational);
    QCOMPARE(y.diskName, x.diskName);
    QCOMPARE(y.model, x.model);
    QCOMPARE(y.vendor, x.vendor);
    QCOMPARE(y.serial, x.serial);
    QCOMPARE(y.writeCache, x.writeCache);
    QCOMPARE(y.scheduler, x.scheduler);
    QCOMPARE(y.maxSectorsKb, x.maxSectorsKb);
    QCOMPARE(y.removable, x.removable);
    QCOMPARE(y.loopBackingFile, x.loopBackingFile);
    QCOMPARE(y.fileSystemType, x.fileSystemType);
    QCOMPARE(b.samples.size(), a.samples.size());
    for (std::size_t i = 0; i < a.samples.size(); ++i) {
        const Sample &s = a.samples[i], &t = b.samples[i];
        if (s.offset != t.offset || s.startNs != t.startNs || s.latencyNs != t.latencyNs || s.bytes != t.bytes
            || s.result != t.result || s.worker != t.worker || s.flags != t.flags)
            QFAIL(qPrintable(QStringLiteral("sample %1 differs").arg(i)));
    }
    QCOMPARE(b.deviceStats.size(), a.deviceStats.size());
    for (std::size_t i = 0; i < a.deviceStats.size(); ++i) {
        const IostatRow &r = a.deviceStats[i], &s = b.deviceStats[i];
        QCOMPARE(s.startNs, r.startNs);
        QCOMPARE(s.endNs, r.endNs);
        QCOMPARE(s.elapsedS, r.elapsedS);
        QCOMPARE(s.readIos, r.readIos);
        QCOMPARE(s.readSectors, r.readSectors);
        QCOMPARE(s.timeInQueueMs, r.timeInQueueMs);
        QCOMPARE(s.inFlightAtEnd, r.inFlightAtEnd);
        QCOMPARE(s.readBytesPerS, r.readBytesPerS);
        QCOMPARE(s.utilPercent, r.utilPercent);
        QCOMPARE(s.avgQueueSize, r.avgQueueSize);
    }
    QCOMPARE(b.deviceStatsSource, a.deviceStatsSource);
    // The same reports and summaries as live.
    QCOMPARE(runTextReport(b), runTextReport(a));
    QCOMPARE(QJsonDocument(runReportJson(b)).toJson(), QJsonDocument(runReportJson(a)).toJson());
    const LatencySummary sa = runLatencySummary(a), sb = runLatencySummary(b);
    QCOMPARE(sb.count, sa.count);
    QCOMPARE(sb.meanNs, sa.meanNs);
    QCOMPARE(sb.p99Ns, sa.p99Ns);
    QCOMPARE(sb.elapsedSeconds, sa.elapsedSeconds);
}

Session smallSession()
{
    Session s;
    s.title = QStringLiteral("small");
    s.notes = QStringLiteral("two runs");
    s.addRun(seekRun(QStringLiteral("sim:hdd"), 60, 2));
    s.addRun(syncWriteRun(), QStringLiteral("label"));
    s.runs.edit(s.runs.size() - 1).samples.resize(40);
    return s;
}

QString expectFailure(const QByteArray &data)
{
    QString error;
    const auto s = SessionFile::decode(data, &error);
    if (s)
        return {};
    return error.isEmpty() ? QStringLiteral("(no message)") : error;
}

} // namespace

class TestSessionFile : public QObject {
    Q_OBJECT
private slots:
    void roundTripEveryBenchmark()
    {
        Session session;
        session.title = QStringLiteral("Round trip ü");
        session.notes = QStringLiteral("notes\nwith two lines");
        session.addRun(seekRun(QStringLiteral("sim:hdd")));
        session.addRun(zoneRun());
        session.addRun(syncWriteRun(), QStringLiteral("recovered (partial)"));
        session.addRun(bandwidthRun());
        // A failed run with a non-UTC time keeps its failure and its time zone.
        RunResult failed = seekRun(QStringLiteral("sim:ssd"), 50, 1);
        failed.status = RunStatus::Failed;
        failed.failure = { 5, 123456789012, QStringLiteral("Input/output error at 123456789012.") };
        failed.startedAt = QDateTime::currentDateTime().toOffsetFromUtc(3600);
        failed.finishedAt = QDateTime::currentDateTime();
        session.addRun(failed);
        session.addRun(RunResult {}); // nothing at all

        const QString path = scratchRoot() + QStringLiteral("/roundtrip.dss");
        QString error;
        QVERIFY2(SessionFile::save(session, path, &error), qPrintable(error));
        const auto back = SessionFile::load(path, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->title, session.title);
        QCOMPARE(back->notes, session.notes);
        QCOMPARE(back->runs.size(), session.runs.size());
        for (std::size_t i = 0; i < session.runs.size(); ++i) {
            compareRuns(session.runs[i], back->runs[i]);
            if (QTest::currentTestFailed())
                QFAIL(qPrintable(QStringLiteral("run %1 (%2)").arg(i).arg(session.runs[i].benchmark)));
            QCOMPARE(back->label(i), session.label(i));
        }
        QCOMPARE(back->runs[3].deviceStats.size(), std::size_t(3));
        // Saving what was read gives the same bytes.
        QCOMPARE(SessionFile::encode(*back), SessionFile::encode(session));
    }

    void roundTripRealFile()
    {
        const QString file = scratchRoot() + QStringLiteral("/session-target.bin");
        QVERIFY(makeRandomFile(file, 16 << 20));
        const RunResult run = seekRun(file, 200, 1);
        QCOMPARE(run.status, RunStatus::Completed);
        QCOMPARE(run.target.kind, DeviceInfo::Kind::RegularFile);
        Session s;
        s.addRun(run);
        QString error;
        const auto back = SessionFile::decode(SessionFile::encode(s), &error);
        QVERIFY2(back, qPrintable(error));
        compareRuns(run, back->runs[0]);
        QFile::remove(file);
    }

    // Odd sample values (negative, extremes, unaligned) survive the column encoding; a
    // session file holding them is refused as implausible (issue 15: a crafted start +
    // latency that overflows made reports abort).
    void extremeSampleValues()
    {
        RunResult run;
        run.benchmark = QStringLiteral("seek");
        std::mt19937_64 rng(7);
        for (int i = 0; i < 5000; ++i) {
            Sample s;
            s.offset = i % 7 == 0 ? std::numeric_limits<qint64>::max() - i : qint64(rng());
            s.startNs = i % 5 == 0 ? std::numeric_limits<qint64>::min() + i : qint64(rng());
            s.latencyNs = qint64(rng()) >> (i % 60);
            s.bytes = qint32(rng());
            s.result = i % 3 == 0 ? -5 : qint32(rng());
            s.worker = quint16(rng());
            s.flags = quint16(rng());
            run.samples.push_back(s);
        }
        QString error;
        const auto columns = decodeSampleColumns(encodeSampleColumns(run.samples), &error);
        QVERIFY2(columns, qPrintable(error));
        QCOMPARE(columns->size(), run.samples.size());
        QVERIFY(std::memcmp(columns->data(), run.samples.data(), run.samples.size() * sizeof(Sample)) == 0);
        Session session;
        session.addRun(run);
        QVERIFY(!SessionFile::decode(SessionFile::encode(session), &error));
        QVERIFY2(error.contains(QStringLiteral("which no measurement gives")), qPrintable(error));
    }

    void truncatedAtEveryOffset()
    {
        const QByteArray data = SessionFile::encode(smallSession());
        QVERIFY(data.size() > 1000);
        for (qsizetype n = 0; n < data.size(); ++n) {
            const QString e = expectFailure(data.left(n));
            if (e.isEmpty())
                QFAIL(qPrintable(QStringLiteral("a prefix of %1 of %2 bytes was accepted").arg(n).arg(data.size())));
        }
        QVERIFY(expectFailure(data.left(data.size() - 1)).contains(QStringLiteral("truncated")));
        QVERIFY(expectFailure(data + "x").contains(QStringLiteral("damaged")));
    }

    void newerVersionIsRefused()
    {
        QByteArray data = SessionFile::encode(smallSession());
        qToLittleEndian<quint32>(2, data.data() + 9);
        const QString e = expectFailure(data);
        QVERIFY2(e.contains(QStringLiteral("newer DriveScope (format version 2)")), qPrintable(e));
        QVERIFY(expectFailure(QByteArray("PK\x03\x04 not ours")).contains(QStringLiteral("not a DriveScope")));
    }

    void everyBitFlipIsCaught()
    {
        const QByteArray data = SessionFile::encode(smallSession());
        for (qsizetype i = 0; i < data.size(); ++i) {
            for (int bit = 0; bit < 8; bit += 3) {
                QByteArray d = data;
                d[i] = char(d[i] ^ (1 << bit));
                if (expectFailure(d).isEmpty())
                    QFAIL(qPrintable(QStringLiteral("a flipped bit %1 of byte %2 was accepted").arg(bit).arg(i)));
            }
        }
    }

    void wrongJsonTypes_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("benchmark number")
            << QStringLiteral("benchmark") << QJsonValue(5) << QStringLiteral("'benchmark'");
        QTest::newRow("status unknown") << QStringLiteral("status") << QJsonValue(QStringLiteral("exploded"))
                                        << QStringLiteral("'status'");
        QTest::newRow("config array") << QStringLiteral("config") << QJsonValue(QJsonArray { 1 })
                                      << QStringLiteral("'config'");
        QTest::newRow("elapsed text") << QStringLiteral("elapsed_ns") << QJsonValue(QStringLiteral("1"))
                                      << QStringLiteral("'elapsed_ns'");
        QTest::newRow("expected negative")
            << QStringLiteral("expected_samples") << QJsonValue(-1) << QStringLiteral("'expected_samples'");
        QTest::newRow("fraction") << QStringLiteral("expected_samples") << QJsonValue(1.5)
                                  << QStringLiteral("'expected_samples'");
        QTest::newRow("target missing") << QStringLiteral("target") << QJsonValue() << QStringLiteral("'target'");
        QTest::newRow("host string") << QStringLiteral("host") << QJsonValue(QStringLiteral("x"))
                                     << QStringLiteral("'host'");
        QTest::newRow("sample count lies")
            << QStringLiteral("sample_count") << QJsonValue(61) << QStringLiteral("declares 61 samples");
        QTest::newRow("sample count huge")
            << QStringLiteral("sample_count") << QJsonValue(1e15) << QStringLiteral("samples");
    }
    void wrongJsonTypes()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, expected);
        const QByteArray data = SessionFile::encode(smallSession());
        auto sections = sessionSections(data);
        QCOMPARE(sections[1].tag, QByteArray("RUNM"));
        QJsonObject meta = QJsonDocument::fromJson(sections[1].payload).object();
        if (value.isNull())
            meta.remove(key);
        else
            meta.insert(key, value);
        sections[1].payload = QJsonDocument(meta).toJson();
        const QString e = expectFailure(assembleSession(data, sections));
        QVERIFY2(e.contains(expected), qPrintable(e));
    }

    void lyingSampleSection()
    {
        const QByteArray data = SessionFile::encode(smallSession());
        auto sections = sessionSections(data);
        QCOMPARE(sections[2].tag, QByteArray("SMPL"));
        // Claims 2^60 samples: refused before anything is allocated.
        auto lie = sections;
        qToLittleEndian<quint64>(quint64(1) << 60, lie[2].payload.data());
        QVERIFY(expectFailure(assembleSession(data, lie)).contains(QStringLiteral("claims")));
        // A zlib header claiming 4 GB of columns.
        lie = sections;
        qToBigEndian<quint32>(0xFFFFFFF0u, lie[2].payload.data() + 9);
        QVERIFY(expectFailure(assembleSession(data, lie)).contains(QStringLiteral("claims")));
        // One sample fewer than the columns hold.
        lie = sections;
        qToLittleEndian<quint64>(59, lie[2].payload.data());
        QVERIFY(!expectFailure(assembleSession(data, lie)).isEmpty());
        // A section length of almost 4 GB: refused from the file size, nothing read.
        QByteArray huge = data;
        qToLittleEndian<quint32>(0xFFFFFFF0u, huge.data() + sections[2].offset + 4);
        QVERIFY(expectFailure(huge).contains(QStringLiteral("claims 4294967280 bytes")));
        // Sections out of order, doubled, or missing.
        auto swapped = sections;
        std::swap(swapped[1], swapped[2]);
        QVERIFY(!expectFailure(assembleSession(data, swapped)).isEmpty());
        auto missing = sections;
        missing.erase(missing.begin() + 2);
        QVERIFY(!expectFailure(assembleSession(data, missing)).isEmpty());
        auto doubled = sections;
        doubled.insert(doubled.begin() + 3, sections[1]);
        doubled.insert(doubled.begin() + 4, sections[2]);
        QVERIFY(expectFailure(assembleSession(data, doubled)).contains(QStringLiteral("more runs")));
    }

    void failedSaveLeavesThePreviousFile()
    {
        const QString path = scratchRoot() + QStringLiteral("/atomic.dss");
        Session one = smallSession();
        QString error;
        QVERIFY2(SessionFile::save(one, path, &error), qPrintable(error));
        const QByteArray before = [&] {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        {
            // An interrupted save: written, never committed.
            QSaveFile interrupted(path);
            QVERIFY(interrupted.open(QIODevice::WriteOnly));
            interrupted.write(QByteArray(100000, 'x'));
            // destroyed without commit()
        }
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), before);
        }
        QVERIFY(SessionFile::load(path, &error));
        // A save that cannot be made says so and changes nothing.
        QVERIFY(!SessionFile::save(one, scratchRoot() + QStringLiteral("/no/such/dir/x.dss"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot save the session")), qPrintable(error));
        QVERIFY(!SessionFile::load(scratchRoot() + QStringLiteral("/missing.dss"), &error));
        QVERIFY(error.startsWith(QStringLiteral("Cannot open")));
        QFile::remove(path);
    }

    // The journal a running benchmark writes becomes the same samples.
    void journalRecoversSamples()
    {
        const QString path = scratchRoot() + QStringLiteral("/journal-test.dss.journal");
        QFile::remove(path);
        auto target = openTarget(QStringLiteral("sim:hdd"));
        SeekConfig config;
        config.count = 3000;
        config.workers = 2;
        const auto plan = planSeek(config, target->info(), nullptr);
        StartedRun started(makeSeekBenchmark(*target, *plan));
        RunResult meta;
        meta.benchmark = QStringLiteral("seek");
        meta.target = target->info();
        meta.config = plan->toJson();
        meta.startedAt = QDateTime::currentDateTimeUtc();
        RunJournal journal;
        QString error;
        QVERIFY2(journal.start(path, meta, started.runner.logs(), &error, 50), qPrintable(error));
        QVERIFY(RunJournal::isInUse(path));
        RunJournal second;
        QVERIFY(!second.start(path, meta, started.runner.logs(), &error));
        QVERIFY2(error.contains(QStringLiteral("in use")), qPrintable(error));
        QVERIFY(started.runner.wait(60000));
        journal.stop();
        QVERIFY(!RunJournal::isInUse(path));
        const RunResult live = started.result();
        qInfo("journal: %lld samples written, %lld bytes", journal.samplesWritten(), QFileInfo(path).size());
        auto rec = RunJournal::recover(path, &error);
        QVERIFY2(rec, qPrintable(error));
        QCOMPARE(rec->status, RunStatus::Cancelled);
        QCOMPARE(rec->samples.size(), live.samples.size());
        for (std::size_t i = 0; i < live.samples.size(); ++i)
            QCOMPARE(rec->samples[i].offset, live.samples[i].offset);
        QCOMPARE(rec->config, live.config);
        // A journal cut anywhere still gives back its complete records.
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray all = f.readAll();
        f.close();
        for (qsizetype cut : { all.size() - 1, all.size() / 2, qsizetype(200) }) {
            QFile w(path);
            QVERIFY(w.open(QIODevice::WriteOnly | QIODevice::Truncate));
            w.write(all.left(cut));
            w.close();
            QString why;
            auto partial = RunJournal::recover(path, &why);
            if (partial)
                QVERIFY(partial->samples.size() < live.samples.size());
            else
                QVERIFY(!why.isEmpty());
        }
        QFile::remove(path);
    }

    // A run that ended and is only in memory: its journal ends with the run as it
    // finished (status, times), stays locked while the run is held, and is read back
    // whole. A damaged or lying end leaves an interrupted run or a clear error.
    void journalKeepsAFinishedRun()
    {
        const QString path = scratchRoot() + QStringLiteral("/journal-finished.journal");
        QFile::remove(path);
        auto target = openTarget(QStringLiteral("sim:ssd"));
        SeekConfig config;
        config.count = 2000;
        const auto plan = planSeek(config, target->info(), nullptr);
        StartedRun started(makeSeekBenchmark(*target, *plan));
        RunResult meta;
        meta.benchmark = QStringLiteral("seek");
        meta.target = target->info();
        meta.config = plan->toJson();
        meta.startedAt = QDateTime::currentDateTimeUtc();
        QString error;
        {
            RunJournal journal;
            QVERIFY2(journal.start(path, meta, started.runner.logs(), &error, 50), qPrintable(error));
            QVERIFY(started.runner.wait(60000));
            RunResult live = started.result();
            live.benchmark = meta.benchmark;
            live.startedAt = meta.startedAt;
            live.finishedAt = QDateTime::currentDateTimeUtc();
            QCOMPARE(live.status, RunStatus::Completed);
            QVERIFY2(journal.finish(live, &error), qPrintable(error));
            QVERIFY(RunJournal::isInUse(path)); // held until the run is saved or let go
            bool finished = false;
            const auto rec = RunJournal::recover(path, &error, &finished);
            QVERIFY2(rec, qPrintable(error));
            QVERIFY(finished);
            QCOMPARE(rec->status, RunStatus::Completed);
            QCOMPARE(rec->elapsedNs, live.elapsedNs);
            QCOMPARE(rec->finishedAt.toMSecsSinceEpoch(), live.finishedAt.toMSecsSinceEpoch());
            QCOMPARE(rec->config, live.config);
            QCOMPARE(rec->samples.size(), live.samples.size());
            for (std::size_t i = 0; i < live.samples.size(); ++i) {
                QCOMPARE(rec->samples[i].offset, live.samples[i].offset);
                QCOMPARE(rec->samples[i].latencyNs, live.samples[i].latencyNs);
            }
        } // the journal object goes (a kill would do the same): the file stays
        QVERIFY(!RunJournal::isInUse(path));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray all = f.readAll();
        f.close();
        const auto rewrite = [&path](const QByteArray &bytes) {
            QFile w(path);
            return w.open(QIODevice::WriteOnly | QIODevice::Truncate) && w.write(bytes) == bytes.size();
        };
        // The end cut short (a kill inside the last write): an interrupted run, all samples.
        QVERIFY(rewrite(all.left(all.size() - 1)));
        bool finished = true;
        auto cut = RunJournal::recover(path, &error, &finished);
        QVERIFY2(cut, qPrintable(error));
        QVERIFY(!finished);
        QCOMPARE(cut->status, RunStatus::Cancelled);
        QCOMPARE(cut->samples.size(), std::size_t(config.count + 1)); // and the warm-up read
        // An end that says the run still runs is a lie: refused, not shown as finished.
        const QByteArray doneTag("DONE");
        const qsizetype doneAt = all.lastIndexOf(doneTag);
        QVERIFY(doneAt > 0);
        RunResult running = *cut;
        running.samples.clear();
        running.status = RunStatus::Running;
        QVERIFY(rewrite(all.left(doneAt)
            + TaggedRecords::make(doneTag, QJsonDocument(runMetaToJson(running)).toJson(QJsonDocument::Compact))));
        QVERIFY(!RunJournal::recover(path, &error, &finished));
        QVERIFY2(error.contains(QStringLiteral("still running")), qPrintable(error));
        QFile::remove(path);
    }
};

QTEST_GUILESS_MAIN(TestSessionFile)
#include "tst_sessionfile.moc"
