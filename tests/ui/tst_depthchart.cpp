// SPDX-License-Identifier: GPL-3.0-or-later
// The depth sweep's charts during a run: the running depth's row is estimated from a
// histogram on each live refresh (a pass over all its reads grew with the depth), and
// the final refresh draws every row exact, as the CLI and the runs table compute them.
// A whole sweep (QD1 to QD256) on a disk keeps every label whole at any width the window
// gives the charts, and a latency axis past 10 ms reads in ms, never "1e+06".
#include "ui/pages/depth/depthchart.h"

#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthconfig.h"

#include "benchruns.h"

#include <QAbstractAxis>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QTest>

#include <algorithm>

using namespace DriveScope;
using namespace DriveScope::Test;

class TestDepthChart : public QObject {
    Q_OBJECT

private slots:
    void liveRowsAreEstimatedAndTheFinalOnesExact()
    {
        auto target = openTarget(QStringLiteral("sim:ssd,seed=9,jitter=30us"));
        DepthConfig config;
        config.depths = { 1, 4, 32 };
        config.maxIosPerDepth = 4000;
        QString why;
        const auto plan = planDepth(config, target->info(), &why);
        QVERIFY2(plan, qPrintable(why));
        const RunResult run = runToEnd(makeDepthBenchmark(*target, *plan));
        const DepthProfile expected = DepthProfile::compute(run);
        QCOMPARE(expected.rows.size(), std::size_t(3));

        DepthChart chart(DepthChart::Mode::Latency);
        chart.begin(run);
        const std::span<const Sample> all(run.samples);
        // Where each depth's first (uncounted) read is: depths begin there.
        std::vector<std::size_t> starts;
        for (std::size_t i = 0; i < all.size(); ++i)
            if (all[i].isWarmUp())
                starts.push_back(i);
        QCOMPARE(starts.size(), std::size_t(3));

        // Up to the second depth's first read: the first depth is still the running one,
        // its row estimated though all its reads are in.
        chart.add(all.first(starts[1]));
        chart.refresh(false);
        QCOMPARE(chart.profile().rows.size(), std::size_t(1));
        QVERIFY(!chart.profile().rows[0].exact);
        // Then it is done: exact, though the count the estimate had is the same.
        std::size_t at = starts[1];
        int estimated = 0;
        for (; at < all.size() * 2 / 3; at += 500) {
            const std::size_t n = std::min<std::size_t>(500, all.size() - at);
            chart.add(all.subspan(at, n));
            chart.refresh(false);
            const std::vector<DepthRow> &rows = chart.profile().rows;
            QVERIFY(!rows.empty());
            QVERIFY(rows[0].exact);
            QCOMPARE(rows[0].latency.p999Ns, expected.rows[0].latency.p999Ns);
            for (std::size_t i = 0; i + 1 < rows.size(); ++i)
                QVERIFY(rows[i].exact);
            // The running depth, once it has counted reads, is estimated.
            const std::size_t started
                = std::size_t(std::upper_bound(starts.begin(), starts.end(), at + n - 1) - starts.begin());
            if (rows.size() == started) {
                QVERIFY(!rows.back().exact);
                ++estimated;
            }
        }
        QVERIFY(estimated >= 5);
        chart.add(all.subspan(at));
        chart.refresh(true);
        const std::vector<DepthRow> &rows = chart.profile().rows;
        QCOMPARE(rows.size(), expected.rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QVERIFY(rows[i].exact);
            QCOMPARE(rows[i].depth, expected.rows[i].depth);
            QCOMPARE(rows[i].latency.count, expected.rows[i].latency.count);
            QCOMPARE(rows[i].latency.p99Ns, expected.rows[i].latency.p99Ns);
            QCOMPARE(rows[i].latency.p999Ns, expected.rows[i].latency.p999Ns);
        }
        QCOMPARE(chart.profile().kneeDepth, expected.kneeDepth);
        QCOMPARE(chart.profile().p99DoublingDepth, expected.p99DoublingDepth);
    }

    void aWholeSweepOnADiskReadsWhole_data()
    {
        QTest::addColumn<int>("width");
        // Side by side in a 1024 px window, above one another when narrow, and a wide one.
        for (int width : { 330, 480, 560, 700, 900, 1400 })
            QTest::newRow(qPrintable(QStringLiteral("%1 px").arg(width))) << width;
    }

    void aWholeSweepOnADiskReadsWhole()
    {
        QFETCH(int, width);
        static const RunResult run = [] {
            auto target = openTarget(QStringLiteral("sim:hdd,seed=4"));
            DepthConfig config;
            config.depths = { 1, 2, 4, 8, 16, 32, 64, 128, 256 };
            config.maxIosPerDepth = 600;
            QString why;
            const auto plan = planDepth(config, target->info(), &why);
            return plan ? runToEnd(makeDepthBenchmark(*target, *plan)) : RunResult {};
        }();
        QVERIFY(!run.samples.empty());
        DepthCharts charts;
        charts.resize(width, 640);
        charts.begin(run);
        charts.add(run.samples);
        charts.refresh(true);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        QCoreApplication::processEvents();

        const auto views = charts.findChildren<DepthChart *>();
        QCOMPARE(views.size(), 2);
        for (DepthChart *view : views) {
            QStringList labels;
            for (QGraphicsItem *item : view->scene()->items()) {
                const auto *text = qgraphicsitem_cast<QGraphicsTextItem *>(item);
                if (!text || !text->isVisible())
                    continue;
                const QString shown = text->toPlainText();
                labels << shown;
                QVERIFY2(!shown.contains(QChar(0x2026)) && !shown.contains(QStringLiteral("...")),
                    qPrintable(QStringLiteral("%1 at %2 px: \"%3\" drawn elided")
                                   .arg(view->chart()->title())
                                   .arg(width)
                                   .arg(shown)));
                QVERIFY2(!shown.contains(QStringLiteral("e+")),
                    qPrintable(QStringLiteral("%1: label \"%2\"").arg(view->chart()->title(), shown)));
            }
            // The depths at both ends are labelled.
            QVERIFY2(labels.contains(QStringLiteral("1")) && labels.contains(QStringLiteral("256")),
                qPrintable(labels.join(u' ')));
        }
        // A disk at QD256 waits hundreds of milliseconds: the latency axis is in ms.
        const DepthProfile &profile = views[0]->profile();
        QVERIFY(profile.rows.back().latency.p999Ns > 10e6);
        DepthChart *latency = charts.findChild<DepthChart *>(QStringLiteral("depthLatencyChart"));
        QStringList titles;
        for (QAbstractAxis *axis : latency->chart()->axes(Qt::Vertical))
            titles << axis->titleText();
        QVERIFY2(titles.join(u' ').contains(QStringLiteral("ms")), qPrintable(titles.join(u' ')));
    }
};

QTEST_MAIN(TestDepthChart)
#include "tst_depthchart.moc"
