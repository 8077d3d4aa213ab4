// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4, "The DriveScope window": the Seek page run end to end, offscreen, on a real
// target (a loop device as root, a random file otherwise). What the window shows must
// be what the engine measured.

#include "loopdevice.h"
#include "testfiles.h"

#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekkind.h"
#include "core/opening/scratchfile.h"
#include "core/stats/latencysummary.h"
#include "core/util/byteunits.h"
#include "ui/charts/export/chartexporter.h"
#include "ui/charts/latencyhistogramchart.h"
#include "ui/charts/scatterchart.h"
#include "ui/charts/timelinechart.h"
#include "ui/models/drivemodel.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/pageregistry.h"
#include "ui/pages/seek/seekcharts.h"
#include "ui/pages/seek/seekform.h"
#include "ui/pages/seek/seekpage.h"
#include "ui/run/runcontroller.h"
#include "ui/run/targetopener.h"
#include "ui/widgets/breakablepath.h"
#include "ui/window/drivepanel.h"
#include "ui/window/mainwindow.h"

#include "formrejection.h"
#include "pageconfigs.h"
#include "pagetestfixture.h"
#include "uitestsupport.h"

#include <QAbstractItemModelTester>
#include <QAbstractSeries>
#include <QApplication>
#include <QAreaSeries>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QToolTip>
#include <QXYSeries>

#include <memory>
#include <random>

#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

struct ChartSnapshot {
    std::vector<std::pair<double, quint64>> histogram;
    std::vector<QPointF> scatter;
    std::vector<std::tuple<qint64, double, double>> timeline;
    qint64 binWidth = 0;
    bool operator==(const ChartSnapshot &o) const = default;
};

ChartSnapshot snapshot(const SeekCharts *charts)
{
    ChartSnapshot s;
    s.histogram = charts->histogram()->drawnBuckets();
    s.scatter = charts->distanceChart()->drawnPoints();
    const DecimatedSeries &t = charts->timeline()->series();
    s.binWidth = t.binWidthNs();
    for (int i = 0; i < t.usedBins(); ++i)
        s.timeline.emplace_back(t.bin(i).count, t.bin(i).sum, t.bin(i).max);
    return s;
}

} // namespace

class TestSeekPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void runMatchesEngine();
    void badInputIsRefusedInTheForm_data();
    void badInputIsRefusedInTheForm();
    void stopKeepsThePartialRun();
    void deviceVanishingShowsTheError();
    void keyboardSwitchesPages();
    void replacedRunNeverReachesTheNewCharts();
    void ctrlRStartsAndEscStops();
    void openErrorInPlainWords();
    void formStaysPutThroughRunsAndErrors();
    void scratchFileIsMadeOffTheGuiThread();
    void scratchFactsFollowTheRun();
    void newRunsScrollIntoView();
    void anotherPagePlugsIn();
    void darkPaletteScreenshot();
    void settingsRemembered();
    void nothingStaleIsShown();
    void preparedChartsDrawWhatTheSamplesDo();

private:
    void chooseTarget(MainWindow &w);
    // The Seek page on the fixture's target (chooseTarget) with config in its form.
    SeekPage *seekPageOn(MainWindow &w, const SeekConfig &config)
    {
        chooseTarget(w);
        SeekPage *page = w.page<SeekPage>();
        page->form()->setConfig(config);
        return page;
    }

    PageTestFixture m_fx;
};

void TestSeekPage::initTestCase()
{
    QVERIFY2(m_fx.setUp("tst_seekpage", 64 << 20, QStringLiteral("ui-seek-target.bin")), qPrintable(m_fx.error()));
}

void TestSeekPage::cleanupTestCase()
{
    m_fx.tearDown();
}

void TestSeekPage::chooseTarget(MainWindow &w)
{
    if (m_fx.loop) {
        // The loop device appears in the drive list through the 2 s poll (or now).
        w.drivePanel()->refreshNow();
        QTRY_VERIFY_WITH_TIMEOUT(w.drivePanel()->select(m_fx.targetPath), 10000);
    } else {
        QVERIFY(addPathAndWait(w.drivePanel(), m_fx.targetPath));
    }
    QCOMPARE(w.page<SeekPage>()->target().path, m_fx.targetPath);
}

void TestSeekPage::runMatchesEngine()
{
    MainWindow w;
    QAbstractItemModelTester runsTester(w.runsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester drivesTester(
        w.drivePanel()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(showLarge(w));
    chooseTarget(w);
    if (m_fx.loop)
        QVERIFY2(w.drivePanel()->factsText().contains(QStringLiteral("Block sizes")),
            qPrintable(w.drivePanel()->factsText()));

    SeekPage *page = w.page<SeekPage>();
    SeekConfig c;
    c.count = 3000;
    c.readSize = 4096;
    c.workers = 2;
    c.seed = 42;
    page->form()->setConfig(c);
    QSignalSpy finished(page, &BenchmarkPage::runFinished);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(w.runsModel()->rowCount(), 1);

    const RunRecordPtr record = w.runsModel()->record(0);
    QVERIFY(record);
    const RunResult &r = record->result;
    QCOMPARE(r.status, RunStatus::Completed);
    QCOMPARE(qint64(r.samples.size()), 2 * (3000 + 1));
    QCOMPARE(r.target.path, m_fx.targetPath);

    // The summary is the engine's, computed as the CLI computes it.
    const LatencySummary expected
        = summarizeLatencies(r.measuredLatencies(false), r.measuredSeconds(false), r.measuredBytes(false));
    QCOMPARE(record->summary.latency.count, qint64(6000));
    QCOMPARE(record->summary.latency.count, expected.count);
    QCOMPARE(record->summary.latency.p99Ns, expected.p99Ns);
    QCOMPARE(record->summary.latency.meanNs, expected.meanNs);

    // The live histogram counted exactly the measured reads.
    const LatencyHistogramChart *h = page->charts()->histogram();
    QCOMPARE(qint64(h->count()), expected.count);
    quint64 drawn = 0;
    for (const auto &b : h->drawnBuckets())
        drawn += b.second;
    QCOMPARE(qint64(drawn), expected.count);
    QVERIFY(qAbs(h->meanNs() - expected.meanNs) <= 1e-6 * expected.meanNs);
    const double p99 = h->exact().percentile(99);
    QVERIFY2(qAbs(p99 - double(expected.p99Ns)) <= LatencyHistogram::RelativeError * double(expected.p99Ns) + 1,
        qPrintable(QStringLiteral("%1 vs %2").arg(p99).arg(expected.p99Ns)));
    QCOMPARE(page->charts()->timeline()->series().total(), expected.count);
    QCOMPARE(
        page->charts()->distanceChart()->reservoir().seen(), expected.count); // no warm-up: each has a previous read
    QVERIFY(page->charts()->distanceChart()->drawnPoints().size() <= 2000);
    QVERIFY2(page->liveFiguresText().contains(QStringLiteral("6,000 I/Os")), qPrintable(page->liveFiguresText()));
    QVERIFY(page->liveFiguresText().contains(QStringLiteral("p99 ") + formatDurationNs(double(expected.p99Ns))));

    // The runs table shows the same figures.
    const RunsModel *m = w.runsModel();
    QCOMPARE(m->index(0, RunsModel::Reads).data().toString(), QStringLiteral("6,000"));
    QCOMPARE(m->index(0, RunsModel::Mean).data().toString(), formatDurationNs(expected.meanNs));
    QCOMPARE(m->index(0, RunsModel::P99).data().toString(), formatDurationNs(double(expected.p99Ns)));
    QCOMPARE(m->index(0, RunsModel::Status).data().toString(), QStringLiteral("completed"));
    QCOMPARE(m->index(0, RunsModel::Target).data().toString(), m_fx.targetPath);
    // Key figures: what tells seek runs apart (the outer/inner tests vary readers and
    // regions) and the median, the engine's.
    QCOMPARE(m->index(0, RunsModel::KeyFigures).data().toString(),
        QStringLiteral("4 KiB × 2 readers · whole target · p50 ") + formatDurationNs(double(expected.p50Ns)));

    // Screenshots for people: the window and the Seek page after a run (once the
    // views have laid themselves out).
    QTest::qWait(50);
    const QString dir = scratchRoot();
    QVERIFY(w.grab().save(dir + QStringLiteral("/seek-window.png")));
    QVERIFY(page->grab().save(dir + QStringLiteral("/seek-page.png")));
    qInfo("Screenshots: %s/seek-window.png, seek-page.png", qPrintable(dir));

    // Drawn again from the RunResult, the charts are exactly the live ones.
    const ChartSnapshot live = snapshot(page->charts());
    page->charts()->begin(RunResult {}); // something else shown meanwhile
    QVERIFY(!(snapshot(page->charts()) == live));
    // Clicking the run's row draws it again.
    const QRect cell = w.runsView()->visualRect(m->index(0, RunsModel::Target));
    QTest::mouseClick(w.runsView()->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(page->shownRunId(), record->id);
    const ChartSnapshot redrawn = snapshot(page->charts());
    QCOMPARE(redrawn.histogram, live.histogram);
    QCOMPARE(redrawn.binWidth, live.binWidth);
    QCOMPARE(redrawn.timeline, live.timeline);
    QCOMPARE(redrawn.scatter, live.scatter);

    // Hovering the tallest bucket shows its exact count.
    {
        // The redraw moved the count axis (0..5 while nothing was shown, now 0..4000, say):
        // its labels widen and the chart lays out again on the next pass of the event
        // loop. Map the bucket to the screen after that, as a user's mouse would come.
        QCoreApplication::processEvents();
        const auto buckets = h->drawnBuckets();
        const auto tallest = std::max_element(
            buckets.begin(), buckets.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
        const bool log = h->scale() == LatencyHistogramChart::Scale::LogMicroseconds;
        const double x = log ? tallest->first / 1e3 * 1.05 : tallest->first / 1e6 + 0.5;
        QAbstractSeries *series = h->chart()->series().first();
        const QPointF scenePos = h->chart()->mapToPosition(QPointF(x, double(tallest->second) / 2), series);
        const QPoint viewPos = h->mapFromScene(scenePos);
        QTest::mouseMove(h->viewport(), viewPos + QPoint(0, 1));
        QTest::mouseMove(h->viewport(), viewPos);
        QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible(), 3000);
        QVERIFY2(QToolTip::text().contains(QStringLiteral("%1 reads").arg(formatCount(qint64(tallest->second)))),
            qPrintable(QToolTip::text()));
    }

    // Hovering a dot of the scatter names its read (the dots are a line series's light
    // markers, not Qt Charts' scatter items).
    {
        ScatterChart *scatter = page->charts()->distanceChart();
        QXYSeries *dots = nullptr;
        for (QAbstractSeries *series : scatter->chart()->series())
            if (series->isVisible() && !qobject_cast<QAreaSeries *>(series))
                dots = qobject_cast<QXYSeries *>(series);
        QVERIFY(dots && !dots->points().isEmpty());
        QToolTip::hideText();
        QTRY_VERIFY(!QToolTip::isVisible());
        const QPointF dot = dots->points().first();
        const QPoint viewPos = scatter->mapFromScene(scatter->chart()->mapToPosition(dot, dots));
        QTest::mouseMove(scatter->viewport(), viewPos + QPoint(0, 30));
        QTest::mouseMove(scatter->viewport(), viewPos);
        QTRY_VERIFY_WITH_TIMEOUT(QToolTip::isVisible(), 3000);
        QVERIFY2(QToolTip::text().contains(QString::number(dot.y(), 'g', 6)), qPrintable(QToolTip::text()));
    }

    // The log-µs view counts the same reads.
    page->charts()->setScaleChoice(SeekCharts::ScaleChoice::LogMicroseconds);
    drawn = 0;
    for (const auto &b : h->drawnBuckets())
        drawn += b.second;
    QCOMPARE(qint64(drawn), expected.count);
    QVERIFY(page->grab().save(dir + QStringLiteral("/seek-page-log.png")));
}

void TestSeekPage::badInputIsRefusedInTheForm_data()
{
    QTest::addColumn<QString>("readSize");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("expected");
    QTest::newRow("read size not a multiple of the block")
        << QStringLiteral("1000") << QString() << QStringLiteral("not a multiple");
    QTest::newRow("region beyond the end")
        << QStringLiteral("4KiB") << QStringLiteral("last:10GiB") << QStringLiteral("region");
    QTest::newRow("not a size") << QStringLiteral("four") << QString() << QStringLiteral("Read size");
}

void TestSeekPage::badInputIsRefusedInTheForm()
{
    QFETCH(QString, readSize);
    QFETCH(QString, region);
    QFETCH(QString, expected);
    MainWindow w;
    w.show();
    chooseTarget(w);
    SeekPage *page = w.page<SeekPage>();
    SeekConfig c;
    c.count = 100;
    if (!region.isEmpty())
        c.regions = { region };
    page->form()->setConfig(c);
    page->form()->readSizeEdit()->setText(readSize);
    // Checked against sysfs' facts at once for a drive; against the opened file
    // otherwise, so the run that opened it winds down after the refusal.
    expectFormRejected(
        w, page, { .message = expected, .caseSensitivity = Qt::CaseInsensitive, .runEndsAfterTheRefusal = true });
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(page->charts()->histogram()->count(), 0u);
}

void TestSeekPage::stopKeepsThePartialRun()
{
    MainWindow w;
    QVERIFY(showLarge(w));
    chooseTarget(w);
    SeekPage *page = w.page<SeekPage>();
    SeekConfig c;
    c.count = 50'000'000; // far more than the test waits for
    c.readSize = 4096;
    page->form()->setConfig(c);
    QSignalSpy finished(page, &BenchmarkPage::runFinished);
    page->start();
    QTRY_VERIFY_WITH_TIMEOUT(page->charts()->histogram()->count() > 200, 20000);
    QCOMPARE(page->startButton()->text(), QStringLiteral("Stop"));
    QTest::qWait(300); // a few drains: progress, ETA and live figures filled in
    QVERIFY2(page->liveFiguresText().contains(QStringLiteral("reads/s")), qPrintable(page->liveFiguresText()));
    // One count of reads, the page's, grouped ("1,234 of 50,000,001 reads", the warm-up read included): the charts'
    // figures used to add a second, lagging one without separators.
    QVERIFY2(page->liveFiguresText().contains(QRegularExpression(QStringLiteral(" of 50,000,00\\d reads ·"))),
        qPrintable(page->liveFiguresText()));
    QCOMPARE(page->liveFiguresText().count(QRegularExpression(QStringLiteral("\\d reads\\b(?!/)"))), 1);
    QVERIFY(w.grab().save(scratchRoot() + QStringLiteral("/seek-window-running.png")));
    page->stop(); // what Esc and the Stop button do
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    const RunRecordPtr record = w.runsModel()->record(0);
    QCOMPARE(record->result.status, RunStatus::Cancelled);
    QVERIFY(record->summary.latency.count > 200);
    QCOMPARE(qint64(page->charts()->histogram()->count()), record->summary.latency.count);
    QVERIFY(w.runsModel()->index(0, RunsModel::Status).data().toString().contains(QStringLiteral("partial")));
    QVERIFY2(page->bannerText().contains(QStringLiteral("partial")), qPrintable(page->bannerText()));
    // Its counts grouped as everywhere else ("of 50,000,001 reads", not 50000001).
    QVERIFY2(page->bannerText().contains(QStringLiteral("%1 of %2 reads)")
                                             .arg(formatCount(qint64(record->result.samples.size())),
                                                 formatCount(record->result.expectedSamples))),
        qPrintable(page->bannerText()));
    QCOMPARE(page->startButton()->text(), QStringLiteral("Start"));
}

void TestSeekPage::deviceVanishingShowsTheError()
{
    // A real fault without root: the file shrinks under the run, reads come back short.
    const QString path = scratchRoot() + QStringLiteral("/ui-shrinks.bin");
    QVERIFY(makeRandomFile(path, 16 << 20));
    MainWindow w;
    w.show();
    QVERIFY(addPathAndWait(w.drivePanel(), path));
    SeekPage *page = w.page<SeekPage>();
    SeekConfig c;
    c.count = 50'000'000;
    c.readSize = 4096;
    page->form()->setConfig(c);
    QSignalSpy finished(page, &BenchmarkPage::runFinished);
    page->start();
    QTRY_VERIFY_WITH_TIMEOUT(page->charts()->histogram()->count() > 100, 20000);
    QCOMPARE(::truncate(QFile::encodeName(path).constData(), 0), 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QFile::remove(path);
    const RunRecordPtr record = w.runsModel()->record(0);
    QCOMPARE(record->result.status, RunStatus::Failed);
    QVERIFY(record->summary.latency.count > 100);
    QVERIFY2(page->bannerText().contains(QStringLiteral("Short read")), qPrintable(page->bannerText()));
    QVERIFY(w.runsModel()->index(0, RunsModel::Status).data().toString().contains(QStringLiteral("failed")));
    QCOMPARE(qint64(page->charts()->histogram()->count()), record->summary.latency.count);
}

void TestSeekPage::keyboardSwitchesPages()
{
    MainWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    for (int i : { 1, 3, 2, 0 }) {
        QTest::keyClick(&w, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
        QCOMPARE(w.currentPageIndex(), i);
    }
    // Ctrl+R starts on the scratch-file default is covered by the button tests; here
    // only that it reaches the page: with no target it would say so.
    QVERIFY(w.page<SeekPage>()->target().isValid());
}

void TestSeekPage::settingsRemembered()
{
    {
        MainWindow w;
        SeekConfig c;
        c.count = 1234;
        c.readSize = 8192;
        c.regions = { QStringLiteral("first:1MiB"), QStringLiteral("last:1MiB") };
        c.placement = Placement::Alternate;
        c.workers = 3;
        w.page<SeekPage>()->form()->setConfig(c);
        w.close();
    }
    MainWindow w;
    QString error;
    const auto c = w.page<SeekPage>()->form()->config(&error);
    QVERIFY2(c, qPrintable(error));
    QCOMPARE(c->count, qint64(1234));
    QCOMPARE(c->readSize, qint64(8192));
    QCOMPARE(c->regions, (QStringList { QStringLiteral("first:1MiB"), QStringLiteral("last:1MiB") }));
    QCOMPARE(c->placement, Placement::Alternate);
    QCOMPARE(c->workers, 3);
}

// Issue 18: the headline above the charts is the run's, and nothing of a run stays on
// screen once it no longer applies: another target clears the charts and headline, a
// picked run says whose it is, a stop or a refused start leaves no progress behind.
void TestSeekPage::nothingStaleIsShown()
{
    const QString other = scratchRoot() + QStringLiteral("/ui-seek-other.bin");
    QVERIFY(makeRandomFile(other, 8 << 20));
    MainWindow w;
    QVERIFY(showLarge(w));
    chooseTarget(w);
    SeekPage *page = w.page<SeekPage>();
    QVERIFY2(page->headlineText().contains(QStringLiteral("Start")), qPrintable(page->headlineText()));
    // The outer/inner presets need 2 × 2 GB: on this 64 MiB target they are greyed out.
    const QStringList presets = SeekForm::presetNames();
    for (int i = 0; i < presets.size(); ++i)
        QCOMPARE(page->form()->presetFits(i), !presets[i].contains(QStringLiteral("2 GB")));
    SeekConfig c;
    c.count = 300;
    c.readSize = 4096;
    page->form()->setConfig(c);
    QSignalSpy finished(page, &BenchmarkPage::runFinished);
    page->start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    const RunRecordPtr record = w.runsModel()->record(0);
    QCOMPARE(page->headlineText(), record->summary.headline);
    QVERIFY2(page->headlineText().startsWith(QStringLiteral("mean access ")), qPrintable(page->headlineText()));
    QCOMPARE(page->progressBar()->value(), 1000);
    // What an exported chart says under it: the benchmark, the drive, when.
    const QString caption = page->charts()->histogram()->property(ChartExporter::CaptionProperty).toString();
    QVERIFY2(caption.startsWith(QStringLiteral("DriveScope Seek · ") + m_fx.targetPath), qPrintable(caption));

    // Another target: empty charts and the hint under the new "Target:" line.
    QVERIFY(addPathAndWait(w.drivePanel(), other));
    QCOMPARE(page->target().path, other);
    QCOMPARE(page->shownRunId(), 0);
    QCOMPARE(page->charts()->histogram()->count(), 0u);
    QVERIFY(page->charts()->histogram()->property(ChartExporter::CaptionProperty).toString().isEmpty());
    QCOMPARE(page->progressBar()->value(), 0);
    QVERIFY2(page->headlineText().contains(QStringLiteral("Start")), qPrintable(page->headlineText()));
    QVERIFY(page->liveFiguresText().isEmpty());

    // The old run picked in the runs table: drawn again, the headline says whose it is.
    w.runsView()->setCurrentIndex({});
    w.runsView()->selectRow(0);
    QTRY_COMPARE(page->shownRunId(), record->id);
    QCOMPARE(qint64(page->charts()->histogram()->count()), record->summary.latency.count);
    QCOMPARE(page->headlineText(), record->summary.headline);
    auto *headline = page->findChild<QLabel *>(QStringLiteral("headline"));
    QVERIFY(headline);
    QVERIFY2(headline->text().contains(breakablePath(m_fx.targetPath.toHtmlEscaped())), qPrintable(headline->text()));

    // A refused start (the form does not fit the target): no progress left from before.
    page->progressBar()->setValue(940);
    c.regions = { QStringLiteral("first:1TB") };
    page->form()->setConfig(c);
    page->start();
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 10000);
    QCOMPARE(page->progressBar()->value(), 0);
    QCOMPARE(finished.size(), 1);
    // Said once, under the form, not again in the banner.
    QVERIFY2(page->form()->errorText().contains(QStringLiteral("first:1TB")) || !page->form()->errorText().isEmpty(),
        qPrintable(page->form()->errorText()));
    QVERIFY2(page->bannerText().isEmpty(), qPrintable(page->bannerText()));
    // Checked as typed: Start waits for options that fit, and says why.
    QTRY_VERIFY(!page->startButton()->isEnabled());
    QVERIFY(page->startButton()->toolTip().startsWith(QStringLiteral("Cannot start: ")));

    // A stopped run: the bar goes back to empty, the banner says how far it got.
    c.regions.clear();
    c.count = 50'000'000;
    page->form()->setConfig(c);
    page->start();
    QTRY_VERIFY_WITH_TIMEOUT(page->charts()->histogram()->count() > 200, 20000);
    page->stop();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
    QCOMPARE(page->progressBar()->value(), 0);
    QVERIFY2(page->bannerText().contains(QStringLiteral("partial")), qPrintable(page->bannerText()));
    QCOMPARE(page->headlineText(), w.runsModel()->record(1)->summary.headline);
    QFile::remove(other);
}

// Stale-safe delivery: a run replaced by another never feeds or finishes into the new one.
void TestSeekPage::replacedRunNeverReachesTheNewCharts()
{
    RunController controller;
    controller.setRefreshIntervalMs(10);
    TargetChoice choice;
    choice.kind = TargetChoice::Kind::File;
    choice.path = m_fx.file;
    auto factory = [](qint64 count) {
        return [count](Target &target, QString *error) -> std::shared_ptr<BenchmarkJob> {
            SeekConfig c;
            c.count = count;
            c.readSize = 4096;
            const auto plan = planSeek(c, target.info(), error);
            if (!plan)
                return nullptr;
            return makeSeekBenchmark(target, *plan);
        };
    };
    qint64 fromA = 0, fromB = 0;
    QSignalSpy finished(&controller, &RunController::finished);
    const int a = controller.start(
        choice, {}, factory(50'000'000), [&](std::span<const Sample> s) { fromA += qint64(s.size()); });
    QTRY_VERIFY_WITH_TIMEOUT(fromA > 100, 20000);
    const int b
        = controller.start(choice, {}, factory(500), [&](std::span<const Sample> s) { fromB += qint64(s.size()); });
    const qint64 aAtReplace = fromA;
    QVERIFY(b != a);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QTest::qWait(100);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().value<RunRecordPtr>()->id, b);
    QCOMPARE(fromA, aAtReplace);
    QCOMPARE(fromB, qint64(501));

    // Stopped while opening: the target that arrives late is dropped, nothing runs.
    finished.clear();
    controller.start(choice, {}, factory(500), [&](std::span<const Sample> s) { fromA += qint64(s.size()); });
    controller.stop();
    QCOMPARE(controller.state(), RunController::State::Idle);
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
    QCOMPARE(fromA, aAtReplace);
}

void TestSeekPage::ctrlRStartsAndEscStops()
{
    MainWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(addPathAndWait(w.drivePanel(), m_fx.file));
    SeekConfig c;
    c.count = 50'000'000;
    c.readSize = 4096;
    w.page<SeekPage>()->form()->setConfig(c);
    QSignalSpy finished(w.page<SeekPage>(), &BenchmarkPage::runFinished);
    QTest::keyClick(&w, Qt::Key_R, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(w.page<SeekPage>()->charts()->histogram()->count() > 50, 20000);
    QTest::keyClick(&w, Qt::Key_Escape);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(w.runsModel()->record(0)->result.status, RunStatus::Cancelled);
}

void TestSeekPage::openErrorInPlainWords()
{
    MainWindow w;
    QVERIFY(showInLaptopRoom(w));
    QVERIFY(addPathAndWait(w.drivePanel(), scratchRoot() + QStringLiteral("/no-such-file.bin")));
    // Issue 18: the error appears without moving the form (a banner above it pushed it
    // down, and a click meant for one field landed in the next).
    SeekForm *form = w.page<SeekPage>()->form();
    QTest::qWait(50);
    const QPoint before = form->mapTo(&w, QPoint(0, 0));
    const QPoint countBefore = form->countBox()->mapTo(&w, QPoint(0, 0));
    QTest::mouseClick(w.page<SeekPage>()->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!w.page<SeekPage>()->bannerText().isEmpty(), 10000);
    QTest::qWait(50); // laid out with the banner
    QCOMPARE(form->mapTo(&w, QPoint(0, 0)), before);
    QCOMPARE(form->countBox()->mapTo(&w, QPoint(0, 0)), countBefore);
    QVERIFY(w.grab().save(scratchRoot() + QStringLiteral("/seek-open-error-1024.png")));
    QVERIFY2(w.page<SeekPage>()->bannerText().contains(QStringLiteral("no-such-file.bin")),
        qPrintable(w.page<SeekPage>()->bannerText()));
    QVERIFY(!w.page<SeekPage>()->isRunning());
    QCOMPARE(w.runsModel()->rowCount(), 0);
}

// The form stays where it is through everything that changes the text above and beside
// it: a first run's headline, a refused Start's sentence under the fields, and an open
// error's banner after a run.
void TestSeekPage::formStaysPutThroughRunsAndErrors()
{
    MainWindow w;
    QVERIFY(showInLaptopRoom(w));
    chooseTarget(w);
    SeekPage *page = w.page<SeekPage>();
    SeekForm *form = page->form();
    QTest::qWait(50);
    const QPoint formAt = form->mapTo(&w, QPoint(0, 0));
    const QPoint countAt = form->countBox()->mapTo(&w, QPoint(0, 0));
    auto expectInPlace = [&](const QString &after) {
        QTest::qWait(50); // laid out
        QVERIFY2(form->mapTo(&w, QPoint(0, 0)) == formAt && form->countBox()->mapTo(&w, QPoint(0, 0)) == countAt,
            qPrintable(QStringLiteral("the form moved after %1").arg(after)));
    };
    SeekConfig c;
    c.count = 200;
    form->setConfig(c);
    QVERIFY(startAndWaitForTheEnd(page));
    QVERIFY(!page->headlineText().contains(QStringLiteral("Start")));
    expectInPlace(QStringLiteral("the first run's headline"));
    if (QTest::currentTestFailed())
        return;
    // A run of another target names it in the headline: a long path is shortened to the
    // line, not wrapped onto a second one, and is whole in the tooltip.
    {
        auto other = std::make_shared<RunRecord>(*w.runsModel()->record(0));
        other->result.target.path = QStringLiteral("/srv/") + QStringLiteral("a-folder-with-a-long-name/").repeated(6)
            + QStringLiteral("target.img");
        page->showRun(other);
        expectInPlace(QStringLiteral("a run of a long-named target"));
        QVERIFY(w.grab().save(scratchRoot() + QStringLiteral("/seek-long-target-headline.png")));
        const auto *headline = page->findChild<QLabel *>(QStringLiteral("headline"));
        QVERIFY(headline);
        QVERIFY2(headline->toolTip().contains(other->result.target.path), qPrintable(headline->toolTip()));
        // Only the path is shortened: the time says which run this is.
        const QString time = other->result.startedAt.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
        QVERIFY2(headline->text().contains(time), qPrintable(headline->text()));
        auto *narrowed = const_cast<QLabel *>(headline);
        narrowed->resize(headline->width() * 2 / 3, headline->height()); // a narrower window
        // Without room the figures keep the line, and whose run it is is the tooltip.
        QVERIFY2(headline->text().contains(time) || headline->toolTip().contains(time), qPrintable(headline->text()));
        QVERIFY2(headline->text().contains(page->headlineText().section(QStringLiteral(" · "), -1).toHtmlEscaped()),
            qPrintable(headline->text()));
        page->showRun(w.runsModel()->record(0));
        if (QTest::currentTestFailed())
            return;
    }
    form->readSizeEdit()->setText(QStringLiteral("1000"));
    QSignalSpy rejected(page, &BenchmarkPage::formRejected);
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!form->errorText().isEmpty(), 10000);
    expectInPlace(QStringLiteral("a refused Start"));
    if (QTest::currentTestFailed())
        return;
    form->readSizeEdit()->setText(QStringLiteral("4KiB"));
    QVERIFY(addPathAndWait(w.drivePanel(), scratchRoot() + QStringLiteral("/no-such-file.bin")));
    QTest::mouseClick(page->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!page->bannerText().isEmpty(), 10000);
    expectInPlace(QStringLiteral("an open error's banner"));
    QVERIFY(w.grab().save(scratchRoot() + QStringLiteral("/seek-errors-after-run-1024.png")));
    // Nothing of the earlier run is drawn: no pixel of the histogram's colour (Qt Charts
    // left a sliver of the emptied area at the axis' edge).
    LatencyHistogramChart *histogram = page->charts()->histogram();
    QCOMPARE(histogram->count(), 0u);
    const auto *area = qobject_cast<QAreaSeries *>(histogram->chart()->series().value(0));
    QVERIFY(area);
    const QColor drawn = area->pen().color();
    const QImage shot = histogram->grab().toImage();
    int pixels = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < shot.width(); ++x) {
            const QColor c = shot.pixelColor(x, y);
            pixels += std::abs(c.red() - drawn.red()) + std::abs(c.green() - drawn.green())
                    + std::abs(c.blue() - drawn.blue())
                < 60;
        }
    QVERIFY2(pixels == 0, qPrintable(QStringLiteral("%1 pixels of the emptied histogram's colour").arg(pixels)));
}

void TestSeekPage::scratchFileIsMadeOffTheGuiThread()
{
    TargetOpener opener;
    const TargetChoice choice = freshScratchChoice(QStringLiteral("ui-scratch-16MiB.bin"), 16 << 20);
    QSignalSpy progress(&opener, &TargetOpener::progress);
    QSignalSpy opened(&opener, &TargetOpener::opened);
    opener.open(choice, {});
    // Returned before the file is made: what it made is told later, through the event
    // loop (that no file I/O of it runs on the GUI thread, tst_guithreadio checks).
    QVERIFY(opened.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 30000);
    QVERIFY(!progress.isEmpty());
    QVERIFY(progress.last().at(0).toString().contains(QStringLiteral("scratch file")));
    const auto target = opened.first().first().value<std::shared_ptr<Target>>();
    QVERIFY(target);
    QCOMPARE(target->size(), qint64(16 << 20));
    QVERIFY(ScratchFile::isReady(choice.path, 16 << 20));
    QFile::remove(choice.path);
}

// The facts of a folder's scratch file say "no" until a run has made it, then "yes"
// without the row being chosen again (they kept "Exists: no").
void TestSeekPage::scratchFactsFollowTheRun()
{
    const QString folder = scratchRoot() + QStringLiteral("/ui-seek-scratch-folder");
    QVERIFY(makeEmptyFolder(folder));
    const auto removeFolder = qScopeGuard([&folder] { QDir(folder).removeRecursively(); });
    MainWindow w;
    w.show();
    QVERIFY(addPathAndWait(w.drivePanel(), folder));
    QTRY_VERIFY_WITH_TIMEOUT(w.drivePanel()->factsText().contains(QStringLiteral("no: made")), 5000);
    SeekPage *page = w.page<SeekPage>();
    QCOMPARE(page->target().kind, TargetChoice::Kind::ScratchFile);
    SeekConfig c;
    c.count = 50;
    page->form()->setConfig(c);
    QVERIFY(startAndWaitForTheEnd(page));
    QCOMPARE(w.runsModel()->record(0)->result.status, RunStatus::Completed);
    QTRY_VERIFY_WITH_TIMEOUT(w.drivePanel()->factsText().contains(QStringLiteral("<td>yes</td>")), 5000);
}

// Each new run's row is scrolled into view, however many rows came before it.
void TestSeekPage::newRunsScrollIntoView()
{
    MainWindow w;
    QVERIFY(showInLaptopRoom(w));
    SeekPage *page = seekPageOn(w, { .count = 20 });
    QTableView *runs = w.runsView();
    const int rowsShown = runs->viewport()->height() / runs->verticalHeader()->defaultSectionSize();
    for (int i = 0; i < rowsShown + 3; ++i) {
        QVERIFY(startAndWaitForTheEnd(page));
        QTRY_COMPARE(w.runsModel()->rowCount(), i + 1);
        const QModelIndex last = w.runsModel()->index(i, 0);
        QTRY_VERIFY2(runs->viewport()->rect().contains(runs->visualRect(last)),
            qPrintable(
                QStringLiteral("run %1 of %2 is out of sight (%3 rows shown)").arg(i + 1).arg(i + 1).arg(rowsShown)));
    }
}

void TestSeekPage::anotherPagePlugsIn()
{
    MainWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    // The real pages took their placeholders' places (and their Ctrl+N).
    QTest::keyClick(&w, Qt::Key_2, Qt::ControlModifier);
    BenchmarkPage *zone = w.currentBenchmarkPage();
    QVERIFY(zone);
    QCOMPARE(zone->title(), QStringLiteral("Zone sweep"));
    QCOMPARE(zone->pageId(), QStringLiteral("zone"));
    QCOMPARE(zone->target().path, w.drivePanel()->current().path);
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(w.currentBenchmarkPage(), w.page<SeekPage>());
}

// The window with a dark palette: text and charts must stay readable (look at the PNG).
void TestSeekPage::darkPaletteScreenshot()
{
    const QPalette light = QApplication::palette();
    QApplication::setPalette(darkPalette());
    {
        MainWindow w;
        QVERIFY(showLarge(w));
        QVERIFY(addPathAndWait(w.drivePanel(), m_fx.file));
        w.page<SeekPage>()->form()->setConfig(seekReads(2000));
        QSignalSpy finished(w.page<SeekPage>(), &BenchmarkPage::runFinished);
        w.page<SeekPage>()->start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30000);
        QVERIFY(w.grab().save(scratchRoot() + QStringLiteral("/seek-window-dark.png")));
    }
    QApplication::setPalette(light);
}

QTEST_MAIN(TestSeekPage)
// A large run's record carries its charts made off the GUI thread (makeRunRecord);
// selecting it draws from them, and must draw exactly what adding its samples draws:
// warm-up and failed reads left out, each reader's seek distance from its own previous read.
void TestSeekPage::preparedChartsDrawWhatTheSamplesDo()
{
    RunResult r;
    r.benchmark = seekKind().id();
    r.status = RunStatus::Completed;
    r.target.rotational = DeviceInfo::Rotational::Rotational;
    r.target.path = QStringLiteral("/dev/prepared");
    std::mt19937_64 rng(7);
    std::lognormal_distribution<double> latency(std::log(8e6), 0.5);
    std::uniform_int_distribution<qint64> block(0, (qint64(1) << 40) / 4096);
    const std::size_t n = RunRecord::PrepareChartsFrom + 5000;
    r.samples.resize(n);
    qint64 t[2] = { 0, 0 };
    for (std::size_t i = 0; i < n; ++i) {
        Sample &s = r.samples[i];
        s.worker = quint16(i % 2);
        s.offset = block(rng) * 4096;
        s.latencyNs = qint64(latency(rng));
        s.startNs = t[s.worker];
        t[s.worker] += s.latencyNs;
        s.bytes = 4096;
        s.result = i % 997 == 5 ? -EIO : 4096;
        s.flags = quint16((i < 2 ? Sample::WarmUp : 0) | (s.result < 0 ? Sample::Failed : 0));
    }
    r.expectedSamples = qint64(n);
    const PrepareCharts prepare = PageRegistry::find(seekKind().id())->prepareCharts;
    const RunRecordPtr record = makeRunRecord(1, r, prepare);
    QVERIFY(record->charts);

    SeekPage page;
    page.showRun(record);
    const ChartSnapshot prepared = snapshot(page.charts());
    QVERIFY(!prepared.scatter.empty());
    // The samples, added in drains as a live run adds them.
    page.charts()->begin(r);
    for (std::size_t i = 0; i < n; i += 4096)
        page.charts()->add(std::span<const Sample>(r.samples).subspan(i, std::min<std::size_t>(4096, n - i)));
    page.charts()->refresh(true);
    const ChartSnapshot added = snapshot(page.charts());
    QCOMPARE(prepared.histogram, added.histogram);
    QCOMPARE(prepared.scatter, added.scatter);
    QCOMPARE(prepared.binWidth, added.binWidth);
    QCOMPARE(prepared.timeline, added.timeline);
    QCOMPARE(page.charts()->histogram()->count(), quint64(record->summary.latency.count));

    // A small run keeps no copy of its charts: it is drawn from its samples.
    r.samples.resize(1000);
    QVERIFY(!makeRunRecord(2, std::move(r), prepare)->charts);
}

#include "tst_seekpage.moc"
