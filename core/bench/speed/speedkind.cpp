// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/speed/speedkind.h"

#include "core/bench/engine/fiojob.h"
#include "core/bench/speed/speedbenchmark.h"
#include "core/bench/speed/speedgrid.h"
#include "core/bench/speed/speedtextreport.h"
#include "core/io/target.h"
#include "core/run/runjson.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <cmath>

namespace DriveScope {

namespace {

// CrystalDiskMark's grid: sequential and random tests at their queue depths and threads.
class SpeedKind : public BenchmarkKind {
public:
    SpeedKind()
        : BenchmarkKind({ .id = "speed",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Speed grid"),
            .reportTitle = QT_TRANSLATE_NOOP("DriveScope", "Speed grid (sequential and random, by queue depth)"),
            .usageLine = "MB/s, IOPS and latency of SEQ1M Q8T1 ... RND4K Q1T1, read and write",
            .description = QT_TRANSLATE_NOOP("DriveScope",
                "The grid SSD owners know from CrystalDiskMark and KDiskMark: SEQ1M Q8T1, SEQ1M Q1T1, "
                "RND4K Q32T1 and RND4K Q1T1 (or the NVMe profile), each read and write for a few seconds, "
                "several times; the median of the runs and the best, in MB/s, IOPS and latency."),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "I/Os") })
    {
    }
    bool countsWarmUp(const RunResult &) const override { return true; }

    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const override
    {
        // The picture: the standard profile's tiles, read and write, each the best of two.
        const bool picture = size == Example::Picture;
        SpeedConfig config;
        if (!picture)
            config.tests = parseSpeedTests(QStringLiteral("RND4K Q1T1"), nullptr).value_or(std::vector<SpeedTest> {});
        config.write = target.isWritable();
        config.areaBytes = picture ? 64 << 20 : 16 << 20;
        config.durationNs = picture ? 250'000'000 : 20'000'000;
        config.runs = picture ? 2 : 1;
        config.seed = 1;
        const auto plan = planSpeed(config, target.info(), target.isWritable(), nullptr);
        return plan ? std::make_shared<SpeedBenchmark>(target, *plan) : nullptr;
    }

    std::vector<Parameter> parameters(const RunResult &run) const override
    {
        const auto plan = SpeedPlan::fromJson(run.config);
        if (!plan)
            return {};
        QStringList tests, directions;
        for (const SpeedTest &t : plan->tests)
            tests << t.name();
        for (SpeedDirection d : plan->directions)
            directions << speedDirectionTitle(d);
        std::vector<Parameter> rows {
            { Text::tr("Tests"), tests.join(QStringLiteral(", ")) },
            { Text::tr("Directions"), directions.join(QStringLiteral(", ")) },
        };
        // The mix share only when a mixed test ran: otherwise it means nothing.
        if (std::find(plan->directions.begin(), plan->directions.end(), SpeedDirection::Mix) != plan->directions.end())
            rows.push_back({ Text::tr("Mix"),
                Text::tr("%1 % reads, %2 % writes").arg(plan->mixReadPercent).arg(100 - plan->mixReadPercent) });
        rows.insert(rows.end(),
            {
                { Text::tr("Test area"), bytesValue(plan->areaBytes) },
                { Text::tr("Offset alignment"), bytesValue(plan->alignment) },
                { Text::tr("Time per run"), formatDurationNs(double(plan->durationNs)) },
                { Text::tr("Runs of each test (the best counts)"), QString::number(plan->runs) },
                { Text::tr("Samples kept per thread"), formatCount(plan->keepSamplesPerThread) },
                { Text::tr("Most threads"), QString::number(plan->maxThreads()) },
                { Text::tr("Random seed"), QString::number(plan->seed) },
            });
        return rows;
    }

    RunSummary makeSummary(const RunResult &run) const override
    {
        RunSummary r;
        r.latency = summarizePhases(run.phases);
        const auto plan = SpeedPlan::fromJson(run.config);
        if (!plan) {
            r.headline = Text::tr("the plan cannot be read back");
            return r;
        }
        const SpeedGrid grid = SpeedGrid::of(*plan, run.phases);
        // The headline is the grid's first cell: SEQ1M Q8T1 read in both profiles.
        const SpeedCell *first = grid.cells.empty() ? nullptr : &grid.cells.front();
        r.megabytesPerSecond = first && first->measured() ? first->median.megabytesPerSecond : 0;
        r.opsPerSecond = first && first->measured() ? first->median.iops : 0;
        r.headline = !first || !first->measured() ? Text::tr("no test measured")
                                                  : QStringLiteral("%1 %2 %3 MB/s")
                                                        .arg(first->test.name(), speedDirectionTitle(first->direction),
                                                            formatNumber(first->median.megabytesPerSecond, 'f', 1));
        // The runs table's throughput and I/Os per s are the headline's two figures: a
        // sequential test's IOPS say little, the first random Q1T1 test's say most.
        for (const SpeedCell &c : grid.cells)
            if (c.measured() && c.test.name().startsWith(u"RND") && c.test.depth == 1 && c.test.threads == 1) {
                r.opsPerSecond = c.median.iops;
                r.headline += QStringLiteral(" · %1 %2 %3 IOPS")
                                  .arg(c.test.name(), speedDirectionTitle(c.direction),
                                      formatCount(std::llround(c.median.iops)));
                break;
            }
        QStringList tests;
        for (const SpeedTest &t : plan->tests)
            tests << t.name();
        r.keyFigures = tests.join(QStringLiteral(", "));
        addCellFigures(r.figures, grid);
        return r;
    }

    QString textReport(const RunResult &run, const RunSummary &) const override
    {
        const auto plan = SpeedPlan::fromJson(run.config);
        if (!plan)
            return QStringLiteral("speed run of %1: its plan cannot be read back.\n").arg(run.target.path);
        return speedTextReport(run, *plan, SpeedGrid::of(*plan, run.phases));
    }

    QJsonObject reportJson(const RunResult &run, const RunSummary &summary) const override
    {
        QJsonObject json = runToJson(run, summary.latency);
        if (const auto plan = SpeedPlan::fromJson(run.config))
            json.insert(QStringLiteral("speed"), speedGridJson(SpeedGrid::of(*plan, run.phases)));
        return json;
    }

    QString methodNote(const RunResult &run) const override
    {
        QString note = Text::tr("Each test keeps its queue depth of I/Os in flight on each of its threads for the "
                                "run's time; MB/s and IOPS are its I/Os over the time from the first submission "
                                "to the last completion, the median of the runs and the best. Writes send random "
                                "data.");
        qint64 ios = 0, kept = 0;
        for (const PhaseStats &p : run.phases) {
            ios += p.ios;
            kept += p.keptSamples;
        }
        if (kept < ios)
            note += QLatin1Char(' ')
                + Text::tr("Every I/O counts in the figures; %1 of the %2 are kept as samples (capped: the "
                           "first of each thread and run).")
                      .arg(kept)
                      .arg(ios);
        return note;
    }

    QString compareDetail(const RunResult &run) const override
    {
        const auto plan = SpeedPlan::fromJson(run.config);
        return plan
            ? QStringLiteral(" · ") + Text::tr("%1 runs × %2 s").arg(plan->runs).arg(double(plan->durationNs) / 1e9)
            : QString();
    }

protected:
    bool addFioJobs(const RunResult &run, FioJobFile &file, QString *why) const override
    {
        const auto plan = SpeedPlan::fromJson(run.config);
        if (!plan) {
            *why = QStringLiteral("The plan cannot be read back.");
            return false;
        }
        if (plan->writes())
            file.comment(QStringLiteral("WRITES: the write tests overwrite the first %1 bytes of %2.")
                             .arg(plan->areaBytes)
                             .arg(run.target.path));
        file.comment(
            QStringLiteral("The run took the median of %1 runs of each test: run this file as often.").arg(plan->runs));
        for (const SpeedTest &t : plan->tests) {
            for (SpeedDirection d : plan->directions) {
                file.section(QStringLiteral("%1-%2").arg(t.name().replace(u' ', u'-'), speedDirectionName(d)));
                const QString pattern = t.sequential ? QString() : QStringLiteral("rand");
                file.set(QStringLiteral("rw"),
                    d == SpeedDirection::Read        ? pattern + QStringLiteral("read")
                        : d == SpeedDirection::Write ? pattern + QStringLiteral("write")
                                                     : pattern + QStringLiteral("rw"));
                if (d == SpeedDirection::Mix)
                    file.set(QStringLiteral("rwmixread"), qint64(plan->mixReadPercent));
                file.set(QStringLiteral("bs"), t.blockSize);
                file.set(QStringLiteral("size"), plan->areaBytes);
                file.uring(t.depth);
                file.set(QStringLiteral("numjobs"), qint64(t.threads));
                file.set(QStringLiteral("runtime"), QStringLiteral("%1ms").arg(plan->durationNs / 1'000'000));
                file.set(QStringLiteral("time_based"), QString());
                file.set(QStringLiteral("stonewall"), QString());
            }
        }
        return true;
    }

private:
    static void addCellFigures(std::vector<Figure> &figures, const SpeedGrid &grid)
    {
        for (const SpeedCell &c : grid.cells) {
            const QString key = SpeedGrid::key(c);
            const QString name = QStringLiteral("%1 %2").arg(c.test.name(), speedDirectionTitle(c.direction));
            auto add = [&](const QString &suffix, const QString &shown, const QString &unit, Figure::Better better,
                           double value) {
                Figure f;
                f.key = key + suffix;
                f.name = shown;
                f.unit = unit;
                f.better = better;
                f.group = Figure::Group::Benchmark;
                if (c.measured())
                    f.value = value;
                figures.push_back(f);
            };
            add(QStringLiteral("_mbps"), name, QStringLiteral("MB/s"), Figure::Better::Higher,
                c.median.megabytesPerSecond);
            add(QStringLiteral("_iops"), name, QStringLiteral("IOPS"), Figure::Better::Higher, c.median.iops);
            //: a speed grid figure: the test and direction ("SEQ1M Q8T1 read"), then "mean"
            add(QStringLiteral("_mean"), Text::tr("%1 mean").arg(name), {}, Figure::Better::Lower, c.median.meanNs);
            add(QStringLiteral("_p99"), QStringLiteral("%1 p99").arg(name), {}, Figure::Better::Lower, c.median.p99Ns);
            //: a speed grid figure: the test and direction ("SEQ1M Q8T1 read"), then its best run
            add(QStringLiteral("_best_mbps"), Text::tr("%1 best").arg(name), QStringLiteral("MB/s"),
                Figure::Better::Higher, c.best.megabytesPerSecond);
        }
    }
};

} // namespace

const BenchmarkKind &speedKind()
{
    static const SpeedKind kind;
    return kind;
}

} // namespace DriveScope
