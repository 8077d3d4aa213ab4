// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-cli zone as users and scripts meet it: bad input, the zone report,
// JSON, and the write sweep's safety (refusals, preserved contents, scratch files
// removed after a run and after Ctrl-C). Runs the real binary.
#include "cliprocess.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace DriveScope::Test;

namespace {

CliResult runZone(const QStringList &args)
{
    return runCli(QStringList { QStringLiteral("zone") } + args);
}

// Of what is on a device now: cached pages from an earlier read are dropped first.
QByteArray sha256Of(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    if (path.startsWith(QStringLiteral("/dev/")))
        ::posix_fadvise(f.handle(), 0, 0, POSIX_FADV_DONTNEED);
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

QStringList scratchFilesIn(const QString &dir)
{
    return QDir(dir).entryList({ QStringLiteral("drivescope-write-*") }, QDir::Files | QDir::Hidden);
}

} // namespace

class TestZoneCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(QStringLiteral(DRIVESCOPE_CLI_PATH)));
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_zonecli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 64 << 20));
        m_fileSum = sha256Of(m_file);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("phrase");
        const QString f = QStringLiteral("@file");
        QTest::newRow("block size not a multiple") << QStringList { f, QStringLiteral("--block-size"),
            QStringLiteral("1000"), QStringLiteral("-b"), QStringLiteral("4000") }
                                                   << 2 << "not a multiple of the target's logical block size";
        QTest::newRow("bytes not a multiple of block")
            << QStringList { f, QStringLiteral("-b"), QStringLiteral("1536KiB") } << 2 << "multiple of the block size";
        QTest::newRow("region too small") << QStringList { f, QStringLiteral("-r"), QStringLiteral("first:64MiB"),
            QStringLiteral("-b"), QStringLiteral("128MiB") }
                                          << 2 << "smaller than the 128 MiB";
        QTest::newRow("typed point larger than the target")
            << QStringList { f, QStringLiteral("-b"), QStringLiteral("128MiB") } << 2 << "smaller than the 128 MiB";
        QTest::newRow("points 0") << QStringList { f, QStringLiteral("-n"), QStringLiteral("0") } << 2
                                  << "--points must be at least 1";
        QTest::newRow("points not a number")
            << QStringList { f, QStringLiteral("-n"), QStringLiteral("ten") } << 2 << "not a whole number";
        QTest::newRow("two regions") << QStringList { f, QStringLiteral("-r"), QStringLiteral("first:8MiB"),
            QStringLiteral("-r"), QStringLiteral("last:8MiB") }
                                     << 2 << "one region";
        QTest::newRow("no-preserve without write")
            << QStringList { f, QStringLiteral("--no-preserve") } << 2 << "only applies to a write sweep";
        QTest::newRow("write without target")
            << QStringList { QStringLiteral("--write") } << 2 << "--write needs a TARGET";
        QTest::newRow("missing file") << QStringList { QStringLiteral("/nonexistent/disk") } << 3 << "does not exist";
        // Safety without root: DriveScope never writes into a file it did not create.
        QTest::newRow("write to an existing file")
            << QStringList { f, QStringLiteral("--write") } << 4 << "existing file";
    }
    // Each: the documented exit code, one clear sentence on stderr, nothing on stdout.
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, phrase);
        for (QString &a : args) {
            if (a == u"@file")
                a = m_file;
        }
        const CliResult r = runZone(args);
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
    }

    // Nothing above (nor the refused --write) changed a byte of the file.
    void refusedInputChangedNothing() { QCOMPARE(sha256Of(m_file), m_fileSum); }

    void helpDocumentsEveryOption()
    {
        const CliResult r = runZone({ QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        for (const char *o : { "--points", "--bytes-per-point", "--block-size", "--region", "--json", "--buffered",
                 "--write", "--no-preserve", "--destroy-data-on", "--scratch-size", "Exit codes" })
            QVERIFY2(r.out.contains(QLatin1String(o)), o);
    }

    void humanReportHasTableChartAndSummary()
    {
        const CliResult r = runZone(
            { m_file, QStringLiteral("-n"), QStringLiteral("12"), QStringLiteral("-b"), QStringLiteral("8MiB") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QStringLiteral("point  offset GB  offset %      MB/s")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("MB/s against offset")));
        QVERIFY(r.out.contains(QStringLiteral("|#")));
        QVERIFY(r.out.contains(QStringLiteral("Max: ")));
        QVERIFY(r.out.contains(QStringLiteral("Mean: ")));
        QVERIFY(r.out.contains(QStringLiteral("Drop from the first to the last tenth: ")));
        QVERIFY(r.out.contains(QStringLiteral("O_DIRECT")));
        QVERIFY(r.out.contains(QStringLiteral("Note: the points overlap"))); // 12 x 8 MiB over 64 MiB
        QVERIFY(!r.out.contains(QStringLiteral("PARTIAL")));
        const CliResult apart = runZone(
            { m_file, QStringLiteral("-n"), QStringLiteral("4"), QStringLiteral("-b"), QStringLiteral("8MiB") });
        QCOMPARE(apart.exitCode, 0);
        QVERIFY(!apart.out.contains(QStringLiteral("overlap")));
    }

    // Without -b the 128 MiB default fits itself to a 64 MiB file: 8 points of 8 MiB that
    // tile it to its last byte, no overlap.
    void defaultPointsTileASmallTarget()
    {
        const CliResult r = runZone({ m_file, QStringLiteral("-n"), QStringLiteral("8"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject zone
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("zone")).toObject();
        QCOMPARE(zone.value(QStringLiteral("points_overlap")).toBool(true), false);
        const QJsonArray offsets
            = zone.value(QStringLiteral("per_point")).toObject().value(QStringLiteral("offset")).toArray();
        QCOMPARE(offsets.size(), 8);
        QCOMPARE(offsets.at(7).toDouble(), double(56 << 20));
    }

    // The JSON per-point MB/s is bytes over time recomputed from the sample columns.
    void jsonPointsMatchSamples()
    {
        const CliResult r = runZone({ m_file, QStringLiteral("-n"), QStringLiteral("5"), QStringLiteral("-b"),
            QStringLiteral("4MiB"), QStringLiteral("-s"), QStringLiteral("256KiB"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("benchmark")).toString(), QStringLiteral("zone"));
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        const QJsonObject zone = o.value(QStringLiteral("zone")).toObject();
        QCOMPARE(zone.value(QStringLiteral("points_complete")).toInt(), 5);
        const QJsonObject samples = o.value(QStringLiteral("samples")).toObject();
        QCOMPARE(samples.value(QStringLiteral("count")).toInt(), 5 * 17);
        const QJsonArray flags = samples.value(QStringLiteral("flags")).toArray();
        const QJsonArray start = samples.value(QStringLiteral("start_ns")).toArray();
        const QJsonArray latency = samples.value(QStringLiteral("latency_ns")).toArray();
        const QJsonArray result = samples.value(QStringLiteral("result")).toArray();
        const QJsonArray offsets = samples.value(QStringLiteral("offset")).toArray();
        const QJsonArray mbps
            = zone.value(QStringLiteral("per_point")).toObject().value(QStringLiteral("mb_per_s")).toArray();
        const QJsonArray pointOffsets
            = zone.value(QStringLiteral("per_point")).toObject().value(QStringLiteral("offset")).toArray();
        QCOMPARE(mbps.size(), 5);
        double minV = 1e300, maxV = 0;
        for (int p = 0; p < 5; ++p) {
            const int pre = p * 17;
            QCOMPARE(flags.at(pre).toInt() & 1, 1); // the pre-read, flagged warm-up
            QCOMPARE(offsets.at(pre).toDouble(), pointOffsets.at(p).toDouble());
            double bytes = 0;
            for (int b = 1; b <= 16; ++b) {
                QCOMPARE(flags.at(pre + b).toInt(), 0);
                bytes += result.at(pre + b).toDouble();
            }
            QCOMPARE(bytes, double(4 << 20));
            const double t0 = start.at(pre + 1).toDouble();
            const double t1 = start.at(pre + 16).toDouble() + latency.at(pre + 16).toDouble();
            const double expected = bytes / 1e6 / ((t1 - t0) / 1e9);
            QVERIFY(std::abs(mbps.at(p).toDouble() - expected) < 1e-9 * expected);
            minV = std::min(minV, expected);
            maxV = std::max(maxV, expected);
        }
        QVERIFY(std::abs(zone.value(QStringLiteral("max_mb_per_s")).toDouble() - maxV) < 1e-9 * maxV);
        QVERIFY(std::abs(zone.value(QStringLiteral("min_mb_per_s")).toDouble() - minV) < 1e-9 * minV);
        const double first = mbps.at(0).toDouble(), last = mbps.at(4).toDouble();
        QVERIFY(std::abs(zone.value(QStringLiteral("drop_percent")).toDouble() - (first - last) / first * 100) < 1e-6);
    }

    // A write sweep in a directory: a scratch file that is gone afterwards; every timed
    // sample is a write.
    void writeSweepInDirectoryRemovesScratch()
    {
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_zonecli-w-XXXXXX"));
        for (const QString &mode : { QString(), QStringLiteral("--no-preserve") }) {
            QStringList args { dir.path(), QStringLiteral("--write"), QStringLiteral("--scratch-size"),
                QStringLiteral("32MiB"), QStringLiteral("-n"), QStringLiteral("4"), QStringLiteral("-b"),
                QStringLiteral("4MiB"), QStringLiteral("--json") };
            if (!mode.isEmpty())
                args << mode;
            const CliResult r = runZone(args);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            QCOMPARE(o.value(QStringLiteral("zone")).toObject().value(QStringLiteral("points_complete")).toInt(), 4);
            QCOMPARE(o.value(QStringLiteral("config")).toObject().value(QStringLiteral("write")).toString(),
                mode.isEmpty() ? QStringLiteral("preserve") : QStringLiteral("random"));
            const QJsonArray flags
                = o.value(QStringLiteral("samples")).toObject().value(QStringLiteral("flags")).toArray();
            int writes = 0;
            for (const QJsonValue &v : flags) {
                const int fl = v.toInt();
                QVERIFY((fl & 1) != (fl & 4 ? 1 : 0) || !(fl & 1)); // a write is never a warm-up
                writes += (fl & 4) ? 1 : 0;
            }
            QCOMPARE(writes, 4 * 4);
            QVERIFY2(scratchFilesIn(dir.path()).isEmpty(), qPrintable(scratchFilesIn(dir.path()).join(u' ')));
        }
    }

    // Ctrl-C during a write sweep: partial result, exit 130, scratch file removed.
    void interruptRemovesScratch()
    {
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_zonecli-int-XXXXXX"));
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("zone"), dir.path(), QStringLiteral("--write"), QStringLiteral("--scratch-size"),
                QStringLiteral("32MiB"), QStringLiteral("-n"), QStringLiteral("100000"), QStringLiteral("-b"),
                QStringLiteral("1MiB"), QStringLiteral("-s"), QStringLiteral("64KiB") });
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!scratchFilesIn(dir.path()).isEmpty(), 20000);
        // Past the scratch file's creation (its message comes first) and into the sweep.
        QTRY_VERIFY_WITH_TIMEOUT(p.readAllStandardError().isEmpty() && p.state() == QProcess::Running, 20000);
        QTest::qWait(1500);
        QString out;
        expectCtrlCEndsWithPartialResult(p, 20000, &out);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(scratchFilesIn(dir.path()).isEmpty(), qPrintable(scratchFilesIn(dir.path()).join(u' ')));
    }

    // The safety of whole-device writes, on loop devices this test creates (root only).
    void deviceWritesAreRefusedUnlessConfirmedAndFree()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 64 << 20);
        LoopDevice other(m_dir->path(), 16 << 20);
        QVERIFY2(loop.isValid() && other.isValid(), qPrintable(loop.error() + other.error()));
        const QByteArray before = sha256Of(loop.device());
        const QStringList small { QStringLiteral("-n"), QStringLiteral("4"), QStringLiteral("-b"),
            QStringLiteral("1MiB") };

        CliResult r = runZone(QStringList { loop.device(), QStringLiteral("--write") } + small);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("--destroy-data-on ") + loop.device()), qPrintable(r.err));
        r = runZone(QStringList {
                        loop.device(), QStringLiteral("--write"), QStringLiteral("--destroy-data-on"), other.device() }
            + small);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(other.device()), qPrintable(r.err));
        QCOMPARE(sha256Of(loop.device()), before);

        // Mounted: refused, and the sentence says where.
        QVERIFY(makeExt4(other.device()));
        QTemporaryDir mnt(scratchRoot() + QStringLiteral("/tst_zonecli-mnt-XXXXXX"));
        QVERIFY(runTool(QStringLiteral("mount"), { other.device(), mnt.path() }));
        r = runZone(QStringList {
                        other.device(), QStringLiteral("--write"), QStringLiteral("--destroy-data-on"), other.device() }
            + small);
        const bool unmounted = runTool(QStringLiteral("umount"), { mnt.path() });
        QVERIFY(unmounted);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(mnt.path()), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        // (No checksum here: mounting and unmounting ext4 itself updates its superblock.)
    }

    // Preserve mode writes back what it read: the whole device is byte for byte the same.
    void preserveLeavesDeviceIdentical()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 64 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        // A read-only flag (BLKROSET) can outlive a loop device's detach and greet the
        // next user of that number (seen once under ctest: EPERM on the first write).
        QVERIFY(runTool(QStringLiteral("blockdev"), { QStringLiteral("--setrw"), loop.device() }));
        const QByteArray before = sha256Of(loop.device());
        QVERIFY(!before.isEmpty());
        const CliResult r = runZone({ loop.device(), QStringLiteral("--write"), QStringLiteral("--destroy-data-on"),
            loop.device(), QStringLiteral("-n"), QStringLiteral("20"), QStringLiteral("-b"), QStringLiteral("8MiB"),
            QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("zone")).toObject().value(QStringLiteral("points_complete")).toInt(), 20);
        int writes = 0;
        for (const QJsonValue &v :
            o.value(QStringLiteral("samples")).toObject().value(QStringLiteral("flags")).toArray())
            writes += (v.toInt() & 4) ? 1 : 0;
        QCOMPARE(writes, 20 * 8); // it did write, every block of every point
        QCOMPARE(sha256Of(loop.device()), before);

        // The contrast, so the checksum can tell: random writes do change the device.
        const CliResult destroy = runZone({ loop.device(), QStringLiteral("--write"), QStringLiteral("--no-preserve"),
            QStringLiteral("--destroy-data-on"), loop.device(), QStringLiteral("-n"), QStringLiteral("2"),
            QStringLiteral("-b"), QStringLiteral("1MiB") });
        QVERIFY2(destroy.exitCode == 0, qPrintable(destroy.err));
        QVERIFY(sha256Of(loop.device()) != before);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
    QByteArray m_fileSum;
};

QTEST_GUILESS_MAIN(TestZoneCli)
#include "tst_zonecli.moc"
