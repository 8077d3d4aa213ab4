// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5: drivescope-cli report SESSION --pdf/--html on a session saved by real runs
// (seek of a random file, seek of sim:ssd, a zone sweep of sim:hdd): the PDF turns into
// PNG pages with pdftoppm, the HTML is self-contained and holds every run's figures,
// and a bad session or an unwritable output exits 6 leaving no file.
#include "cliprocess.h"
#include "loopdevice.h"
#include "testfiles.h"

#include "core/report/runreport.h"
#include "core/session/sessionfile.h"
#include "core/util/byteunits.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>
#include <QtEndian>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

const ScratchNames scratch(QStringLiteral("reportcli-"));

} // namespace

class TestReportCli : public QObject {
    Q_OBJECT
private:
    QString m_session;

private slots:
    void initTestCase()
    {
        m_session = scratch(QStringLiteral("session.dss"));
        const QString file = scratch(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(file, 64 << 20));
        const QList<QStringList> runs {
            { QStringLiteral("seek"), file, QStringLiteral("-n"), QStringLiteral("300") },
            { QStringLiteral("seek"), QStringLiteral("sim:ssd"), QStringLiteral("-n"), QStringLiteral("500") },
            { QStringLiteral("zone"), QStringLiteral("sim:hdd"), QStringLiteral("--points"), QStringLiteral("12") },
        };
        const QString failed = saveCliRuns(runs, m_session);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void pdfAndHtmlHoldEveryRun()
    {
        const QString pdf = scratch(QStringLiteral("report.pdf"));
        const QString html = scratch(QStringLiteral("report.html"));
        // No display: the CLI draws offscreen by itself.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        const CliResult r
            = runCli({ QStringLiteral("report"), m_session, QStringLiteral("--pdf"), pdf, QStringLiteral("--html"),
                         html, QStringLiteral("--title"), QStringLiteral("Drives for the build server") },
                env);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(readWholeFile(pdf).startsWith("%PDF"));

        const QString prefix = scratch(QStringLiteral("page"));
        for (const QFileInfo &old : QDir(scratchRoot()).entryInfoList({ QStringLiteral("reportcli-page-*.png") }))
            QFile::remove(old.filePath());
        QString out;
        QVERIFY2(runTool(QStringLiteral("pdftoppm"),
                     { QStringLiteral("-r"), QStringLiteral("60"), QStringLiteral("-png"), pdf, prefix }, &out),
            qPrintable(out));
        const QFileInfoList pages = QDir(scratchRoot()).entryInfoList({ QStringLiteral("reportcli-page-*.png") });
        // Title, overview and drives; then a page per run (at least).
        QVERIFY2(pages.size() >= 4, qPrintable(QString::number(pages.size())));
        for (const QFileInfo &page : pages) {
            // A PNG (this test has no Qt Gui): the signature, then IHDR's width.
            const QByteArray png = readWholeFile(page.filePath());
            QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n") && png.size() > 24);
            const quint32 width = qFromBigEndian<quint32>(png.constData() + 16);
            QVERIFY2(std::abs(int(width) - 496) <= 2, qPrintable(QString::number(width))); // A4 at 60 DPI
        }

        const QString text = QString::fromUtf8(readWholeFile(html));
        QVERIFY(text.startsWith(QStringLiteral("<!DOCTYPE html>")));
        QVERIFY(text.contains(QStringLiteral("Drives for the build server")));
        QVERIFY(!text.contains(QStringLiteral("src=\"http")) && !text.contains(QStringLiteral("src=\"file")));
        // Every run's figures, computed here from the saved runs as the report computes them.
        QString error;
        const auto session = SessionFile::load(m_session, &error);
        QVERIFY2(session, qPrintable(error));
        QCOMPARE(session->runs.size(), std::size_t(3));
        for (std::size_t i = 0; i < session->runs.size(); ++i) {
            const RunResult &run = session->runs[i];
            QVERIFY(text.contains(QStringLiteral("Run %1: ").arg(i + 1)));
            QVERIFY(text.contains(run.target.path.toHtmlEscaped()));
            const LatencySummary s = runLatencySummary(run);
            for (double ns : { s.meanNs, double(s.p50Ns), double(s.p99Ns), double(s.p999Ns), double(s.maxNs) })
                QVERIFY2(text.contains(formatDurationNs(ns)), qPrintable(formatDurationNs(ns)));
        }
        // Charts as SVG, or PNG where that is smaller (tst_reportsize checks which and the sizes).
        QCOMPARE(text.count(QStringLiteral("data:image/svg+xml;base64,"))
                + text.count(QStringLiteral("data:image/png;base64,")),
            3 + 3 + 1);
        QVERIFY(text.contains(QStringLiteral(" MB/s")));
    }

    void badSessionExitsSixAndWritesNothing()
    {
        const QString bad = scratch(QStringLiteral("bad.dss"));
        QByteArray bytes = readWholeFile(m_session);
        bytes.truncate(bytes.size() / 2);
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        const QString pdf = scratch(QStringLiteral("bad.pdf"));
        const QString html = scratch(QStringLiteral("bad.html"));
        const CliResult r
            = runCli({ QStringLiteral("report"), bad, QStringLiteral("--pdf"), pdf, QStringLiteral("--html"), html });
        QCOMPARE(r.exitCode, 6);
        // One sentence (Qt may add its own XDG_RUNTIME_DIR notice on a bare system).
        QCOMPARE(r.err.count(QStringLiteral("drivescope-cli report: ")), 1);
        QVERIFY(r.err.contains(QStringLiteral("truncated")));
        QVERIFY(!QFileInfo::exists(pdf));
        QVERIFY(!QFileInfo::exists(html));

        // An output that cannot be written: exit 6, one sentence, no file.
        const QString unwritable = scratch(QStringLiteral("no-such-dir")) + QStringLiteral("/r.pdf");
        const CliResult w = runCli({ QStringLiteral("report"), m_session, QStringLiteral("--pdf"), unwritable });
        QCOMPARE(w.exitCode, 6);
        QVERIFY(w.err.contains(QStringLiteral("cannot write")) || w.err.contains(QStringLiteral("Cannot write")));
        QVERIFY(!QFileInfo::exists(unwritable));
    }

    // Issue 32: an output naming the session read (or another output) replaced it.
    void outputsNeverReplaceTheSessionOrEachOther_data()
    {
        QTest::addColumn<QString>("outputs"); // SESSION: the session read; EMPTY: ""
        QTest::addColumn<QString>("phrase");
        QTest::newRow("--csv the session") << QStringLiteral("--csv SESSION") << "is the session itself";
        QTest::newRow("--pdf the session") << QStringLiteral("--pdf SESSION") << "is the session itself";
        QTest::newRow("two outputs, one file")
            << QStringLiteral("--json twice.out --figures-csv twice.out") << "name the same file";
        QTest::newRow("an empty name") << QStringLiteral("--html EMPTY") << "--html needs a file name";
    }
    void outputsNeverReplaceTheSessionOrEachOther()
    {
        QFETCH(QString, outputs);
        QFETCH(QString, phrase);
        const QByteArray before = fileSha256(m_session);
        QStringList args { QStringLiteral("report"), m_session };
        for (const QString &o : outputs.split(u' '))
            args << (o == u"SESSION" ? m_session : o == u"EMPTY" ? QString() : o.startsWith(u'-') ? o : scratch(o));
        const CliResult r = runCli(args);
        QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(phrase), qPrintable(r.err));
        QCOMPARE(fileSha256(m_session), before);
        QVERIFY(!QFile::exists(scratch(QStringLiteral("twice.out"))));
    }

    void helpNamesTheNewOptions()
    {
        const CliResult r = runCli({ QStringLiteral("report"), QStringLiteral("--help") });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("--pdf")));
        QVERIFY(r.out.contains(QStringLiteral("--html")));
    }
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"
