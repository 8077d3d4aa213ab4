// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-cli as a user and a script meet it: bad input, the seek histogram report,
// JSON, Ctrl-C. Runs the real binary.
#include "cliprocess.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace DriveScope::Test;

namespace {

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(QStringLiteral(DRIVESCOPE_CLI_PATH)));
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_cli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 64 << 20));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("missing path") << QStringList { QStringLiteral("/nonexistent/disk") } << 3 << "does not exist";
        QTest::newRow("a directory") << QStringList { QStringLiteral("@dir") } << 3 << "is a directory";
        QTest::newRow("zero-size file") << QStringList { QStringLiteral("@empty") } << 3 << "is empty (0 bytes)";
        QTest::newRow("read size not a block multiple") << QStringList { QStringLiteral("@file"), QStringLiteral("-s"),
            QStringLiteral("1000") } << 2 << "not a multiple of the target's logical block size";
        QTest::newRow("region outside the target") << QStringList { QStringLiteral("@file"), QStringLiteral("-r"),
            QStringLiteral("1GiB:1GiB") } << 2 << "lies outside the target";
        QTest::newRow("count of 0") << QStringList { QStringLiteral("@file"), QStringLiteral("-n"),
            QStringLiteral("0") } << 2
                                    << "must be at least 1";
        QTest::newRow("count not a number") << QStringList { QStringLiteral("@file"), QStringLiteral("-n"),
            QStringLiteral("many") } << 2 << "not a whole number";
        QTest::newRow("unknown option") << QStringList { QStringLiteral("--frobnicate") } << 2 << "Unknown option";
        QTest::newRow("bad placement") << QStringList { QStringLiteral("@file"), QStringLiteral("-p"),
            QStringLiteral("sideways") }
                                       << 2 << "--placement must be";
        QTest::newRow("bad size unit") << QStringList { QStringLiteral("@file"), QStringLiteral("-s"),
            QStringLiteral("4 furlongs") }
                                       << 2 << "unknown unit";
        QTest::newRow("two targets") << QStringList { QStringLiteral("@file"), QStringLiteral("@file") } << 2
                                     << "one TARGET at most";
        QTest::newRow("character device") << QStringList { QStringLiteral("/dev/null") } << 3 << "neither";
    }
    // Each: non-zero exit, a normal exit (no crash), one clear sentence on stderr,
    // nothing on stdout.
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, phrase);
        QFile::remove(m_dir->filePath(QStringLiteral("empty")));
        QFile empty(m_dir->filePath(QStringLiteral("empty")));
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        for (QString &a : args) {
            if (a == u"@file")
                a = m_file;
            else if (a == u"@dir")
                a = m_dir->path();
            else if (a == u"@empty")
                a = empty.fileName();
        }
        const CliResult r = runCli(QStringList { QStringLiteral("seek") } + args);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1); // one line
        QVERIFY(r.out.isEmpty());
    }

    // As root, read permission is checked as an unprivileged user (nobody) on a file
    // only root may read; the binary is copied where nobody can run it.
    void noPermission()
    {
        QTemporaryDir open(QStringLiteral("/tmp/drivescope-perm-XXXXXX"));
        QVERIFY(open.isValid());
        QVERIFY(QFile::setPermissions(open.path(),
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther
                | QFileDevice::ExeOther | QFileDevice::ReadGroup | QFileDevice::ExeGroup));
        const QString secret = open.filePath(QStringLiteral("secret.bin"));
        QVERIFY(makeRandomFile(secret, 1 << 20));
        QVERIFY(QFile::setPermissions(secret, QFileDevice::ReadOwner | QFileDevice::WriteOwner));
        QString program = QStringLiteral(DRIVESCOPE_CLI_PATH);
        QStringList prefix;
        if (isRoot()) {
            program = open.filePath(QStringLiteral("drivescope-cli"));
            QVERIFY(QFile::copy(QStringLiteral(DRIVESCOPE_CLI_PATH), program));
            QVERIFY(QFile::setPermissions(program,
                QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::ExeOther));
            prefix = { QStringLiteral("setpriv"), QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                QStringLiteral("--clear-groups"), QStringLiteral("--") };
        }
        const CliResult r
            = runCli({ QStringLiteral("seek"), secret }, QProcessEnvironment::systemEnvironment(), program, prefix);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QStringLiteral("Permission denied opening")), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
    }

    // --elevate opens a block device through polkit even when this user could open it
    // directly: with a helper that does not exist, only the elevated open fails.
    void elevateGoesThroughPolkitAtOnce()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 8 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DRIVESCOPE_HELPER"), m_dir->filePath(QStringLiteral("no-such-helper")));
        for (const QString &command : { QStringLiteral("seek"), QStringLiteral("depth"), QStringLiteral("speed") }) {
            const QStringList args = command == u"speed"
                ? QStringList { command, loop.device(), QStringLiteral("--tests"), QStringLiteral("RND4K Q1T1"),
                      QStringLiteral("--duration"), QStringLiteral("0.1"), QStringLiteral("--runs"),
                      QStringLiteral("1"), QStringLiteral("--area"), QStringLiteral("4MiB") }
                : command == u"depth"
                ? QStringList { command, loop.device(), QStringLiteral("--depths"), QStringLiteral("1"),
                      QStringLiteral("--reads"), QStringLiteral("20") }
                : QStringList { command, loop.device(), QStringLiteral("-n"), QStringLiteral("20") };
            const CliResult direct = runCli(args, env);
            QVERIFY2(direct.exitCode == 0, qPrintable(command + u": " + direct.err));
            const CliResult elevated = runCli(args + QStringList { QStringLiteral("--elevate") }, env);
            QVERIFY2(elevated.exitCode != 0, qPrintable(command + u" --elevate ran without the helper"));
            QVERIFY2(elevated.err.contains(QStringLiteral("no-such-helper")) || elevated.err.contains(u"polkit"),
                qPrintable(command + u": " + elevated.err));
        }
    }

    void helpDocumentsEveryOption()
    {
        const CliResult r = runCli({ QStringLiteral("seek"), QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        for (const char *opt : { "--count", "--read-size", "--align", "--region", "--placement", "--workers", "--seed",
                 "--include-warm-up", "--buffered", "--unit", "--json" })
            QVERIFY2(r.out.contains(QLatin1String(opt)), opt);
        QVERIFY(r.out.contains(QStringLiteral("default 1500")));
        QVERIFY(r.out.contains(QStringLiteral("Exit codes:")));
        QVERIFY(r.out.contains(QStringLiteral("130")));
        QVERIFY(r.out.contains(QStringLiteral("Usage: drivescope-cli seek")));
        const CliResult v = runCli({ QStringLiteral("--version") });
        QCOMPARE(v.out.trimmed(), QStringLiteral("drivescope-cli " DRIVESCOPE_VERSION));
    }

    // Every benchmark command opens a device through polkit when it must, so every one
    // can end with 5; the ones that write also say when a write is refused (4).
    void everyCommandListsTheExitCodesItCanEndWith()
    {
        const QStringList writers = { QStringLiteral("zone"), QStringLiteral("syncwrite"), QStringLiteral("bandwidth"),
            QStringLiteral("speed") };
        for (const QString &command : { QStringLiteral("seek"), QStringLiteral("zone"), QStringLiteral("syncwrite"),
                 QStringLiteral("bandwidth"), QStringLiteral("depth"), QStringLiteral("speed") }) {
            const CliResult r = runCli({ command, QStringLiteral("--help") });
            QCOMPARE(r.exitCode, 0);
            const QString codes = r.out.mid(r.out.indexOf(QStringLiteral("\nExit codes:\n")));
            QStringList listed;
            for (const QString &line : codes.split(u'\n').mid(2))
                if (line.startsWith(QStringLiteral("  ")))
                    listed << line.mid(2, 4).trimmed();
            QStringList expected = { QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                QStringLiteral("5"), QStringLiteral("130") };
            if (writers.contains(command))
                expected.insert(4, QStringLiteral("4"));
            QVERIFY2(listed == expected, qPrintable(command + u": " + listed.join(u' ')));
        }
    }

    // The seek histogram report on a real target: every read drawn, the summary lines
    // intact.
    void humanReportDrawsEveryRead()
    {
        QString path = m_file;
        std::unique_ptr<LoopDevice> loop;
        QString why;
        if (LoopDevice::canCreate(&why)) {
            loop.reset(new LoopDevice(m_dir->path(), 64 << 20));
            QVERIFY2(loop->isValid(), qPrintable(loop->error()));
            path = loop->device();
        }
        const CliResult r = runCli({ QStringLiteral("seek"), path, QStringLiteral("-n"), QStringLiteral("199"),
            QStringLiteral("--unit"), QStringLiteral("ms") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("x = 2 reads")), qPrintable(r.out));
        static const QRegularExpression row(
            QStringLiteral(R"(^\s*(\d+) (x*)(:?)$)"), QRegularExpression::MultilineOption);
        qint64 drawn = 0;
        for (auto it = row.globalMatch(r.out); it.hasNext();) {
            const auto m = it.next();
            drawn += 2 * m.capturedLength(2) + m.capturedLength(3);
        }
        QCOMPARE(drawn, qint64(199)); // at most 199 in a bucket: one x per two reads
        QVERIFY2(QRegularExpression(QStringLiteral(R"(^Took [0-9.]+ s for 199 seeks of \S+ \(67\.1 MB\)$)"),
                     QRegularExpression::MultilineOption)
                     .match(r.out)
                     .hasMatch(),
            qPrintable(r.out));
        QVERIFY(QRegularExpression(QStringLiteral(R"(^Mean: [0-9.]+ ms; Median: (\d+)-(\d+) ms; Std dev: [0-9.]+ ms$)"),
            QRegularExpression::MultilineOption)
                    .match(r.out)
                    .hasMatch());
        QVERIFY(r.out.contains(QStringLiteral("O_DIRECT")));
        QVERIFY(r.out.contains(QStringLiteral("Reads/s: ")));
    }

    // Issue 19: the seek report's two estimate lines, exactly as scripts read them, hold
    // the simulated disk's rpm (2 %) and average seek (5 %); a file target gets the same
    // two lines too (on this flash-backed build tree, saying why not).
    void reportEstimatesRotationAndSeekCurve()
    {
        const CliResult r
            = runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd,rpm=5400,t2t=1.5ms,avg=12ms,full=22ms,seed=9"),
                QStringLiteral("--seed"), QStringLiteral("9") });
        QCOMPARE(r.exitCode, 0);
        static const QRegularExpression rotation(
            QStringLiteral(
                R"(^Rotation \(estimated\): ([0-9,]+) rpm \(([0-9.]+) ms per revolution, ±([0-9.]+) ms, from (\d+) reads\)$)"),
            QRegularExpression::MultilineOption);
        const auto rm = rotation.match(r.out);
        QVERIFY2(rm.hasMatch(), qPrintable(r.out));
        QVERIFY2(std::abs(rm.captured(1).remove(u',').toDouble() / 5400 - 1) < 0.02, qPrintable(rm.captured(0)));
        QCOMPARE(rm.captured(4), QStringLiteral("1500"));
        static const QRegularExpression curve(
            QStringLiteral(
                R"(^Seek curve \(estimated\): track-to-track ([0-9.]+) ms, average ([0-9.]+) ms, full stroke ([0-9.]+) ms \(.*\)$)"),
            QRegularExpression::MultilineOption);
        const auto cm = curve.match(r.out);
        QVERIFY2(cm.hasMatch(), qPrintable(r.out));
        QVERIFY2(std::abs(cm.captured(2).toDouble() / 12 - 1) < 0.05, qPrintable(cm.captured(0)));
        QVERIFY(r.out.contains(QStringLiteral("\nRotation (drive reports): 5,400 rpm\n")));

        const CliResult flash = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("300") });
        QCOMPARE(flash.exitCode, 0);
        QVERIFY2(flash.out.contains(QStringLiteral("\nRotation (estimated): ")), qPrintable(flash.out));
        QVERIFY(flash.out.contains(QStringLiteral("\nSeek curve (estimated): ")));
    }

    void jsonHasEverySample()
    {
        const CliResult r = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("250"),
            QStringLiteral("-w"), QStringLiteral("2"), QStringLiteral("-s"), QStringLiteral("4KiB"),
            QStringLiteral("--seed"), QStringLiteral("99"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        QJsonParseError pe;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        QCOMPARE(o.value(QStringLiteral("config")).toObject().value(QStringLiteral("seed")).toString(),
            QStringLiteral("99"));
        const QJsonObject samples = o.value(QStringLiteral("samples")).toObject();
        const QJsonArray offsets = samples.value(QStringLiteral("offset")).toArray();
        const QJsonArray latency = samples.value(QStringLiteral("latency_ns")).toArray();
        const QJsonArray flags = samples.value(QStringLiteral("flags")).toArray();
        const QJsonArray result = samples.value(QStringLiteral("result")).toArray();
        QCOMPARE(offsets.size(), 2 * 251);
        QCOMPARE(latency.size(), offsets.size());
        int warm = 0;
        for (int i = 0; i < offsets.size(); ++i) {
            const auto off = qint64(offsets[i].toDouble());
            QCOMPARE(off % 512, qint64(0));
            QVERIFY(off + 4096 <= (64 << 20));
            QCOMPARE(result[i].toInt(), 4096);
            QVERIFY(latency[i].toDouble() > 0);
            warm += flags[i].toInt() & 1;
        }
        QCOMPARE(warm, 2);
        const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
        QCOMPARE(summary.value(QStringLiteral("count")).toInt(), 500);
        QVERIFY(summary.value(QStringLiteral("p50_ns")).toDouble() > 0);
        QVERIFY(summary.value(QStringLiteral("ops_per_s")).toDouble() > 0);
        QCOMPARE(o.value(QStringLiteral("target")).toObject().value(QStringLiteral("size_bytes")).toDouble(),
            double(64 << 20));
    }

    // Ctrl-C: the run stops after the current read, the partial result is printed and
    // labelled, exit code 130.
    void interruptPrintsPartialResult()
    {
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("100000000") });
        QVERIFY(p.waitForStarted());
        // Once the target is open the Ctrl-C handler is in place; then let reads run.
        QTRY_VERIFY_WITH_TIMEOUT(processHasOpen(p.processId(), m_file), 30000);
        QTest::qWait(700);
        QString out;
        expectCtrlCEndsWithPartialResult(p, 10000, &out);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(out.contains(QStringLiteral("Took ")));
        QVERIFY(out.contains(QStringLiteral("Mean: ")));
    }

    void defaultTargetIsTheScratchFile()
    {
        // Use a private cache dir so the user's scratch file is neither used nor made.
        QTemporaryDir cache(scratchRoot() + QStringLiteral("/tst_cli-cache-XXXXXX"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("seek"), QStringLiteral("-n"), QStringLiteral("50") });
        QVERIFY(p.waitForFinished(300000));
        QCOMPARE(p.exitCode(), 0);
        const QString scratch = cache.filePath(QStringLiteral("drivescope/seek-scratch-1GiB.bin"));
        QVERIFY(QFile::exists(scratch));
        QCOMPARE(QFileInfo(scratch).size(), qint64(1) << 30);
        QVERIFY(!QFile::exists(scratch + QStringLiteral(".partial")));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("seeks of ") + scratch), qPrintable(out));
        // Not zeros: the scratch file is random, so nothing can shortcut reading it.
        QFile f(scratch);
        QVERIFY(f.open(QIODevice::ReadOnly));
        f.seek(512 << 20);
        const QByteArray block = f.read(4096);
        QVERIFY(block.count('\0') < 100);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
