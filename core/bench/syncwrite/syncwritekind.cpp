// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/syncwrite/syncwritekind.h"

#include "core/bench/syncwrite/syncwritetextreport.h"
#include "core/util/byteunits.h"

namespace DriveScope {

namespace {

// Small synchronous O_DIRECT writes and the write cache (seed 002).
class SyncWriteKind : public BenchmarkKind {
public:
    QString id() const override { return QStringLiteral("syncwrite"); }
    QString title() const override { return QStringLiteral("Sync write"); }
    QString usageLine() const override
    {
        return QStringLiteral("latency of small synchronous O_DIRECT writes (seed 002)");
    }
    QString ioName() const override { return QStringLiteral("writes"); }

    RunSummary summarize(const RunResult &run) const override
    {
        RunSummary r = BenchmarkKind::summarize(run);
        // Seed 002 names a write by its size and how it is made durable.
        r.headline = sizeAndMode(run) + QStringLiteral(" · ") + r.headline;
        r.keyFigures = QStringLiteral("%1 writes · %2")
                           .arg(formatBytesBinary(run.config.value(QStringLiteral("write_size")).toInteger()),
                               run.config.value(QStringLiteral("sync_mode")).toString());
        r.figures = latencyFigures(r.latency, ioName(), true); // seed 002 calls the mean "avg"
        return r;
    }

    QString textReport(const RunResult &run, const RunSummary &summary) const override
    {
        return syncWriteTextReport(run, summary.latency);
    }

    QString compareDetail(const RunResult &run) const override
    {
        QString detail;
        if (run.config.value(QStringLiteral("write_size")).toInteger() > 0)
            detail += QStringLiteral(" · ") + sizeAndMode(run).trimmed();
        // Seed 002's comparison is the same disk with its write cache on and off.
        if (run.target.writeCache == u"write back")
            detail += QStringLiteral(" · cache on");
        else if (run.target.writeCache == u"write through")
            detail += QStringLiteral(" · cache off");
        return detail;
    }

private:
    static QString sizeAndMode(const RunResult &run)
    {
        return QStringLiteral("%1 %2").arg(
            formatBytesBinary(run.config.value(QStringLiteral("write_size")).toInteger()),
            run.config.value(QStringLiteral("sync_mode")).toString());
    }
};

} // namespace

const BenchmarkKind &syncwriteKind()
{
    static const SyncWriteKind kind;
    return kind;
}

} // namespace DriveScope
