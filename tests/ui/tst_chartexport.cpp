// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5, Export: every chart format produced from a chart filled by a real run (a
// random file read through SeekCharts), PNG size and DPI as asked, SVG valid, PDF turned
// into a PNG by pdftoppm, Copy puts an image on the clipboard, an unwritable path gives
// one sentence and no file; the window's report and data exports from real runs.
#include "benchruns.h"
#include "cliprocess.h"
#include "privateuserdirs.h"
#include "testfiles.h"

#include "core/bench/seek/seekbenchmark.h"
#include "core/io/target.h"
#include "core/report/sessioncsv.h"
#include "ui/charts/chartview.h"
#include "ui/charts/export/chartexportdialog.h"
#include "ui/charts/export/chartexporter.h"
#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/scatterchart.h"
#include "ui/charts/timelinechart.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/seek/seekcharts.h"
#include "ui/report/exportmenu.h"
#include "ui/report/reportbuilder.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMimeData>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTableView>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <QtConcurrent>
#include <thread>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

const ScratchNames scratch(QStringLiteral("chartexport-"));

} // namespace

class TestChartExport : public QObject {
    Q_OBJECT
private:
    RunResult m_seek;
    SeekCharts *m_charts = nullptr;

    // A real seek run on a random file: what the charts and the report draw.
    static RunResult seekRun(const QString &file, int count)
    {
        OpenError err;
        const auto target = Target::open(file, {}, &err);
        if (!target)
            qFatal("cannot open %s: %s", qPrintable(file), qPrintable(err.message));
        SeekConfig config;
        config.count = count;
        QString error;
        const auto plan = planSeek(config, target->info(), &error);
        if (!plan)
            qFatal("no plan: %s", qPrintable(error));
        return runToEnd(makeSeekBenchmark(*target, *plan));
    }

private slots:
    void initTestCase()
    {
        QVERIFY(usePrivateUserDirs(QStringLiteral("tst_chartexport")));
        const QString file = scratch(QStringLiteral("target.bin"));
        QVERIFY(makeRandomFile(file, 64 << 20));
        m_seek = seekRun(file, 400);
        QCOMPARE(m_seek.status, RunStatus::Completed);
        m_charts = new SeekCharts;
        m_charts->resize(900, 700);
        m_charts->begin(m_seek);
        m_charts->add(m_seek.samples);
        m_charts->refresh(true);
        m_charts->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_charts));
    }

    void cleanupTestCase() { delete m_charts; }

    void pngHasTheAskedSizeAndDpi()
    {
        LatencyHistogramChart *chart = m_charts->histogram();
        const ChartExporter::Options d = ChartExporter::defaults(chart);
        QCOMPARE(d.pixels, chart->size() * 2);
        QCOMPARE(d.dpi, 192);
        const QString path = scratch(QStringLiteral("hist.png"));
        ChartExporter::Options o { ChartExporter::Format::Png, QSize(1200, 700), 300, {}, false };
        QString error;
        QVERIFY2(ChartExporter::exportToFile(chart, path, o, &error), qPrintable(error));
        QImage img(path);
        QCOMPARE(img.size(), QSize(1200, 700));
        QCOMPARE(img.dotsPerMeterX(), 11811); // 300 DPI
        QCOMPARE(img.dotsPerMeterY(), 11811);
        // Drawn, not blank: many colours, and the chart's own size is back.
        QSet<QRgb> colours;
        for (int y = 0; y < img.height(); y += 7)
            for (int x = 0; x < img.width(); x += 7)
                colours.insert(img.pixel(x, y));
        QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));
        QCOMPARE(chart->chart()->size(), QSizeF(chart->size()));
        img.save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-chartexport.png"));

        // The default: twice the screen size at 192 DPI.
        QVERIFY(ChartExporter::exportToFile(chart, path, d, &error));
        QImage def(path);
        QCOMPARE(def.size(), chart->size() * 2);
        QCOMPARE(def.dotsPerMeterX(), 7559);
    }

    // A chart narrow on screen draws its title smaller; exported at a size of its own it
    // has the room for the whole font, and the export from a narrow window is the same
    // image as from a wide one. The screen's smaller title is back afterwards.
    void exportedTitleFitsTheExportNotTheWindow()
    {
        // A user's large font, as the window has it from the start: the small charts'
        // titles shrink on a narrow window.
        const QFont before = QApplication::font();
        QFont big = before;
        big.setPointSizeF(16);
        QApplication::setFont(big);
        const auto restoreFont = qScopeGuard([&] { QApplication::setFont(before); });
        SeekCharts charts;
        charts.begin(m_seek);
        charts.add(m_seek.samples);
        charts.refresh(true);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        ChartView *view = charts.distanceChart();
        const ChartExporter::Options o { ChartExporter::Format::Png, QSize(1200, 700), 96, {}, false };
        bool restored = true;
        auto exportAt = [&](const QSize &window, QFont *screenTitle) -> QImage {
            charts.resize(window);
            QTest::qWait(50);
            QCoreApplication::sendPostedEvents();
            *screenTitle = view->chart()->titleFont();
            QImage img = ChartExporter::image(view, o);
            restored = restored && view->chart()->titleFont() == *screenTitle;
            return img;
        };
        QFont wideFont, narrowFont;
        const QImage wide = exportAt(QSize(1800, 900), &wideFont);
        const QImage narrow = exportAt(QSize(330, 900), &narrowFont);
        QVERIFY2(narrowFont.pointSizeF() < wideFont.pointSizeF(),
            qPrintable(QStringLiteral("%1 %2").arg(narrowFont.pointSizeF()).arg(wideFont.pointSizeF())));
        QVERIFY(restored);
        QCOMPARE(narrow.size(), wide.size());
        QVERIFY(narrow == wide);
        // The shared charts' window active again, for the tests that type into it.
        charts.hide();
        m_charts->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_charts));
    }

    void svgAndPdfAreValid()
    {
        ScatterChart *chart = m_charts->distanceChart();
        QString error;
        const QString svg = scratch(QStringLiteral("scatter.svg"));
        QVERIFY2(
            ChartExporter::exportToFile(chart, svg, ChartExporter::defaults(chart, ChartExporter::Format::Svg), &error),
            qPrintable(error));
        QVERIFY(QFileInfo(svg).size() > 1000);
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF().size(), QSizeF(chart->size()));

        const QString pdf = scratch(QStringLiteral("timeline.pdf"));
        QVERIFY2(ChartExporter::exportToFile(m_charts->timeline(), pdf,
                     ChartExporter::defaults(m_charts->timeline(), ChartExporter::Format::Pdf), &error),
            qPrintable(error));
        QVERIFY(readWholeFile(pdf).startsWith("%PDF"));
        const QString prefix = scratch(QStringLiteral("timeline-page"));
        QFile::remove(prefix + QStringLiteral("-1.png"));
        QString out;
        QVERIFY2(runTool(QStringLiteral("pdftoppm"),
                     { QStringLiteral("-r"), QStringLiteral("96"), QStringLiteral("-png"), pdf, prefix }, &out),
            qPrintable(out));
        const QImage page(prefix + QStringLiteral("-1.png"));
        QVERIFY(!page.isNull());
        // One page exactly the chart's size (96 DPI: as many pixels as on screen, ±1).
        QVERIFY2(
            std::abs(page.width() - m_charts->timeline()->width()) <= 1, qPrintable(QString::number(page.width())));
    }

    // Issue 18: an exported chart says under it what it shows (benchmark, drive, date),
    // and can be drawn light whatever the window's palette.
    void captionAndLightBackground()
    {
        LatencyHistogramChart *chart = m_charts->histogram();
        const QString caption = QStringLiteral("DriveScope Seek · /dev/test (Model X) · 2026-12-01 14:03");
        chart->setProperty(ChartExporter::CaptionProperty, caption);
        QPalette dark = chart->palette();
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        chart->setPalette(dark);
        QCoreApplication::processEvents();
        ChartExporter::Options o = ChartExporter::defaults(chart, ChartExporter::Format::Svg);
        QCOMPARE(o.caption, caption);
        QString error;
        const QByteArray svg = ChartExporter::render(chart, o, &error);
        QVERIFY2(!svg.isEmpty(), qPrintable(error));
        QVERIFY2(QString::fromUtf8(svg).contains(QStringLiteral("/dev/test (Model X)")), "no caption in the SVG");

        // Dark on screen, light in the file, dark on screen again.
        o = ChartExporter::defaults(chart, ChartExporter::Format::Png);
        QCOMPARE(ChartExporter::image(chart, o).pixelColor(4, 4).lightness() < 80, true);
        o.lightBackground = true;
        const QImage light = ChartExporter::image(chart, o);
        QVERIFY(light.pixelColor(4, 4).lightness() > 200);
        light.save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-chartexport-caption-light.png"));
        QCOMPARE(chart->chart()->backgroundBrush().color(), QColor(0x1e, 0x1e, 0x1e));
        chart->setPalette(QPalette());
        chart->setProperty(ChartExporter::CaptionProperty, QVariant());
    }

    void copyPutsAnImageOnTheClipboard()
    {
        QGuiApplication::clipboard()->clear();
        LatencyHistogramChart *chart = m_charts->histogram();
        chart->setFocus();
        // Ctrl+C on the focused chart, as a user would.
        QTest::keyClick(chart, Qt::Key_C, Qt::ControlModifier);
        const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
        QVERIFY(mime);
        QVERIFY(mime->hasImage());
        QVERIFY(mime->data(QStringLiteral("image/png")).startsWith("\x89PNG"));
        QCOMPARE(qvariant_cast<QImage>(mime->imageData()).size(), chart->size() * 2);
    }

    void unwritablePathGivesASentenceAndNoFile()
    {
        const QString dir = scratch(QStringLiteral("missing-dir"));
        QDir(dir).removeRecursively();
        const QString path = dir + QStringLiteral("/chart.png");
        QString error;
        QVERIFY(!ChartExporter::exportToFile(
            m_charts->histogram(), path, ChartExporter::defaults(m_charts->histogram()), &error));
        QVERIFY(error.startsWith(QStringLiteral("Cannot write ")));
        QVERIFY(error.endsWith(u'.'));
        QVERIFY(!error.contains(u'\n'));
        QVERIFY(!QFileInfo::exists(path));
        // Nonsense options are refused with a sentence too.
        ChartExporter::Options o { ChartExporter::Format::Png, QSize(0, 10), 96, {}, false };
        QVERIFY(ChartExporter::render(m_charts->histogram(), o, &error).isEmpty());
        QVERIFY(error.contains(QStringLiteral("pixels")));

        // The dialog shows the sentence and stays open; nothing is written.
        ChartExportDialog dialog(m_charts->histogram());
        dialog.setPath(path);
        dialog.accept();
        QTRY_VERIFY(!dialog.errorText().isEmpty());
        QVERIFY(dialog.errorText().startsWith(QStringLiteral("Cannot write ")));
        QVERIFY(!QFileInfo::exists(path));
    }

    void dialogWritesEachFormat()
    {
        for (const QString &suffix : { QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf") }) {
            const QString path = scratch(QStringLiteral("dialog.") + suffix);
            ChartExportDialog dialog(m_charts->timeline());
            QSignalSpy spy(&dialog, &ChartExportDialog::exported);
            dialog.setPath(path);
            QCOMPARE(ChartExporter::suffix(dialog.options().format), suffix);
            if (suffix == u"png") {
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                dialog.grab().save(QStringLiteral(DRIVESCOPE_TEST_SCRATCH_DIR "/screenshot-chartexportdialog.png"));
            }
            dialog.accept();
            QTRY_COMPARE(spy.count(), 1);
            QVERIFY(QFileInfo(path).size() > 100);
        }
    }

    // Issue 34 item 4: a report's charts are recorded on the GUI thread and leave no
    // widget behind; painting the pages and encoding the images then happen on a pool
    // thread, with the same result as on the GUI thread.
    void reportPaintsOffTheGuiThread()
    {
        RunRecord record;
        record.result = m_seek;
        auto rec = std::make_shared<const RunRecord>(record);
        const Session session = ExportMenu::sessionOf({ rec, rec });
        const QDateTime when = QDateTime::fromSecsSinceEpoch(1800000000, Qt::UTC);
        const qsizetype widgetsBefore = QApplication::allWidgets().size();
        ReportBuilder here(session, ReportBuilder::writeText(session, {}, when));
        ReportBuilder there(session, ReportBuilder::writeText(session, {}, when));
        while (here.drawNextRun() | there.drawNextRun()) { }
        QVERIFY(here.allDrawn() && there.allDrawn());
        QCOMPARE(QApplication::allWidgets().size(), widgetsBefore);

        const QByteArray html = here.html();
        const QByteArray pdf = here.pdf();
        // A thread of its own (a QFuture's result() may run the task on the waiting thread).
        QByteArray poolHtml, poolPdf;
        std::thread pool([&] {
            poolHtml = there.html();
            poolPdf = there.pdf();
        });
        pool.join();
        QCOMPARE(poolHtml, html);
        QVERIFY(poolPdf.startsWith("%PDF"));
        QCOMPARE(there.pageCount(), here.pageCount());
        // The dots of the scatter are circles, not one image per point.
        QVERIFY2(!pdf.contains("/Subtype /Image"), "an image in the PDF");
        QVERIFY2(poolPdf.size() < pdf.size() * 11 / 10 && pdf.size() < poolPdf.size() * 11 / 10,
            qPrintable(QStringLiteral("%1 against %2 bytes").arg(poolPdf.size()).arg(pdf.size())));
    }

    void reportAndDataExportsFromRealRuns()
    {
        RunRecord record;
        record.result = m_seek;
        auto rec = std::make_shared<const RunRecord>(record);
        const Session session = ExportMenu::sessionOf({ rec, rec });
        QCOMPARE(session.runs.size(), std::size_t(2));
        // CSV: a header and one row per sample of both runs.
        const QByteArray csv = ExportMenu::bytesFor(ExportMenu::What::SamplesCsv, session);
        QCOMPARE(csv, sessionCsv(session));
        QCOMPARE(csv.count('\n'), qsizetype(1 + 2 * m_seek.samples.size()));
        // Export > Figures as CSV: both runs' figures, the seek run's p99 among them.
        const QByteArray figures = ExportMenu::bytesFor(ExportMenu::What::FiguresCsv, session);
        QCOMPARE(figures, figuresCsv(session));
        QVERIFY2(figures.contains("\n1,seek,latency,p99,") && figures.contains("\n2,seek,latency,p99,"),
            figures.constData());
        QVERIFY(ExportMenu::bytesFor(ExportMenu::What::Json, session).startsWith("{"));
        QVERIFY(ExportMenu::bytesFor(ExportMenu::What::Text, session).contains("== Run 2 of 2"));
        // Export > fio job file: each run as fio sections (issue 19 item 3).
        const QByteArray fio = ExportMenu::bytesFor(ExportMenu::What::FioJob, session);
        QCOMPARE(fio.count("[global]"), 2);
        QVERIFY2(fio.contains("rw=randread"), fio.constData());

        // Written through the window's path (pool thread, atomic).
        for (auto what : { ExportMenu::What::SamplesCsv, ExportMenu::What::Pdf, ExportMenu::What::Html }) {
            const QString path = scratch(QStringLiteral("menu-%1").arg(int(what)));
            QString result = QStringLiteral("pending");
            ExportMenu::exportTo(this, what, session, path, [&](const QString &e) { result = e; });
            QTRY_VERIFY(result != QStringLiteral("pending"));
            QVERIFY2(result.isEmpty(), qPrintable(result));
            QVERIFY(QFileInfo(path).size() > 100);
        }
        // The export holds the window's runs themselves: no sample is copied for it.
        QCOMPARE(session.runs.shared(0).get(), &rec->result);
        QCOMPARE(session.runs[1].samples.data(), rec->result.samples.data());
        // A report is drawn a run at a time, the event loop turning in between (a timer
        // set before it fires between two runs), told as it goes; cancelled, it writes nothing.
        {
            QList<int> told;
            int turns = 0;
            QTimer turn;
            connect(&turn, &QTimer::timeout, this, [&turns] { ++turns; });
            turn.start(0);
            const QString path = scratch(QStringLiteral("stepped.pdf"));
            QString result = QStringLiteral("pending");
            ExportMenu::exportTo(
                this, ExportMenu::What::Pdf, session, path, [&](const QString &e) { result = e; },
                [&](int drawn, int total) {
                    told.append(drawn);
                    return total == 2;
                });
            QTRY_VERIFY(result != QStringLiteral("pending"));
            QVERIFY2(result.isEmpty(), qPrintable(result));
            QCOMPARE(told, (QList<int> { 0, 1, 2 }));
            QVERIFY2(turns >= 2, qPrintable(QString::number(turns)));
            QVERIFY(QFile(path).open(QIODevice::ReadOnly));
            const QString cancelled = scratch(QStringLiteral("cancelled.pdf"));
            result = QStringLiteral("pending");
            ExportMenu::exportTo(
                this, ExportMenu::What::Pdf, session, cancelled, [&](const QString &e) { result = e; },
                [](int drawn, int) { return drawn < 1; });
            QTRY_VERIFY(result != QStringLiteral("pending"));
            QCOMPARE(result, ExportMenu::cancelledMessage());
            QVERIFY(!QFileInfo::exists(cancelled));
        }
        QString result = QStringLiteral("pending");
        const QString bad = scratch(QStringLiteral("no-such-dir")) + QStringLiteral("/x.csv");
        ExportMenu::exportTo(this, ExportMenu::What::SamplesCsv, session, bad, [&](const QString &e) { result = e; });
        QTRY_VERIFY(result != QStringLiteral("pending"));
        QVERIFY(result.startsWith(QStringLiteral("Cannot write ")));
        QVERIFY(!QFileInfo::exists(bad));

        // The window's Export menu reads the runs table's selection and rows.
        MainWindow w;
        auto second = std::make_shared<RunRecord>(record);
        second->id = 2;
        w.runsModel()->add(rec);
        w.runsModel()->add(second);
        auto *menu = w.findChild<ExportMenu *>();
        QVERIFY(menu);
        w.runsView()->selectRow(1);
        QCOMPARE(menu->findChildren<QMenu *>().size(), 2);
        QCOMPARE(menu->allRuns().size(), 2);
        QCOMPARE(menu->selectedRuns().size(), 1);
        QCOMPARE(menu->selectedRuns().first()->id, 2);

        // The report's figures are the run's (mean and p99 as the table prints them).
        ReportBuilder report(session);
        const QByteArray html = report.html();
        QVERIFY(html.contains("Run 2: Seek"));
        QVERIFY(html.contains("data:image/svg+xml;base64,"));
        QVERIFY(report.pdf().startsWith("%PDF"));
        QVERIFY(report.pageCount() >= 3);
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chartexport.moc"
