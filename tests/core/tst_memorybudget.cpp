// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 32: the memory samples may take follows the tightest bound a process has —
// MemAvailable, the address space left under RLIMIT_AS, and its memory cgroup and every
// parent of it (v2 memory.max, v1 memory.limit_in_bytes) — read from fake /proc and
// cgroup trees, so every layout is tried whatever this machine has.
#include "core/util/memorybudget.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveScope;

namespace {

constexpr qint64 MiB = qint64(1) << 20;

void put(const QString &path, const QByteArray &text)
{
    QDir().mkpath(path.section(u'/', 0, -2));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestMemoryBudget : public QObject {
    Q_OBJECT
private slots:
    void cgroupsAndMeminfoAreRead_data()
    {
        QTest::addColumn<QByteArray>("cgroupLine");
        QTest::addColumn<QByteArrayList>("files"); // path=value below the cgroup root
        QTest::addColumn<qint64>("expectedLeft"); // -1: no cgroup bound
        QTest::newRow("v2, no limit") << QByteArray("0::/user.slice/a.scope\n")
                                      << QByteArrayList { "user.slice/a.scope/memory.max=max",
                                             "user.slice/a.scope/memory.current=1000" }
                                      << qint64(-1);
        QTest::newRow("v2, own limit") << QByteArray("0::/a\n")
                                       << QByteArrayList { "a/memory.max=268435456", "a/memory.current=67108864" }
                                       << 192 * MiB;
        QTest::newRow("v2, a parent tighter") << QByteArray("0::/a/b\n")
                                              << QByteArrayList { "a/b/memory.max=1073741824", "a/b/memory.current=0",
                                                     "a/memory.max=134217728", "a/memory.current=33554432" }
                                              << 96 * MiB;
        QTest::newRow("v2, over its limit")
            << QByteArray("0::/a\n") << QByteArrayList { "a/memory.max=1000", "a/memory.current=5000" } << qint64(0);
        QTest::newRow("v1 memory hierarchy")
            << QByteArray("5:cpu,cpuacct:/x\n4:memory:/docker/c1\n0::/\n")
            << QByteArrayList { "memory/docker/c1/memory.limit_in_bytes=536870912",
                   "memory/docker/c1/memory.usage_in_bytes=268435456",
                   "memory/docker/memory.limit_in_bytes=9223372036854771712", "memory/docker/memory.usage_in_bytes=1" }
            << 256 * MiB;
        QTest::newRow("garbage files") << QByteArray("0::/a\n")
                                       << QByteArrayList { "a/memory.max=lots", "a/memory.current=-3" } << qint64(-1);
        QTest::newRow("no cgroup file lines") << QByteArray("nonsense\n") << QByteArrayList {} << qint64(-1);
    }
    void cgroupsAndMeminfoAreRead()
    {
        QFETCH(QByteArray, cgroupLine);
        QFETCH(QByteArrayList, files);
        QFETCH(qint64, expectedLeft);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString proc = dir.filePath(QStringLiteral("proc"));
        const QString cgroup = dir.filePath(QStringLiteral("cgroup"));
        put(proc + QStringLiteral("/self/cgroup"), cgroupLine);
        put(proc + QStringLiteral("/meminfo"), "MemTotal: 9000000 kB\nMemAvailable:    4000000 kB\n");
        for (const QByteArray &f : files)
            put(cgroup + u'/' + QString::fromUtf8(f.left(f.indexOf('='))), f.mid(f.indexOf('=') + 1));
        const MemoryFacts facts = readMemoryFacts(proc, cgroup);
        QCOMPARE(facts.availableBytes, qint64(4000000) * 1024);
        QCOMPARE(facts.cgroupLeft, expectedLeft);
    }

    void tightestBoundHalved_data()
    {
        QTest::addColumn<qint64>("available");
        QTest::addColumn<qint64>("addressSpace");
        QTest::addColumn<qint64>("cgroup");
        QTest::addColumn<qint64>("limit"); // -1: none
        QTest::addColumn<qint64>("budget");
        QTest::newRow("memory available") << 2000 * MiB << qint64(-1) << qint64(-1) << qint64(-1) << 1000 * MiB;
        QTest::newRow("address space tighter") << 2000 * MiB << 600 * MiB << qint64(-1) << qint64(-1) << 300 * MiB;
        QTest::newRow("cgroup tighter") << 2000 * MiB << 600 * MiB << 400 * MiB << qint64(-1) << 200 * MiB;
        QTest::newRow("no bound known") << qint64(-1) << qint64(-1) << qint64(-1) << qint64(-1) << 1024 * MiB;
        QTest::newRow("nothing left: the floor") << 2000 * MiB << qint64(0) << qint64(-1) << qint64(-1) << 64 * MiB;
        QTest::newRow("huge: the ceiling")
            << (qint64(1) << 40) << qint64(-1) << qint64(-1) << qint64(-1) << (qint64(16) << 30);
        QTest::newRow("the variable lowers it") << 2000 * MiB << qint64(-1) << qint64(-1) << 10 * MiB << 10 * MiB;
    }
    void tightestBoundHalved()
    {
        QFETCH(qint64, available);
        QFETCH(qint64, addressSpace);
        QFETCH(qint64, cgroup);
        QFETCH(qint64, limit);
        QFETCH(qint64, budget);
        MemoryFacts facts;
        facts.availableBytes = available;
        facts.addressSpaceLeft = addressSpace;
        facts.cgroupLeft = cgroup;
        if (limit >= 0)
            facts.limit = limit;
        QCOMPARE(sampleMemoryBudget(facts), budget);
    }
};

QTEST_GUILESS_MAIN(TestMemoryBudget)
#include "tst_memorybudget.moc"
