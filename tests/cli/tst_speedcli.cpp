// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17: drivescope-cli speed as a user meets it: the grid's rows under the names
// CrystalDiskMark users know, read and write in a directory's scratch file (removed
// afterwards), JSON cells, a saved run that reports the same, and every bad input or
// unsafe write refused with one sentence and nothing written (checksums before and
// after, on real loop devices when root).
#include "cliprocess.h"
#include "loopdevice.h"
#include "readonlydevice.h"
#include "testfiles.h"

#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope::Test;

namespace {

const QString Flash = QStringLiteral("sim:ssd,read=80us,jitter=0us,rate=2GB/s");
const QStringList Quick { QStringLiteral("-t"), QStringLiteral("0.05"), QStringLiteral("-n"), QStringLiteral("2") };

CliResult runSpeed(const QStringList &args)
{
    return runCli(QStringList { QStringLiteral("speed") } + args);
}

bool hasRow(const QString &out, const QString &test, const QString &direction)
{
    const QRegularExpression row(QStringLiteral("^%1\\s+%2\\s+\\d+\\.\\d\\s+\\d+\\.\\d\\s+\\d+\\s")
                                     .arg(QRegularExpression::escape(test), direction),
        QRegularExpression::MultilineOption);
    return row.match(out).hasMatch();
}

QStringList scratchFilesIn(const QString &dir)
{
    return QDir(dir).entryList({ QStringLiteral("drivescope-write-*") }, QDir::Files | QDir::Hidden);
}

} // namespace

class TestSpeedCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_speedcli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 32 << 20));
    }

    void standardGridReadAndWrite()
    {
        const CliResult r = runSpeed(QStringList { Flash, QStringLiteral("--area"), QStringLiteral("64MiB") } + Quick);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *test : { "SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1" })
            for (const char *direction : { "read", "write" })
                QVERIFY2(hasRow(r.out, QLatin1String(test), QLatin1String(direction)),
                    qPrintable(
                        QStringLiteral("%1 %2 in\n").arg(QLatin1String(test), QLatin1String(direction)) + r.out));
    }

    void nvmeProfileReadOnly()
    {
        const CliResult r
            = runSpeed(QStringList { Flash, QStringLiteral("--profile"), QStringLiteral("nvme"),
                           QStringLiteral("--read-only"), QStringLiteral("--area"), QStringLiteral("64MiB") }
                + Quick);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *test : { "SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1" }) {
            QVERIFY2(hasRow(r.out, QLatin1String(test), QStringLiteral("read")), qPrintable(r.out));
            QVERIFY(!hasRow(r.out, QLatin1String(test), QStringLiteral("write")));
        }
    }

    // A directory: a random scratch file is made, read and written through io_uring,
    // and gone afterwards; a mixed test too.
    void directoryScratchFileRealIo()
    {
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_speedcli-dir-XXXXXX"));
        const CliResult r = runSpeed({ dir.path(), QStringLiteral("--tests"), QStringLiteral("SEQ128K Q4T1,RND4K Q8T2"),
            QStringLiteral("--area"), QStringLiteral("16MiB"), QStringLiteral("--mix"), QStringLiteral("70"),
            QStringLiteral("-t"), QStringLiteral("0.2"), QStringLiteral("-n"), QStringLiteral("1"),
            QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        const QJsonArray cells = doc.value(QStringLiteral("speed")).toObject().value(QStringLiteral("cells")).toArray();
        QCOMPARE(cells.size(), 6);
        QStringList seen;
        for (const QJsonValue &v : cells) {
            const QJsonObject c = v.toObject();
            seen << c.value(QStringLiteral("test")).toString() + QLatin1Char('/')
                    + c.value(QStringLiteral("direction")).toString();
            const QJsonObject median = c.value(QStringLiteral("median")).toObject();
            QVERIFY2(median.value(QStringLiteral("mb_per_s")).toDouble() > 0, qPrintable(seen.back()));
            QVERIFY(median.value(QStringLiteral("iops")).toDouble() > 0);
            QVERIFY(c.value(QStringLiteral("best")).toObject().value(QStringLiteral("mb_per_s")).toDouble()
                >= median.value(QStringLiteral("mb_per_s")).toDouble());
        }
        QCOMPARE(seen,
            (QStringList { QStringLiteral("SEQ128K Q4T1/read"), QStringLiteral("SEQ128K Q4T1/write"),
                QStringLiteral("SEQ128K Q4T1/mix"), QStringLiteral("RND4K Q8T2/read"),
                QStringLiteral("RND4K Q8T2/write"), QStringLiteral("RND4K Q8T2/mix") }));
        QVERIFY2(scratchFilesIn(dir.path()).isEmpty(), qPrintable(scratchFilesIn(dir.path()).join(u' ')));
    }

    void savedRunReportsTheSame()
    {
        const QString session = m_dir->filePath(QStringLiteral("speed.dss"));
        const CliResult run
            = runSpeed(QStringList { Flash, QStringLiteral("--area"), QStringLiteral("64MiB"), QStringLiteral("--seed"),
                           QStringLiteral("5"), QStringLiteral("--save"), session }
                + Quick);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const CliResult report = runCli({ QStringLiteral("report"), session });
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        const qsizetype from = run.out.indexOf(QStringLiteral("Test "));
        QVERIFY(from >= 0);
        const QString table = run.out.mid(from, run.out.indexOf(QStringLiteral("\n\n"), from) - from);
        QVERIFY2(report.out.contains(table), qPrintable(report.out));

        // The grid's cells as CSV: each test's median MB/s and IOPS as the table prints them.
        const CliResult figures
            = runCli({ QStringLiteral("report"), session, QStringLiteral("--figures-csv"), QStringLiteral("-") });
        QVERIFY2(figures.exitCode == 0, qPrintable(figures.err));
        QVERIFY(figures.out.startsWith(QStringLiteral("run,benchmark,group,key,name,value,unit,shown\n")));
        QHash<QString, double> byNameAndUnit;
        for (const QString &line : figures.out.split(u'\n').mid(1)) {
            const QStringList f = line.split(u',');
            if (f.size() == 8)
                byNameAndUnit.insert(f[4] + u'|' + f[6], f[5].toDouble());
        }
        const QRegularExpression row(QStringLiteral("^((?:SEQ|RND)\\S+ Q\\d+T\\d+)\\s+(read|write)\\s+(\\d+\\.\\d)\\s+"
                                                    "\\d+\\.\\d\\s+(\\d+)\\s"),
            QRegularExpression::MultilineOption);
        int cells = 0;
        for (auto m = row.globalMatch(table); m.hasNext(); ++cells) {
            const auto match = m.next();
            const QString name = match.captured(1) + u' ' + match.captured(2);
            QVERIFY2(byNameAndUnit.contains(name + QStringLiteral("|MB/s")), qPrintable(name + u'\n' + figures.out));
            QCOMPARE(QString::number(byNameAndUnit.value(name + QStringLiteral("|MB/s")), 'f', 1), match.captured(3));
            QCOMPARE(QString::number(byNameAndUnit.value(name + QStringLiteral("|IOPS")), 'f', 0), match.captured(4));
        }
        QCOMPARE(cells, 8); // the standard profile's four tests, read and write
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("phrase");
        auto tests = [](const char *t) { return QStringList { QStringLiteral("--tests"), QLatin1String(t) }; };
        QTest::addRow("QD 0") << tests("RND4K Q0T1") << QStringLiteral("the queue depth must be from 1 to 4096");
        QTest::addRow("QD 5000") << tests("RND4K Q5000T1") << QStringLiteral("the queue depth must be from 1 to 4096");
        QTest::addRow("kernel limit") << tests("RND4K Q2048T64") << QStringLiteral("more than the 65536");
        QTest::addRow("syntax") << tests("4K random") << QStringLiteral("is not a test: write SEQ or RND");
        QTest::addRow("profile") << QStringList { QStringLiteral("--profile"), QStringLiteral("ultra") }
                                 << QStringLiteral("There is no profile 'ultra'");
        QTest::addRow("both") << QStringList { QStringLiteral("--profile"), QStringLiteral("nvme"),
            QStringLiteral("--tests"), QStringLiteral("RND4K Q1T1") }
                              << QStringLiteral("exclude each other");
        QTest::addRow("runs 0") << QStringList { QStringLiteral("-n"), QStringLiteral("0") }
                                << QStringLiteral("--runs must be a whole number from 1 to 9");
        QTest::addRow("mix 101") << QStringList { QStringLiteral("--mix"), QStringLiteral("101") }
                                 << QStringLiteral("--mix must be a whole number from 0 to 100");
        QTest::addRow("no time") << QStringList { QStringLiteral("-t"), QStringLiteral("0") }
                                 << QStringLiteral("--duration must be a number of seconds above 0");
        QTest::addRow("area > target") << QStringList {} << QStringLiteral("less than the 1 GiB test area");
        QTest::addRow("read-only mix") << QStringList { QStringLiteral("--read-only"), QStringLiteral("--mix"),
            QStringLiteral("50") } << QStringLiteral("a mix writes");
        QTest::addRow("odd area") << QStringList { QStringLiteral("--area"), QStringLiteral("1000") }
                                  << QStringLiteral("test area must be a positive multiple");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, phrase);
        const QByteArray before = fileSha256(m_file);
        const CliResult r = runSpeed(QStringList { m_file } + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(fileSha256(m_file), before);
    }

    // A file is never written: not named as a device, not confirmed.
    void aFileIsNotWritten()
    {
        const QByteArray before = fileSha256(m_file);
        const CliResult r = runSpeed(QStringList { m_file, QStringLiteral("--destroy-data-on"), m_file,
                                         QStringLiteral("--area"), QStringLiteral("8MiB") }
            + Quick);
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(r.err.count(u'\n'), 1);
        QCOMPARE(fileSha256(m_file), before);
        // Read only by default: it reads, and nothing changes.
        const CliResult read
            = runSpeed(QStringList { m_file, QStringLiteral("--area"), QStringLiteral("8MiB") } + Quick);
        QVERIFY2(read.exitCode == 0, qPrintable(read.err));
        QVERIFY(!hasRow(read.out, QStringLiteral("SEQ1M Q8T1"), QStringLiteral("write")));
        QCOMPARE(fileSha256(m_file), before);
    }

    // Whole devices: refused unless confirmed, refused while mounted or while a loop
    // device sits on them; the confirmed free one is written (the checksum can tell).
    void deviceWritesOnlyWhenConfirmedAndFree()
    {
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(why));
        LoopDevice loop(m_dir->path(), 48 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        QVERIFY(runTool(QStringLiteral("blockdev"), { QStringLiteral("--setrw"), loop.device() }));
        const QStringList small = QStringList {
            QStringLiteral("--tests"), QStringLiteral("SEQ1M Q2T1"), QStringLiteral("--area"), QStringLiteral("16MiB")
        } + Quick;
        const QByteArray before = fileSha256(loop.device());

        // Confirmed with another name: refused.
        CliResult r = runSpeed(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), m_file } + small);
        QCOMPARE(r.exitCode, 4);
        QCOMPARE(fileSha256(loop.device()), before);
        {
            // A loop device on top uses it: writing below would destroy what is above.
            StackedLoop above(loop.device());
            QVERIFY2(above.isValid(), qPrintable(above.error()));
            r = runSpeed(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), loop.device() } + small);
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(r.err.contains(above.device()), qPrintable(r.err));
            QCOMPARE(fileSha256(loop.device()), before);
        }
        {
            QVERIFY(makeExt4(loop.device()));
            const QByteArray formatted = fileSha256(loop.device());
            QTemporaryDir mnt(scratchRoot() + QStringLiteral("/tst_speedcli-mnt-XXXXXX"));
            QVERIFY(runTool(
                QStringLiteral("mount"), { QStringLiteral("-o"), QStringLiteral("ro"), loop.device(), mnt.path() }));
            r = runSpeed(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), loop.device() } + small);
            QVERIFY(runTool(QStringLiteral("umount"), { mnt.path() }));
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(r.err.contains(mnt.path()), qPrintable(r.err));
            // Mounted read-only, so nothing but a write of ours could change it.
            QCOMPARE(fileSha256(loop.device()), formatted);
        }
        {
            // Read-only (BLKROSET): refused before a byte is written, with one sentence.
            const QByteArray now = fileSha256(loop.device());
            const ReadOnlyDevice readOnly(loop.device());
            QVERIFY(readOnly.ok());
            r = runSpeed(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), loop.device() } + small);
            QCOMPARE(r.exitCode, 4);
            QVERIFY2(r.err.contains(QStringLiteral("is read-only")), qPrintable(r.err));
            QCOMPARE(r.err.count(u'\n'), 1);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(fileSha256(loop.device()), now);
        }
        // Free and confirmed: written.
        const QByteArray free = fileSha256(loop.device());
        r = runSpeed(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), loop.device() } + small);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(hasRow(r.out, QStringLiteral("SEQ1M Q2T1"), QStringLiteral("write")));
        QVERIFY(fileSha256(loop.device()) != free);
        // And again at once: the run before gave the device back when it ended. Its
        // io_uring's registered descriptor used to keep the O_EXCL claim until the
        // kernel freed the ring, and 2 of 3 runs straight after were refused as "open
        // exclusively by another program".
        // Eight 1 MiB buffers registered: the ring takes longer to free, as a real grid's.
        const QStringList deeper = QStringList {
            QStringLiteral("--tests"), QStringLiteral("SEQ1M Q8T1"), QStringLiteral("--area"), QStringLiteral("16MiB")
        } + Quick;
        for (int again = 0; again < 4; ++again) {
            r = runSpeed(QStringList { loop.device(), QStringLiteral("--destroy-data-on"), loop.device() } + deeper);
            QVERIFY2(r.exitCode == 0, qPrintable(QStringLiteral("run %1 after: %2").arg(again + 1).arg(r.err)));
        }
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestSpeedCli)
#include "tst_speedcli.moc"
