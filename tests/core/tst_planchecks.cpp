// SPDX-License-Identifier: GPL-3.0-or-later
// The checks every plan shares: one sentence for a transfer size that cannot be one
// direct transfer, and one JSON shape for a region, read back safely from a crafted file.
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/depth/depthconfig.h"
#include "core/bench/engine/region.h"
#include "core/bench/engine/transfersize.h"
#include "core/bench/seek/seekconfig.h"
#include "core/bench/speed/speedconfig.h"
#include "core/bench/syncwrite/syncwriteconfig.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/device/deviceinfo.h"

#include <QJsonArray>

#include <QTest>
#include <type_traits>

using namespace DriveScope;

namespace {
constexpr qint64 GiB = qint64(1) << 30;

DeviceInfo disk(int logical, int dio)
{
    DeviceInfo d;
    d.path = QStringLiteral("/dev/loop9");
    d.sizeBytes = 8 * GiB;
    d.logicalBlockSize = logical;
    d.directIoAlignment = dio;
    return d;
}

// What each plan says about a transfer of `bytes` on target (empty when it accepts it).
QStringList planSentences(qint64 bytes, const DeviceInfo &target)
{
    QStringList out;
    QString e;
    e.clear();
    planSeek({ .readSize = bytes }, target, &e);
    out << e;
    e.clear();
    planZone({ .blockSize = bytes }, target, &e);
    out << e;
    e.clear();
    planBandwidth({ .blockSize = bytes }, target, &e);
    out << e;
    e.clear();
    planDepth({ .readSize = bytes }, target, &e);
    out << e;
    e.clear();
    SpeedTest test { .sequential = false, .blockSize = bytes, .depth = 1, .threads = 1 };
    planSpeed({ .tests = { test } }, target, false, &e);
    out << e;
    return out;
}
} // namespace

class TestPlanChecks : public QObject {
    Q_OBJECT

private slots:
    void sentenceNamesWhatToChange_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<int>("logical");
        QTest::addColumn<int>("dio");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zero") << qint64(0) << 512 << 512 << "must be positive (got 0 B)";
        QTest::newRow("negative") << qint64(-4096) << 512 << 512 << "must be positive";
        QTest::newRow("odd of 512") << qint64(1000) << 512 << 512 << "logical block size (512 B)";
        QTest::newRow("512 on a 4Kn disk") << qint64(512) << 4096 << 4096 << "logical block size (4096 B)";
        QTest::newRow("dio larger than the block")
            << qint64(512) << 512 << 4096 << "not a multiple of the 4096 B that direct I/O needs here";
        QTest::newRow("too large") << qint64(2) * GiB << 512 << 512 << "larger than the 1 GiB one read may be";
        QTest::newRow("ok") << qint64(4096) << 512 << 512 << "";
    }
    void sentenceNamesWhatToChange()
    {
        QFETCH(qint64, bytes);
        QFETCH(int, logical);
        QFETCH(int, dio);
        QFETCH(QString, expected);
        const QString why = transferSizeProblem(u"read size", bytes, disk(logical, dio), GiB, u"one read");
        if (expected.isEmpty())
            QVERIFY2(why.isEmpty(), qPrintable(why));
        else
            QVERIFY2(why.contains(expected), qPrintable(why));
    }

    void directIoUnitIsTheLargerAlignment()
    {
        QCOMPARE(directIoUnit(disk(512, 4096)), qint64(4096));
        QCOMPARE(directIoUnit(disk(4096, 512)), qint64(4096));
        QCOMPARE(directIoUnit(disk(0, 0)), qint64(1));
    }

    // Five plans, one wrong size, one sentence: a user sees the same words on every page.
    void everyPlanSaysTheSame_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<int>("logical");
        QTest::addColumn<int>("dio");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not a block multiple") << qint64(1000) << 512 << 512 << "logical block size (512 B)";
        QTest::newRow("4Kn") << qint64(512) << 4096 << 4096 << "logical block size (4096 B)";
        QTest::newRow("dio") << qint64(1024) << 512 << 4096 << "4096 B that direct I/O needs here";
    }
    void everyPlanSaysTheSame()
    {
        QFETCH(qint64, bytes);
        QFETCH(int, logical);
        QFETCH(int, dio);
        QFETCH(QString, expected);
        const QStringList sentences = planSentences(bytes, disk(logical, dio));
        for (const QString &s : sentences)
            QVERIFY2(s.contains(expected), qPrintable(sentences.join(QStringLiteral(" | "))));
    }

    void everyPlanAcceptsAnAlignedSize()
    {
        const QStringList sentences = planSentences(4096, disk(512, 4096));
        for (const QString &s : sentences)
            QVERIFY2(s.isEmpty(), qPrintable(sentences.join(QStringLiteral(" | "))));
    }

    // Every plan reads back what it wrote: a saved run's settings are its plan again.
    void everyPlanRoundTrips()
    {
        const DeviceInfo d = disk(512, 512);
        QString e;
        auto same = [](const QJsonObject &a, const std::optional<QJsonObject> &b) { return b && *b == a; };
        auto back = [](const auto &plan) -> std::optional<QJsonObject> {
            using Plan = std::decay_t<decltype(plan)>;
            const auto read = Plan::fromJson(plan.toJson());
            return read ? std::optional<QJsonObject>(read->toJson()) : std::nullopt;
        };
        SeekConfig seek;
        seek.regions = QStringList { QStringLiteral("first:1GiB"), QStringLiteral("last:1GiB") };
        seek.placement = Placement::Alternate;
        seek.queueDepth = 4;
        seek.includeWarmUp = true;
        const auto seekPlan = planSeek(seek, d, &e);
        QVERIFY2(seekPlan, qPrintable(e));
        QVERIFY(same(seekPlan->toJson(), back(*seekPlan)));
        BandwidthConfig bw;
        bw.write = true;
        bw.region = QStringLiteral("1GiB:2GiB");
        const auto bwPlan = planBandwidth(bw, d, &e);
        QVERIFY2(bwPlan, qPrintable(e));
        QVERIFY(same(bwPlan->toJson(), back(*bwPlan)));
        auto syncPlan = planSyncWrite(SyncWriteConfig {}, 4096, SyncMode::Fdatasync, d, &e);
        QVERIFY2(syncPlan, qPrintable(e));
        syncPlan->writeCache = QJsonObject { { QStringLiteral("sysfs"), QStringLiteral("write back") } };
        QVERIFY(same(syncPlan->toJson(), back(*syncPlan)));
        const auto zonePlan = planZone({ .points = 10 }, d, &e);
        QVERIFY2(zonePlan, qPrintable(e));
        QVERIFY(same(zonePlan->toJson(), back(*zonePlan)));
        const auto depthPlan = planDepth({}, d, &e);
        QVERIFY2(depthPlan, qPrintable(e));
        QVERIFY(same(depthPlan->toJson(), back(*depthPlan)));
        const auto speedPlan = planSpeed({}, d, false, &e);
        QVERIFY2(speedPlan, qPrintable(e));
        QVERIFY(same(speedPlan->toJson(), back(*speedPlan)));
    }

    // A crafted number in a saved plan is refused, not cast: the read-back is nullopt.
    void craftedPlanValuesAreRefused_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        for (const char *key : { "count_per_worker", "read_size", "alignment", "workers", "queue_depth" }) {
            QTest::addRow("seek %s 1e300", key) << QString::fromLatin1(key) << QJsonValue(1e300);
            QTest::addRow("seek %s -1", key) << QString::fromLatin1(key) << QJsonValue(-1);
            QTest::addRow("seek %s 0.5", key) << QString::fromLatin1(key) << QJsonValue(0.5);
            QTest::addRow("seek %s text", key) << QString::fromLatin1(key) << QJsonValue(QStringLiteral("8"));
        }
        QTest::addRow("seek placement unknown") << QStringLiteral("placement") << QJsonValue(QStringLiteral("spiral"));
        QTest::addRow("seek regions empty") << QStringLiteral("regions") << QJsonValue(QJsonArray {});
    }
    void craftedPlanValuesAreRefused()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QString e;
        const auto plan = planSeek({}, disk(512, 512), &e);
        QVERIFY2(plan, qPrintable(e));
        QJsonObject json = plan->toJson();
        json[key] = value;
        QVERIFY(!SeekPlan::fromJson(json));
    }

    void craftedBandwidthAndSyncWriteAreRefused()
    {
        QString e;
        const auto bw = planBandwidth({}, disk(512, 512), &e);
        QVERIFY2(bw, qPrintable(e));
        for (const char *key : { "block_size", "total", "interval_ns" }) {
            QJsonObject json = bw->toJson();
            json[QLatin1String(key)] = 1e300;
            QVERIFY2(!BandwidthPlan::fromJson(json), key);
        }
        QJsonObject sideways = bw->toJson();
        sideways[QStringLiteral("direction")] = QStringLiteral("sideways");
        QVERIFY(!BandwidthPlan::fromJson(sideways));
        const auto sync = planSyncWrite({}, 512, SyncMode::OSync, disk(512, 512), &e);
        QVERIFY2(sync, qPrintable(e));
        for (const char *key : { "count", "write_size", "start" }) {
            QJsonObject json = sync->toJson();
            json[QLatin1String(key)] = -1;
            QVERIFY2(!SyncWritePlan::fromJson(json), key);
        }
        QJsonObject mode = sync->toJson();
        mode[QStringLiteral("sync_mode")] = QStringLiteral("eventually");
        QVERIFY(!SyncWritePlan::fromJson(mode));
    }

    void regionRoundTrips()
    {
        const Region r { 3 * GiB, GiB, QStringLiteral("1 GiB at 3 GiB") };
        const auto back = regionFromJson(regionToJson(r));
        QVERIFY(back);
        QCOMPARE(back->start, r.start);
        QCOMPARE(back->length, r.length);
        QCOMPARE(back->label, r.label);
    }

    void craftedRegionIsRefused_data()
    {
        QTest::addColumn<QJsonValue>("value");
        auto obj = [](QJsonValue start, QJsonValue length) {
            return QJsonValue(QJsonObject { { QStringLiteral("start"), start }, { QStringLiteral("length"), length },
                { QStringLiteral("label"), QStringLiteral("x") } });
        };
        QTest::newRow("not an object") << QJsonValue(QJsonArray { 1, 2 });
        QTest::newRow("missing length") << QJsonValue(QJsonObject { { QStringLiteral("start"), 0 } });
        QTest::newRow("negative start") << obj(-512, 4096);
        QTest::newRow("fractional length") << obj(0, 4096.5);
        QTest::newRow("string start") << obj(QStringLiteral("0"), 4096);
        QTest::newRow("end overflows") << obj(8e18, 8e18);
        QTest::newRow("huge") << obj(1e300, 1);
    }
    void craftedRegionIsRefused()
    {
        QFETCH(QJsonValue, value);
        QVERIFY(!regionFromJson(value));
    }

    // A session's plan whose region was crafted is not a plan.
    void planFromJsonRefusesACraftedRegion()
    {
        QString e;
        const auto plan = planDepth({}, disk(512, 512), &e);
        QVERIFY2(plan, qPrintable(e));
        QJsonObject json = plan->toJson();
        QVERIFY(DepthPlan::fromJson(json));
        json[QStringLiteral("region")]
            = QJsonObject { { QStringLiteral("start"), 9e18 }, { QStringLiteral("length"), 9e18 } };
        QVERIFY(!DepthPlan::fromJson(json));
    }
};

QTEST_GUILESS_MAIN(TestPlanChecks)
#include "tst_planchecks.moc"
