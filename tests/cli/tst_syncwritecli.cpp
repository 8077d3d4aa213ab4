// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-cli syncwrite (issue 3) as users and scripts meet it: where it refuses
// to write, the size=/write:/cases lines, JSON, Ctrl-C, and the scratch file always
// gone. Runs the real binary; the refusals on devices need root (loop devices) and skip
// without it.
#include "cliprocess.h"
#include "loopdevice.h"
#include "readonlydevice.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope::Test;

namespace {

// Every call is a syncwrite run.
CliResult runSync(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    return runCli(QStringList { QStringLiteral("syncwrite") } + args, env);
}

QByteArray head(const QString &path, qint64 bytes)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly | QIODevice::Unbuffered) ? f.read(bytes) : QByteArray();
}

QStringList scratchFilesIn(const QString &dir)
{
    return QDir(dir).entryList({ QStringLiteral("drivescope-write-*") }, QDir::Files);
}

// A loop device over a random image with a DOS partition table and partition scanning
// (losetup -P), so /dev/loopNp1 exists. Detached and removed on destruction.
class PartitionedLoop {
public:
    explicit PartitionedLoop(const QString &dir)
    {
        m_image = dir + QStringLiteral("/partitioned.img");
        if (!makeRandomFile(m_image, 48 << 20)) {
            m_error = QStringLiteral("cannot write the image");
            return;
        }
        QProcess sfdisk;
        sfdisk.setProcessChannelMode(QProcess::MergedChannels);
        sfdisk.start(QStringLiteral("sfdisk"), { QStringLiteral("-q"), m_image });
        sfdisk.write("label: dos\n,24MiB,L\n,,L\n");
        sfdisk.closeWriteChannel();
        if (!sfdisk.waitForFinished(30000) || sfdisk.exitCode() != 0) {
            m_error = QStringLiteral("sfdisk failed: ") + QString::fromLocal8Bit(sfdisk.readAll());
            return;
        }
        QString out;
        if (!runTool(QStringLiteral("losetup"),
                { QStringLiteral("-f"), QStringLiteral("--show"), QStringLiteral("-P"), m_image }, &out)) {
            m_error = QStringLiteral("losetup -P failed: ") + out;
            return;
        }
        m_device = out.trimmed();
        // The kernel's partition scan creates the node asynchronously (devtmpfs). Kernels
        // built without the DOS partition parser find nothing: then register the
        // partitions from user space (partx -a, the BLKPG ioctl), as a distribution's
        // udev rules would for a disk the kernel cannot parse.
        for (int i = 0; i < 20 && !QFile::exists(partition()); ++i)
            QTest::qWait(100);
        if (!QFile::exists(partition()))
            runTool(QStringLiteral("partx"), { QStringLiteral("-a"), m_device });
        for (int i = 0; i < 20 && !QFile::exists(partition()); ++i)
            QTest::qWait(100);
        if (!QFile::exists(partition()))
            m_error = QStringLiteral("%1 did not appear").arg(partition());
    }
    ~PartitionedLoop()
    {
        if (!m_device.isEmpty())
            runTool(QStringLiteral("losetup"), { QStringLiteral("-d"), m_device });
        QFile::remove(m_image);
    }
    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QString device() const { return m_device; }
    QString partition() const { return m_device + QStringLiteral("p1"); }

private:
    QString m_image;
    QString m_device;
    QString m_error;
};

const QRegularExpression &sizeLine()
{
    static const QRegularExpression re(
        QStringLiteral(
            R"(^size=(\d+), N=(\d+), took=(\d+\.\d{6}) s, thput=(\d+) mb/s \((\d+(?:\.\d+)?) MB/s; mb = megabit\)$)"),
        QRegularExpression::MultilineOption);
    return re;
}

const QRegularExpression &writeLine()
{
    static const QRegularExpression re(
        QStringLiteral(R"(^write: avg=(\d+\.\d{6}) max=(\d+\.\d{6}) min=(\d+\.\d{6}) ms$)"),
        QRegularExpression::MultilineOption);
    return re;
}

// Splits a multi-run report at each "Sync write:" header.
QStringList runsOf(const QString &report)
{
    QStringList runs = report.split(QStringLiteral("Sync write: "), Qt::SkipEmptyParts);
    return runs;
}

// Writes the block device has completed since it was attached (/sys/block/NAME/stat,
// the fifth field), -1 when it cannot be read.
qint64 writesCompletedOn(const QString &device)
{
    QFile stat(QStringLiteral("/sys/block/%1/stat").arg(QFileInfo(device).fileName()));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> fields = stat.readAll().simplified().split(' ');
    return fields.size() > 4 ? fields[4].toLongLong() : -1;
}

qint64 sumOfCases(const QString &run)
{
    static const QRegularExpression re(
        QStringLiteral(R"(^\d+ (?:ms|µs): (\d+) cases$)"), QRegularExpression::MultilineOption);
    qint64 total = 0;
    for (auto it = re.globalMatch(run); it.hasNext();)
        total += it.next().captured(1).toLongLong();
    return total;
}

} // namespace

class TestSyncWriteCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QVERIFY(QFile::exists(QStringLiteral(DRIVESCOPE_CLI_PATH)));
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_syncwritecli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_root = LoopDevice::canCreate(&m_whyNoLoop);
    }

    void cleanup()
    {
        // Whatever a test did, no scratch file may stay behind.
        QCOMPARE(scratchFilesIn(m_dir->path()), QStringList());
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("sync") << QStringList { QStringLiteral("--sync"), QStringLiteral("often") }
                              << QStringLiteral("'often' is not a sync mode");
        QTest::newRow("sizes") << QStringList { QStringLiteral("--sizes"), QStringLiteral("512,0") }
                               << QStringLiteral("--sizes");
        QTest::newRow("count") << QStringList { QStringLiteral("-n"), QStringLiteral("0") }
                               << QStringLiteral("--count must be at least 1");
        QTest::newRow("unit") << QStringList { QStringLiteral("--unit"), QStringLiteral("ns") }
                              << QStringLiteral("--unit");
        // Found only once the scratch file is open: that file must still go.
        QTest::newRow("unaligned") << QStringList { QStringLiteral("--sizes"), QStringLiteral("700") }
                                   << QStringLiteral("not a multiple");
    }

    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, phrase);
        const CliResult r = runSync(args + QStringList { QStringLiteral("--no-hdparm"), m_dir->path() });
        QCOMPARE(r.status, QProcess::NormalExit);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void existingFileIsRefused()
    {
        const QString file = m_dir->filePath(QStringLiteral("precious.bin"));
        QVERIFY(makeRandomFile(file, 1 << 20));
        const QByteArray before = head(file, 1 << 20);
        for (const QStringList &extra : { QStringList {}, QStringList { QStringLiteral("--destroy-data-on"), file } }) {
            const CliResult r = runSync(extra + QStringList { QStringLiteral("-n"), QStringLiteral("10"), file });
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(r.err.contains(QStringLiteral("is an existing file")), qPrintable(r.err));
            QVERIFY(r.out.isEmpty());
        }
        QCOMPARE(head(file, 1 << 20), before);
        QFile::remove(file);
    }

    void deviceRefusals()
    {
        if (!m_root)
            QSKIP(qPrintable(m_whyNoLoop));
        LoopDevice a(m_dir->path(), 16 << 20);
        LoopDevice b(m_dir->path(), 16 << 20);
        QVERIFY2(a.isValid() && b.isValid(), qPrintable(a.error() + b.error()));
        const QByteArray before = head(a.device(), 16 << 20);

        CliResult r = runSync({ QStringLiteral("-n"), QStringLiteral("10"), a.device() });
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("pass --destroy-data-on ") + a.device()), qPrintable(r.err));

        r = runSync({ QStringLiteral("-n"), QStringLiteral("10"), QStringLiteral("--destroy-data-on"), b.device(),
            a.device() });
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(
                     QStringLiteral("The confirmation names %1, but the target is %2").arg(b.device(), a.device())),
            qPrintable(r.err));

        // The flag without the device as TARGET is not a confirmation of anything.
        r = runSync({ QStringLiteral("-n"), QStringLiteral("10"), QStringLiteral("--destroy-data-on"), a.device() });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(head(a.device(), 16 << 20), before);
        QCOMPARE(head(b.device(), 1 << 20).size(), 1 << 20);
    }

    void mountedDeviceIsRefused()
    {
        if (!m_root)
            QSKIP(qPrintable(m_whyNoLoop));
        LoopDevice loop(m_dir->path(), 32 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        QString out;
        QVERIFY2(makeExt4(loop.device(), &out), qPrintable(out));
        const QString mountPoint = m_dir->filePath(QStringLiteral("mnt-whole"));
        ScopedMount mount(loop.device(), mountPoint);
        QVERIFY2(mount.ok(), qPrintable(mount.output()));
        const QByteArray before = head(loop.device(), 4 << 20);
        const CliResult r = runSync({ QStringLiteral("-n"), QStringLiteral("10"), QStringLiteral("--destroy-data-on"),
            loop.device(), loop.device() });
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(QStringLiteral("is mounted at ") + mountPoint), qPrintable(r.err));
        QCOMPARE(head(loop.device(), 4 << 20), before);
    }

    void deviceWithMountedPartitionIsRefused()
    {
        if (!m_root)
            QSKIP(qPrintable(m_whyNoLoop));
        if (runTool(QStringLiteral("sfdisk"), { QStringLiteral("--version") }) == false)
            QSKIP("sfdisk is not installed (util-linux fdisk)");
        PartitionedLoop loop(m_dir->path());
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        QString out;
        QVERIFY2(makeExt4(loop.partition(), &out), qPrintable(out));
        const QString mountPoint = m_dir->filePath(QStringLiteral("mnt-part"));
        ScopedMount mount(loop.partition(), mountPoint);
        QVERIFY2(mount.ok(), qPrintable(mount.output()));
        const QByteArray before = head(loop.device(), 1 << 20);
        const CliResult r = runSync({ QStringLiteral("-n"), QStringLiteral("10"), QStringLiteral("--destroy-data-on"),
            loop.device(), loop.device() });
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains(loop.partition() + QStringLiteral(" is mounted at ") + mountPoint), qPrintable(r.err));
        QCOMPARE(head(loop.device(), 1 << 20), before); // the partition table is intact
    }

    // The report's lines for every mode on a scratch file; the file is gone afterwards.
    void everyModeOnAScratchFile()
    {
        const CliResult r = runSync({ QStringLiteral("--sync"), QStringLiteral("all"), QStringLiteral("--sizes"),
            QStringLiteral("512,4KiB"), QStringLiteral("-n"), QStringLiteral("120"), m_dir->path() });
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("scratch file")), qPrintable(r.err));
        const QStringList runs = runsOf(r.out);
        QCOMPARE(runs.size(), 10);
        const QStringList modes { QStringLiteral("osync"), QStringLiteral("odsync"), QStringLiteral("fdatasync"),
            QStringLiteral("fsync"), QStringLiteral("none") };
        for (int i = 0; i < runs.size(); ++i) {
            const QString &run = runs[i];
            const QString mode = modes[i / 2];
            const qint64 size = i % 2 ? 4096 : 512;
            QVERIFY2(run.contains(QStringLiteral("sync mode %1 (").arg(mode)), qPrintable(run));
            const auto s = sizeLine().match(run);
            QVERIFY2(s.hasMatch(), qPrintable(run));
            QCOMPARE(s.captured(1).toLongLong(), size);
            QCOMPARE(s.captured(2).toLongLong(), qint64(120));
            // thput is true: megabits and MB/s both from 120 * size bytes in took seconds.
            const double took = s.captured(3).toDouble();
            QVERIFY(took > 0);
            // took is printed to the microsecond: the rates, computed from the exact
            // duration, may differ from these by that rounding's share of took (4 % at
            // 12 µs, which fast writes reach), besides their own printed rounding
            // (megabits whole, MB/s to three figures).
            const double tookRounding = 0.5e-6 / took;
            const double megabits = 120 * size * 8 / 1e6 / took;
            QVERIFY(qAbs(s.captured(4).toDouble() - megabits) <= 1.0 + megabits * tookRounding * 1.01);
            QVERIFY(qAbs(s.captured(5).toDouble() / (120 * size / 1e6 / took) - 1) <= tookRounding * 1.01 + 0.005);
            const auto w = writeLine().match(run);
            QVERIFY2(w.hasMatch(), qPrintable(run));
            QVERIFY(w.captured(3).toDouble() <= w.captured(1).toDouble());
            QVERIFY(w.captured(1).toDouble() <= w.captured(2).toDouble());
            QVERIFY(w.capturedStart() > s.capturedStart());
            QCOMPARE(sumOfCases(run), qint64(120));
            QVERIFY2(
                QRegularExpression(
                    QStringLiteral(
                        R"(percentiles: p50=[\d.]+ (ns|µs|ms|s), p90=[\d.]+ (ns|µs|ms|s), p99=[\d.]+ (ns|µs|ms|s), p99\.9=[\d.]+ (ns|µs|ms|s))"))
                    .match(run)
                    .hasMatch(),
                qPrintable(run));
            QVERIFY(run.contains(QStringLiteral("Write cache: ")));
            QCOMPARE(run.contains(QStringLiteral("page cache in the way")), mode == u"none");
            QCOMPARE(run.contains(QStringLiteral("O_DIRECT on")), mode != u"none");
        }
    }

    void jsonOnALoopDevice()
    {
        if (!m_root)
            QSKIP(qPrintable(m_whyNoLoop));
        LoopDevice loop(m_dir->path(), 16 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        const qint64 start = 1 << 20;
        const CliResult r = runSync({ QStringLiteral("--sync"), QStringLiteral("odsync,fsync"),
            QStringLiteral("--sizes"), QStringLiteral("512,1KiB"), QStringLiteral("-n"), QStringLiteral("100"),
            QStringLiteral("--start"), QStringLiteral("1MiB"), QStringLiteral("--json"),
            QStringLiteral("--destroy-data-on"), loop.device(), loop.device() });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &parseError);
        QVERIFY2(doc.isArray(), qPrintable(parseError.errorString()));
        const QJsonArray runs = doc.array();
        QCOMPARE(runs.size(), 4);
        int i = 0;
        for (const QJsonValue &v : runs) {
            const QJsonObject o = v.toObject();
            const QJsonObject c = o.value(QStringLiteral("config")).toObject();
            const qint64 size = i % 2 ? 1024 : 512;
            QCOMPARE(o.value(QStringLiteral("benchmark")).toString(), QStringLiteral("syncwrite"));
            QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
            QCOMPARE(o.value(QStringLiteral("direct_io")).toBool(), true);
            QCOMPARE(c.value(QStringLiteral("sync_mode")).toString(),
                i < 2 ? QStringLiteral("odsync") : QStringLiteral("fsync"));
            QCOMPARE(qint64(c.value(QStringLiteral("write_size")).toDouble()), size);
            const QJsonObject cache = c.value(QStringLiteral("write_cache")).toObject();
            QVERIFY(!cache.value(QStringLiteral("sysfs")).toString().isEmpty());
            QCOMPARE(cache.value(QStringLiteral("hdparm_device")).toString(), loop.device());
            QCOMPARE(
                o.value(QStringLiteral("target")).toObject().value(QStringLiteral("path")).toString(), loop.device());
            const QJsonObject summary = o.value(QStringLiteral("summary")).toObject();
            QCOMPARE(summary.value(QStringLiteral("count")).toInt(), 100);
            const QJsonObject samples = o.value(QStringLiteral("samples")).toObject();
            QCOMPARE(samples.value(QStringLiteral("count")).toInt(), 101);
            const QJsonArray offsets = samples.value(QStringLiteral("offset")).toArray();
            const QJsonArray flags = samples.value(QStringLiteral("flags")).toArray();
            const QJsonArray result = samples.value(QStringLiteral("result")).toArray();
            const QJsonArray latency = samples.value(QStringLiteral("latency_ns")).toArray();
            double sum = 0, mx = 0;
            for (int k = 0; k < 101; ++k) {
                QCOMPARE(qint64(offsets[k].toDouble()), start + k * size);
                QCOMPARE(flags[k].toInt() & 4, 4); // Sample::Write
                QCOMPARE(flags[k].toInt() & 1, k == 0); // Sample::WarmUp
                QCOMPARE(qint64(result[k].toDouble()), size);
                if (k > 0) {
                    sum += latency[k].toDouble();
                    mx = qMax(mx, latency[k].toDouble());
                }
            }
            QVERIFY(qAbs(summary.value(QStringLiteral("mean_ns")).toDouble() - sum / 100) < 1);
            QCOMPARE(summary.value(QStringLiteral("max_ns")).toDouble(), mx);
            ++i;
        }
    }

    // Ctrl-C: stops after the current write, prints the partial result, exit 130, and
    // the scratch file is removed.
    void interruptRemovesScratchFile()
    {
        const QString dir = m_dir->filePath(QStringLiteral("interrupt"));
        QVERIFY(QDir().mkpath(dir));
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("syncwrite"), QStringLiteral("--sizes"), QStringLiteral("512"), QStringLiteral("-n"),
                QStringLiteral("100000"), QStringLiteral("--sync"), QStringLiteral("odsync"), dir });
        QVERIFY(p.waitForStarted());
        // Wait for the finished scratch file (not its .partial), then let writes run.
        QTRY_VERIFY_WITH_TIMEOUT(
            QDir(dir).entryList({ QStringLiteral("drivescope-write-*.bin") }, QDir::Files).size() == 1, 30000);
        QTest::qWait(500);
        QString out;
        expectCtrlCEndsWithPartialResult(p, 10000, &out);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(sizeLine().match(out).hasMatch());
        QCOMPARE(scratchFilesIn(dir), QStringList());
    }

    // An I/O error mid-run (the device turns read-only): exit 1, the sentence on stderr,
    // the partial result on stdout, labelled.
    void ioErrorEndsTheRun()
    {
        if (!m_root)
            QSKIP(qPrintable(m_whyNoLoop));
        LoopDevice loop(m_dir->path(), 64 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        const qint64 writesBefore = writesCompletedOn(loop.device());
        QVERIFY(writesBefore >= 0);
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("syncwrite"), QStringLiteral("--sizes"), QStringLiteral("512"), QStringLiteral("-n"),
                QStringLiteral("120000"), QStringLiteral("--sync"), QStringLiteral("odsync,fsync"),
                QStringLiteral("--no-hdparm"), QStringLiteral("--destroy-data-on"), loop.device(), loop.device() });
        QVERIFY(p.waitForStarted());
        // Read-only only once the writes run: before the open the write guard refuses a
        // read-only device at once (exit 4), which a fixed sleep on a loaded machine hit.
        // And only once writes have reached the device: on a loaded machine the first
        // write may come long after the open, and a run that fails on it has no result
        // line to check (a fixed 300 ms wait failed that way under ctest -j2).
        QTRY_VERIFY_WITH_TIMEOUT(processHasOpen(p.processId(), loop.device()), 30000);
        QTRY_VERIFY_WITH_TIMEOUT(writesCompletedOn(loop.device()) >= writesBefore + 100, 30000);
        // The read-only flag outlives the loop device's attachment (it belongs to the
        // block device node): the guard clears it however this test ends.
        const ReadOnlyDevice readOnly(loop.device());
        QVERIFY(readOnly.ok());
        // waitForFinished() is false for a process that already ended, which this one may have.
        QVERIFY(p.state() == QProcess::NotRunning || p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 1);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY2(
            err.contains(QStringLiteral("at offset ")) && err.contains(QStringLiteral("failed: ")), qPrintable(err));
        QVERIFY2(out.contains(QStringLiteral("PARTIAL RESULT: the run failed after ")), qPrintable(out));
        QCOMPARE(runsOf(out).size(), 1); // no further mode was started
        const auto s = sizeLine().match(out);
        QVERIFY2(s.hasMatch(), qPrintable(out + err));
        QCOMPARE(sumOfCases(out), s.captured(2).toLongLong());
    }

    void defaultTargetIsTheCacheDirectory()
    {
        QTemporaryDir cache(scratchRoot() + QStringLiteral("/tst_syncwritecli-cache-XXXXXX"));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
        const CliResult r = runSync(
            { QStringLiteral("-n"), QStringLiteral("20"), QStringLiteral("--sizes"), QStringLiteral("512") }, env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString dir = cache.filePath(QStringLiteral("drivescope"));
        QVERIFY2(r.out.contains(dir + QStringLiteral("/drivescope-write-")), qPrintable(r.out));
        QVERIFY(QDir(dir).exists());
        QCOMPARE(scratchFilesIn(dir), QStringList());
    }

    void helpDocumentsEveryOption()
    {
        const CliResult r = runSync({ QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        for (const char *opt : { "--count", "--sizes", "--start", "--sync", "--destroy-data-on", "--include-warm-up",
                 "--unit", "--no-hdparm", "--json", "osync", "odsync", "fdatasync", "fsync", "none" })
            QVERIFY2(r.out.contains(QLatin1String(opt)), opt);
        QVERIFY(r.out.contains(QStringLiteral("default 2000")));
        QVERIFY(r.out.contains(QStringLiteral("Usage: drivescope-cli syncwrite")));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    bool m_root = false;
    QString m_whyNoLoop;
};

QTEST_GUILESS_MAIN(TestSyncWriteCli)
#include "tst_syncwritecli.moc"
