// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 17: drivescope-cli depth as a user meets it: one row per depth starting with
// the depth, the knee named, JSON rows, a saved run that reports the same, and bad
// input refused before anything runs.
#include "cliprocess.h"
#include "loopdevice.h"
#include "testfiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope::Test;

namespace {

const QString Flash = QStringLiteral("sim:ssd,read=80us,jitter=0us,rate=100GB/s");

} // namespace

class TestDepthCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        m_dir.reset(new QTemporaryDir(scratchRoot() + QStringLiteral("/tst_depthcli-XXXXXX")));
        QVERIFY(m_dir->isValid());
        m_file = m_dir->filePath(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(m_file, 32 << 20));
    }

    void rowsAndKnee()
    {
        const CliResult r = runCli({ QStringLiteral("depth"), Flash, QStringLiteral("-d"), QStringLiteral("1..32"),
            QStringLiteral("-n"), QStringLiteral("5000") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char *depth : { "1", "2", "4", "8", "16", "32" }) {
            const QRegularExpression row(
                QStringLiteral("^\\s+%1\\s+\\d+\\s").arg(QLatin1String(depth)), QRegularExpression::MultilineOption);
            QVERIFY2(
                row.match(r.out).hasMatch(), qPrintable(QStringLiteral("QD%1 in\n").arg(QLatin1String(depth)) + r.out));
        }
        QVERIFY2(r.out.contains(QStringLiteral("Knee: QD8, where the plateau starts")), qPrintable(r.out));
    }

    void jsonRows()
    {
        const CliResult r = runCli({ QStringLiteral("depth"), Flash, QStringLiteral("-d"), QStringLiteral("1,8"),
            QStringLiteral("-n"), QStringLiteral("2000"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject depth
            = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("depth")).toObject();
        const QJsonObject rows = depth.value(QStringLiteral("rows")).toObject();
        QCOMPARE(rows.value(QStringLiteral("depth")).toArray(), (QJsonArray { 1, 8 }));
        QCOMPARE(rows.value(QStringLiteral("reads")).toArray(), (QJsonArray { 2000, 2000 }));
        QCOMPARE(depth.value(QStringLiteral("knee_depth")).toInt(), 8);
    }

    // A real file through io_uring: every depth measured, nothing failed.
    void realFile()
    {
        const CliResult r = runCli({ QStringLiteral("depth"), m_file, QStringLiteral("-d"), QStringLiteral("1,4,16"),
            QStringLiteral("-n"), QStringLiteral("2000"), QStringLiteral("--json") });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("status")).toString(), QStringLiteral("completed"));
        const QJsonObject rows = doc.value(QStringLiteral("depth")).toObject().value(QStringLiteral("rows")).toObject();
        QCOMPARE(rows.value(QStringLiteral("depth")).toArray(), (QJsonArray { 1, 4, 16 }));
    }

    // Saved, then reported from the session: the same rows.
    void savedRunReportsTheSame()
    {
        const QString session = m_dir->filePath(QStringLiteral("depth.dscope"));
        const CliResult run = runCli({ QStringLiteral("depth"), Flash, QStringLiteral("-d"), QStringLiteral("1,2,4"),
            QStringLiteral("-n"), QStringLiteral("1000"), QStringLiteral("--seed"), QStringLiteral("5"),
            QStringLiteral("--save"), session });
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const CliResult report = runCli({ QStringLiteral("report"), session });
        QVERIFY2(report.exitCode == 0, qPrintable(report.err));
        const qsizetype from = run.out.indexOf(QStringLiteral("   QD"));
        QVERIFY(from >= 0);
        const QString table = run.out.mid(from, run.out.indexOf(QStringLiteral("\n\n"), from) - from);
        QVERIFY2(report.out.contains(table), qPrintable(report.out));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("phrase");
        QTest::addRow("depth 0") << QStringList { QStringLiteral("-d"), QStringLiteral("0") }
                                 << QStringLiteral("'0' is not a queue depth from 1 to 4096");
        QTest::addRow("depth 4097") << QStringList { QStringLiteral("-d"), QStringLiteral("1,4097") }
                                    << QStringLiteral("'4097' is not a queue depth");
        QTest::addRow("unknown syntax") << QStringList { QStringLiteral("-d"), QStringLiteral("QD32") }
                                        << QStringLiteral("'QD32' is not a queue depth");
        QTest::addRow("going down") << QStringList { QStringLiteral("-d"), QStringLiteral("8,4") }
                                    << QStringLiteral("must go up");
        QTest::addRow("no time") << QStringList { QStringLiteral("-t"), QStringLiteral("0") }
                                 << QStringLiteral("--duration must be a number of seconds above 0");
        QTest::addRow("no reads") << QStringList { QStringLiteral("-n"), QStringLiteral("0") }
                                  << QStringLiteral("reads per depth must be between 1 and");
        QTest::addRow("two regions") << QStringList { QStringLiteral("-r"), QStringLiteral("first:1MiB"),
            QStringLiteral("-r"), QStringLiteral("last:1MiB") }
                                     << QStringLiteral("reads one region");
        QTest::addRow("odd size") << QStringList { QStringLiteral("-s"), QStringLiteral("1000") }
                                  << QStringLiteral("not a multiple of the");
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, phrase);
        const QByteArray before = fileSha256(m_file);
        const CliResult r = runCli(QStringList { QStringLiteral("depth"), m_file } + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QCOMPARE(r.err.count(u'\n'), 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(fileSha256(m_file), before);
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestDepthCli)
#include "tst_depthcli.moc"
