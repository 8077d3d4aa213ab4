// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4: the small helpers behind two of the window's sentences: the sync write
// page's write-cache line (seed 002's two worlds) and axis titles that give way to
// their unit instead of being elided at 1280×820.

#include "ui/charts/axistitlefit.h"
#include "ui/run/writecachestatus.h"

#include <QApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QTest>

using namespace DriveScope;

class TestWindowHelpers : public QObject {
    Q_OBJECT

private slots:
    void writeCacheSummary_data();
    void writeCacheSummary();
    void axisTitleFallsBackToItsUnit();
};

void TestWindowHelpers::writeCacheSummary_data()
{
    using State = WriteCacheProbe::State;
    QTest::addColumn<QString>("sysfs");
    QTest::addColumn<int>("hdparm");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("expected");
    QTest::newRow("drive says on") << QStringLiteral("write back") << int(State::On)
                                   << QStringLiteral("write-caching = 1 (on)")
                                   << QStringLiteral("on (sysfs: write back on sda; hdparm -W /dev/sda: 1)");
    QTest::newRow("drive says off, kernel disagrees")
        << QStringLiteral("write back") << int(State::Off) << QStringLiteral("write-caching = 0 (off)")
        << QStringLiteral("off (sysfs: write back on sda; hdparm -W /dev/sda: 0)");
    QTest::newRow("not permitted: the kernel's view")
        << QStringLiteral("write through") << int(State::Unknown)
        << QStringLiteral("hdparm: /dev/sda: Permission denied")
        << QStringLiteral("off (sysfs: write through on sda; hdparm -W /dev/sda not permitted)");
    QTest::newRow("nothing known") << QString() << int(State::Unknown) << QStringLiteral("hdparm is not installed")
                                   << QStringLiteral("unknown (sysfs: not known on sda; hdparm is not installed)");
}

void TestWindowHelpers::writeCacheSummary()
{
    QFETCH(QString, sysfs);
    QFETCH(int, hdparm);
    QFETCH(QString, detail);
    QFETCH(QString, expected);
    WriteCacheProbe::Result r;
    r.sysfs = sysfs;
    r.disk = QStringLiteral("sda");
    r.hdparm = WriteCacheProbe::State(hdparm);
    r.hdparmDevice = QStringLiteral("/dev/sda");
    r.hdparmDetail = detail;
    QCOMPARE(WriteCacheStatus::summary(r), expected);
}

void TestWindowHelpers::axisTitleFallsBackToItsUnit()
{
    QFont font = QApplication::font();
    font.setBold(true);
    const QString full = QStringLiteral("Latency (ms)");
    const double width = QFontMetricsF(font).horizontalAdvance(full);
    QCOMPARE(AxisTitleFit::fitted(full, font, width + 20), full);
    QCOMPARE(AxisTitleFit::fitted(full, font, width - 1), QStringLiteral("ms"));
    QCOMPARE(
        AxisTitleFit::fitted(QStringLiteral("Latency (µs, logarithmic)"), font, 10), QStringLiteral("µs, logarithmic"));
    // No unit to fall back to: left whole (Qt elides what it must).
    QCOMPARE(AxisTitleFit::fitted(QStringLiteral("Reads"), font, 5), QStringLiteral("Reads"));
    // Before the first layout the plot area is empty: the full title.
    QCOMPARE(AxisTitleFit::fitted(full, font, 0), full);
}

QTEST_MAIN(TestWindowHelpers)
#include "tst_windowhelpers.moc"
