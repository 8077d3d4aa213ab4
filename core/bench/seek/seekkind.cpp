// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/seek/seekkind.h"

#include "core/bench/engine/fiojob.h"
#include "core/bench/engine/offsetgenerator.h"
#include "core/bench/engine/region.h"
#include "core/bench/seek/accesstime.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seektextreport.h"
#include "core/io/target.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

#include <QJsonArray>

namespace DriveScope {

namespace {

// Random-access reads: the whole-disk latency histogram and the outer/inner tests.
class SeekKind : public BenchmarkKind {
public:
    SeekKind()
        : BenchmarkKind({ .id = "seek",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Seek"),
            .reportTitle = QT_TRANSLATE_NOOP("DriveScope", "Seek (random reads)"),
            .usageLine = "random-access read latency histogram",
            .description = QT_TRANSLATE_NOOP("DriveScope",
                "Reads one block at a time at random offsets and times each read. On a spinning disk the "
                "histogram's spread is the seek plus up to one revolution of waiting; on a solid-state "
                "drive it is the controller's latency. Several readers on outer and inner regions show "
                "how the head shares its time."),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "reads") })
    {
    }

    bool countsWarmUp(const RunResult &run) const override
    {
        const auto plan = SeekPlan::fromJson(run.config);
        return plan && plan->includeWarmUp;
    }

    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const override
    {
        // Two readers, two reads in flight each: the workers and the queue both show. The
        // picture: 4 KiB reads, enough of them for a histogram, each time the same ones.
        SeekConfig config;
        const bool picture = size == Example::Picture;
        config.count = picture ? 3000 : 40;
        config.readSize = picture ? 4096 : 0;
        config.workers = 2;
        config.queueDepth = picture ? 1 : 2;
        config.seed = picture ? 42 : 1;
        const auto plan = planSeek(config, target.info(), nullptr);
        return plan ? makeSeekBenchmark(target, *plan) : nullptr;
    }

    RunSummary makeSummary(const RunResult &run) const override
    {
        RunSummary r = latencySummary(run);
        const LatencySummary &s = r.latency;
        // What a seek run is for: the mean access time, and how many reads a second that allows.
        if (s.count == 0)
            r.headline = Text::tr("no read counted");
        else
            //: The window shows the part before " · " large: keep " · ".
            r.headline = Text::tr("mean access %1 · %2 reads/s · p99 %3")
                             .arg(formatDurationNs(s.meanNs))
                             .arg(formatRate(s.opsPerSecond))
                             .arg(formatDurationNs(double(s.p99Ns)));
        r.keyFigures = keyFigures(run, s);
        r.accessTime = std::make_shared<const AccessTimeEstimate>(accessTimeOf(run));
        addAccessTimeFigures(*r.accessTime, run.target, r.figures);
        return r;
    }

    QJsonObject reportJson(const RunResult &run, const RunSummary &summary) const override
    {
        QJsonObject doc = BenchmarkKind::reportJson(run, summary);
        if (summary.accessTime)
            doc.insert(QStringLiteral("access_time"), accessTimeToJson(*summary.accessTime));
        return doc;
    }

    QString textReport(const RunResult &run, const RunSummary &summary) const override
    {
        SeekTextReportOptions options;
        options.accessTime = summary.accessTime.get();
        return seekTextReport(run, summary.latency, options);
    }

protected:
    bool addFioJobs(const RunResult &run, FioJobFile &file, QString *) const override
    {
        const QJsonObject &c = run.config;
        const QJsonArray regions = c.value(QStringLiteral("regions")).toArray();
        const int workers = c.value(QStringLiteral("workers")).toInt(1);
        const QString placement = c.value(QStringLiteral("placement")).toString();
        if (regions.size() > 1)
            file.comment(placement == u"per-worker"
                    ? QStringLiteral("One reader per region, as the run had it.")
                    : QStringLiteral(
                        "The run's readers shared the regions (%1); fio gives each region its own readers.")
                          .arg(placement));
        for (int i = 0; i < std::max<int>(1, int(regions.size())); ++i) {
            file.section(regions.size() > 1 ? QStringLiteral("seek-region-%1").arg(i + 1) : QStringLiteral("seek"));
            file.set(QStringLiteral("rw"), QStringLiteral("randread"));
            file.set(QStringLiteral("bs"), c.value(QStringLiteral("read_size")).toInteger());
            file.set(QStringLiteral("blockalign"), c.value(QStringLiteral("alignment")).toInteger());
            if (!regions.isEmpty())
                file.region(regions[i].toObject());
            file.engine(c.value(QStringLiteral("queue_depth")).toInt(1));
            file.set(QStringLiteral("numjobs"), qint64(regions.size() > 1 && placement == u"per-worker" ? 1 : workers));
            file.set(QStringLiteral("number_ios"), c.value(QStringLiteral("count_per_worker")).toInteger());
        }
        return true;
    }

private:
    // Compare, reports and JSON show what a run could estimate; nothing for the rest.
    static void addAccessTimeFigures(const AccessTimeEstimate &e, const DeviceInfo &target, std::vector<Figure> &out)
    {
        auto add = [&out](const char *key, const QString &name, double value, const QString &unit = {}) {
            Figure f;
            f.key = QLatin1String(key);
            f.name = name;
            f.unit = unit;
            f.integer = !unit.isEmpty();
            f.group = Figure::Group::Estimate;
            f.better = unit.isEmpty() ? Figure::Better::Lower : Figure::Better::Neither;
            f.value = value;
            out.push_back(f);
        };
        if (e.rotation.known) {
            add("rotation_rpm", Text::tr("Rotation (estimated)"), std::round(e.rotation.rpm() / 10) * 10,
                QStringLiteral("rpm"));
            out.back().better = Figure::Better::Neither;
            add("revolution", Text::tr("Revolution (estimated)"), e.rotation.revolutionNs);
            out.back().better = Figure::Better::Neither;
        }
        if (target.nominalRpm > 0)
            add("rotation_nominal_rpm", Text::tr("Rotation (drive reports)"), target.nominalRpm, QStringLiteral("rpm"));
        if (e.seek.known) {
            add("seek_track_to_track", Text::tr("Track-to-track seek (estimated)"), e.seek.trackToTrackNs);
            add("seek_average", Text::tr("Average seek (estimated)"), e.seek.averageNs);
            add("seek_full_stroke", Text::tr("Full-stroke seek (estimated)"), e.seek.fullStrokeNs);
        }
    }

    // The placement a run's JSON names ("per-worker"), as the window shows it.
    static QString placementText(const QString &name)
    {
        const auto placement = parsePlacement(name);
        if (!placement)
            return name; // a file from a newer DriveScope: its own word
        switch (*placement) {
        case Placement::Random: return Text::tr("random", "placement of a seek run's reads over its regions");
        case Placement::Alternate: return Text::tr("alternate", "placement of a seek run's reads over its regions");
        case Placement::PerWorker: return Text::tr("per-worker", "placement of a seek run's reads over its regions");
        }
        return name;
    }

    // What sets one seek run apart: read size, readers and regions, as the outer/inner
    // tests vary them, and its median: "4 KiB × 2 readers · whole target · p50 173 µs".
    static QString keyFigures(const RunResult &run, const LatencySummary &summary)
    {
        const QJsonObject &c = run.config;
        const int readers = c.value(QStringLiteral("workers")).toInt();
        QStringList regions;
        for (const QJsonValue &r : c.value(QStringLiteral("regions")).toArray())
            regions << regionLabelText(r.toObject().value(QStringLiteral("label")).toString());
        //: key figures of a seek run: read size × readers · regions ("4 KiB × 1 reader · whole target")
        const QString one = Text::tr("%1 × %2 reader · %3");
        //: key figures of a seek run: read size × readers · regions ("4 KiB × 2 readers · first 2GB + last 2GB")
        const QString several = Text::tr("%1 × %2 readers · %3");
        QString text = (readers == 1 ? one : several)
                           .arg(formatBytesBinary(c.value(QStringLiteral("read_size")).toInteger()))
                           .arg(readers)
                           .arg(regions.isEmpty() ? Text::tr("whole target") : regions.join(QStringLiteral(" + ")));
        if (const int depth = c.value(QStringLiteral("queue_depth")).toInt(1); depth > 1)
            text += QStringLiteral(" · QD%1").arg(depth);
        if (regions.size() > 1)
            text += QStringLiteral(" (%1)").arg(placementText(c.value(QStringLiteral("placement")).toString()));
        if (summary.count > 0)
            text += QStringLiteral(" · p50 ") + formatDurationNs(double(summary.p50Ns));
        return text;
    }
};

} // namespace

const BenchmarkKind &seekKind()
{
    static const SeekKind kind;
    return kind;
}

} // namespace DriveScope
