// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4: the small helpers behind two of the window's sentences: the sync write
// page's write-cache line (cache on or off) and axis titles that give way to
// their unit instead of being elided at 1280×820.

#include "core/util/frontendwords.h"
#include "ui/charts/axistitlefit.h"
#include "ui/pages/headlinelabel.h"
#include "ui/pages/speed/speedform.h"
#include "ui/pages/speed/speedpage.h"
#include "ui/run/writecachestatus.h"

#include <QApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QLineEdit>
#include <QTest>

using namespace DriveScope;

class TestWindowHelpers : public QObject {
    Q_OBJECT

private slots:
    void writeCacheSummary_data();
    void writeCacheSummary();
    void simulatedDriveCacheIsTheModels();
    void axisTitleFallsBackToItsUnit();
    void windowTextNamesNoCliOption();
    void headlineKeepsItsFiguresWhole();
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

// A model drive's cache line is the model's (cache=on|off), never the host disk's that a
// lookup of the "sim:…" path as a file would find (the folder the test runs in).
void TestWindowHelpers::simulatedDriveCacheIsTheModels()
{
    for (const auto &[spec, expected] :
        { std::pair { QStringLiteral("sim:hdd,cache=off,paced"),
              QStringLiteral("off (the simulated drive's model: write through)") },
            std::pair { QStringLiteral("sim:ssd"), QStringLiteral("on (the simulated drive's model: write back)") } }) {
        TargetChoice choice;
        choice.kind = TargetChoice::Kind::Simulated;
        choice.path = spec;
        const WriteCacheProbe::Result r = WriteCacheStatus::probe(choice);
        QCOMPARE(r.hdparm, WriteCacheProbe::State::NotProbed);
        QCOMPARE(WriteCacheStatus::summary(r), expected);
    }
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
    // Brackets with only the scale: the quantity, not "logarithmic".
    QCOMPARE(AxisTitleFit::fitted(QStringLiteral("IOPS (logarithmic)"), font, 30), QStringLiteral("IOPS"));
    // No unit to fall back to: left whole (Qt elides what it must).
    QCOMPARE(AxisTitleFit::fitted(QStringLiteral("Reads"), font, 5), QStringLiteral("Reads"));
    // Before the first layout the plot area is empty: the full title.
    QCOMPARE(AxisTitleFit::fitted(full, font, 0), full);
}

// The core's refusals advise what the window offers, never a drivescope-cli option
// (core/util/frontendwords.h; the window's tests run as the window, see
// tests/support/windowfrontend.cpp): the speed page's form error for a test area larger
// than the drive, as the window shows it.
void TestWindowHelpers::windowTextNamesNoCliOption()
{
    QCOMPARE(frontEnd(), FrontEnd::Window);
    SpeedPage page;
    TargetChoice small;
    small.kind = TargetChoice::Kind::File;
    small.path = QStringLiteral("/srv/small.img");
    small.info.path = small.path;
    small.info.kind = DeviceInfo::Kind::RegularFile;
    small.info.sizeBytes = qint64(64) << 20;
    small.info.logicalBlockSize = 512;
    small.info.directIoAlignment = 512;
    page.setTarget(small);
    page.show(); // the form reports its error only where it can be seen
    page.form()->areaEdit()->setText(QStringLiteral("1GiB"));
    QTRY_VERIFY_WITH_TIMEOUT(!page.form()->errorText().isEmpty(), 10000); // checked on a short timer
    const QString shown = page.form()->errorText();
    QVERIFY2(shown.contains(QStringLiteral("choose a smaller test area")), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("--")), qPrintable(shown));
}

QTEST_MAIN(TestWindowHelpers)
// Figures too long for the line leave no room for whose run it is: the "(run of … on …)"
// goes to the tooltip instead of being cut off at the label's edge; with room it is shown.
void TestWindowHelpers::headlineKeepsItsFiguresWhole()
{
    RunSummary summary;
    summary.headline = QStringLiteral("read: 95 % of its best from 256 KiB · read 2,186 MB/s · write 2,494 MB/s "
                                      "(95 % from 1 MiB)");
    const QString context = QStringLiteral("run of 17:25:54 on %1");
    const QString path = QStringLiteral("/work/some/long/folder/drivescope-write-1234-2.bin");
    HeadlineLabel label;
    label.resize(420, 60);
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    label.showSummary(summary, context, path, QStringLiteral("run of 17:25:54"));
    QVERIFY2(!label.text().contains(QStringLiteral("run of")), qPrintable(label.text()));
    QCOMPARE(label.toolTip(), QStringLiteral("run of 17:25:54 on ") + path);
    // Widening it: first the time alone (which says which run this is), then the path too.
    int timeAlone = 0, withPath = 0;
    for (int width = 420; width <= 4000 && !withPath; width += 4) {
        label.resize(width, 60);
        if (label.text().contains(QStringLiteral("(run of 17:25:54)")) && !timeAlone)
            timeAlone = width;
        if (label.text().contains(QStringLiteral("(run of 17:25:54 on ")))
            withPath = width;
    }
    QVERIFY2(timeAlone > 420 && withPath > timeAlone, qPrintable(QStringLiteral("%1 %2").arg(timeAlone).arg(withPath)));
    label.resize(4000, 60);
    QVERIFY2(label.text().contains(QStringLiteral("(run of 17:25:54 on ") + path.toHtmlEscaped() + u')'),
        qPrintable(label.text()));
}

#include "tst_windowhelpers.moc"
