// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 19, item 3: every run as the equivalent fio job file (--fio-job FILE), so an
// engineer can check a figure with the reference tool. Each benchmark's job names the
// run's target and pattern; a seek job runs with real fio on the same file and does what
// DriveScope did (the same number of reads of the same size; rates are the perf scripts'
// to compare, alternating, tests/perf/); a target fio cannot open or be given, a job
// that would replace an input, and an output that cannot be written, are refused with a
// sentence before the run (issue 32).
#include "cliprocess.h"
#include "core/bench/engine/fiojob.h"
#include "core/session/runjournal.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope;
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

    // A simulated drive: nothing for fio to open, said before anything runs (exit 2).
    void simulatedDriveHasNoJob()
    {
        const QString job = m_dir->filePath(QStringLiteral("sim.fio"));
        const CliResult r = runCli({ QStringLiteral("seek"), QStringLiteral("sim:hdd"), QStringLiteral("-n"),
            QStringLiteral("20"), QStringLiteral("--fio-job"), job });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("simulated drive")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(job));
    }

    // Issue 32: the job replaced what it describes (`seek victim.bin --fio-job
    // victim.bin`), or the session just saved; an empty name failed only after the run.
    void jobNeverReplacesAnInput_data()
    {
        QTest::addColumn<QString>("jobName"); // "TARGET", "SESSION", a journal, or a name
        QTest::addColumn<QString>("phrase");
        QTest::newRow("the target") << "TARGET"
                                    << "is the target itself";
        QTest::newRow("the session saved") << "SESSION"
                                           << "name the same file";
        QTest::newRow("the session's journal") << "SESSION.journal"
                                               << "name the same file";
        QTest::newRow("an empty name") << ""
                                       << "--fio-job needs a file name";
    }
    void jobNeverReplacesAnInput()
    {
        QFETCH(QString, jobName);
        QFETCH(QString, phrase);
        const QString session = m_dir->filePath(QStringLiteral("kept.dss"));
        QFile::remove(session);
        QVERIFY(saveCliRuns(
            { { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"), QStringLiteral("50") } },
            session)
                    .isEmpty());
        const QByteArray targetBefore = fileSha256(m_file);
        const QByteArray sessionBefore = fileSha256(session);
        QString job = jobName;
        job.replace(QStringLiteral("TARGET"), m_file).replace(QStringLiteral("SESSION"), session);
        const CliResult r = runCli({ QStringLiteral("seek"), m_file, QStringLiteral("-n"), QStringLiteral("50"),
            QStringLiteral("--save"), session, QStringLiteral("--fio-job"), job });
        QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QVERIFY(r.out.isEmpty()); // refused before the run
        QCOMPARE(fileSha256(m_file), targetBefore);
        QCOMPARE(fileSha256(session), sessionBefore);
        QVERIFY(!QFile::exists(RunJournal::pathForSession(session)));
    }

    // A name fio's parser splits (':' between files) is escaped; fio then reads that
    // very file and no other: real fio on the job, and no file appears beside it.
    void namesFioSplitsAreEscaped_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("a colon") << "a:b.bin";
        QTest::newRow("two colons and a backslash") << "c\\:d:e.bin";
        QTest::newRow("a section in brackets, an option") << "[evil] exec_prerun=touch PWNED.bin";
        QTest::newRow("spaces inside") << "my disk image.bin";
    }
    void namesFioSplitsAreEscaped()
    {
        QFETCH(QString, name);
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_fiojob-name-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString target = dir.filePath(name);
        QVERIFY(makeRandomFile(target, 4 << 20));
        const QString job = m_dir->filePath(QStringLiteral("escaped.fio"));
        const CliResult r = runCli({ QStringLiteral("seek"), target, QStringLiteral("-n"), QStringLiteral("20"),
            QStringLiteral("-s"), QStringLiteral("4KiB"), QStringLiteral("--fio-job"), job });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QString out;
        QVERIFY2(runTool(QStringLiteral("fio"), { QStringLiteral("--parse-only"), job }, &out), qPrintable(out));
        const QJsonObject fio = runFio(job, &out);
        QVERIFY2(!fio.isEmpty(), qPrintable(out + readText(job)));
        const QJsonObject read
            = fio.value(QStringLiteral("jobs")).toArray().first().toObject().value(QStringLiteral("read")).toObject();
        QCOMPARE(read.value(QStringLiteral("io_bytes")).toInteger(), qint64(20) * 4096);
        QCOMPARE(
            QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList { name });
        // The planted "command" stays part of the name: nothing made it, here or there.
        QVERIFY(!QFile::exists(QStringLiteral("PWNED.bin")));
        QVERIFY(!QFile::exists(QStringLiteral("PWNED")));
    }

    // A name fio cannot be given as it is: refused with one sentence before the run,
    // no job written, nothing run by fio.
    void namesFioCannotReadAreRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("a newline and a planted command") << "evil\n[evil]\nexec_prerun=touch PWNED";
        QTest::newRow("a semicolon") << "a;b.bin";
        QTest::newRow("a hash") << "a#b.bin";
        QTest::newRow("an environment variable") << "${HOME}.bin";
        QTest::newRow("a trailing blank") << "trailing.bin ";
    }
    void namesFioCannotReadAreRefused()
    {
        QFETCH(QString, name);
        QTemporaryDir dir(scratchRoot() + QStringLiteral("/tst_fiojob-bad-XXXXXX"));
        QVERIFY(dir.isValid());
        const QString target = dir.filePath(name);
        QVERIFY(makeRandomFile(target, 1 << 20));
        const QString job = dir.filePath(QStringLiteral("job.fio"));
        const CliResult r = runCli({ QStringLiteral("seek"), target, QStringLiteral("-n"), QStringLiteral("20"),
            QStringLiteral("--fio-job"), job });
        QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("fio cannot be given the name")), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
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
        // Both measured (rates are the perf scripts' to compare, alternating: tests/perf/).
        QVERIFY(read.value(QStringLiteral("lat_ns")).toObject().value(QStringLiteral("mean")).toDouble() > 0);
        QVERIFY2(ours.value(QStringLiteral("summary")).toObject().value(QStringLiteral("mean_ns")).toDouble() > 0,
            qPrintable(r.out.left(400)));
    }

    // A comment fio skips whatever its text: no line break, and no longer than a line
    // fio reads (beyond 8,191 bytes fio reads the rest as a line of its own).
    void commentsStayOneLine()
    {
        for (const QString &text : QStringList { QStringLiteral("a\n[evil]\nexec_prerun=touch PWNED"),
                 QString(QString(9000, u'x') + QStringLiteral(" exec_prerun=touch PWNED #")),
                 QString(QString(3000, QChar(0x00e9)) + QStringLiteral("\r\n")) }) {
            const QString line = FioJobFile::commentFor(text);
            QVERIFY(line.startsWith(QStringLiteral("# ")));
            QVERIFY(!line.contains(u'\n') && !line.contains(u'\r'));
            QVERIFY2(line.toUtf8().size() <= 8191, qPrintable(QString::number(line.toUtf8().size())));
        }
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
