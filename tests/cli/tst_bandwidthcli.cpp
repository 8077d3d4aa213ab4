// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-cli bandwidth as a user and a script meet it: options, the report, JSON,
// writes only where allowed (scratch file removed afterwards, a device only when
// confirmed), Ctrl-C. Runs the real binary.
#include "cliprocess.h"
#include "knoboverride.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace DriveScope::Test;

namespace {

CliResult runBandwidth(const QStringList &args)
{
    return runCli(QStringList { QStringLiteral("bandwidth") } + args);
}

QByteArray readAt(const QString &path, qint64 offset, qint64 size)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly) || !f.seek(offset))
        return {};
    return f.read(size);
}

QStringList scratchLeftIn(const QString &dir)
{
    return QDir(dir).entryList({ QStringLiteral("drivescope-write-*") }, QDir::Files | QDir::Hidden);
}

} // namespace

class TestBandwidthCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_bandwidthcli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 32 << 20));
        m_writeDir = m_dir->filePath(QStringLiteral("writes"));
        QVERIFY(QDir().mkpath(m_writeDir));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("needle");
        const QString f = QStringLiteral("FILE");
        QTest::newRow("read and write") << QStringList { QStringLiteral("--read"), QStringLiteral("--write"), f } << 2
                                        << QStringLiteral("exclude");
        QTest::newRow("write without target")
            << QStringList { QStringLiteral("--write") } << 2 << QStringLiteral("--write needs a TARGET");
        QTest::newRow("confirm without write") << QStringList { QStringLiteral("--destroy-data-on"), f, f } << 2
                                               << QStringLiteral("only goes with --write");
        QTest::newRow("interval 0") << QStringList { QStringLiteral("--interval"), QStringLiteral("0"), f } << 2
                                    << QStringLiteral("--interval");
        QTest::newRow("block size 0") << QStringList { QStringLiteral("-b"), QStringLiteral("0"), f } << 2
                                      << QStringLiteral("--block-size");
        QTest::newRow("unaligned block") << QStringList { QStringLiteral("-b"), QStringLiteral("1000"), f } << 2
                                         << QStringLiteral("1000 B");
        QTest::newRow("bad size") << QStringList { QStringLiteral("-t"), QStringLiteral("lots"), f } << 2
                                  << QStringLiteral("--total");
        QTest::newRow("missing target") << QStringList { QStringLiteral("/nonexistent/x") } << 3
                                        << QStringLiteral("/nonexistent/x");
        QTest::newRow("write into an existing file") << QStringList { QStringLiteral("--write"), f } << 4 << QString();
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, needle);
        args.replaceInStrings(QStringLiteral("FILE"), m_file);
        const CliResult r = runBandwidth(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(needle), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void helpDocumentsEveryOption()
    {
        const CliResult r = runBandwidth({ QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        for (const char *option : { "--read", "--write", "--block-size", "--total", "--region", "--interval",
                 "--destroy-data-on", "--no-flush", "--buffered", "--huge-pages", "--json", "max_sectors_kb" })
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
    }

    void humanReport()
    {
        const CliResult r = runBandwidth({ m_file, QStringLiteral("-t"), QStringLiteral("64M"),
            QStringLiteral("--interval"), QStringLiteral("0.2") });
        QCOMPARE(r.exitCode, 0);
        for (const char *text :
            { "Bandwidth: sequential read of 32 MiB (32 blocks of 1 MiB)", "capped to 32 MiB", "aqu-sz", "%util",
                "MB/s (1 MB = 10^6 B)", "Request size: ", "O_DIRECT: on", "Read 33.6 MB (33554432 B)" })
            QVERIFY2(r.out.contains(QLatin1String(text)),
                qPrintable(QStringLiteral("missing '%1' in:\n%2").arg(QLatin1String(text), r.out)));
    }

    void jsonHasSamplesDeviceRowsAndBandwidth()
    {
        const CliResult r = runBandwidth({ m_file, QStringLiteral("-t"), QStringLiteral("16M"), QStringLiteral("-b"),
            QStringLiteral("256K"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("benchmark")).toString(), QStringLiteral("bandwidth"));
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        const QJsonObject bw = o.value(QStringLiteral("bandwidth")).toObject();
        QCOMPARE(bw.value(QStringLiteral("bytes")).toDouble(), 16.0 * 1048576);
        QCOMPARE(bw.value(QStringLiteral("blocks")).toInt(), 64);
        QVERIFY(bw.value(QStringLiteral("mb_per_s")).toDouble() > 0);
        QVERIFY(!bw.value(QStringLiteral("request_size"))
                     .toObject()
                     .value(QStringLiteral("sentence"))
                     .toString()
                     .isEmpty());
        const QJsonObject samples = o.value(QStringLiteral("samples")).toObject();
        QCOMPARE(samples.value(QStringLiteral("count")).toInt(), 64);
        const QJsonArray offsets = samples.value(QStringLiteral("offset")).toArray();
        for (int i = 0; i < offsets.size(); ++i)
            QCOMPARE(offsets[i].toDouble(), double(i) * 262144);
        const QJsonObject stats = o.value(QStringLiteral("device_stats")).toObject();
        QVERIFY(stats.value(QStringLiteral("source")).toObject().value(QStringLiteral("available")).toBool());
        QVERIFY(!stats.value(QStringLiteral("rows")).toArray().isEmpty());
        const QJsonObject row = stats.value(QStringLiteral("rows")).toArray().first().toObject();
        for (const char *key : { "r_per_s", "w_per_s", "r_mb_per_s", "w_mb_per_s", "areq_sz_bytes", "aqu_sz",
                 "await_ms", "util_percent", "delta" })
            QVERIFY2(row.contains(QLatin1String(key)), key);
    }

    // --huge-pages: the report and the JSON say which pages held the buffer (root
    // reserves hugetlb pages for it; without root THP or a clear refusal, exit 1).
    void hugePagesAreReportedOrRefused()
    {
        std::optional<KnobOverride> pool;
        reserveHugePages(pool, 2);
        const CliResult text
            = runBandwidth({ m_file, QStringLiteral("-t"), QStringLiteral("8M"), QStringLiteral("--huge-pages") });
        const CliResult json = runBandwidth({ m_file, QStringLiteral("-t"), QStringLiteral("8M"),
            QStringLiteral("--huge-pages"), QStringLiteral("--json") });
        const QJsonObject config
            = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("config")).toObject();
        QCOMPARE(config.value(QStringLiteral("buffer_pages")).toString(), QStringLiteral("huge"));
        if (!isRoot() && text.exitCode == 1) {
            QVERIFY2(text.err.contains(QLatin1String("could not be put in huge pages")), qPrintable(text.err));
            QSKIP("no huge pages here without root (the refusal was checked)");
        }
        QCOMPARE(text.exitCode, 0);
        QCOMPARE(json.exitCode, 0);
        QVERIFY2(text.out.contains(QLatin1String("I/O buffer: 2 MiB ")), qPrintable(text.out));
        const QString backing = config.value(QStringLiteral("buffer_backing")).toString();
        QCOMPARE(backing, isRoot() ? QStringLiteral("hugetlb") : QStringLiteral("transparent"));
        // Ordinary pages print no such line (the default report stays as it was).
        const CliResult normal = runBandwidth({ m_file, QStringLiteral("-t"), QStringLiteral("8M") });
        QVERIFY(!normal.out.contains(QLatin1String("I/O buffer")));
    }

    // --write to a directory: a scratch file of --total bytes, written with random
    // data, removed after the run.
    void writeToScratchFile()
    {
        const CliResult r = runBandwidth({ QStringLiteral("--write"), m_writeDir, QStringLiteral("-t"),
            QStringLiteral("16M"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("config")).toObject().value(QStringLiteral("direction")).toString(),
            QStringLiteral("write"));
        QCOMPARE(
            o.value(QStringLiteral("bandwidth")).toObject().value(QStringLiteral("bytes")).toDouble(), 16.0 * 1048576);
        for (const QJsonValue &flags :
            o.value(QStringLiteral("samples")).toObject().value(QStringLiteral("flags")).toArray())
            QCOMPARE(flags.toInt() & 4, 4); // Sample::Write
        QVERIFY(o.value(QStringLiteral("bandwidth")).toObject().contains(QStringLiteral("flush_ns")));
        QVERIFY2(scratchLeftIn(m_writeDir).isEmpty(), qPrintable(scratchLeftIn(m_writeDir).join(u' ')));
    }

    // A whole device only with --destroy-data-on naming it; then every block is written.
    void writeToDeviceNeedsConfirmation()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 32 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        const QByteArray before = readAt(loop.image(), 0, 1 << 20);

        CliResult r
            = runBandwidth({ QStringLiteral("--write"), loop.device(), QStringLiteral("-t"), QStringLiteral("8M") });
        QCOMPARE(r.exitCode, 4);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(readAt(loop.image(), 0, 1 << 20), before);
        r = runBandwidth({ QStringLiteral("--write"), loop.device(), QStringLiteral("--destroy-data-on"),
            QStringLiteral("/dev/loop-other"), QStringLiteral("-t"), QStringLiteral("8M") });
        QCOMPARE(r.exitCode, 4);

        r = runBandwidth({ QStringLiteral("--write"), loop.device(), QStringLiteral("--destroy-data-on"), loop.device(),
            QStringLiteral("-t"), QStringLiteral("8M"), QStringLiteral("--json") });
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(
            o.value(QStringLiteral("bandwidth")).toObject().value(QStringLiteral("bytes")).toDouble(), 8.0 * 1048576);
        // The loop device counted our writes.
        double written = 0;
        for (const QJsonValue &row :
            o.value(QStringLiteral("device_stats")).toObject().value(QStringLiteral("rows")).toArray())
            written += row.toObject()
                           .value(QStringLiteral("delta"))
                           .toObject()
                           .value(QStringLiteral("write_sectors"))
                           .toDouble()
                * 512;
        QVERIFY2(std::abs(written - 8.0 * 1048576) <= 0.03 * 8 * 1048576, qPrintable(QString::number(written)));
        const QByteArray after = readAt(loop.image(), 0, 1 << 20);
        QVERIFY(after != before);
        QVERIFY(after != QByteArray(1 << 20, '\0'));
        // No two 4 KiB pages written alike (nothing below could deduplicate them).
        const QByteArray written8 = readAt(loop.image(), 0, 8 << 20);
        QCOMPARE(written8.size(), 8 << 20);
        QSet<QByteArray> pages;
        for (qsizetype at = 0; at < written8.size(); at += 4096)
            pages.insert(QCryptographicHash::hash(written8.mid(at, 4096), QCryptographicHash::Sha1));
        QCOMPARE(pages.size(), 2048);
    }

    // The device shrinks under a running read (docs/bandwidth.md says why this and not
    // losetup -d or a device-mapper error target): exit 1, the partial report with the
    // blocks read so far, one sentence naming the offset on standard error.
    void shrinkingDeviceExitsOne()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 128 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("bandwidth"), loop.device(), QStringLiteral("-b"), QStringLiteral("4K") });
        QVERIFY(p.waitForStarted());
        QTest::qWait(300);
        const qint64 newSize = 100 << 20;
        QCOMPARE(QProcess::execute(
                     QStringLiteral("truncate"), { QStringLiteral("-s"), QString::number(newSize), loop.image() }),
            0);
        QCOMPARE(QProcess::execute(QStringLiteral("losetup"), { QStringLiteral("-c"), loop.device() }), 0);
        QVERIFY(p.waitForFinished(60000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(out.contains(QStringLiteral("PARTIAL RESULT: the run failed after 25600 blocks")), qPrintable(out));
        QVERIFY2(err.contains(QStringLiteral("offset %1").arg(newSize)), qPrintable(err));
    }

    // Ctrl-C: exit 130, the partial result labelled, no scratch file left, in whichever
    // phase (creating the scratch file, or measuring) the signal lands.
    void interruptLeavesNothingBehind()
    {
        QProcess p;
        p.start(QStringLiteral(DRIVESCOPE_CLI_PATH),
            { QStringLiteral("bandwidth"), QStringLiteral("--write"), m_writeDir, QStringLiteral("-t"),
                QStringLiteral("256M"), QStringLiteral("-b"), QStringLiteral("4K") });
        QVERIFY(p.waitForStarted());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += p.readAllStandardError()).contains("scratch file"), 10000);
        QTest::qWait(1500);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 130);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        if (!out.isEmpty())
            QVERIFY2(out.contains(QStringLiteral("PARTIAL RESULT: cancelled")), qPrintable(out));
        QVERIFY2(scratchLeftIn(m_writeDir).isEmpty(), qPrintable(scratchLeftIn(m_writeDir).join(u' ')));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
    QString m_writeDir;
};

QTEST_GUILESS_MAIN(TestBandwidthCli)
#include "tst_bandwidthcli.moc"
