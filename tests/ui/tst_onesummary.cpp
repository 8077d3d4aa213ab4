// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 16: one summary per run. For each benchmark, a run on a simulated drive shows
// the same MB/s, I/Os per second and latency in the runs table, the PDF/HTML report's
// statistics, compare's figures, the JSON headline and the CLI's text report: all of
// them come from summarizeRun (one zone run once showed 729.9, 654.96 and 661.36 MB/s).
#include "ui/compare/comparefiguresmodel.h"
#include "ui/models/runsmodel.h"
#include "ui/pages/benchmarkpage.h"
#include "ui/pages/pageregistry.h"
#include "ui/report/reportsections.h"
#include "ui/session/loadedsession.h"

#include "core/bench/benchmarkregistry.h"
#include "core/bench/engine/benchmarkkind.h"
#include "core/io/target.h"
#include "core/report/runreport.h"
#include "core/util/byteunits.h"

#include "kindruns.h"

#include <QRegularExpression>
#include <QTest>

using namespace DriveScope;

namespace {

// The kind's own small run (BenchmarkKind::makeExampleJob): a kind added later is in
// this test from its first commit, with nothing to add here.
RunResult runBenchmark(const QString &id)
{
    const BenchmarkKind *kind = BenchmarkRegistry::find(id);
    const auto run = kind ? Test::smallRun(*kind, QStringLiteral("sim:hdd,capacity=20GB,seed=3")) : std::nullopt;
    return run ? *run : RunResult {};
}

// The figure compare shows the run's MB/s as: the one in MB/s whose value is the
// summary's, the benchmark's own before the latency table's (the zone's mean of its
// points, the sweep's and the grid's own rows).
QString megabytesFigureKey(const RunSummary &s)
{
    for (const Figure::Group group : { Figure::Group::Benchmark, Figure::Group::Latency })
        for (const Figure &f : s.figures)
            if (f.group == group && f.unit == u"MB/s" && f.value == s.megabytesPerSecond)
                return f.key;
    return {};
}

} // namespace

class TestOneSummary : public QObject {
    Q_OBJECT
private slots:
    void everyViewShowsTheSameFigures_data()
    {
        QTest::addColumn<QString>("benchmark");
        for (const BenchmarkKind *kind : BenchmarkRegistry::all())
            QTest::newRow(qPrintable(kind->id())) << kind->id();
    }
    void everyViewShowsTheSameFigures()
    {
        QFETCH(QString, benchmark);
        RunResult result = runBenchmark(benchmark);
        QCOMPARE(result.benchmark, benchmark);
        QCOMPARE(result.status, RunStatus::Completed);
        const RunRecordPtr record = LoadedSession::recordFor(result);
        const RunSummary &s = record->summary;
        QVERIFY(s.megabytesPerSecond > 0);
        QVERIFY(s.opsPerSecond > 0);
        const QString mbps2 = QString::number(s.megabytesPerSecond, 'f', 2);

        // The runs table.
        RunsModel model;
        model.add(record, {});
        QCOMPARE(model.index(0, RunsModel::Throughput).data().toString(), mbps2 + QStringLiteral(" MB/s"));
        // The headline's rate, grouped the same way ("39,514", "78.5").
        QCOMPARE(model.index(0, RunsModel::Rate).data().toString(), formatRate(s.opsPerSecond) + QStringLiteral(" /s"));
        QCOMPARE(model.index(0, RunsModel::Mean).data().toString(), formatDurationNs(s.latency.meanNs));
        // Issue 18: the runs table's Result is the headline's large part, which the page
        // shows above its charts with the rest beside it.
        QVERIFY(!s.headlineLead().isEmpty());
        QCOMPARE(model.index(0, RunsModel::Result).data().toString(), s.headlineLead());
        QCOMPARE(model.index(0, RunsModel::Result).data(Qt::ToolTipRole).toString(), s.headline);
        const PageEntry *entry = PageRegistry::find(benchmark);
        QVERIFY(entry);
        std::unique_ptr<BenchmarkPage> page(entry->createPage());
        page->showRun(record);
        QCOMPARE(page->headlineText(), s.headline);

        // The PDF/HTML report's statistics table and overview headline.
        const QString statistics = ReportSections::statistics(record->result, s);
        QVERIFY2(statistics.contains(QStringLiteral("<td>%1</td>").arg(mbps2)), qPrintable(statistics));
        QVERIFY2(statistics.contains(formatDurationNs(s.latency.meanNs)), qPrintable(statistics));
        QCOMPARE(ReportSections::headline(s), s.headline);

        // Compare: the same value behind its MB/s row (and the same mean latency).
        const QString mbpsFigure = megabytesFigureKey(s);
        QVERIFY2(!mbpsFigure.isEmpty(), "no MB/s figure holds the summary's MB/s");
        CompareFiguresModel figures;
        figures.setRuns({ record, record }, { QStringLiteral("a"), QStringLiteral("b") });
        const int row = figures.rowOf(mbpsFigure);
        QVERIFY2(row >= 0, qPrintable(mbpsFigure));
        QCOMPARE(figures.index(row, 0).data(CompareFiguresModel::ValueRole).toDouble(), s.megabytesPerSecond);
        if (const int mean = figures.rowOf(QStringLiteral("mean")); mean >= 0)
            QCOMPARE(figures.index(mean, 0).data(CompareFiguresModel::ValueRole).toDouble(), s.latency.meanNs);

        // JSON: the headline object.
        const QJsonObject json = runReportJson(record->result, s);
        const QJsonObject headline = json.value(QStringLiteral("headline")).toObject();
        QCOMPARE(headline.value(QStringLiteral("mb_per_s")).toDouble(), s.megabytesPerSecond);
        QCOMPARE(headline.value(QStringLiteral("ops_per_s")).toDouble(), s.opsPerSecond);
        QCOMPARE(headline.value(QStringLiteral("text")).toString(), s.headline);

        // A second summary of the same run is the same: nothing depends on who asks.
        const RunSummary again = summarizeRun(record->result);
        QCOMPARE(again.megabytesPerSecond, s.megabytesPerSecond);
        QCOMPARE(again.latency.meanNs, s.latency.meanNs);
        QCOMPARE(again.headline, s.headline);
    }

    // A report's Parameters table names each option in words, never by its JSON key
    // ("area_bytes"), a JSON array or the "no mix" sentinel -1; every kind's own run.
    void parametersAreWordsNotJson_data()
    {
        QTest::addColumn<QString>("benchmark");
        for (const BenchmarkKind *kind : BenchmarkRegistry::all())
            QTest::newRow(qPrintable(kind->id())) << kind->id();
    }
    void parametersAreWordsNotJson()
    {
        QFETCH(QString, benchmark);
        const RunResult result = runBenchmark(benchmark);
        QCOMPARE(result.benchmark, benchmark);
        const QString html = ReportSections::parameters(result);
        static const QRegularExpression cell(QStringLiteral("<t[hd]>([^<]*)</t[hd]>"));
        static const QRegularExpression key(QStringLiteral("\\b[a-z]+_[a-z_]+\\b"));
        int cells = 0;
        for (auto it = cell.globalMatch(html); it.hasNext(); ++cells) {
            const QString text = it.next().captured(1);
            QVERIFY2(!key.match(text).hasMatch(), qPrintable(text));
            QVERIFY2(!text.contains(u'[') && !text.contains(u'{'), qPrintable(text));
            QVERIFY2(text != u"-1", qPrintable(html));
        }
        QVERIFY2(cells >= 6, qPrintable(html)); // the I/O path, the cache and the plan's own
    }

    // The zone sweep that showed three MB/s figures: its headline, the runs table and
    // its text report's "Mean" are one number (the mean of its points).
    void zoneSweepMegabytesAreTheMeanOfItsPoints()
    {
        const RunResult result = runBenchmark(QStringLiteral("zone"));
        const RunSummary s = summarizeRun(result);
        const QString one = QString::number(s.megabytesPerSecond, 'f', 1);
        QVERIFY2(s.headline.contains(QStringLiteral("mean %1 MB/s").arg(one)), qPrintable(s.headline));
        const QString text = runTextReport(result, s);
        QVERIFY2(text.contains(QStringLiteral("Mean: %1 MB/s").arg(one)), qPrintable(text));
    }
};

QTEST_MAIN(TestOneSummary)
#include "tst_onesummary.moc"
