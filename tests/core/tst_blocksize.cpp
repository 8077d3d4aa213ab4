// SPDX-License-Identifier: GPL-3.0-or-later
// The transfer-size sweep: on a simulated flash drive every size's read and write MB/s
// follow the model (min(link, depth × size / (access + size / link))) within 2 %, every
// transfer counts while only the stated samples are kept, the "95 % from" size is the
// smallest reaching it, a saved run reads back identically, and bad sizes are refused
// with one sentence.
#include "core/bench/blocksize/blocksizebenchmark.h"
#include "core/bench/blocksize/blocksizekind.h"
#include "core/bench/blocksize/blocksizeprofile.h"
#include "core/bench/engine/benchrunner.h"
#include "core/io/target.h"

#include <QTest>

using namespace DriveScope;

namespace {

const QString Flash = QStringLiteral("sim:ssd,read=80us,write=30us,jitter=0us,rate=2GB/s");

RunResult runSweep(const QString &spec, const BlockSizeConfig &config)
{
    OpenError error;
    OpenOptions options;
    options.access = config.write ? OpenOptions::Access::ReadWrite : OpenOptions::Access::Read;
    auto target = Target::open(spec, options, &error);
    if (!target)
        qFatal("%s", qPrintable(error.message));
    QString why;
    const auto plan = planBlockSize(config, target->info(), target->isWritable(), &why);
    if (!plan)
        qFatal("%s", qPrintable(why));
    BenchRunner runner;
    BlockSizeBenchmark bench(*target, *plan);
    bench.start(runner);
    if (!runner.wait(120000))
        qFatal("the sweep did not end");
    return bench.result(runner);
}

} // namespace

class TestBlockSize : public QObject {
    Q_OBJECT
private slots:
    void followsTheFlashModel()
    {
        BlockSizeConfig c;
        c.sizes = *parseTransferSizes(QStringLiteral("4KiB..4MiB"), nullptr);
        c.areaBytes = qint64(64) << 20;
        c.durationNs = 1'000'000'000;
        c.keepSamplesPerPhase = 16;
        c.write = true;
        const RunResult run = runSweep(Flash, c);
        QCOMPARE(run.status, RunStatus::Completed);
        const auto plan = BlockSizePlan::fromJson(run.config);
        QVERIFY(plan);
        const BlockSizeProfile p = BlockSizeProfile::of(*plan, run.phases);
        QCOMPARE(p.rows.size(), c.sizes.size());
        qint64 kept = 0;
        for (const BlockSizeRow &r : p.rows) {
            for (const bool write : { false, true }) {
                const double access = write ? 30e-6 : 80e-6;
                const double model = std::min(2e9, 4 * double(r.size) / (access + double(r.size) / 2e9)) / 1e6;
                const BlockSizeFigures &f = write ? r.write : r.read;
                QVERIFY2(std::abs(f.megabytesPerSecond / model - 1) < 0.02,
                    qPrintable(
                        QStringLiteral("%1 %2: %3 MB/s, model %4")
                            .arg(transferSizeName(r.size), write ? QStringLiteral("write") : QStringLiteral("read"))
                            .arg(f.megabytesPerSecond)
                            .arg(model)));
                // The area once: every transfer of it counted.
                QCOMPARE(f.ios, c.areaBytes / r.size);
            }
        }
        for (const PhaseStats &s : run.phases) {
            QVERIFY(s.keptSamples <= c.keepSamplesPerPhase);
            kept += s.keptSamples;
        }
        QCOMPARE(qint64(run.samples.size()), kept);
        // Reads reach 95 % of 2 GB/s (1,900 MB/s) first at 64 KiB (1,524 MB/s at 32 KiB).
        QCOMPARE(p.readFullFrom, qint64(64) << 10);
        QCOMPARE(p.writeFullFrom, qint64(32) << 10);
        const RunSummary s = blockSizeKind().summarize(run);
        QVERIFY2(s.headline.startsWith(QStringLiteral("reads reach 95 % of their best from 64 KiB")),
            qPrintable(s.headline));
    }

    void timeEndsASizeBeforeTheArea()
    {
        BlockSizeConfig c;
        c.sizes = { 4096 };
        c.areaBytes = qint64(1) << 30;
        c.durationNs = 20'000'000; // 20 ms of model time: about 1,000 reads of 80 µs at QD4
        const RunResult run = runSweep(Flash, c);
        QCOMPARE(run.status, RunStatus::Completed);
        QCOMPARE(run.phases.size(), std::size_t(1));
        QVERIFY(run.phases[0].ios > 900 && run.phases[0].ios < 1100);
    }

    void fullFromIsTheSmallestSizeReachingIt()
    {
        const std::vector<qint64> sizes { 4, 8, 16, 32, 64 };
        QCOMPARE(BlockSizeProfile::fullFrom(sizes, { 10, 50, 96, 100, 80 }, 0.95), qint64(16));
        QCOMPARE(BlockSizeProfile::fullFrom(sizes, { 100, 50, 96, 100, 80 }, 0.95), qint64(4));
        QCOMPARE(BlockSizeProfile::fullFrom(sizes, { 0, 0, 0, 0, 0 }, 0.95), qint64(0));
    }

    void parsesSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("sizes"); // empty: refused
        QTest::newRow("range") << "4KiB..32KiB"
                               << "4 KiB, 8 KiB, 16 KiB, 32 KiB";
        QTest::newRow("list") << "512,64KiB, 1MiB"
                              << "512 B, 64 KiB, 1 MiB";
        QTest::newRow("one") << "64MiB"
                             << "64 MiB";
        QTest::newRow("not a power of two") << "3KiB"
                                            << "";
        QTest::newRow("below 512 B") << "256"
                                     << "";
        QTest::newRow("above 64 MiB") << "128MiB"
                                      << "";
        QTest::newRow("reversed") << "8MiB..4KiB"
                                  << "";
        QTest::newRow("not ascending") << "64KiB,4KiB"
                                       << "";
        QTest::newRow("twice") << "4KiB..16KiB,16KiB"
                               << "";
        QTest::newRow("empty") << " , "
                               << "";
        QTest::newRow("garbage") << "lots"
                                 << "";
    }
    void parsesSizes()
    {
        QFETCH(QString, text);
        QFETCH(QString, sizes);
        QString error;
        const auto parsed = parseTransferSizes(text, &error);
        if (sizes.isEmpty()) {
            QVERIFY(!parsed);
            QVERIFY2(error.endsWith(u'.') && !error.contains(u'\n'), qPrintable(error));
            return;
        }
        QVERIFY2(parsed, qPrintable(error));
        QStringList names;
        for (qint64 s : *parsed)
            names << transferSizeName(s);
        QCOMPARE(names.join(QStringLiteral(", ")), sizes);
    }

    void refusesWhatCannotBeMeasured()
    {
        DeviceInfo disk;
        disk.path = QStringLiteral("/dev/sdz");
        disk.sizeBytes = qint64(1) << 30;
        disk.logicalBlockSize = 4096;
        QString error;
        BlockSizeConfig c;
        auto plan = planBlockSize(c, disk, false, &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->sizes.front(), qint64(4096)); // from the logical block size
        c.sizes = { 512, 4096 };
        QVERIFY(!planBlockSize(c, disk, false, &error)); // below the logical block size
        c.sizes = {};
        c.areaBytes = qint64(2) << 30;
        QVERIFY(!planBlockSize(c, disk, false, &error));
        QVERIFY2(error.contains(QStringLiteral("less than the 2 GiB test area")), qPrintable(error));
        c.areaBytes = qint64(100) << 20; // not a multiple of 64 MiB
        QVERIFY(!planBlockSize(c, disk, false, &error));
        c.areaBytes = qint64(256) << 20;
        c.write = true;
        QVERIFY(!planBlockSize(c, disk, false, &error)); // opened for reading only
        c.write = false;
        c.queueDepth = 32; // 32 × 64 MiB of buffers
        QVERIFY(!planBlockSize(c, disk, false, &error));
        QVERIFY2(error.contains(QStringLiteral("1 GiB of buffers")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestBlockSize)
#include "tst_blocksize.moc"
