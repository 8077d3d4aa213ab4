// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/bandwidthkind.h"

#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthjson.h"
#include "core/bench/bandwidth/bandwidthsummary.h"
#include "core/bench/bandwidth/bandwidthtextreport.h"
#include "core/bench/engine/fiojob.h"
#include "core/io/target.h"
#include "core/run/runjson.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

namespace {

// Sequential MB/s beside the device's own statistics, as iostat beside dd.
class BandwidthKind : public BenchmarkKind {
public:
    BandwidthKind()
        : BenchmarkKind({ .id = "bandwidth",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Bandwidth"),
            .usageLine = "sequential MB/s with the device's own statistics",
            .description = QT_TRANSLATE_NOOP("DriveScope",
                "Reads or writes the target sequentially in large blocks, as dd does, and shows MB/s "
                "together with the device's own statistics: the request size the device really received "
                "and its queue (aqu-sz), from /sys/block."),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "blocks") })
    {
    }
    // dd counts its first block too: so does bandwidth.
    bool countsWarmUp(const RunResult &) const override { return true; }

    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const override
    {
        // The picture: MB/s every 100 ms over 48 MiB, a line of a few dozen points.
        BandwidthConfig config;
        config.blockSize = 256 << 10;
        config.total = size == Example::Picture ? 48 << 20 : 2 << 20;
        if (size == Example::Picture)
            config.intervalNs = 100'000'000;
        const auto plan = planBandwidth(config, target.info(), nullptr);
        return plan ? std::make_shared<BandwidthBenchmark>(target, *plan) : nullptr;
    }

    RunSummary makeSummary(const RunResult &run) const override
    {
        RunSummary r = latencySummary(run);
        const BandwidthSummary b = summarizeBandwidth(run);
        r.megabytesPerSecond = b.megabytesPerSecond();
        const QString direction = directionOf(run);
        r.headline = QStringLiteral("%1 MB/s %2").arg(formatNumber(b.megabytesPerSecond(), 'f', 1), direction);
        r.keyFigures = QStringLiteral("%1 %2 MB/s").arg(direction, formatNumber(b.megabytesPerSecond(), 'f', 1));
        if (b.requestSize.requests > 0) {
            const QString request = QStringLiteral(" · ")
                + Text::tr("device requests %1 kB").arg(formatNumber(b.requestSize.averageRequestBytes / 1e3, 'f', 1));
            r.headline += request;
            r.keyFigures += request;
        }
        addFigures(r.figures, b);
        return r;
    }

    QString textReport(const RunResult &run, const RunSummary &) const override
    {
        return bandwidthTextReport(run, summarizeBandwidth(run));
    }

    QJsonObject reportJson(const RunResult &run, const RunSummary &summary) const override
    {
        QJsonObject doc = runToJson(run, summary.latency);
        doc.insert(QStringLiteral("bandwidth"), bandwidthSummaryToJson(summarizeBandwidth(run)));
        return doc;
    }

    QString methodNote(const RunResult &run) const override
    {
        QString how = Text::tr("MB/s is the bytes transferred over the time from the first block's start to the "
                               "last one's end; the device's own MB/s, request size and queue come from "
                               "/proc/diskstats.");
        if (run.deviceStats.empty())
            how += QLatin1Char(' ')
                + Text::tr("The device's own counters were not recorded for this target, so only DriveScope's "
                           "MB/s is shown.");
        return how;
    }

    QString compareDetail(const RunResult &run) const override
    {
        const QString direction = directionOf(run);
        return direction.isEmpty() ? QString() : QStringLiteral(" · ") + direction;
    }

protected:
    bool addFioJobs(const RunResult &run, FioJobFile &file, QString *why) const override
    {
        const auto plan = BandwidthPlan::fromJson(run.config);
        if (!plan) {
            *why = QStringLiteral("The run's transfers cannot be read back from its session.");
            return false;
        }
        if (plan->write)
            file.comment(QStringLiteral("WRITES: this job overwrites what it covers of %1.").arg(run.target.path));
        file.section(QStringLiteral("bandwidth"));
        file.set(QStringLiteral("rw"), plan->write ? QStringLiteral("write") : QStringLiteral("read"));
        file.set(QStringLiteral("bs"), plan->blockSize);
        file.set(QStringLiteral("offset"), plan->region.start);
        file.set(QStringLiteral("size"), plan->total);
        file.engine(1); // one transfer at a time
        if (plan->bufferPages == BufferPages::Huge)
            file.set(QStringLiteral("mem"), QStringLiteral("shmhuge"));
        return true;
    }

private:
    // "read" or "write", or empty when the run's plan cannot be read back.
    static QString directionOf(const RunResult &run)
    {
        const auto plan = BandwidthPlan::fromJson(run.config);
        return plan ? (plan->write ? Text::tr("write", "direction") : Text::tr("read", "direction")) : QString();
    }

    static void addFigures(std::vector<Figure> &figures, const BandwidthSummary &s)
    {
        auto add = [&](const char *key, const QString &name, const QString &unit, double divisor, Figure::Better better,
                       bool known, double value) {
            Figure f;
            f.key = QString::fromLatin1(key);
            f.name = name;
            f.unit = unit;
            f.divisor = divisor;
            f.better = better;
            f.group = Figure::Group::Benchmark;
            if (known)
                f.value = value;
            figures.push_back(f);
        };
        add("bw_mbps", Text::tr("Throughput"), QStringLiteral("MB/s"), 1, Figure::Better::Higher, s.seconds > 0,
            s.megabytesPerSecond());
        add("bw_bytes", Text::tr("Transferred"), QStringLiteral("MB"), 1e6, Figure::Better::Neither, true,
            double(s.bytes));
        add("bw_seconds", Text::tr("Duration"), QStringLiteral("s"), 1, Figure::Better::Neither, true, s.seconds);
        add("bw_request", Text::tr("Device request size (average)"), QStringLiteral("kB"), 1e3, Figure::Better::Neither,
            s.requestSize.requests > 0, s.requestSize.averageRequestBytes);
        add("bw_flush", Text::tr("Final flush"), QStringLiteral("ms"), 1e6, Figure::Better::Lower, s.flushNs >= 0,
            double(s.flushNs));
    }
};

} // namespace

const BenchmarkKind &bandwidthKind()
{
    static const BandwidthKind kind;
    return kind;
}

} // namespace DriveScope
