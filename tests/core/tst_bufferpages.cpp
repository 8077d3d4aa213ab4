// SPDX-License-Identifier: GPL-3.0-or-later
// I/O buffers in huge pages (--huge-pages): what backs them is what was asked for or the
// run refuses with the reason, the huge pages really are physically contiguous (what
// makes them matter: docs/perf-parity.md, "Two completion paths"), they go back to the pool, and runs
// record what backed their buffer.
//
// The hugetlb pool and the transparent-huge-page switch are machine-wide: the cases that
// change them need root (CI is root) and put them back; elsewhere they say why they skip.
#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/bench/zone/zonetextreport.h"
#include "core/io/alignedbuffer.h"
#include "core/io/target.h"
#include "core/stats/latencysummary.h"
#include "knoboverride.h"
#include "testfiles.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace DriveScope;
using namespace DriveScope::Test;

namespace {

qint64 meminfo(const char *key)
{
    const QRegularExpression re(
        QStringLiteral("^%1:\\s+(\\d+)").arg(QLatin1String(key)), QRegularExpression::MultilineOption);
    return re.match(QString::fromLatin1(Test::readWholeFile(QStringLiteral("/proc/meminfo")))).captured(1).toLongLong();
}

// Physical frame numbers of each 4 KiB piece of [p, p + bytes) (root only: others read 0).
std::vector<quint64> frames(const void *p, std::size_t bytes)
{
    std::vector<quint64> out;
    const int fd = ::open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return out;
    for (std::size_t at = 0; at < bytes; at += 4096) {
        quint64 entry = 0;
        if (::pread(fd, &entry, 8, off_t((quintptr(p) + at) / 4096 * 8)) != 8)
            break;
        out.push_back(entry & ((quint64(1) << 55) - 1));
    }
    ::close(fd);
    return out;
}

// How many physically contiguous pieces the buffer is in: what a DMA request needs one
// scatter-gather segment for each.
int physicalPieces(const void *p, std::size_t bytes)
{
    const std::vector<quint64> f = frames(p, bytes);
    int pieces = f.empty() ? 0 : 1;
    for (std::size_t i = 1; i < f.size(); ++i)
        pieces += f[i] != f[i - 1] + 1;
    return pieces;
}

std::unique_ptr<Target> openSim()
{
    OpenError error;
    return Target::open(QStringLiteral("sim:hdd,seed=8"), {}, &error);
}

RunResult runZone(BufferPages pages, ZonePlan *planOut)
{
    auto target = openSim();
    ZoneConfig config;
    config.points = 3;
    config.bytesPerPoint = 8 << 20;
    config.bufferPages = pages;
    QString error;
    const auto plan = planZone(config, target->info(), &error);
    *planOut = *plan;
    BenchRunner runner;
    const auto bench = makeZoneBenchmark(*target, *plan);
    bench->start(runner);
    runner.wait(60000);
    return bench->result(runner);
}

} // namespace

class TestBufferPages : public QObject {
    Q_OBJECT
private slots:
    void ordinaryPagesByDefault()
    {
        QString why;
        AlignedBuffer b = AlignedBuffer::allocate(1 << 20, 4096, BufferPages::Normal, &why);
        QVERIFY2(!b.isNull(), qPrintable(why));
        QCOMPARE(b.backing(), BufferBacking::Normal);
        QCOMPARE(b.pageBytes(), std::size_t(sysconf(_SC_PAGESIZE)));
        QCOMPARE(quintptr(b.data()) % 4096, quintptr(0));
        const auto *bytes = static_cast<const unsigned char *>(b.data());
        QVERIFY(std::all_of(bytes, bytes + b.size(), [](unsigned char c) { return c == 0; }));
    }

    void hugeTlbPagesWhenReserved()
    {
        if (!Test::isRoot())
            QSKIP("reserving hugetlb pages (vm.nr_hugepages) needs root; CI runs as root");
        std::optional<KnobOverride> pool;
        reserveHugePages(pool, 2);
        QVERIFY(pool->ok());
        const qint64 freeBefore = meminfo("HugePages_Free");
        if (freeBefore < 1)
            QSKIP("the kernel could not reserve a hugetlb page (memory too fragmented)");
        const auto hugeBytes = std::size_t(meminfo("Hugepagesize")) * 1024;
        {
            QString why;
            AlignedBuffer b = AlignedBuffer::allocate(1 << 20, 4096, BufferPages::Huge, &why);
            QVERIFY2(!b.isNull(), qPrintable(why));
            QCOMPARE(b.backing(), BufferBacking::HugeTlb);
            QCOMPARE(b.pageBytes(), hugeBytes);
            QCOMPARE(quintptr(b.data()) % hugeBytes, quintptr(0));
            QCOMPARE(meminfo("HugePages_Free"), freeBefore - 1);
            // The point of it: 1 MiB in one physically contiguous piece (4 KiB pages
            // gave 128 pieces per 512 KiB on the build VM).
            QCOMPARE(physicalPieces(b.data(), b.size()), 1);
            // Moved, not copied: the page is given back once, by the last owner.
            AlignedBuffer moved(std::move(b));
            QVERIFY(b.isNull());
            QCOMPARE(moved.backing(), BufferBacking::HugeTlb);
            b = std::move(moved);
            QCOMPARE(meminfo("HugePages_Free"), freeBefore - 1);
        }
        QCOMPARE(meminfo("HugePages_Free"), freeBefore);
    }

    void transparentHugePagesWhenNoneReserved()
    {
        if (!Test::isRoot())
            QSKIP("emptying the hugetlb pool and switching THP to madvise needs root; CI runs as root");
        if (!QFile::exists(ThpEnabledKnob))
            QSKIP("this kernel has no transparent huge pages");
        KnobOverride pool(NrHugePagesKnob, QStringLiteral("0"));
        KnobOverride thp(ThpEnabledKnob, QStringLiteral("madvise"));
        QVERIFY(thp.ok());
        if (meminfo("HugePages_Free") > 0)
            QSKIP("hugetlb pages in use elsewhere keep the pool from emptying");
        QString why;
        AlignedBuffer b = AlignedBuffer::allocate(3 << 20, 4096, BufferPages::Huge, &why);
        if (b.isNull() && why.contains(QStringLiteral("transparent")))
            QSKIP(qPrintable(QStringLiteral("no transparent huge page was free (fragmented memory): ") + why));
        QVERIFY2(!b.isNull(), qPrintable(why));
        QCOMPARE(b.backing(), BufferBacking::TransparentHuge);
        QCOMPARE(quintptr(b.data()) % b.pageBytes(), quintptr(0));
        QCOMPARE(physicalPieces(b.data(), b.pageBytes()), 1);
    }

    // THP is best effort: with it off (and no hugetlb pages) the kernel quietly hands out
    // 4 KiB pages. The buffer must refuse, not measure something else under the name.
    void refusesRatherThanFallingBackToOrdinaryPages()
    {
        if (!Test::isRoot())
            QSKIP("emptying the hugetlb pool and switching THP off needs root; CI runs as root");
        KnobOverride pool(NrHugePagesKnob, QStringLiteral("0"));
        KnobOverride thp(ThpEnabledKnob, QStringLiteral("never"));
        if (meminfo("HugePages_Free") > 0)
            QSKIP("hugetlb pages in use elsewhere keep the pool from emptying");
        QString why;
        const AlignedBuffer b = AlignedBuffer::allocate(1 << 20, 4096, BufferPages::Huge, &why);
        QVERIFY(b.isNull());
        QVERIFY2(why.contains(QStringLiteral("sysctl vm.nr_hugepages=1")), qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("[never]")), qPrintable(why));

        // A whole run: failed with that sentence before its first I/O, nothing measured.
        ZonePlan plan;
        const RunResult run = runZone(BufferPages::Huge, &plan);
        QCOMPARE(run.status, RunStatus::Failed);
        QVERIFY2(run.failure.message.contains(QStringLiteral("could not be put in huge pages")),
            qPrintable(run.failure.message));
        QVERIFY(run.samples.empty());
        QVERIFY(!run.config.contains(QStringLiteral("buffer_backing")));
        const ZoneProfile profile = ZoneProfile::compute(run.samples, plan);
        const QString report = zoneTextReport(run, plan, profile, summarizeLatencies({}, 0, 0));
        QVERIFY2(
            report.contains(QStringLiteral("I/O buffer: huge pages asked for, none allocated")), qPrintable(report));
    }

    // What backed the buffer goes with the run (JSON config) and into its report; a
    // plan read back from a saved run keeps the pages it asked for.
    void runsRecordWhatBackedTheirBuffer()
    {
        ZonePlan plan;
        const RunResult normal = runZone(BufferPages::Normal, &plan);
        QCOMPARE(normal.status, RunStatus::Completed);
        QCOMPARE(normal.config.value(QStringLiteral("buffer_pages")).toString(), QStringLiteral("normal"));
        QCOMPARE(normal.config.value(QStringLiteral("buffer_backing")).toString(), QStringLiteral("normal"));
        QCOMPARE(ZonePlan::fromJson(normal.config)->bufferPages, BufferPages::Normal);
        QVERIFY(!zoneTextReport(normal, plan, ZoneProfile::compute(normal.samples, plan), summarizeLatencies({}, 0, 0))
                     .contains(QStringLiteral("I/O buffer")));

        std::optional<KnobOverride> pool;
        reserveHugePages(pool, 2);
        const RunResult huge = runZone(BufferPages::Huge, &plan);
        if (huge.status == RunStatus::Failed)
            QSKIP(qPrintable(QStringLiteral("no huge pages on this machine without root: ") + huge.failure.message));
        QCOMPARE(huge.status, RunStatus::Completed);
        QCOMPARE(huge.config.value(QStringLiteral("buffer_pages")).toString(), QStringLiteral("huge"));
        const QString backing = huge.config.value(QStringLiteral("buffer_backing")).toString();
        QVERIFY2(backing == u"hugetlb" || backing == u"transparent", qPrintable(backing));
        QCOMPARE(
            huge.config.value(QStringLiteral("buffer_page_bytes")).toDouble(), double(meminfo("Hugepagesize") * 1024));
        QCOMPARE(ZonePlan::fromJson(huge.config)->bufferPages, BufferPages::Huge);
        const QString report
            = zoneTextReport(huge, plan, ZoneProfile::compute(huge.samples, plan), summarizeLatencies({}, 0, 0));
        QVERIFY2(report.contains(QStringLiteral("I/O buffer: 2 MiB ")), qPrintable(report));

        // Bandwidth the same way.
        auto target = openSim();
        BandwidthConfig config;
        config.total = 16 << 20;
        config.bufferPages = BufferPages::Huge;
        QString error;
        const auto bwPlan = planBandwidth(config, target->info(), &error);
        QVERIFY2(bwPlan, qPrintable(error));
        BenchRunner runner;
        BandwidthBenchmark bench(*target, *bwPlan, DiskStatsSource::forTarget(target->info()));
        bench.start(runner);
        QVERIFY(runner.wait(60000));
        const RunResult bw = bench.result(runner);
        QCOMPARE(bw.status, RunStatus::Completed);
        QCOMPARE(bw.config.value(QStringLiteral("buffer_pages")).toString(), QStringLiteral("huge"));
        QCOMPARE(bw.config.value(QStringLiteral("buffer_backing")).toString(), backing);
    }
};

QTEST_GUILESS_MAIN(TestBufferPages)
#include "tst_bufferpages.moc"
