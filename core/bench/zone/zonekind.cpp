// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/zone/zonekind.h"

#include "core/bench/engine/fiojob.h"
#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneconfig.h"
#include "core/bench/zone/zonejson.h"
#include "core/bench/zone/zoneprofile.h"
#include "core/bench/zone/zonetextreport.h"
#include "core/io/target.h"
#include "core/run/runjson.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

namespace {

// Throughput against offset, outer to inner tracks.
class ZoneKind : public BenchmarkKind {
public:
    ZoneKind()
        : BenchmarkKind({ .id = "zone",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Zone sweep"),
            .usageLine = "sequential throughput against offset, outer to inner",
            .description = QT_TRANSLATE_NOOP("DriveScope",
                "Reads the target sequentially at evenly spaced points from the first to the last "
                "gigabyte and charts MB/s against offset. A spinning disk is fastest at its outer edge "
                "and loses up to half towards the inner tracks; a flat line is a solid-state drive, or a "
                "cache."),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "blocks") })
    {
    }

    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const override
    {
        ZoneConfig config;
        config.points = size == Example::Picture ? 16 : 3;
        config.bytesPerPoint = size == Example::Picture ? 2 << 20 : 1 << 20;
        config.blockSize = 256 << 10;
        const auto plan = planZone(config, target.info(), nullptr);
        return plan ? makeZoneBenchmark(target, *plan) : nullptr;
    }

    RunSummary makeSummary(const RunResult &run) const override
    {
        const auto plan = ZonePlan::fromJson(run.config);
        if (!plan) {
            RunSummary r = latencySummary(run);
            r.headline = Text::tr("the sweep's plan cannot be read back");
            return r;
        }
        const ZoneProfile p = ZoneProfile::compute(run.samples, *plan);
        RunSummary r;
        r.latency = blockLatencies(run, p);
        // The sweep's MB/s is the mean of its points, as the chart, the report and
        // compare show it (the bytes over all the time would count the seeks between).
        r.megabytesPerSecond = p.completePoints > 0 ? p.meanMBps : 0;
        r.opsPerSecond = r.latency.opsPerSecond;
        r.headline = p.completePoints == 0 ? Text::tr("no complete point") : headlineText(p);
        r.keyFigures = p.completePoints == 0 ? r.headline : profileText(p);
        r.figures = latencyFigures(r.latency, ioName(), false);
        addProfileFigures(r.figures, p);
        return r;
    }

    QString textReport(const RunResult &run, const RunSummary &summary) const override
    {
        const auto plan = ZonePlan::fromJson(run.config);
        if (!plan)
            return QStringLiteral("zone run of %1: its plan cannot be read back, so no profile (%2 samples).\n")
                .arg(run.target.path)
                .arg(run.samples.size());
        return zoneTextReport(run, *plan, ZoneProfile::compute(run.samples, *plan), summary.latency);
    }

    QJsonObject reportJson(const RunResult &run, const RunSummary &summary) const override
    {
        const auto plan = ZonePlan::fromJson(run.config);
        if (!plan)
            return runToJson(run, summary.latency);
        return zoneRunToJson(run, *plan, ZoneProfile::compute(run.samples, *plan), summary.latency);
    }

    QString methodNote(const RunResult &) const override
    {
        return Text::tr("Each point's MB/s is its bytes over the time from its first block's start to its last "
                        "block's end; the drop compares the first and last tenth of the points.");
    }

protected:
    bool addFioJobs(const RunResult &run, FioJobFile &file, QString *why) const override
    {
        const auto plan = ZonePlan::fromJson(run.config);
        if (!plan) {
            *why = QStringLiteral("The sweep's plan cannot be read back.");
            return false;
        }
        if (plan->write != ZoneConfig::Write::None)
            file.comment(
                QStringLiteral("The run wrote (%1); these jobs only read: fio's writes would not put the bytes "
                               "back.")
                    .arg(zoneWriteName(plan->write)));
        file.comment(QStringLiteral("One job per point, one after another (stonewall): compare each point's MB/s."));
        for (qint64 p = 0; p < plan->points; ++p) {
            file.section(QStringLiteral("point-%1").arg(p + 1));
            file.set(QStringLiteral("rw"), QStringLiteral("read"));
            file.set(QStringLiteral("bs"), plan->blockSize);
            file.set(QStringLiteral("offset"), plan->pointOffset(p));
            file.set(QStringLiteral("size"), plan->bytesPerPoint);
            file.engine(1);
            file.set(QStringLiteral("stonewall"), QString());
        }
        return true;
    }

private:
    // Time inside the points only, as the CLI's zone report counts it.
    static LatencySummary blockLatencies(const RunResult &run, const ZoneProfile &profile)
    {
        double seconds = 0;
        qint64 bytes = 0;
        for (const ZonePoint &point : profile.points) {
            seconds += point.seconds();
            bytes += point.bytes;
        }
        return summarizeLatencies(run.measuredLatencies(false), seconds, bytes);
    }

    static QString profileText(const ZoneProfile &p)
    {
        //: key figures of a zone sweep, in MB/s
        QString text = Text::tr("max %1 · min %2 · mean %3 MB/s")
                           .arg(formatNumber(p.maxMBps, 'f', 1), formatNumber(p.minMBps, 'f', 1),
                               formatNumber(p.meanMBps, 'f', 1));
        if (p.hasDrop)
            //: how much slower the inner tenth of a disk is than the outer, in percent
            text += QStringLiteral(" · ") + Text::tr("drop %1 %").arg(formatNumber(p.dropPercent, 'f', 1));
        return text;
    }

    // The sweep's mean first (what the chart's mean line and compare show), then how
    // much the inner gigabytes lose: "mean 661.4 MB/s · drop 48.2 % outer → inner · …".
    static QString headlineText(const ZoneProfile &p)
    {
        //: a zone sweep's headline, which the window shows large: its mean throughput
        QString text = Text::tr("mean %1 MB/s").arg(formatNumber(p.meanMBps, 'f', 1));
        if (p.hasDrop)
            //: how much slower the inner tenth of a disk is than the outer, in percent
            text
                += QStringLiteral(" · ") + Text::tr("drop %1 % outer → inner").arg(formatNumber(p.dropPercent, 'f', 1));
        return text + QStringLiteral(" · ")
            + Text::tr("max %1 · min %2 MB/s").arg(formatNumber(p.maxMBps, 'f', 1), formatNumber(p.minMBps, 'f', 1));
    }

    static void addProfileFigures(std::vector<Figure> &figures, const ZoneProfile &p)
    {
        auto add = [&](const char *key, const QString &name, const QString &unit, Figure::Better better, bool known,
                       double value) {
            Figure f;
            f.key = QString::fromLatin1(key);
            f.name = name;
            f.unit = unit;
            f.better = better;
            f.group = Figure::Group::Benchmark;
            if (known)
                f.value = value;
            figures.push_back(f);
            return &figures.back();
        };
        const bool any = p.completePoints > 0;
        add("zone_points", Text::tr("Complete points"), QStringLiteral("count"), Figure::Better::Neither, true,
            double(p.completePoints))
            ->integer
            = true;
        add("zone_max", Text::tr("Maximum"), QStringLiteral("MB/s"), Figure::Better::Higher, any, p.maxMBps);
        add("zone_min", Text::tr("Minimum"), QStringLiteral("MB/s"), Figure::Better::Higher, any, p.minMBps);
        add("zone_mean", Text::tr("Mean"), QStringLiteral("MB/s"), Figure::Better::Higher, any, p.meanMBps);
        const bool drop = any && p.hasDrop;
        add("zone_first", Text::tr("First tenth (outer)"), QStringLiteral("MB/s"), Figure::Better::Higher, drop,
            p.firstTenthMBps);
        add("zone_last", Text::tr("Last tenth (inner)"), QStringLiteral("MB/s"), Figure::Better::Higher, drop,
            p.lastTenthMBps);
        // How much a disk slows towards its inner tracks is its geometry, not a quality: not judged.
        add("zone_drop", Text::tr("Drop first → last tenth"), QStringLiteral("%"), Figure::Better::Neither, drop,
            p.dropPercent);
    }
};

} // namespace

const BenchmarkKind &zoneKind()
{
    static const ZoneKind kind;
    return kind;
}

} // namespace DriveScope
