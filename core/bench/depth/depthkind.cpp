// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/depth/depthkind.h"

#include "core/bench/depth/depthbenchmark.h"
#include "core/bench/depth/depthconfig.h"
#include "core/bench/depth/depthprofile.h"
#include "core/bench/depth/depthtextreport.h"
#include "core/bench/engine/fiojob.h"
#include "core/io/target.h"
#include "core/run/runjson.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

namespace {

// IOPS and latency percentiles against queue depth, with the knee.
class DepthKind : public BenchmarkKind {
public:
    DepthKind()
        : BenchmarkKind({ .id = "depth",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Queue depth"),
            .reportTitle = QT_TRANSLATE_NOOP("DriveScope", "Queue depth sweep (IOPS and latency)"),
            .usageLine = "IOPS and latency percentiles against queue depth, with the knee",
            .description = QT_TRANSLATE_NOOP("DriveScope",
                "Random reads (4 KiB unless set) at queue depths from 1 upwards through io_uring: IOPS and the "
                "latency percentiles against depth, with the knee where more depth stops adding IOPS and only "
                "adds waiting."),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "reads") })
    {
    }
    bool countsWarmUp(const RunResult &) const override { return false; }

    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const override
    {
        DepthConfig config;
        config.depths
            = size == Example::Picture ? std::vector<int> { 1, 2, 4, 8, 16, 32, 64 } : std::vector<int> { 1, 4 };
        config.maxIosPerDepth = size == Example::Picture ? 4000 : 30;
        config.seed = 1;
        const auto plan = planDepth(config, target.info(), nullptr);
        return plan ? makeDepthBenchmark(target, *plan) : nullptr;
    }

    std::vector<Parameter> parameters(const RunResult &run) const override
    {
        const auto plan = DepthPlan::fromJson(run.config);
        if (!plan)
            return {};
        QStringList depths;
        for (int d : plan->depths)
            depths << QString::number(d);
        return {
            { Text::tr("Queue depths"), depths.join(QStringLiteral(", ")) },
            { Text::tr("Read size"), bytesValue(plan->readSize) },
            { Text::tr("Offset alignment"), bytesValue(plan->alignment) },
            { Text::tr("Time per depth"), formatDurationNs(double(plan->durationNs)) },
            { Text::tr("Most reads per depth"), formatCount(plan->maxIosPerDepth) },
            { Text::tr("Region"), regionValue(plan->region) },
            { Text::tr("Random seed"), QString::number(plan->seed) },
        };
    }

    RunSummary makeSummary(const RunResult &run) const override
    {
        RunSummary r = latencySummary(run);
        const DepthProfile p = DepthProfile::compute(run);
        // The sweep's throughput is its best depth's: what the drive can do.
        r.opsPerSecond = p.bestIops;
        const DepthRow *best = p.row(p.bestDepth);
        r.megabytesPerSecond = best ? best->megabytesPerSecond() : 0;
        if (p.rows.empty())
            r.headline = Text::tr("no depth measured");
        else
            //: The window shows the part before " · " large: keep " · ".
            r.headline = Text::tr("best %1 IOPS at QD%2 · knee QD%3")
                             .arg(formatCount(std::llround(p.bestIops)))
                             .arg(p.bestDepth)
                             .arg(p.kneeDepth);
        if (!p.rows.empty() && p.p99DoublingDepth)
            r.headline += QStringLiteral(" · ") + Text::tr("p99 ×2 from QD%1").arg(p.p99DoublingDepth);
        const auto plan = DepthPlan::fromJson(run.config);
        //: key figures of a depth sweep: read size, then the queue depths from and to
        r.keyFigures = plan ? Text::tr("%1 · QD %2–%3")
                                  .arg(formatBytesBinary(plan->readSize))
                                  .arg(plan->depths.front())
                                  .arg(plan->depths.back())
                            : QString();
        // The common rows follow the headline: across depths only the best one says
        // what the drive does (the whole sweep's average mixes QD1 with QD256).
        for (Figure &f : r.figures) {
            if (f.key == u"mbps") {
                f.name = Text::tr("Throughput at the best depth");
                f.value = r.megabytesPerSecond;
            } else if (f.key == u"ops_per_second") {
                f.name = Text::tr("Reads per second at the best depth");
                f.value = r.opsPerSecond;
            }
        }
        addDepthFigures(r.figures, run, p, r.megabytesPerSecond);
        return r;
    }

    QString textReport(const RunResult &run, const RunSummary &) const override
    {
        const auto plan = DepthPlan::fromJson(run.config);
        if (!plan)
            return QStringLiteral("depth run of %1: its plan cannot be read back (%2 samples).\n")
                .arg(run.target.path)
                .arg(run.samples.size());
        return depthTextReport(run, *plan, DepthProfile::compute(run));
    }

    QJsonObject reportJson(const RunResult &run, const RunSummary &summary) const override
    {
        QJsonObject json = runToJson(run, summary.latency);
        json.insert(QStringLiteral("depth"), depthProfileJson(run, DepthProfile::compute(run)));
        return json;
    }

    QString methodNote(const RunResult &) const override
    {
        return Text::tr("At each depth that many reads are kept in flight; IOPS are its reads over the time from "
                        "the first submission to the last completion, each latency from submission to "
                        "completion. The knee is where the plateau starts: the smallest depth with 80 % of the "
                        "best IOPS that no deeper depth beats by 10 % per doubling of depth.");
    }

protected:
    bool addFioJobs(const RunResult &run, FioJobFile &file, QString *why) const override
    {
        const auto plan = DepthPlan::fromJson(run.config);
        if (!plan) {
            *why = QStringLiteral("The sweep's plan cannot be read back.");
            return false;
        }
        file.comment(QStringLiteral("One job per queue depth, one after another (stonewall): compare IOPS and "
                                    "latency percentiles per depth."));
        for (int depth : plan->depths) {
            file.section(QStringLiteral("qd-%1").arg(depth));
            file.set(QStringLiteral("rw"), QStringLiteral("randread"));
            file.set(QStringLiteral("bs"), plan->readSize);
            file.set(QStringLiteral("blockalign"), plan->alignment);
            file.set(QStringLiteral("offset"), plan->region.start);
            file.set(QStringLiteral("size"), plan->region.length);
            // io_uring at every depth, QD1 included, as the sweep measures it.
            file.uring(depth);
            file.set(QStringLiteral("numjobs"), qint64(1)); // the sweep is one reader at every depth
            file.set(QStringLiteral("number_ios"), plan->maxIosPerDepth);
            file.set(QStringLiteral("runtime"), QStringLiteral("%1ms").arg(plan->durationNs / 1'000'000));
            file.set(QStringLiteral("lat_percentiles"), qint64(1));
            file.set(QStringLiteral("stonewall"), QString());
        }
        return true;
    }

private:
    static void addDepthFigures(
        std::vector<Figure> &figures, const RunResult &run, const DepthProfile &p, double bestMegabytes)
    {
        auto add
            = [&](const QString &key, const QString &name, const QString &unit, Figure::Better better, double value) {
                  Figure f;
                  f.key = key;
                  f.name = name;
                  f.unit = unit;
                  f.better = better;
                  f.group = Figure::Group::Benchmark;
                  f.integer = unit == u"QD";
                  if (value > 0)
                      f.value = value;
                  figures.push_back(f);
              };
        add(QStringLiteral("depth_best"), Text::tr("Best IOPS"), QStringLiteral("IOPS"), Figure::Better::Higher,
            p.bestIops);
        add(QStringLiteral("depth_mbps"), Text::tr("Throughput at the best depth"), QStringLiteral("MB/s"),
            Figure::Better::Higher, bestMegabytes);
        add(QStringLiteral("depth_knee"), Text::tr("Knee (plateau start)"), QStringLiteral("QD"),
            Figure::Better::Neither, p.kneeDepth);
        //: a figure's name, its value a queue depth follows ("… from QD16")
        add(QStringLiteral("depth_p99x2"), Text::tr("p99 twice the first depth's from"), QStringLiteral("QD"),
            Figure::Better::Higher, p.p99DoublingDepth);
        // Per depth, so compare lines drives up depth by depth.
        for (const DepthRow &r : p.rows) {
            add(QStringLiteral("iops_qd%1").arg(r.depth), Text::tr("IOPS at QD%1").arg(r.depth), QStringLiteral("IOPS"),
                Figure::Better::Higher, r.latency.opsPerSecond);
            Figure f;
            f.key = QStringLiteral("p99_qd%1").arg(r.depth);
            f.name = Text::tr("p99 at QD%1").arg(r.depth);
            f.better = Figure::Better::Lower;
            f.group = Figure::Group::Benchmark;
            f.value = double(r.latency.p99Ns);
            figures.push_back(f);
            // How deep the queue really was at that depth (sessions before the counts: none).
            if (const InFlightCounts *c = inFlightAt(run.inFlight, r.depth))
                //: a figure's name: the mean number of reads in flight as each was sent, at that depth
                add(QStringLiteral("in_flight_qd%1").arg(r.depth), Text::tr("In flight at QD%1 (mean)").arg(r.depth),
                    QStringLiteral("count"), Figure::Better::Neither, c->mean());
        }
    }
};

} // namespace

const BenchmarkKind &depthKind()
{
    static const DepthKind kind;
    return kind;
}

} // namespace DriveScope
