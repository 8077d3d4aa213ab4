// SPDX-License-Identifier: GPL-3.0-or-later
// HTML reports are mailed: a 5-run report of real runs with the default seek counts
// (seek of a random file, of sim:ssd and of sim:hdd, a zone sweep of sim:hdd, a sync
// write run) must stay under MaxHtmlBytes (6.2 MB with every chart as QSvgGenerator
// wrote it, 2.3 MB with its empty groups dropped, ~500 KB with the scatter plots and
// long timelines as 2× PNG). Every embedded image must decode
// at the size the page lays it out (a PNG at twice it), the scatter plots go in as PNG
// and the histograms stay vectors.
#include "cliprocess.h"
#include "testfiles.h"

#include "ui/report/reportimage.h"

#include <QDir>
#include <QImage>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTest>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

// What 5 such runs measured (500-520 KB) and a third more for slower drives' data.
constexpr qint64 MaxHtmlBytes = 700'000;

const ScratchNames scratch(QStringLiteral("reportsize-"));

} // namespace

class TestReportSize : public QObject {
    Q_OBJECT
private:
    QString m_session;
    QString m_file;
    QString m_dir;

private slots:
    void initTestCase()
    {
        m_session = scratch(QStringLiteral("session.dss"));
        m_file = scratch(QStringLiteral("target.bin"));
        m_dir = scratch(QStringLiteral("syncwrite"));
        QVERIFY(QDir().mkpath(m_dir));
        QVERIFY(makeRandomFile(m_file, 64 << 20));
        // Default counts (1500 reads a seek run); the zone sweep with few points to stay fast.
        const QList<QStringList> runs {
            { QStringLiteral("seek"), m_file },
            { QStringLiteral("seek"), QStringLiteral("sim:ssd") },
            { QStringLiteral("seek"), QStringLiteral("sim:hdd") },
            { QStringLiteral("zone"), QStringLiteral("sim:hdd"), QStringLiteral("--points"), QStringLiteral("12") },
            { QStringLiteral("syncwrite"), m_dir, QStringLiteral("-s"), QStringLiteral("4096") },
        };
        const QString failed = saveCliRuns(runs, m_session);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void cleanupTestCase()
    {
        QFile::remove(m_file);
        QDir(m_dir).removeRecursively();
    }

    void htmlIsSmallAndEveryImageDecodes()
    {
        const QString html = scratch(QStringLiteral("report.html"));
        const CliResult r = runCli({ QStringLiteral("report"), m_session, QStringLiteral("--html"), html });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray bytes = readWholeFile(html);
        qInfo("5-run HTML report: %lld bytes (limit %lld)", qint64(bytes.size()), MaxHtmlBytes);
        QVERIFY2(bytes.size() < MaxHtmlBytes, qPrintable(QString::number(bytes.size())));

        static const QRegularExpression img(QStringLiteral("<img class=\"[^\"]*\" width=\"(\\d+)\" height=\"(\\d+)\" "
                                                           "alt=\"([^\"]*)\" src=\"data:([^;]+);base64,([^\"]+)\">"));
        const QString text = QString::fromUtf8(bytes);
        int svgs = 0, pngs = 0;
        QStringList pngTitles;
        for (auto it = img.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QSize layout(m.captured(1).toInt(), m.captured(2).toInt());
            const QString title = m.captured(3);
            const QByteArray data = QByteArray::fromBase64(m.captured(5).toLatin1());
            QVERIFY2(!layout.isEmpty(), qPrintable(title));
            if (m.captured(4) == u"image/png") {
                ++pngs;
                pngTitles << title;
                QImage image;
                QVERIFY2(image.loadFromData(data, "PNG"), qPrintable(title));
                // Twice the layout size: sharp on a HiDPI screen and zoomed 2×.
                QCOMPARE(image.size(), layout * ReportImage::PngScale);
            } else {
                QCOMPARE(m.captured(4), QStringLiteral("image/svg+xml"));
                ++svgs;
                QSvgRenderer svg(data);
                QVERIFY2(svg.isValid(), qPrintable(title));
                QCOMPARE(svg.viewBoxF().size().toSize(), layout);
            }
        }
        // 3 seek runs × 3 charts, the zone curve, the sync write histogram and timeline.
        QCOMPARE(svgs + pngs, 3 * 3 + 1 + 2);
        // The scatter plots (1500 points) are bitmaps, every histogram a vector.
        QCOMPARE(pngTitles.count(QStringLiteral("Latency by seek distance")), 3);
        QVERIFY2(!pngTitles.contains(QStringLiteral("Latency histogram")), qPrintable(pngTitles.join(u", ")));
        QVERIFY(svgs >= 4);
    }
};

QTEST_MAIN(TestReportSize)
#include "tst_reportsize.moc"
