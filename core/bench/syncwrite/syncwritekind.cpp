// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/syncwrite/syncwritekind.h"

#include "core/bench/engine/fiojob.h"
#include "core/bench/syncwrite/syncwritebenchmark.h"
#include "core/bench/syncwrite/syncwritetextreport.h"
#include "core/bench/syncwrite/writerevolution.h"
#include "core/io/target.h"
#include "core/util/byteunits.h"
#include "core/util/text.h"

namespace DriveScope {

namespace {

// Small synchronous O_DIRECT writes and what the drive's write cache does to them.
class SyncWriteKind : public BenchmarkKind {
public:
    SyncWriteKind()
        : BenchmarkKind({ .id = "syncwrite",
            .title = QT_TRANSLATE_NOOP("DriveScope", "Sync write"),
            .usageLine = "latency of small synchronous O_DIRECT writes",
            .description = QT_TRANSLATE_NOOP("DriveScope",
                "Writes small blocks with O_DIRECT and makes each durable (O_SYNC, O_DSYNC or fdatasync) "
                "before the next. With the drive's write cache on, a write returns when the cache has it; "
                "with it off, a disk waits about one revolution per write."),
            .ioName = QT_TRANSLATE_NOOP("DriveScope", "writes") })
    {
    }

    bool countsWarmUp(const RunResult &run) const override
    {
        const auto plan = SyncWritePlan::fromJson(run.config);
        return plan && plan->includeWarmUp;
    }

    std::shared_ptr<BenchmarkJob> makeExampleJob(Target &target, Example size) const override
    {
        // The picture: 4 KiB O_DSYNC writes, as a database makes them, enough for a histogram.
        const bool picture = size == Example::Picture;
        SyncWriteConfig config;
        config.count = picture ? 500 : 20;
        config.sizes = { picture ? 4096 : 512 };
        config.modes = { picture ? SyncMode::ODSync : SyncMode::OSync };
        const auto plan = planSyncWrite(config, config.sizes.front(), config.modes.front(), target.info(), nullptr);
        return plan ? makeSyncWriteBenchmark(target, *plan) : nullptr;
    }

    RunSummary makeSummary(const RunResult &run) const override
    {
        RunSummary r = BenchmarkKind::makeSummary(run);
        // The mean latency first, then the write (its size, how it is made durable) and
        // the cache state it was measured with.
        const LatencySummary &s = r.latency;
        if (s.count == 0)
            r.headline = Text::tr("no write counted");
        else
            //: The window shows the part before the first " · " large: keep " · ". %3 is empty or
            //: " · cache on" / " · cache off".
            r.headline = Text::tr("mean %1 per write · %2%3 · p99 %4 · %5 writes/s")
                             .arg(formatDurationNs(s.meanNs), sizeAndMode(run), cacheState(run),
                                 formatDurationNs(double(s.p99Ns)), formatRate(s.opsPerSecond));
        if (const auto plan = SyncWritePlan::fromJson(run.config))
            r.keyFigures
                = Text::tr("%1 writes · %2").arg(formatBytesBinary(plan->writeSize), syncModeTitle(plan->mode));
        r.figures = latencyFigures(r.latency, ioName(), true); // the report's "avg" line is the mean
        // Cache off, every write waits one revolution: a second figure beside the seek run's.
        if (const RotationEstimate rev = writeRevolutionOf(run); rev.known) {
            Figure f;
            f.key = QStringLiteral("write_rotation_rpm");
            f.name = Text::tr("Rotation (from writes)");
            f.unit = QStringLiteral("rpm");
            f.integer = true;
            f.group = Figure::Group::Estimate;
            f.value = std::round(rev.rpm() / 10) * 10;
            r.figures.push_back(f);
        }
        return r;
    }

    QString textReport(const RunResult &run, const RunSummary &summary) const override
    {
        return syncWriteTextReport(run, summary.latency);
    }

    QString compareDetail(const RunResult &run) const override
    {
        QString detail;
        if (SyncWritePlan::fromJson(run.config))
            detail += QStringLiteral(" · ") + sizeAndMode(run).trimmed();
        return detail + cacheState(run);
    }

protected:
    bool addFioJobs(const RunResult &run, FioJobFile &file, QString *why) const override
    {
        const auto plan = SyncWritePlan::fromJson(run.config);
        if (!plan) {
            *why = QStringLiteral("The run's writes cannot be read back from its session.");
            return false;
        }
        const QString mode = syncModeName(plan->mode);
        file.comment(QStringLiteral("WRITES: this job overwrites what it covers of %1.").arg(run.target.path));
        file.section(QStringLiteral("syncwrite"));
        file.set(QStringLiteral("rw"), QStringLiteral("write"));
        file.set(QStringLiteral("bs"), plan->writeSize);
        file.set(QStringLiteral("offset"), plan->start);
        file.set(QStringLiteral("number_ios"), plan->count);
        file.engine(1);
        // How each write is made durable, in fio's words.
        if (mode == u"osync")
            file.set(QStringLiteral("sync"), QStringLiteral("sync"));
        else if (mode == u"odsync")
            file.set(QStringLiteral("sync"), QStringLiteral("dsync"));
        else if (mode == u"fdatasync")
            file.set(QStringLiteral("fdatasync"), qint64(1));
        else if (mode == u"fsync")
            file.set(QStringLiteral("fsync"), qint64(1));
        else if (mode != u"none") {
            *why = QStringLiteral("The sync mode '%1' has no fio equivalent.").arg(mode);
            return false;
        }
        return true;
    }

private:
    // The comparison that matters is the same disk with its write cache on and off.
    static QString cacheState(const RunResult &run)
    {
        if (run.target.writeCache == u"write back")
            return QStringLiteral(" · ") + Text::tr("cache on");
        if (run.target.writeCache == u"write through")
            return QStringLiteral(" · ") + Text::tr("cache off");
        return {};
    }

    static QString sizeAndMode(const RunResult &run)
    {
        const auto plan = SyncWritePlan::fromJson(run.config);
        return plan ? QStringLiteral("%1 %2").arg(formatBytesBinary(plan->writeSize), syncModeTitle(plan->mode))
                    : Text::tr("unknown write");
    }
};

} // namespace

const BenchmarkKind &syncwriteKind()
{
    static const SyncWriteKind kind;
    return kind;
}

} // namespace DriveScope
