// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 4: the window's models and the bounded chart data behind the live charts.

#include "loopdevice.h"
#include "testfiles.h"

#include "core/device/drivelister.h"
#include "ui/charts/decimatedseries.h"
#include "ui/charts/pointreservoir.h"
#include "ui/models/drivemodel.h"
#include "ui/models/runsmodel.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <random>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

DriveEntry entry(const QString &name, const QString &parent = {}, qint64 size = 1 << 30)
{
    DriveEntry e;
    e.name = name;
    e.parentName = parent;
    e.info.path = QStringLiteral("/dev/") + name;
    e.info.sizeBytes = size;
    e.info.logicalBlockSize = 512;
    return e;
}

} // namespace

class TestUiModels : public QObject {
    Q_OBJECT

private slots:
    // Issue 18: the drive facts and the PDF said "Rotational: rotational" and "Vendor
    // 0x1af4"; they say what a person reads.
    void driveFactsInWords()
    {
        DeviceInfo d;
        d.vendor = QStringLiteral("0x1af4");
        QCOMPARE(d.vendorName(), QStringLiteral("Red Hat (virtio)"));
        d.vendor = QStringLiteral("0xabcd");
        QCOMPARE(d.vendorName(), QStringLiteral("PCI vendor 0xabcd"));
        d.vendor = QStringLiteral("ATA     ");
        QCOMPARE(d.vendorName(), QStringLiteral("ATA"));
        d.rotational = DeviceInfo::Rotational::Rotational;
        QCOMPARE(d.mediumName(), QStringLiteral("spinning disk (rotational)"));
        d.rotational = DeviceInfo::Rotational::NonRotational;
        QCOMPARE(d.mediumName(), QStringLiteral("solid state (non-rotational)"));
    }

    void driveModelUpdatesInPlace()
    {
        DriveModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1); // the scratch file, always first
        QCOMPARE(model.choice(0).kind, TargetChoice::Kind::ScratchFile);

        model.setDrives({ entry(QStringLiteral("sda")), entry(QStringLiteral("sda1"), QStringLiteral("sda")),
            entry(QStringLiteral("sdb")) });
        QCOMPARE(model.rowCount(), 4);
        const int fileRow
            = model.addFile(TargetChoice { TargetChoice::Kind::File, QStringLiteral("/tmp/x"), {}, false, {} });
        QCOMPARE(fileRow, 4);

        // Hot-plug: sdc arrives, sda1 goes, sdb's mounts change. Rows are inserted,
        // removed and changed, not reset, so a selection on another row survives.
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        DriveEntry sdb = entry(QStringLiteral("sdb"));
        sdb.mounts << QStringLiteral("/dev/sdb at /mnt (ext4)");
        model.setDrives({ entry(QStringLiteral("sda")), sdb, entry(QStringLiteral("sdc")) });
        QCOMPARE(reset.size(), 0);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.rowCount(), 5);
        QCOMPARE(model.choice(2).path, QStringLiteral("/dev/sdb"));
        QVERIFY(model.choice(2).inUse);
        QVERIFY(model.index(2).data().toString().contains(QStringLiteral("mounted")));
        QCOMPARE(model.choice(4).path, QStringLiteral("/tmp/x"));
        QCOMPARE(model.rowOfPath(QStringLiteral("/dev/sdc")), 3);

        // Nothing changed: no signal at all.
        changed.clear();
        model.setDrives({ entry(QStringLiteral("sda")), sdb, entry(QStringLiteral("sdc")) });
        QCOMPARE(changed.size(), 0);
        model.setDrives({});
        QCOMPARE(model.rowCount(), 2);
    }

    // loop1, loop2, loop10 (and a partition under its disk), whatever the locale: the
    // list counts as people do, not as strcmp does (loop1, loop10, loop2).
    void driveListSortsNumbersAsNumbers()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        const auto write = [&root](const QString &relative, const QByteArray &text) {
            QVERIFY(QDir().mkpath(QFileInfo(root.filePath(relative)).absolutePath()));
            QFile f(root.filePath(relative));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        for (const QString &disk : { QStringLiteral("loop10"), QStringLiteral("sdb"), QStringLiteral("loop2"),
                 QStringLiteral("loop1"), QStringLiteral("nvme0n1") })
            write(QStringLiteral("sys/block/%1/size").arg(disk), "2048\n");
        for (const QString &part : { QStringLiteral("nvme0n1p10"), QStringLiteral("nvme0n1p2") }) {
            write(QStringLiteral("sys/block/nvme0n1/%1/size").arg(part), "1024\n");
            write(QStringLiteral("sys/block/nvme0n1/%1/partition").arg(part), "1\n");
        }
        write(QStringLiteral("proc/mounts"), "");
        write(QStringLiteral("proc/swaps"), "Filename Type Size Used Priority\n");
        QStringList names;
        for (const DriveEntry &d :
            DriveLister::list(root.filePath(QStringLiteral("sys")), root.filePath(QStringLiteral("proc"))))
            names << d.name;
        QCOMPARE(names,
            (QStringList { QStringLiteral("loop1"), QStringLiteral("loop2"), QStringLiteral("loop10"),
                QStringLiteral("nvme0n1"), QStringLiteral("nvme0n1p2"), QStringLiteral("nvme0n1p10"),
                QStringLiteral("sdb") }));
    }

    void driveListerFindsALoopDevice()
    {
        const QList<DriveEntry> drives = DriveLister::list();
        for (const DriveEntry &d : drives) {
            QVERIFY2(d.info.sizeBytes > 0, qPrintable(d.name));
            QVERIFY2(!d.name.startsWith(u"zram") && !d.name.startsWith(u"ram"), qPrintable(d.name));
            if (d.isPartition())
                QVERIFY(std::any_of(
                    drives.begin(), drives.end(), [&](const DriveEntry &p) { return p.name == d.parentName; }));
        }
        QString why;
        if (!LoopDevice::canCreate(&why))
            QSKIP(qPrintable(QStringLiteral("needs a loop device: ") + why));
        LoopDevice loop(scratchRoot(), 8 << 20);
        QVERIFY2(loop.isValid(), qPrintable(loop.error()));
        const QString name = loop.device().mid(5);
        const QList<DriveEntry> now = DriveLister::list();
        const auto it = std::find_if(now.begin(), now.end(), [&](const DriveEntry &d) { return d.name == name; });
        QVERIFY2(it != now.end(), qPrintable(name));
        QCOMPARE(it->media, DriveEntry::Media::Loop);
        QCOMPARE(it->info.sizeBytes, qint64(8 << 20));
        QVERIFY(it->info.logicalBlockSize >= 512);
        QCOMPARE(it->info.loopBackingFile, loop.image());
        QVERIFY(!it->inUse());
    }

    void runsModelShowsEveryRun()
    {
        RunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (int i = 1; i <= 3; ++i) {
            auto r = std::make_shared<RunRecord>();
            r->id = i;
            r->result.benchmark = i == 3 ? QStringLiteral("syncwrite") : QStringLiteral("seek");
            r->result.target.path = QStringLiteral("/dev/loop%1").arg(i);
            r->result.status = i == 2 ? RunStatus::Cancelled : RunStatus::Completed;
            r->summary.latency.count = 100 * i;
            r->summary.latency.meanNs = 1.5e6;
            model.add(r);
        }
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(RunsModel::ColumnCount));
        QCOMPARE(model.index(1, RunsModel::Status).data().toString(), QStringLiteral("cancelled (partial)"));
        // The tabs' names, not the ids in session files ("seek", "syncwrite").
        QCOMPARE(model.index(0, RunsModel::Benchmark).data().toString(), QStringLiteral("Seek"));
        QCOMPARE(model.index(2, RunsModel::Benchmark).data().toString(), QStringLiteral("Sync write"));
        QCOMPARE(model.index(2, RunsModel::Reads).data().toString(), QStringLiteral("300"));
        QCOMPARE(model.index(0, RunsModel::Mean).data().toString(), QStringLiteral("1.50 ms"));
        QCOMPARE(model.recordById(2)->id, 2);
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }

    // Today's runs by their time, older ones with their date; the whole as the tooltip.
    void runsModelSaysWhenInFewWords()
    {
        const QDateTime started(QDate(2026, 12, 6), QTime(9, 14, 2));
        QCOMPARE(RunsModel::whenText(started, QDate(2026, 12, 6)), QStringLiteral("09:14:02"));
        QCOMPARE(RunsModel::whenText(started, QDate(2026, 12, 7)), QStringLiteral("2026-12-06 09:14:02"));
        RunsModel model;
        auto record = std::make_shared<RunRecord>();
        record->result.startedAt = QDateTime::currentDateTime();
        record->result.benchmark = QStringLiteral("seek");
        model.add(record);
        const QModelIndex when = model.index(0, RunsModel::When);
        QCOMPARE(when.data().toString(), record->result.startedAt.toString(QStringLiteral("HH:mm:ss")));
        QCOMPARE(when.data(Qt::ToolTipRole).toString(),
            record->result.startedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")));
    }

    // What the charts draw must not depend on the order samples arrive in: live they
    // come a worker's chunk at a time, redrawn they come sorted by start time.
    void reservoirIsOrderIndependentAndBounded()
    {
        std::vector<std::tuple<quint64, double, double>> points;
        std::mt19937_64 rng(3);
        for (quint64 i = 0; i < 50000; ++i)
            points.emplace_back(i, double(rng() % 1000), double(rng() % 1000));
        PointReservoir a(500), b(500);
        for (const auto &[k, x, y] : points)
            a.add(k, x, y);
        std::shuffle(points.begin(), points.end(), rng);
        for (const auto &[k, x, y] : points)
            b.add(k, x, y);
        QCOMPARE(a.size(), 500);
        QCOMPARE(a.seen(), qint64(50000));
        QCOMPARE(a.take(), b.take());
    }

    void decimatedSeriesIsOrderIndependentAndBounded()
    {
        std::vector<std::pair<qint64, double>> values;
        std::mt19937_64 rng(5);
        for (qint64 i = 0; i < 100000; ++i)
            values.emplace_back(i * 123457, double(rng() % 100000));
        DecimatedSeries a(256, 1'000'000), b(256, 1'000'000);
        for (const auto &[t, v] : values)
            a.add(t, v);
        std::shuffle(values.begin(), values.end(), rng);
        for (const auto &[t, v] : values)
            b.add(t, v);
        QVERIFY(a.usedBins() <= 256);
        QCOMPARE(a.binWidthNs(), b.binWidthNs());
        QCOMPARE(a.usedBins(), b.usedBins());
        qint64 total = 0;
        for (int i = 0; i < a.usedBins(); ++i) {
            QCOMPARE(a.bin(i).count, b.bin(i).count);
            QCOMPARE(a.bin(i).max, b.bin(i).max);
            QCOMPARE(a.bin(i).sum, b.bin(i).sum); // integers below 2^53: exact in any order
            total += a.bin(i).count;
        }
        QCOMPARE(total, qint64(100000));
    }
};

QTEST_MAIN(TestUiModels)
#include "tst_uimodels.moc"
