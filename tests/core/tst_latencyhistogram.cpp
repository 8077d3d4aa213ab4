// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats/latencyhistogram.h"
#include "core/stats/latencysummary.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace DriveScope;

class TestLatencyHistogram : public QObject {
    Q_OBJECT
private slots:
    void bucketsTileTheLine()
    {
        // Every bucket starts where the previous ended, and each value lands in the
        // bucket whose bounds hold it.
        for (int i = 1; i < 40 * LatencyHistogram::SubBuckets; ++i)
            QCOMPARE(LatencyHistogram::bucketLower(i), LatencyHistogram::bucketUpper(i - 1));
        std::mt19937_64 rng(1);
        for (int i = 0; i < 100000; ++i) {
            const quint64 v = rng() >> (1 + rng() % 60); // latencies are qint64: below 2^63
            const int b = LatencyHistogram::bucketIndex(v);
            QVERIFY(LatencyHistogram::bucketLower(b) <= v);
            QVERIFY(v < LatencyHistogram::bucketUpper(b));
            // Width against lower bound: the stated relative error.
            if (b >= LatencyHistogram::SubBuckets) {
                const double width = double(LatencyHistogram::bucketUpper(b) - LatencyHistogram::bucketLower(b));
                QVERIFY(
                    width / double(LatencyHistogram::bucketLower(b)) <= 2 * LatencyHistogram::RelativeError + 1e-12);
            }
        }
    }

    void percentilesMatchExact_data()
    {
        QTest::addColumn<QString>("distribution");
        QTest::newRow("lognormal around 10 ms (a disk)") << "disk";
        QTest::newRow("exponential around 80 µs (an SSD)") << "ssd";
        QTest::newRow("uniform 0-20 ms") << "uniform";
        QTest::newRow("bimodal 0.15 ms / 8.4 ms (write cache on / off)") << "bimodal";
    }
    // A million random latencies: every histogram percentile within the stated error
    // (and so well within 1 %) of the exact nearest-rank order statistic.
    void percentilesMatchExact()
    {
        QFETCH(QString, distribution);
        std::mt19937_64 rng(42);
        std::lognormal_distribution<double> disk(std::log(10e6), 0.35);
        std::exponential_distribution<double> ssd(1.0 / 80e3);
        std::uniform_real_distribution<double> uni(0, 20e6);
        std::bernoulli_distribution coin(0.3);
        std::normal_distribution<double> fast(0.15e6, 0.02e6), slow(8.4e6, 0.2e6);
        std::vector<qint64> values;
        values.reserve(1000000);
        LatencyHistogram h;
        for (int i = 0; i < 1000000; ++i) {
            double v = 0;
            if (distribution == u"disk")
                v = disk(rng);
            else if (distribution == u"ssd")
                v = 1000 + ssd(rng);
            else if (distribution == u"uniform")
                v = uni(rng);
            else
                v = coin(rng) ? slow(rng) : fast(rng);
            const auto ns = qint64(std::max(0.0, v));
            values.push_back(ns);
            h.add(ns);
        }
        std::sort(values.begin(), values.end());
        QCOMPARE(h.count(), quint64(values.size()));
        QCOMPARE(h.minNs(), values.front());
        QCOMPARE(h.maxNs(), values.back());
        for (double p : { 1.0, 10.0, 25.0, 50.0, 75.0, 90.0, 99.0, 99.9, 99.99 }) {
            const double exact = double(nearestRankPercentile(values, p));
            const double approx = h.percentile(p);
            const double rel = std::abs(approx - exact) / std::max(exact, 1.0);
            QVERIFY2(rel <= LatencyHistogram::RelativeError + 1e-9,
                qPrintable(QStringLiteral("p%1: histogram %2 ns vs exact %3 ns (%4 %)")
                               .arg(p)
                               .arg(approx)
                               .arg(exact)
                               .arg(rel * 100)));
            QVERIFY(rel < 0.01);
        }
    }

    void mergeEqualsAddingAll()
    {
        LatencyHistogram a, b, all;
        for (int i = 0; i < 1000; ++i) {
            a.add(i * 1000);
            all.add(i * 1000);
            b.add(i * 7777 + 5);
            all.add(i * 7777 + 5);
        }
        a.merge(b);
        QCOMPARE(a.count(), all.count());
        QCOMPARE(a.minNs(), all.minNs());
        QCOMPARE(a.maxNs(), all.maxNs());
        for (int i = 0; i < LatencyHistogram::BucketCount; ++i)
            QCOMPARE(a.bucketCount(i), all.bucketCount(i));
    }

    void smallValuesExact()
    {
        LatencyHistogram h;
        for (int v : { 3, 3, 7, 100 })
            h.add(v);
        QCOMPARE(h.percentile(50), 3.0);
        QCOMPARE(h.percentile(75), 7.0);
        QCOMPARE(h.percentile(100), 100.0);
        LatencyHistogram empty;
        QCOMPARE(empty.percentile(50), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestLatencyHistogram)
#include "tst_latencyhistogram.moc"
