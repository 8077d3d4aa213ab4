// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/blocksize/blocksizekind.h"

#include "core/bench/blocksize/blocksizebenchmark.h"
#include "core/bench/blocksize/blocksizeconfig.h"
#include "core/bench/blocksize/blocksizeprofile.h"
#include "core/bench/engine/fiojob.h"
#include "core/io/target.h"
#include "core/run/runjson.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

namespace {

QString sweepMegabytes(double mbps)
{
    return formatGrouped(mbps, mbps < 100 ? 1 : 0);
}

// Read and write MB/s against transfer size, as ATTO Disk Benchmark draws them.
class BlockSizeKind : public BenchmarkKind {
public:
    BlockSizeKind()
        : BenchmarkKind({ .id = "blocksize",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Transfer size"),
            .reportTitle = QT_TRANSLATE_NOOP("DriveScope", "Transfer-size sweep (sequential MB/s by transfer size)"),
            .usageLine = "sequential read and write MB/s at each transfer size, 512 B ... 64 MiB",
            .description = QT_TRANSLATE_NOOP("DriveScope",
                "Sequential reads, and writes where they lose nothing, at each transfer size from 512 B (or the "
                "drive's block size) to 64 MiB, four in flight through io_uring, over the first 256 MiB: the "
                "chart ATTO Disk Benchmark draws, and the size from which the drive reaches 95 % of its best."),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "transfers") })
    {
    }
    bool countsWarmUp(const RunResult &) const override { return true; }

    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const override
    {
        const bool picture = size == Example::Picture;
        BlockSizeConfig config;
        if (!picture)
            config.sizes = { 4096, 65536 };
        else
            for (qint64 s = 4096; s <= (qint64(8) << 20); s *= 2)
                config.sizes.push_back(s);
        config.areaBytes = picture ? qint64(32) << 20 : qint64(1) << 20;
        config.durationNs = picture ? 200'000'000 : 20'000'000;
        config.keepSamplesPerPhase = picture ? 64 : 8;
        config.write = target.isWritable();
        const auto plan = planBlockSize(config, target.info(), target.isWritable(), nullptr);
        return plan ? std::make_shared<BlockSizeBenchmark>(target, *plan) : nullptr;
    }

    std::vector<Parameter> parameters(const RunResult &run) const override
    {
        const auto plan = BlockSizePlan::fromJson(run.config);
        if (!plan)
            return {};
        QStringList sizes;
        for (qint64 s : plan->sizes)
            sizes << formatBytesBinary(s);
        return {
            { Text::tr("Transfer sizes"), sizes.join(QStringLiteral(", ")) },
            { Text::tr("Queue depth"), QString::number(plan->depth) },
            { Text::tr("Test area"), bytesValue(plan->areaBytes) },
            { Text::tr("Offset alignment"), bytesValue(plan->alignment) },
            { Text::tr("Time per size"), formatDurationNs(double(plan->durationNs)) },
            { Text::tr("Writes too"), plan->write ? Text::tr("yes") : Text::tr("no") },
            { Text::tr("Samples kept per size"), formatCount(plan->keepSamplesPerPhase) },
            { Text::tr("Random seed"), QString::number(plan->seed) },
        };
    }

    RunSummary makeSummary(const RunResult &run) const override
    {
        RunSummary r;
        r.latency = summarizePhases(run.phases);
        const auto plan = BlockSizePlan::fromJson(run.config);
        if (!plan) {
            r.headline = Text::tr("the plan cannot be read back");
            return r;
        }
        const BlockSizeProfile p = BlockSizeProfile::of(*plan, run.phases);
        r.megabytesPerSecond = p.bestReadMBps;
        r.opsPerSecond = r.latency.opsPerSecond;
        if (p.rows.empty())
            r.headline = Text::tr("no transfer size measured");
        else {
            //: The window shows the part before " · " large: keep " · ".
            r.headline = Text::tr("reads reach 95 % of their best from %1 · read %2 MB/s")
                             .arg(transferSizeName(p.readFullFrom), sweepMegabytes(p.bestReadMBps));
            if (p.writes())
                r.headline += QStringLiteral(" · ")
                    + Text::tr("write %1 MB/s (95 % from %2)")
                          .arg(sweepMegabytes(p.bestWriteMBps), transferSizeName(p.writeFullFrom));
        }
        r.keyFigures = QStringLiteral("%1 · QD%2 · %3")
                           .arg(transferSizesText(plan->sizes))
                           .arg(plan->depth)
                           .arg(plan->write ? Text::tr("read, write", "directions") : Text::tr("read", "direction"));
        addFigures(r.figures, p);
        return r;
    }

    QString textReport(const RunResult &run, const RunSummary &) const override
    {
        const auto plan = BlockSizePlan::fromJson(run.config);
        if (!plan)
            return QStringLiteral("blocksize run of %1: its plan cannot be read back.\n").arg(run.target.path);
        return blockSizeTextReport(run, *plan, BlockSizeProfile::of(*plan, run.phases));
    }

    QJsonObject reportJson(const RunResult &run, const RunSummary &summary) const override
    {
        QJsonObject json = runToJson(run, summary.latency);
        if (const auto plan = BlockSizePlan::fromJson(run.config))
            json.insert(QStringLiteral("blocksize"), blockSizeProfileJson(BlockSizeProfile::of(*plan, run.phases)));
        return json;
    }

    QString methodNote(const RunResult &run) const override
    {
        QString note = Text::tr(
            "Each transfer size streams through the test area from its start, its queue depth of transfers in "
            "flight, for the area once or its time, whichever comes first; MB/s is its bytes over the time from "
            "the first submission to the last completion. Writes send random data and are flushed, untimed.");
        qint64 ios = 0, kept = 0;
        for (const PhaseStats &p : run.phases) {
            ios += p.ios;
            kept += p.keptSamples;
        }
        if (kept < ios)
            note += QLatin1Char(' ')
                + Text::tr("Every transfer counts in the figures; %1 of the %2 are kept as samples (the "
                           "first of each size and direction).")
                      .arg(kept)
                      .arg(ios);
        return note;
    }

    QString compareDetail(const RunResult &run) const override
    {
        const auto plan = BlockSizePlan::fromJson(run.config);
        return plan ? QStringLiteral(" · QD%1 · %2").arg(plan->depth).arg(formatBytesBinary(plan->areaBytes))
                    : QString();
    }

protected:
    bool addFioJobs(const RunResult &run, FioJobFile &file, QString *why) const override
    {
        const auto plan = BlockSizePlan::fromJson(run.config);
        if (!plan) {
            *why = QStringLiteral("The sweep's plan cannot be read back.");
            return false;
        }
        if (plan->write)
            file.comment(QStringLiteral("WRITES: the write jobs overwrite the first %1 bytes of %2.")
                             .arg(plan->areaBytes)
                             .arg(run.target.path));
        file.comment(QStringLiteral("One job per transfer size and direction, one after another (stonewall): each "
                                    "streams the area once or for its runtime, whichever ends first."));
        for (const BlockSizePlan::Phase &ph : plan->phases()) {
            const qint64 size = plan->sizes[std::size_t(ph.size)];
            file.section(
                QStringLiteral("%1-%2").arg(size).arg(ph.write ? QStringLiteral("write") : QStringLiteral("read")));
            file.set(QStringLiteral("rw"), ph.write ? QStringLiteral("write") : QStringLiteral("read"));
            file.set(QStringLiteral("bs"), size);
            file.set(QStringLiteral("size"), plan->areaBytes);
            file.uring(plan->depth);
            file.set(QStringLiteral("numjobs"), qint64(1));
            file.set(QStringLiteral("runtime"), QStringLiteral("%1ms").arg(plan->durationNs / 1'000'000));
            file.set(QStringLiteral("stonewall"), QString());
        }
        return true;
    }

private:
    static void addFigures(std::vector<Figure> &figures, const BlockSizeProfile &p)
    {
        auto add
            = [&](const QString &key, const QString &name, const QString &unit, Figure::Better better, double value) {
                  Figure f;
                  f.key = key;
                  f.name = name;
                  f.unit = unit;
                  f.divisor = unit == u"KiB" ? 1024 : 1;
                  f.better = better;
                  f.group = Figure::Group::Benchmark;
                  if (value > 0)
                      f.value = value;
                  figures.push_back(f);
              };
        const bool writes = p.writes();
        add(QStringLiteral("blocksize_best_read"), Text::tr("Best read"), QStringLiteral("MB/s"),
            Figure::Better::Higher, p.bestReadMBps);
        add(QStringLiteral("blocksize_read_full_from"), Text::tr("Reads at 95 % of best from"), QStringLiteral("KiB"),
            Figure::Better::Lower, double(p.readFullFrom));
        if (writes) {
            add(QStringLiteral("blocksize_best_write"), Text::tr("Best write"), QStringLiteral("MB/s"),
                Figure::Better::Higher, p.bestWriteMBps);
            add(QStringLiteral("blocksize_write_full_from"), Text::tr("Writes at 95 % of best from"),
                QStringLiteral("KiB"), Figure::Better::Lower, double(p.writeFullFrom));
        }
        // Per size, so compare lines drives up size by size.
        for (const BlockSizeRow &r : p.rows) {
            const QString name = transferSizeName(r.size);
            add(QStringLiteral("read_mbps_%1").arg(r.size), Text::tr("Read at %1").arg(name), QStringLiteral("MB/s"),
                Figure::Better::Higher, r.read.megabytesPerSecond);
            if (writes)
                add(QStringLiteral("write_mbps_%1").arg(r.size), Text::tr("Write at %1").arg(name),
                    QStringLiteral("MB/s"), Figure::Better::Higher, r.write.megabytesPerSecond);
        }
    }
};

} // namespace

const BenchmarkKind &blockSizeKind()
{
    static const BlockSizeKind kind;
    return kind;
}

} // namespace DriveScope
