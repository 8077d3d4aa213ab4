// SPDX-License-Identifier: GPL-3.0-or-later
// drivescope-cli blocksize as a user meets it: a row per transfer size beginning with
// the size, reads and writes in a directory's scratch file (removed afterwards), JSON
// rows, a saved run that reports the same, and every bad input or unsafe write refused
// with one sentence and nothing written (checksums before and after, on real loop
// devices when root).
#include "cliprocess.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope::Test;

namespace {

const QString Flash = QStringLiteral("sim:ssd,read=80us,write=30us,jitter=0us,rate=2GB/s");
const QStringList Quick { QStringLiteral("-t"), QStringLiteral("0.05") };

CliResult runSweep(const QStringList &args)
{
    return runCli(QStringList { QStringLiteral("blocksize") } + args);
}

// "64 KiB      1995.2      1998.2 ..." : the size, then read (and write) MB/s.
bool hasRow(const QString &out, const QString &size, int numbers)
{
    QString pattern = QStringLiteral("^%1").arg(QRegularExpression::escape(size));
    for (int i = 0; i < numbers; ++i)
        pattern += QStringLiteral("\\s+\\d+\\.\\d");
    return QRegularExpression(pattern, QRegularExpression::MultilineOption).match(out).hasMatch();
}

} // namespace

class TestBlockSizeCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_blocksizecli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 32 << 20));
    }

    void simulatedSweepReadAndWrite()
    {
        const CliResult r = runSweep(QStringList { Flash, QStringLiteral("--area"), QStringLiteral("64MiB") } + Quick);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *size : { "512 B", "4 KiB", "1 MiB", "64 MiB" })
            QVERIFY2(hasRow(r.out, QLatin1String(size), 2), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("the smallest size reaching 95 % of it: 64 KiB")), qPrintable(r.out));
    }

    void directoryScratchFileRealIo()
    {
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_blocksizecli-dir-XXXXXX"));
        const CliResult r = runSweep({ dir.path(), QStringLiteral("--sizes"), QStringLiteral("4KiB..1MiB"),
            QStringLiteral("--area"), QStringLiteral("8MiB"), QStringLiteral("-t"), QStringLiteral("0.2") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(
            hasRow(r.out, QStringLiteral("4 KiB"), 2) && hasRow(r.out, QStringLiteral("1 MiB"), 2), qPrintable(r.out));
        QVERIFY(!hasRow(r.out, QStringLiteral("2 MiB"), 1));
        QVERIFY2(r.out.contains(QStringLiteral("O_DIRECT")), qPrintable(r.out));
        // The scratch file is gone.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {});
    }

    void jsonAndSavedRunReportTheSame()
    {
        const QString session = m_dir->filePath(QStringLiteral("sweep.dss"));
        const CliResult run
            = runSweep(QStringList { Flash, QStringLiteral("--sizes"), QStringLiteral("4KiB,1MiB"),
                           QStringLiteral("--area"), QStringLiteral("16MiB"), QStringLiteral("--save"), session }
                + Quick);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const CliResult report = runCli({ QStringLiteral("report"), session });
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        QVERIFY2(report.out.contains(run.out.section(u'\n', 2)), qPrintable(report.out));
        const CliResult json
            = runCli({ QStringLiteral("report"), session, QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const QJsonArray runs = doc.value(QStringLiteral("runs")).toArray();
        QVERIFY(!runs.isEmpty());
        const QJsonObject rows = runs.first()
                                     .toObject()
                                     .value(QStringLiteral("blocksize"))
                                     .toObject()
                                     .value(QStringLiteral("rows"))
                                     .toObject();
        QCOMPARE(rows.value(QStringLiteral("size_bytes")).toArray(), (QJsonArray { 4096.0, 1048576.0 }));
        QCOMPARE(rows.value(QStringLiteral("write_mb_per_s")).toArray().size(), 2);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("phrase");
        auto sizes = [](const char *t) { return QStringList { QStringLiteral("--sizes"), QLatin1String(t) }; };
        QTest::addRow("not a power of two") << sizes("3KiB") << QStringLiteral("is not a transfer size");
        QTest::addRow("below 512 B") << sizes("256..4KiB") << QStringLiteral("is not a transfer size");
        QTest::addRow("reversed") << sizes("8MiB..4KiB") << QStringLiteral("the first size is larger");
        QTest::addRow("empty") << sizes(",") << QStringLiteral("No transfer size given");
        QTest::addRow("QD 0") << QStringList { QStringLiteral("-q"), QStringLiteral("0") }
                              << QStringLiteral("--queue-depth must be a whole number from 1 to 256");
        QTest::addRow("no time") << QStringList { QStringLiteral("-t"), QStringLiteral("0") }
                                 << QStringLiteral("--duration must be a number of seconds above 0");
        QTest::addRow("area > target") << QStringList {} << QStringLiteral("less than the 256 MiB test area");
        QTest::addRow("odd area") << QStringList { QStringLiteral("--area"), QStringLiteral("100MiB") }
                                  << QStringLiteral("must be a multiple of the largest transfer, 64 MiB");
        QTest::addRow("buffers") << QStringList { QStringLiteral("-q"), QStringLiteral("64") }
                                 << QStringLiteral("more than 1 GiB of buffers");
        QTest::addRow("both") << QStringList { QStringLiteral("--read-only"), QStringLiteral("--destroy-data-on"),
            QStringLiteral("/dev/null") }
                              << QStringLiteral("exclude each other");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, phrase);
        const QByteArray before = fileSha256(m_file);
        const CliResult r = runSweep(QStringList { m_file } + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(fileSha256(m_file), before);
    }

    // A bad size for a directory is refused before a scratch file is made.
    void badInputMakesNoScratchFile()
    {
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_blocksizecli-bad-XXXXXX"));
        const CliResult r = runSweep({ dir.path(), QStringLiteral("--sizes"), QStringLiteral("3KiB") });
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList {});
    }

    // A file is never written: it is read, unless named as a device, which it is not.
    void aFileIsNotWritten()
    {
        const QByteArray before = fileSha256(m_file);
        const QStringList small { QStringLiteral("--area"), QStringLiteral("8MiB"), QStringLiteral("--sizes"),
            QStringLiteral("4KiB..1MiB") };
        CliResult r = runSweep(QStringList { m_file, QStringLiteral("--destroy-data-on"), m_file } + small + Quick);
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(r.err.count(u'\n'), 1);
        QCOMPARE(fileSha256(m_file), before);
        r = runSweep(QStringList { m_file } + small + Quick);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(hasRow(r.out, QStringLiteral("4 KiB"), 1) && !r.out.contains(QStringLiteral("write MB/s")));
        QCOMPARE(fileSha256(m_file), before);
    }

    // Whole devices: refused unless confirmed, refused while a loop device sits on them;
    // the confirmed free one is written (the checksum can tell).
    void deviceWritesOnlyWhenConfirmedAndFree()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 48 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        QVERIFY(runTool(QStringLiteral("blockdev"), { QStringLiteral("--setrw"), loop.device() }));
        const QStringList small = QStringList {
            QStringLiteral("--sizes"), QStringLiteral("64KiB..1MiB"), QStringLiteral("--area"), QStringLiteral("16MiB")
        } + Quick;
        const QByteArray before = fileSha256(loop.device());
        CliResult r = runSweep(QStringList { loop.device() } + small); // read only
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(fileSha256(loop.device()), before);
        r = runSweep(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), m_file } + small);
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(fileSha256(loop.device()), before);
        {
            StackedLoop above(loop.device());
            QVERIFY2(above.isValid(), qPrintable(above.error()));
            r = runSweep(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), loop.device() } + small);
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(r.err.contains(above.device()), qPrintable(r.err));
            QCOMPARE(fileSha256(loop.device()), before);
        }
        r = runSweep(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), loop.device() } + small);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(hasRow(r.out, QStringLiteral("1 MiB"), 2));
        QVERIFY(fileSha256(loop.device()) != before);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestBlockSizeCli)
#include "tst_blocksizecli.moc"
