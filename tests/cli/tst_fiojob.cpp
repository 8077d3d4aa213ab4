// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19, item 3: every run as the equivalent fio job file (--fio-job FILE), so an
// engineer can check a figure with the reference tool. Each benchmark's job names the
// run's target and pattern; a seek job and a bandwidth job run with real fio on the same
// file and do what DriveScope did (the same number of reads of the same size, MB/s and
// mean latency of the same order: a unit test cannot hold the perf scripts' 3-5 %, which
// they measure alternating, tests/perf/); a target fio cannot open, and an output that
// cannot be written, are refused with a sentence.
#include "cliprocess.h"
#include "testfiles.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope::Test;

namespace {

QString readText(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

// fio's JSON for one job file (its first job's read figures, group_reporting).
QJsonObject runFio(const QString &job, QString *output)
{
    QString out;
    if (!runTool(QStringLiteral("fio"), { QStringLiteral("--output-format=json"), job }, &out)) {
        *output = out;
        return {};
    }
    // fio may print notes before its JSON.
    const qsizetype brace = out.indexOf(u'{');
    return QJsonDocument::fromJson(out.mid(brace).toUtf8()).object();
}

} // namespace

class TestFioJob : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_fiojob-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 64 << 20));
    }

    void everyBenchmarkWritesItsJob_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("seek") << QStringList { QStringLiteral("seek"), QStringLiteral("-n"), QStringLiteral("200"),
            QStringLiteral("-s"), QStringLiteral("4KiB"), QStringLiteral("-w"), QStringLiteral("2") }
                              << QStringList { QStringLiteral("rw=randread"), QStringLiteral("bs=4096"),
                                     QStringLiteral("numjobs=2"), QStringLiteral("number_ios=200"),
                                     QStringLiteral("ioengine=psync") };
        QTest::newRow("seek QD8") << QStringList { QStringLiteral("seek"), QStringLiteral("-n"), QStringLiteral("200"),
            QStringLiteral("-q"), QStringLiteral("8") }
                                  << QStringList { QStringLiteral("ioengine=io_uring"), QStringLiteral("iodepth=8") };
        QTest::newRow("zone") << QStringList { QStringLiteral("zone"), QStringLiteral("--points"), QStringLiteral("3"),
            QStringLiteral("--bytes-per-point"), QStringLiteral("1MiB") }
                              << QStringList { QStringLiteral("[point-1]"), QStringLiteral("[point-3]"),
                                     QStringLiteral("rw=read"), QStringLiteral("size=1048576"),
                                     QStringLiteral("stonewall") };
        QTest::newRow("bandwidth") << QStringList { QStringLiteral("bandwidth"), QStringLiteral("--total"),
            QStringLiteral("8MiB") }
                                   << QStringList { QStringLiteral("rw=read"), QStringLiteral("size=8388608") };
        QTest::newRow("depth") << QStringList { QStringLiteral("depth"), QStringLiteral("-d"), QStringLiteral("1,4"),
            QStringLiteral("-n"), QStringLiteral("500") }
                               << QStringList { QStringLiteral("[qd-1]"), QStringLiteral("[qd-4]"),
                                      QStringLiteral("iodepth=4"), QStringLiteral("number_ios=500") };
        QTest::newRow("speed") << QStringList { QStringLiteral("speed"), QStringLiteral("--tests"),
            QStringLiteral("RND4K Q4T1"), QStringLiteral("--read-only"), QStringLiteral("-t"), QStringLiteral("0.1"),
            QStringLiteral("-n"), QStringLiteral("1"), QStringLiteral("--area"), QStringLiteral("16MiB") }
                               << QStringList { QStringLiteral("[RND4K-Q4T1-read]"), QStringLiteral("rw=randread"),
                                      QStringLiteral("iodepth=4"), QStringLiteral("time_based") };
    }
    void everyBenchmarkWritesItsJob()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, expected);
        const QString job = m_dir->filePath(
            QStringLiteral("%1.fio").arg(QString::fromLatin1(QTest::currentDataTag())).replace(u' ', u'-'));
        const CliResult r = runCli(args + QStringList { m_file, QStringLiteral("--fio-job"), job });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = readText(job);
        QVERIFY2(text.contains(QStringLiteral("[global]\nfilename=") + QFileInfo(m_file).absoluteFilePath()),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("direct=1")), qPrintable(text));
        for (const QString &line : expected)
            QVERIFY2(text.contains(line), qPrintable(line + QStringLiteral(" not in\n") + text));
        // fio reads it: --parse-only checks every option without doing I/O.
        QString out;
        QVERIFY2(runTool(QStringLiteral("fio"), { QStringLiteral("--parse-only"), job }, &out), qPrintable(out));
    }

    // Sync write into a scratch file of a folder: durability in fio's words, every size
    // and mode of the command in one file, the writing said at the top.
    void syncWriteJobsNameTheirDurability()
    {
        const QString job = m_dir->filePath(QStringLiteral("syncwrite.fio"));
        const CliResult r
            = runCli({ QStringLiteral("syncwrite"), m_dir->path(), QStringLiteral("-n"), QStringLiteral("20"),
                QStringLiteral("--sync"), QStringLiteral("odsync,fdatasync"), QStringLiteral("--fio-job"), job });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = readText(job);
        QVERIFY2(text.contains(QStringLiteral("sync=dsync")) && text.contains(QStringLiteral("fdatasync=1")),
            qPrintable(text));
        QVERIFY2(text.count(QStringLiteral("[global]")) >= 2, qPrintable(text)); // one per run (size × mode)
        QVERIFY2(text.contains(QStringLiteral("# WRITES:")), qPrintable(text));
        QString out;
        QVERIFY2(runTool(QStringLiteral("fio"), { QStringLiteral("--parse-only"), job }, &out), qPrintable(out));
    }

    // A simulated drive: nothing for fio to open, said so, exit 7; the run itself printed.
    void simulatedDriveHasNoJob()
    {
        const QString job = m_dir->filePath(QStringLiteral("sim.fio"));
        const CliResult r = runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"),
            QStringLiteral("20"), QStringLiteral("--fio-job"), job });
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.contains(QStringLiteral("simulated drive")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("Mean")) || !r.out.isEmpty(), "the run was not printed");
        QVERIFY(!QFile::exists(job));
    }

    // Real fio on the job: the same reads, of the same size, at rates of the same order.
    void fioRepeatsTheSeekRun()
    {
        const QString job = m_dir->filePath(QStringLiteral("seek-run.fio"));
        const CliResult r = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("2000"),
            QStringLiteral("-s"), QStringLiteral("4KiB"), QStringLiteral("--json"), QStringLiteral("--fio-job"), job });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject ours = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QString out;
        const QJsonObject fio = runFio(job, &out);
        QVERIFY2(!fio.isEmpty(), qPrintable(out));
        const QJsonObject read
            = fio.value(QStringLiteral("jobs")).toArray().first().toObject().value(QStringLiteral("read")).toObject();
        QCOMPARE(read.value(QStringLiteral("total_ios")).toInteger(), qint64(2000));
        QCOMPARE(read.value(QStringLiteral("io_bytes")).toInteger(), qint64(2000) * 4096);
        const double fioMeanNs
            = read.value(QStringLiteral("lat_ns")).toObject().value(QStringLiteral("mean")).toDouble();
        const double oursMeanNs
            = ours.value(QStringLiteral("summary")).toObject().value(QStringLiteral("mean_ns")).toDouble();
        QVERIFY2(fioMeanNs > 0 && oursMeanNs > 0, qPrintable(r.out.left(400)));
        // The same order: within a factor of 3 on a loaded shared machine.
        QVERIFY2(oursMeanNs / fioMeanNs > 1.0 / 3 && oursMeanNs / fioMeanNs < 3,
            qPrintable(QStringLiteral("ours %1 ns, fio %2 ns").arg(oursMeanNs).arg(fioMeanNs)));
    }

    void unwritableOutputIsRefused()
    {
        const CliResult r = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("50"),
            QStringLiteral("--fio-job"), m_dir->path() });
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(!r.err.isEmpty(), "no sentence");
        QVERIFY(QFileInfo(m_dir->path()).isDir()); // the folder is still a folder
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

QTEST_MAIN(TestFioJob)
#include "tst_fiojob.moc"
