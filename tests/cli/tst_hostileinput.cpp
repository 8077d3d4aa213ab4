// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15: the audit's reproductions, each a clear refusal (or survival) that loses
// nothing: outputs that are devices or FIFOs, full disks and closed pipes on standard
// output, planted links at the names DriveScope creates, decompression bombs, crafted
// sample values, /dev/zero and FIFOs as sessions, and the options that silently did the
// wrong thing. Runs the real binary; docs/hostile-input.md lists every case.
#include "cliprocess.h"
#include "core/io/filetarget.h"
#include "core/opening/scratchfile.h"
#include "core/opening/scratchwritefile.h"
#include "core/session/runjournal.h"
#include "core/session/sessionfile.h"
#include "loopdevice.h"
#include "sessionbytes.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

bool isFifo(const QString &path)
{
    struct stat st = {};
    return ::lstat(QFile::encodeName(path).constData(), &st) == 0 && S_ISFIFO(st.st_mode);
}

bool makeFifo(const QString &path)
{
    QFile::remove(path);
    return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
}

// A session whose one run claims `count` samples held by a tiny compressed stream of
// zeros (7 columns of one zero byte each) or, with garbage, bytes that only claim it.
QByteArray bombSession(const QByteArray &valid, quint64 count, bool garbage)
{
    std::vector<SessionSection> sections = sessionSections(valid);
    for (SessionSection &s : sections) {
        if (s.tag == "RUNM") {
            QJsonObject meta = QJsonDocument::fromJson(s.payload).object();
            meta.insert(QStringLiteral("sample_count"), qint64(count));
            s.payload = QJsonDocument(meta).toJson(QJsonDocument::Compact);
        } else if (s.tag == "SMPL") {
            QByteArray payload(9, '\0');
            qToLittleEndian<quint64>(count, payload.data());
            const qint64 raw = qint64(count) * 7;
            if (garbage) {
                QByteArray size(4, '\0');
                qToBigEndian<quint32>(quint32(std::min<qint64>(raw, 0xFFFFFFFF)), size.data());
                payload += size + QByteArray(qsizetype(raw / 1000 + 64), 'x');
            } else {
                payload += qCompress(QByteArray(qsizetype(raw), '\0'), 9);
            }
            s.payload = payload;
        }
    }
    return assembleSession(valid, sections);
}

} // namespace

class TestHostileInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_hostileinput-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_session = m_dir->filePath(QStringLiteral("valid.dss"));
        const QString failed = saveCliRuns({ { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"),
                                               QStringLiteral("500"), QStringLiteral("--seed"), QStringLiteral("1") } },
            m_session);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    // ---- Outputs that are not regular files: written directly, never replaced. ----

    void reportToADeviceNodeWritesItNeverReplacesIt()
    {
        if (!isRoot())
            QSKIP("making a device node needs root (CI runs as root)");
        // Our own /dev/full (1:7), so a regression cannot replace the machine's.
        const QString node = m_dir->filePath(QStringLiteral("full-device"));
        QVERIFY(::mknod(QFile::encodeName(node).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0);
        for (const char *option : { "--json", "--csv", "--html" }) {
            const CliResult r = runCli({ QStringLiteral("report"), m_session, QString::fromLatin1(option), node });
            QVERIFY2(r.exitCode == 6,
                qPrintable(
                    QStringLiteral("%1: exit %2 %3").arg(QString::fromLatin1(option)).arg(r.exitCode).arg(r.err)));
            QVERIFY2(r.err.contains(QStringLiteral("No space left on device")), qPrintable(r.err));
            struct stat st = {};
            QCOMPARE(::lstat(QFile::encodeName(node).constData(), &st), 0);
            QVERIFY2(S_ISCHR(st.st_mode) && st.st_rdev == makedev(1, 7), "the device node must still be there");
        }
    }

    void reportToAFifoNobodyReadsIsRefusedAtOnce()
    {
        const QString fifo = m_dir->filePath(QStringLiteral("out.fifo"));
        QVERIFY(makeFifo(fifo));
        const CliResult r = runCli({ QStringLiteral("report"), m_session, QStringLiteral("--json"), fifo });
        QCOMPARE(r.exitCode, 6);
        QVERIFY2(r.err.contains(QStringLiteral("no program is reading it")), qPrintable(r.err));
        QVERIFY(isFifo(fifo));
    }

    void reportThroughAPlantedLinkIsRefused()
    {
        const QString victim = m_dir->filePath(QStringLiteral("victim.txt"));
        QFile f(victim);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("precious\n");
        f.close();
        const QString link = m_dir->filePath(QStringLiteral("report.json"));
        QVERIFY(QFile::link(victim, link));
        const CliResult r = runCli({ QStringLiteral("report"), m_session, QStringLiteral("--json"), link });
        QCOMPARE(r.exitCode, 6);
        QVERIFY2(r.err.contains(QStringLiteral("symbolic link")), qPrintable(r.err));
        QCOMPARE(readWholeFile(victim), QByteArray("precious\n"));
        QVERIFY(QFileInfo(link).isSymLink());
    }

    // ---- Standard output that cannot take the report. ----

    void fullStandardOutputIsAnError_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("seek report") << QStringList { QStringLiteral("seek"), QStringLiteral("sim:ssd"),
            QStringLiteral("-n"), QStringLiteral("2000") }
                                     << 7;
        QTest::newRow("seek --json") << QStringList { QStringLiteral("seek"), QStringLiteral("sim:ssd"),
            QStringLiteral("-n"), QStringLiteral("2000"), QStringLiteral("--json") }
                                     << 7;
        QTest::newRow("report text") << QStringList { QStringLiteral("report"), QStringLiteral("@session") } << 6;
        QTest::newRow("report --json -") << QStringList { QStringLiteral("report"), QStringLiteral("@session"),
            QStringLiteral("--json"), QStringLiteral("-") }
                                         << 6;
        QTest::newRow("report --csv -") << QStringList { QStringLiteral("report"), QStringLiteral("@session"),
            QStringLiteral("--csv"), QStringLiteral("-") }
                                        << 6;
    }
    void fullStandardOutputIsAnError()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        args.replaceInStrings(QStringLiteral("@session"), m_session);
        const CliResult r = runCliTo(args, QStringLiteral("/dev/full"));
        QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("standard output")) && r.err.contains(QStringLiteral("No space left")),
            qPrintable(r.err));
    }

    void closedPipeIsAnErrorNotASignal()
    {
        QProcess sh;
        sh.start(QStringLiteral("bash"),
            { QStringLiteral("-c"),
                QStringLiteral("'%1' seek sim:ssd -n 200000 --json | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}")
                    .arg(QStringLiteral(DRIVESCOPE_CLI_PATH)) });
        QVERIFY(sh.waitForFinished(120000));
        const QString status = QString::fromUtf8(sh.readAllStandardOutput()).trimmed();
        QCOMPARE(status, QStringLiteral("7")); // 141 would be death by SIGPIPE
        QVERIFY2(QString::fromUtf8(sh.readAllStandardError()).contains(QStringLiteral("Broken pipe")),
            "the reason is printed");
    }

    // ---- Names DriveScope creates: never through a planted link. ----

    void plantedLinkAtTheScratchNameIsNeverFollowed()
    {
        const QString dir = m_dir->filePath(QStringLiteral("planted"));
        QVERIFY(QDir().mkpath(dir));
        const QString victim = m_dir->filePath(QStringLiteral("root-owned.bin"));
        QVERIFY(makeRandomFile(victim, 1 << 20));
        const QByteArray before = fileSha256(victim);
        // Every name this process's next scratch files could take, partial and final.
        const qint64 pid = QCoreApplication::applicationPid();
        for (int n = 0; n < 8; ++n) {
            const QString name = dir + QStringLiteral("/drivescope-write-%1-%2.bin").arg(pid).arg(n);
            QVERIFY(QFile::link(victim, name + QStringLiteral(".partial")));
        }
        QString error;
        auto scratch = ScratchWriteFile::create(dir, 4 << 20, {}, &error);
        QVERIFY2(scratch, qPrintable(error));
        QVERIFY(!QFileInfo(scratch->path()).isSymLink());
        QCOMPARE(QFileInfo(scratch->path()).size(), qint64(4 << 20));
        QCOMPARE(fileSha256(victim), before);

        // The scratch file swapped for a link to the victim after it was made: the
        // write open refuses (it names the file DriveScope created).
        QVERIFY(QFile::remove(scratch->path()));
        QVERIFY(QFile::link(victim, scratch->path()));
        OpenOptions rw = scratch->options({});
        rw.access = OpenOptions::Access::ReadWrite;
        OpenError openError;
        QVERIFY(!FileTarget::open(scratch->path(), rw, &openError));
        // A regular file swapped in under the name is refused the same way.
        QVERIFY(QFile::remove(scratch->path()));
        QVERIFY(makeRandomFile(scratch->path(), 4 << 20));
        QVERIFY(!FileTarget::open(scratch->path(), rw, &openError));
        QVERIFY2(
            openError.message.contains(QStringLiteral("no longer the scratch file")), qPrintable(openError.message));
        // And no write ever opens a regular file without that identity.
        rw.createdFile = {};
        QVERIFY(!FileTarget::open(victim, rw, &openError));
        QCOMPARE(fileSha256(victim), before);
    }

    void plantedLinkAtTheReadScratchPartialIsNeverFollowed()
    {
        const QString victim = m_dir->filePath(QStringLiteral("victim2.bin"));
        QVERIFY(makeRandomFile(victim, 1 << 20));
        const QByteArray before = fileSha256(victim);
        const QString path = m_dir->filePath(QStringLiteral("read-scratch.bin"));
        QVERIFY(QFile::link(victim, path + QStringLiteral(".partial")));
        QString error;
        QVERIFY2(ScratchFile::ensure(path, 2 << 20, {}, &error), qPrintable(error));
        QCOMPARE(fileSha256(victim), before);
        QVERIFY(!QFileInfo(path).isSymLink());
        // A link planted at the finished name is not taken for a ready scratch file.
        QVERIFY(QFile::remove(path));
        QVERIFY(QFile::link(victim, path));
        QVERIFY(!ScratchFile::isReady(path, 1 << 20));
    }

    void danglingJournalLinkCreatesNothing()
    {
        const QString session = m_dir->filePath(QStringLiteral("linked.dss"));
        const QString target = m_dir->filePath(QStringLiteral("created-by-link"));
        QVERIFY(QFile::link(target, RunJournal::pathForSession(session)));
        const CliResult r = runCli({ QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"),
            QStringLiteral("100"), QStringLiteral("--save"), session });
        QCOMPARE(r.exitCode, 6);
        QVERIFY2(r.err.contains(QStringLiteral("symbolic link")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty()); // refused before the run
        QVERIFY(!QFile::exists(target));
        QVERIFY(!QFile::exists(session));
    }

    // ---- Session and journal files that lie. ----

    void decompressionBombIsRefused()
    {
        const QByteArray valid = readWholeFile(m_session);
        // 10 million zero samples from 70 kB: refused against a 100 MB limit.
        const QString bomb = m_dir->filePath(QStringLiteral("bomb.dss"));
        QFile f(bomb);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bombSession(valid, 10'000'000, false));
        f.close();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DRIVESCOPE_MEMORY_LIMIT"), QStringLiteral("100000000"));
        const CliResult r = runCli({ QStringLiteral("report"), bomb }, env);
        QVERIFY2(r.exitCode == 6, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("MB of memory")), qPrintable(r.err));
        // 300 million claimed by 2 MB of bytes: refused before anything is inflated,
        // against what this machine has.
        QFile g(bomb);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write(bombSession(valid, 300'000'000, true));
        g.close();
        const CliResult big = runCli({ QStringLiteral("report"), bomb });
        QVERIFY2(big.exitCode == 6, qPrintable(QStringLiteral("exit %1: %2").arg(big.exitCode).arg(big.err)));
        QCOMPARE(big.err.count(u'\n'), 1); // one sentence
    }

    // Reads × workers whose samples cannot fit in memory end the run with what was
    // measured and one sentence (exit 1), not std::bad_alloc from a worker thread, which
    // aborted the process.
    void runsBeyondMemoryStopAtWhatMemoryHolds()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DRIVESCOPE_MEMORY_LIMIT"), QStringLiteral("20000000")); // 78,125 samples
        const CliResult r = runCli({ QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"),
                                       QStringLiteral("100000000"), QStringLiteral("-w"), QStringLiteral("4") },
            env);
        QCOMPARE(r.status, QProcess::NormalExit);
        QVERIFY2(r.exitCode == 1, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(
            r.err.contains(QStringLiteral("as many as the memory this machine can spare holds")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("PARTIAL RESULT")), qPrintable(r.out));
    }

    void craftedJournalValuesAreRefused()
    {
        // A journal whose two samples' start + latency overflows.
        const QString session = m_dir->filePath(QStringLiteral("crafted.dss"));
        const QString journal = RunJournal::pathForSession(session);
        QByteArray meta = readWholeFile(m_session);
        const auto sections = sessionSections(meta);
        QByteArray runMeta;
        for (const SessionSection &s : sections)
            if (s.tag == "RUNM")
                runMeta = s.payload;
        QByteArray data("DSJOURNAL");
        data.append("\x01\x00\x00\x00", 4);
        TaggedRecords::append(data, "META", runMeta);
        QByteArray samples(80, '\0');
        for (int i = 0; i < 2; ++i) {
            char *p = samples.data() + i * 40;
            qToLittleEndian<qint64>(std::numeric_limits<qint64>::max() - 10, p + 8); // start
            qToLittleEndian<qint64>(std::numeric_limits<qint64>::max() - 10, p + 16); // latency
            qToLittleEndian<qint32>(512, p + 24);
            qToLittleEndian<qint32>(512, p + 28);
        }
        TaggedRecords::append(data, "SMPL", samples);
        QFile f(journal);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(data);
        f.close();
        const CliResult r = runCli({ QStringLiteral("recover"), session });
        QVERIFY2(r.exitCode == 6, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("which no measurement gives")), qPrintable(r.err));
        QVERIFY(!QFile::exists(session));
        QVERIFY(QFile::exists(journal)); // kept for a person to look at
    }

    void nonRegularSessionsAreRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << "character device";
        QTest::newRow("a folder") << QStringLiteral("@dir") << "folder";
        QTest::newRow("a FIFO") << QStringLiteral("@fifo") << "FIFO";
        QTest::newRow("64 MiB of something else") << QStringLiteral("@big") << "is not a DriveScope session file";
    }
    void nonRegularSessionsAreRefusedAtOnce()
    {
        QFETCH(QString, path);
        QFETCH(QString, phrase);
        if (path == u"@dir") {
            path = m_dir->path();
        } else if (path == u"@fifo") {
            path = m_dir->filePath(QStringLiteral("session.fifo"));
            QVERIFY(makeFifo(path));
        } else if (path == u"@big") {
            path = m_dir->filePath(QStringLiteral("big.bin"));
            QVERIFY(makeRandomFile(path, 64 << 20));
        }
        const CliResult report = runCli({ QStringLiteral("report"), path });
        QVERIFY2(report.exitCode == 6,
            qPrintable(QStringLiteral("report: exit %1: %2").arg(report.exitCode).arg(report.err)));
        QVERIFY2(report.err.contains(phrase), qPrintable(report.err));
        const CliResult save = runCli({ QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"),
            QStringLiteral("100"), QStringLiteral("--save"), path });
        QVERIFY2(
            save.exitCode == 6, qPrintable(QStringLiteral("--save: exit %1: %2").arg(save.exitCode).arg(save.err)));
        QVERIFY(save.out.isEmpty()); // refused before the run
        if (path.endsWith(u".fifo"))
            QVERIFY(isFifo(path));
    }

    // ---- Options that did the wrong thing quietly. ----

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("two different --destroy-data-on") << QStringList { QStringLiteral("syncwrite"),
            QStringLiteral("/dev/loop-a"), QStringLiteral("--destroy-data-on"), QStringLiteral("/dev/loop-a"),
            QStringLiteral("--destroy-data-on"), QStringLiteral("/dev/loop-b") }
                                                         << 2 << "given 2 times with different values";
        QTest::newRow("--save with no name")
            << QStringList { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("--save"), QString() }
            << 2 << "--save needs a file name";
        QTest::newRow("per-worker with more regions than workers") << QStringList { QStringLiteral("seek"),
            QStringLiteral("sim:ssd"), QStringLiteral("-p"), QStringLiteral("per-worker"), QStringLiteral("-r"),
            QStringLiteral("first:1GB"), QStringLiteral("-r"), QStringLiteral("last:1GB") }
                                                                   << 2 << "use at least 2 workers";
        QTest::newRow("a count no memory holds") << QStringList { QStringLiteral("seek"), QStringLiteral("sim:ssd"),
            QStringLiteral("-n"), QStringLiteral("1000000000000000") }
                                                 << 2 << "reads per worker DriveScope can keep";
        QTest::newRow("a simulated parameter twice")
            << QStringList { QStringLiteral("seek"), QStringLiteral("sim:hdd,rpm=5400,rpm=7200") } << 3
            << "is given twice";
        QTest::newRow("a bad region percentage") << QStringList { QStringLiteral("seek"), QStringLiteral("sim:ssd"),
            QStringLiteral("-r"), QStringLiteral("150%:10%") }
                                                 << 2 << "between 0% and 100%";
    }
    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, phrase);
        const CliResult r = runCli(args);
        QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QVERIFY(!r.err.contains(QStringLiteral("%%")));
    }

    void unwritableSessionFolderIsFoundBeforeTheRun()
    {
        if (!isRoot())
            QSKIP("as root the folder is made read-only for another user (CI runs as root)");
        // A folder the unprivileged user nobody cannot write to.
        const QString dir = QStringLiteral("/tmp/drivescope-tst-ro-%1").arg(QCoreApplication::applicationPid());
        QDir().mkpath(dir);
        QFile::setPermissions(dir,
            QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner | QFileDevice::ReadOther
                | QFileDevice::ExeOther);
        const CliResult r
            = runCli({ QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"), QStringLiteral("100"),
                         QStringLiteral("--save"), dir + QStringLiteral("/s.dss") },
                QProcessEnvironment::systemEnvironment(), QStringLiteral(DRIVESCOPE_CLI_PATH),
                { QStringLiteral("setpriv"), QStringLiteral("--reuid=nobody"), QStringLiteral("--regid=nogroup"),
                    QStringLiteral("--clear-groups"), QStringLiteral("--") });
        QDir(dir).removeRecursively();
        QVERIFY2(r.exitCode == 6, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("is not writable")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void fullDiskOnSaveNamesTheReason()
    {
        if (!isRoot())
            QSKIP("mounting a small tmpfs needs root (CI runs as root)");
        const QString dir = m_dir->filePath(QStringLiteral("tiny"));
        QString out;
        QVERIFY2(mountTmpfs(dir, QStringLiteral("16k"), &out), qPrintable(out));
        const CliResult r = runCli({ QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"),
            QStringLiteral("20000"), QStringLiteral("--save"), dir + QStringLiteral("/s.dss") });
        const QStringList left = QDir(dir).entryList(QDir::Files | QDir::Hidden);
        runTool(QStringLiteral("umount"), { dir });
        QVERIFY2(r.exitCode == 6, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("No space left on device")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("Unknown error")), qPrintable(r.err));
        QVERIFY2(
            !left.join(u' ').contains(QStringLiteral(".tmp")), qPrintable(left.join(u' '))); // no half-written file
    }

    // A name with a byte that is not UTF-8 (Linux allows it, Qt decodes it to U+FFFD):
    // one sentence and exit 2 before anything runs, not "does not exist" for another
    // name. The shell passes the raw byte (QProcess would encode it as UTF-8).
    void argumentsThatAreNotUtf8AreRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("command");
        QTest::newRow("seek target") << QStringLiteral(R"sh(exec "$0" seek "$(printf '%s/caf\351.bin' "$1")" -n 5)sh");
        QTest::newRow("report session") << QStringLiteral(R"sh(exec "$0" report "$(printf '%s/caf\351.bin' "$1")")sh");
        QTest::newRow("--save") << QStringLiteral(
            R"sh(exec "$0" seek sim:ssd -n 5 --save "$(printf '%s/s\351.dss' "$1")")sh");
    }
    void argumentsThatAreNotUtf8AreRefusedAtOnce()
    {
        QFETCH(QString, command);
        const QByteArray raw = QFile::encodeName(m_dir->path()) + "/caf\xe9.bin";
        const int fd = ::open(raw.constData(), O_CREAT | O_WRONLY | O_TRUNC, 0600);
        QVERIFY(fd >= 0);
        QCOMPARE(::write(fd, "0123456789abcdef", 16), ssize_t(16));
        ::close(fd);
        const CliResult r
            = runCli({ QStringLiteral("-c"), command, QStringLiteral(DRIVESCOPE_CLI_PATH), m_dir->path() },
                QProcessEnvironment::systemEnvironment(), QStringLiteral("/bin/sh"));
        QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(QStringLiteral("not UTF-8")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        struct stat st { };
        QCOMPARE(::stat(raw.constData(), &st), 0);
        QCOMPARE(qint64(st.st_size), qint64(16)); // the file as it was
        QVERIFY(!QFileInfo::exists(m_dir->filePath(QStringLiteral("s\uFFFD.dss"))));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_session;
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
