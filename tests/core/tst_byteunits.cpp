// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/region.h"
#include "core/util/byteunits.h"

#include <QTest>

using namespace DriveScope;

class TestByteUnits : public QObject {
    Q_OBJECT
private slots:
    void parse_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("bytes"); // -1: must be rejected
        QTest::newRow("plain") << "512" << qint64(512);
        QTest::newRow("B") << "4096B" << qint64(4096);
        QTest::newRow("KiB") << "4KiB" << qint64(4096);
        QTest::newRow("k is binary like dd") << "8k" << qint64(8192);
        QTest::newRow("GiB") << "2GiB" << qint64(2) * 1024 * 1024 * 1024;
        QTest::newRow("GB decimal") << "2GB" << qint64(2000000000);
        QTest::newRow("MB decimal") << "500MB" << qint64(500000000);
        QTest::newRow("fraction") << "1.5GiB" << qint64(1610612736);
        QTest::newRow("sectors") << "8s" << qint64(4096);
        QTest::newRow("spaces") << " 1 MiB " << qint64(1048576);
        QTest::newRow("unknown unit") << "3 parsecs" << qint64(-1);
        QTest::newRow("negative") << "-5" << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1);
        QTest::newRow("fractional byte") << "0.5" << qint64(-1);
        QTest::newRow("huge") << "99999999TiB" << qint64(-1);
    }
    void parse()
    {
        QFETCH(QString, text);
        QFETCH(qint64, bytes);
        QString error;
        const auto v = parseByteSize(text, &error);
        if (bytes < 0) {
            QVERIFY(!v);
            QVERIFY(!error.isEmpty());
        } else {
            QVERIFY2(v, qPrintable(error));
            QCOMPARE(*v, bytes);
        }
    }

    void format()
    {
        QCOMPARE(formatBytesDecimal(512), QStringLiteral("512 B"));
        QCOMPARE(formatBytesDecimal(qint64(1) << 30), QStringLiteral("1.07 GB"));
        QCOMPARE(formatBytesDecimal(160041885696), QStringLiteral("160 GB"));
        QCOMPARE(formatBytesBinary(qint64(2) << 30), QStringLiteral("2 GiB"));
        QCOMPARE(formatDurationNs(18500000), QStringLiteral("18.5 ms"));
        QCOMPARE(formatDurationNs(153000), QStringLiteral("153 µs"));
    }

    // The window speaking German prints German numbers; English again after it (the CLI
    // never sets a locale, so its output stays as the English cases above).
    void numbersInTheWindowsLanguage()
    {
        setNumberLocale(QLocale(QLocale::German));
        QCOMPARE(formatCount(1500), QStringLiteral("1.500"));
        QCOMPARE(formatRate(39514.4), QStringLiteral("39.514"));
        QCOMPARE(formatRate(12.54), QStringLiteral("12,5"));
        QCOMPARE(formatDurationNs(2e9), QStringLiteral("2,00 s"));
        QCOMPARE(formatDurationNs(18.5e6), QStringLiteral("18,5 ms"));
        QCOMPARE(formatBytesDecimal(1'070'000'000), QStringLiteral("1,07 GB"));
        QCOMPARE(formatBytesBinary(1536), QStringLiteral("1,5 KiB"));
        QCOMPARE(formatMs(8.391e6), QStringLiteral("8,39 ms"));
        QCOMPARE(formatNumber(1234.5, 'f', 1), QStringLiteral("1234,5"));
        QCOMPARE(exactSizeText(3 << 20), QStringLiteral("3MiB")); // typed back: never localized
        setNumberLocale(QLocale(QLocale::English));
        QCOMPARE(formatCount(1500), QStringLiteral("1,500"));
        QCOMPARE(formatDurationNs(2e9), QStringLiteral("2.00 s"));
        QCOMPARE(formatBytesBinary(1536), QStringLiteral("1.5 KiB"));
    }

    void region_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<qint64>("start"); // -1: must be rejected
        QTest::addColumn<qint64>("length");
        const qint64 G = qint64(1) << 30;
        QTest::newRow("all") << "all" << qint64(0) << 10 * G;
        QTest::newRow("first 2 GiB (outer)") << "first:2GiB" << qint64(0) << 2 * G;
        QTest::newRow("last 2 GiB (inner)") << "last:2GiB" << 8 * G << 2 * G;
        QTest::newRow("start:length") << "1GiB:2GiB" << G << 2 * G;
        QTest::newRow("to the end") << "9GiB:" << 9 * G << G;
        QTest::newRow("percent") << "90%:10%" << 9 * G << G;
        QTest::newRow("past the end") << "9GiB:2GiB" << qint64(-1) << qint64(0);
        QTest::newRow("first more than all") << "first:11GiB" << qint64(-1) << qint64(0);
        QTest::newRow("start beyond") << "20GiB:1GiB" << qint64(-1) << qint64(0);
        QTest::newRow("empty") << "0:0" << qint64(-1) << qint64(0);
        QTest::newRow("garbage") << "outer" << qint64(-1) << qint64(0);
        QTest::newRow("bad percent") << "150%:1%" << qint64(-1) << qint64(0);
    }
    void region()
    {
        QFETCH(QString, spec);
        QFETCH(qint64, start);
        QFETCH(qint64, length);
        QString error;
        const auto r = parseRegion(spec, qint64(10) << 30, &error);
        if (start < 0) {
            QVERIFY(!r);
            QVERIFY(!error.isEmpty());
            return;
        }
        QVERIFY2(r, qPrintable(error));
        QCOMPARE(r->start, start);
        QCOMPARE(r->length, length);
        // A plan's region reads the same, and an empty one is the whole target (the
        // default of every config with a region) where parseRegion refuses it.
        const auto planned = planRegion(spec, qint64(10) << 30, &error);
        QVERIFY(planned);
        QCOMPARE(planned->start, start);
        QCOMPARE(planned->length, length);
    }

    void emptyPlanRegionIsTheWholeTarget()
    {
        QString error;
        QVERIFY(!parseRegion(u"", 4096, &error));
        const auto whole = planRegion(u"", 4096, &error);
        QVERIFY(whole);
        QCOMPARE(whole->start, qint64(0));
        QCOMPARE(whole->length, qint64(4096));
        QCOMPARE(whole->label, QStringLiteral("whole target"));
        QVERIFY(!planRegion(u"outer", 4096, &error));
    }
};

QTEST_GUILESS_MAIN(TestByteUnits)
#include "tst_byteunits.moc"
