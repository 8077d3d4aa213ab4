// SPDX-License-Identifier: GPL-3.0-or-later
// The depth sweep's charts during a run: the running depth's row is estimated from a
// histogram on each live refresh (a pass over all its reads grew with the depth), and
// the final refresh draws every row exact, as the CLI and the runs table compute them.
#include "ui/pages/depth/depthchart.h"

#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthconfig.h"

#include "benchruns.h"

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
};

QTEST_MAIN(TestDepthChart)
#include "tst_depthchart.moc"
