// SPDX-License-Identifier: GPL-3.0-or-later
// The core's advice names what the front end showing it offers: drivescope-cli's
// option on the command line, the window's control in the window. Each sentence is made
// by the real check that refuses the input, under both front ends.

#include "core/bench/speed/speedconfig.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/util/frontendwords.h"

#include <QTest>

#include <functional>

using namespace DriveScope;

namespace {

DeviceInfo smallFile()
{
    DeviceInfo info;
    info.path = QStringLiteral("/srv/small.img");
    info.kind = DeviceInfo::Kind::RegularFile;
    info.sizeBytes = qint64(64) << 20;
    info.logicalBlockSize = 512;
    info.physicalBlockSize = 4096;
    info.directIoAlignment = 512;
    return info;
}

// The sentence a refused input gets.
using Refusal = std::function<QString()>;

QString speedProfileRefusal()
{
    QString error;
    if (speedProfile(QStringLiteral("fastest"), &error))
        return QStringLiteral("accepted");
    return error;
}

QString speedAreaRefusal()
{
    SpeedConfig config;
    config.areaBytes = qint64(1) << 30;
    QString error;
    if (planSpeed(config, smallFile(), false, &error))
        return QStringLiteral("accepted");
    return error;
}

QString speedWriteRefusal()
{
    SpeedConfig config;
    config.areaBytes = qint64(16) << 20;
    config.write = true;
    QString error;
    if (planSpeed(config, smallFile(), false, &error))
        return QStringLiteral("accepted");
    return error;
}

QString zonePreserveRefusal()
{
    ZoneConfig config;
    config.points = 2;
    config.bytesPerPoint = qint64(2) << 30;
    config.write = ZoneConfig::Write::Preserve;
    DeviceInfo big = smallFile();
    big.sizeBytes = qint64(64) << 30;
    QString error;
    if (planZone(config, big, &error))
        return QStringLiteral("accepted");
    return error;
}

} // namespace

class TestFrontEndWords : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { setFrontEnd(FrontEnd::CommandLine); }
    void eachFrontEndGetsItsOwnWords_data();
    void eachFrontEndGetsItsOwnWords();
};

void TestFrontEndWords::eachFrontEndGetsItsOwnWords_data()
{
    QTest::addColumn<Refusal>("refusal");
    QTest::addColumn<QString>("commandLine");
    QTest::addColumn<QString>("window");
    QTest::newRow("speed profile") << Refusal(speedProfileRefusal) << QStringLiteral("(or give --tests)")
                                   << QStringLiteral("(or list the tests)");
    QTest::newRow("speed area") << Refusal(speedAreaRefusal) << QStringLiteral("give a smaller --area")
                                << QStringLiteral("choose a smaller test area");
    QTest::newRow("speed writes") << Refusal(speedWriteRefusal) << QStringLiteral("confirmed with --destroy-data-on")
                                  << QStringLiteral("whose name you typed to confirm");
    QTest::newRow("zone preserve") << Refusal(zonePreserveRefusal) << QStringLiteral("so --bytes-per-point may be")
                                   << QStringLiteral("so Bytes per point may be");
}

void TestFrontEndWords::eachFrontEndGetsItsOwnWords()
{
    QFETCH(Refusal, refusal);
    QFETCH(QString, commandLine);
    QFETCH(QString, window);

    QCOMPARE(frontEnd(), FrontEnd::CommandLine); // the default
    const QString cli = refusal();
    QVERIFY2(cli.contains(commandLine), qPrintable(cli));
    QVERIFY2(!cli.contains(window), qPrintable(cli));

    setFrontEnd(FrontEnd::Window);
    const QString shown = refusal();
    QVERIFY2(shown.contains(window), qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("--")), qPrintable(shown));
}

QTEST_GUILESS_MAIN(TestFrontEndWords)
#include "tst_frontendwords.moc"
