// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/latencysummary.h"
#include "core/stats/linearhistogram.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace DriveScope;

class TestLatencySummary : public QObject {
    Q_OBJECT
private slots:
    // Values worked out by hand: 2, 4, 4, 4, 5, 5, 7, 9 ms (the textbook set whose
    // population standard deviation is exactly 2).
    void handComputed()
    {
        const qint64 ms = 1000000;
        std::vector<qint64> v { 9 * ms, 2 * ms, 4 * ms, 5 * ms, 4 * ms, 7 * ms, 4 * ms, 5 * ms };
        const LatencySummary s = summarizeLatencies(v, 2.0, 8 * 512);
        QCOMPARE(s.count, qint64(8));
        QCOMPARE(s.meanNs, 5.0 * ms);
        QCOMPARE(s.stddevNs, 2.0 * ms);
        QCOMPARE(s.minNs, 2 * ms);
        QCOMPARE(s.maxNs, 9 * ms);
        // Nearest rank: p50 -> rank ceil(4) = 4th smallest = 4 ms; p90 -> rank ceil(7.2) = 8th = 9 ms.
        QCOMPARE(s.p50Ns, 4 * ms);
        QCOMPARE(s.p90Ns, 9 * ms);
        QCOMPARE(s.p99Ns, 9 * ms);
        QCOMPARE(s.opsPerSecond, 4.0);
        QCOMPARE(s.megabytesPerSecond(), 8 * 512 / 1e6 / 2.0);
    }

    void percentileRanks()
    {
        std::vector<qint64> sorted;
        for (int i = 1; i <= 1000; ++i)
            sorted.push_back(i);
        QCOMPARE(nearestRankPercentile(sorted, 50), qint64(500));
        QCOMPARE(nearestRankPercentile(sorted, 90), qint64(900));
        QCOMPARE(nearestRankPercentile(sorted, 99.9), qint64(999));
        QCOMPARE(nearestRankPercentile(sorted, 100), qint64(1000));
        QCOMPARE(nearestRankPercentile(sorted, 0.01), qint64(1));
    }

    // Large, nearly equal values: the one-pass s2/n - mean^2 would cancel to noise.
    void stableStdDev()
    {
        std::vector<qint64> v;
        for (int i = 0; i < 1000; ++i)
            v.push_back(1000000000000LL + (i % 2 ? 1 : -1));
        const LatencySummary s = summarizeLatencies(v, 1.0);
        QCOMPARE(s.stddevNs, 1.0);
    }

    // Percentiles are found by selection, not by sorting: they must be the very values
    // the sorted list gives at each nearest rank, at every size (ranks that coincide,
    // runs of equal values, a lone value).
    void selectionGivesTheSortedValues_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("distinct");
        for (const int size : { 1, 2, 3, 7, 10, 999, 1000, 1001, 100'003 })
            for (const int distinct : { 1, 5, 1'000'000 })
                QTest::addRow("%d values, %d distinct", size, distinct) << size << distinct;
    }
    void selectionGivesTheSortedValues()
    {
        QFETCH(int, size);
        QFETCH(int, distinct);
        std::mt19937_64 random(quint64(size) * 31 + quint64(distinct));
        std::vector<qint64> values(static_cast<std::size_t>(size));
        for (qint64 &v : values)
            v = 50'000 + qint64(random() % quint64(distinct)) * 37;
        const LatencySummary s = summarizeLatencies(values, 1.0);
        std::sort(values.begin(), values.end());
        QCOMPARE(s.minNs, values.front());
        QCOMPARE(s.maxNs, values.back());
        QCOMPARE(s.p50Ns, nearestRankPercentile(values, 50));
        QCOMPARE(s.p90Ns, nearestRankPercentile(values, 90));
        QCOMPARE(s.p99Ns, nearestRankPercentile(values, 99));
        QCOMPARE(s.p999Ns, nearestRankPercentile(values, 99.9));
    }

    void empty()
    {
        const LatencySummary s = summarizeLatencies({}, 0);
        QCOMPARE(s.count, qint64(0));
        QCOMPARE(s.opsPerSecond, 0.0);
    }

    // The classic seek histogram's linear view: bucket i holds [i, i+1) ms, median
    // bucket = first where the running total reaches half.
    void linearMillisecondView()
    {
        LinearHistogram h(1000000);
        for (qint64 v : { 500000LL, 1500000LL, 1999999LL, 2000000LL, 17900000LL })
            h.add(v);
        QCOMPARE(h.count(0), qint64(1));
        QCOMPARE(h.count(1), qint64(2));
        QCOMPARE(h.count(2), qint64(1));
        QCOMPARE(h.count(17), qint64(1));
        QCOMPARE(h.medianBucket(), 1);
        QCOMPARE(h.maxCount(), qint64(2));
    }

    // The last bucket holds everything from its lower edge up: a day-long latency
    // costs one bucket, not 86 million.
    void lastBucketIsOpenEnded()
    {
        LinearHistogram h(1000000, 100);
        h.add(98'500'000);
        h.add(99'500'000);
        h.add(86'400'000'000'000);
        QCOMPARE(h.bucketCount(), 100);
        QCOMPARE(h.count(98), qint64(1));
        QCOMPARE(h.count(99), qint64(2));
        QVERIFY(h.isOpenEnded(99));
        QVERIFY(!h.isOpenEnded(98));
        QCOMPARE(h.total(), qint64(3));
    }

    void niceWidths()
    {
        QCOMPARE(LinearHistogram::niceWidthNs(200000, 40), qint64(5000)); // 200 µs / 40 -> 5 µs
        QCOMPARE(LinearHistogram::niceWidthNs(900000, 40), qint64(50000)); // 22.5 µs -> 50 µs
        QCOMPARE(LinearHistogram::niceWidthNs(10, 40), qint64(1000)); // at least 1 µs
    }
};

QTEST_GUILESS_MAIN(TestLatencySummary)
#include "tst_latencysummary.moc"
