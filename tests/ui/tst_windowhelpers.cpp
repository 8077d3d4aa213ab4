// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4: the small helpers behind two of the window's sentences: the sync write
// page's write-cache line (cache on or off) and axis titles that give way to
// their unit instead of being elided at 1280×820.

#include "ui/charts/axistitlefit.h"
#include "ui/pages/windowwording.h"
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
    void windowTextNamesNoCliOption_data();
    void windowTextNamesNoCliOption();
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
    const QString logTitle = QStringLiteral("Latency (µs, logarithmic)");
    const double unitWidth = QFontMetricsF(font).horizontalAdvance(QStringLiteral("µs, logarithmic"));
    QCOMPARE(AxisTitleFit::fitted(logTitle, font, unitWidth + 10), QStringLiteral("µs, logarithmic"));
    // Too short even for that (a 12 pt font at 1024 px): the unit without its qualifier.
    QCOMPARE(AxisTitleFit::fitted(logTitle, font, unitWidth), QStringLiteral("µs"));
    // No unit to fall back to: left whole (Qt elides what it must).
    QCOMPARE(AxisTitleFit::fitted(QStringLiteral("Reads"), font, 5), QStringLiteral("Reads"));
    // Before the first layout the plot area is empty: the full title.
    QCOMPARE(AxisTitleFit::fitted(full, font, 0), full);
}

// Issue 18: the core's sentences name drivescope-cli's options; the window says what to
// do in the window instead. Every such sentence the core has, as it is written there.
void TestWindowHelpers::windowTextNamesNoCliOption_data()
{
    QTest::addColumn<QString>("core");
    QTest::addColumn<QString>("expected");
    QTest::newRow("write guard") << QStringLiteral(
        "Writing to /dev/sdb destroys the data on it; to confirm, pass --destroy-data-on /dev/sdb.")
                                 << QStringLiteral("type /dev/sdb when the window asks");
    QTest::newRow("read-only") << QStringLiteral(
        "/dev/sdb is read-only (blockdev --setro, a read-only loop device or a write-protect switch); DriveScope "
        "will not write to it.")
                               << QStringLiteral("set read-only by the system");
    QTest::newRow("tmpfs") << QStringLiteral("Reads there come from the page cache; run with --buffered to measure "
                                             "anyway, labelled so.")
                           << QStringLiteral("tick Buffered");
    QTest::newRow("no O_DIRECT") << QStringLiteral("Nothing there can reach a drive. Run with --buffered to measure "
                                                   "memory.")
                                 << QStringLiteral("Tick Buffered");
    QTest::newRow("sync mode") << QStringLiteral("O_SYNC is not honoured here; use --sync fdatasync or fsync for x.")
                               << QStringLiteral("choose the fdatasync or fsync sync mode");
    QTest::newRow("area") << QStringLiteral("x holds 1 MiB, less than the 1 GiB test area: give a smaller --area.")
                          << QStringLiteral("choose a smaller test area");
    QTest::newRow("speed device") << QStringLiteral("Writes go to a scratch file or a whole device confirmed with "
                                                    "--destroy-data-on.")
                                  << QStringLiteral("whose name you typed to confirm");
    QTest::newRow("zone preserve") << QStringLiteral("Preserving writes keep a point's bytes in memory, so "
                                                     "--bytes-per-point may be at most 1 GiB.")
                                   << QStringLiteral("Bytes per point");
    QTest::newRow("profile") << QStringLiteral("There is no profile 'x': the profiles are standard, nvme (or give "
                                               "--tests).")
                             << QStringLiteral("(or list the tests)");
}

void TestWindowHelpers::windowTextNamesNoCliOption()
{
    QFETCH(QString, core);
    QFETCH(QString, expected);
    const QString shown = windowWording(core);
    QVERIFY2(!shown.contains(QStringLiteral("--")), qPrintable(shown));
    QVERIFY2(shown.contains(expected), qPrintable(shown));
}

QTEST_MAIN(TestWindowHelpers)
#include "tst_windowhelpers.moc"
