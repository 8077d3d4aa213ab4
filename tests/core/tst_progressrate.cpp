// SPDX-License-Identifier: GPL-3.0-or-later
// The window's reads/s and ETA (issue 18: the ETA said "0 s" at 86 % with 1.3 s to go).
#include "core/util/progressrate.h"

#include <QTest>

#include <algorithm>

using namespace DriveScope;

namespace {

// Two readers with 1000 reads each, one at 200/s (done after 5 s), one at 100/s (done
// after 10 s), as the window's 40 ms ticks see them.
qint64 twoReadersDone(double t)
{
    return qint64(std::min(200 * t, 1000.0)) + qint64(std::min(100 * t, 1000.0));
}

} // namespace

class TestProgressRate : public QObject {
    Q_OBJECT
private slots:
    void etaFollowsThePaceWhenOneReaderFinishesFirst()
    {
        ProgressRate rate;
        const qint64 total = 2000;
        double t = 0;
        for (; t < 8.0 - 1e-9; t += 0.04)
            rate.add(t, twoReadersDone(t));
        rate.add(8.0, twoReadersDone(8.0));
        // 1800 of 2000 done, the slow reader alone left: 2 s to go. The mean pace since the
        // start (225/s) says 0.9 s.
        const std::optional<double> left = rate.secondsLeft(total);
        QVERIFY(left);
        QVERIFY2(std::abs(*left - 2.0) < 0.1, qPrintable(QString::number(*left)));
        QVERIFY(rate.rateOver(ProgressRate::RateWindowS));
        QCOMPARE(std::lround(*rate.rateOver(ProgressRate::RateWindowS)), 100);
    }

    void steadyRunsGetTheTruth_data()
    {
        QTest::addColumn<double>("perSecond");
        QTest::newRow("fast") << 300000.0;
        QTest::newRow("a disk") << 80.0;
    }
    void steadyRunsGetTheTruth()
    {
        QFETCH(double, perSecond);
        ProgressRate rate;
        for (double t = 0; t < 4.0; t += 0.04)
            rate.add(t, qint64(perSecond * t));
        const qint64 total = qint64(perSecond * 10);
        QVERIFY(rate.secondsLeft(total));
        QVERIFY2(std::abs(*rate.secondsLeft(total) - (10 - 3.96)) < 0.05,
            qPrintable(QString::number(*rate.secondsLeft(total))));
    }

    void youngRunsUseWhatTheyHave()
    {
        ProgressRate rate;
        QVERIFY(!rate.rateOver(1.0));
        QVERIFY(!rate.secondsLeft(100));
        rate.add(0.0, 0);
        QVERIFY(!rate.secondsLeft(100)); // one point: no pace yet
        rate.add(0.5, 10);
        QCOMPARE(*rate.rateOver(ProgressRate::RateWindowS), 20.0);
        QCOMPARE(*rate.secondsLeft(100), 4.5);
    }

    void aStalledRunHasNoEta()
    {
        ProgressRate rate;
        rate.add(0.0, 0);
        rate.add(1.0, 500);
        for (double t = 1.04; t < 5.0; t += 0.04)
            rate.add(t, 500); // the device stopped answering
        QVERIFY(!rate.secondsLeft(1000));
        QCOMPARE(*rate.rateOver(ProgressRate::RateWindowS), 0.0);
    }

    void finishedMeansNothingLeft()
    {
        ProgressRate rate;
        rate.add(0.0, 0);
        rate.add(1.0, 100);
        QCOMPARE(*rate.secondsLeft(100), 0.0);
        QCOMPARE(*rate.secondsLeft(50), 0.0); // more done than expected is not negative time
    }

    void restartsAfterClear()
    {
        ProgressRate rate;
        rate.add(0.0, 0);
        rate.add(10.0, 1000);
        rate.clear();
        rate.add(0.0, 0);
        rate.add(1.0, 5);
        QCOMPARE(*rate.rateOver(ProgressRate::RateWindowS), 5.0);
    }
};

QTEST_GUILESS_MAIN(TestProgressRate)
#include "tst_progressrate.moc"
