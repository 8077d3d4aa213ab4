// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/engine/plausibility.h"

#include "core/bench/engine/benchmarkkind.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <QJsonArray>

#include <algorithm>

namespace DriveScope {

namespace {

constexpr double LinkMargin = 1.03; // a payload estimate is not exact to the byte
// Half a revolution at 15,000 rpm: the least a random read on a spinning disk waits on
// average for its sector, before any seek.
constexpr double FastestRotationalWaitNs = 2e6;
constexpr qint64 BeyondAnyDriveCache = qint64(1) << 30; // reads spread wider than a drive's RAM cache

bool isWriteRun(const RunResult &run)
{
    return std::any_of(run.samples.begin(), run.samples.end(), [](const Sample &s) { return s.flags & Sample::Write; });
}

// Why a result is faster than the link, most likely first.
QString likelyCause(const RunResult &run)
{
    if (!run.direct)
        return Text::tr("the host's page cache answered (the run went through it, without O_DIRECT)");
    if (!run.target.linkNote.isEmpty())
        return run.target.linkNote;
    if (isWriteRun(run))
        return Text::tr("the drive's write cache took the writes faster than the link can carry them, or the "
                        "data never left the host");
    return Text::tr("the host's page cache or the drive's RAM cache answered, or the data was never read "
                    "(a compressing or deduplicating device)");
}

void checkLink(const RunResult &run, const RunSummary &summary, QStringList &out)
{
    const double link = run.target.linkBytesPerSecond;
    if (link <= 0)
        return;
    double fastest = summary.megabytesPerSecond;
    QString what = Text::tr("the run's throughput");
    for (const Figure &f : summary.figures)
        if (f.unit == u"MB/s" && f.known() && f.value / f.divisor > fastest) {
            fastest = f.value / f.divisor;
            what = f.name;
        }
    if (fastest * 1e6 <= link * LinkMargin)
        return;
    //: %2 which figure ("the run's throughput", a figure's name), %3 the link ("USB 2.0"), %5 the likely cause
    out << Text::tr("%1 MB/s (%2) is faster than %3 can carry (%4 MB/s): %5.")
               .arg(formatNumber(fastest, 'f', 1), what, run.target.linkName, formatNumber(link / 1e6, 'f', 0),
                   likelyCause(run));
}

qint64 regionBytes(const RunResult &run)
{
    qint64 total = 0;
    for (const QJsonValue &r : run.config.value(QStringLiteral("regions")).toArray()) {
        const qint64 length = JsonReader::wholeOr(r.toObject().value(QStringLiteral("length")), 0, 0);
        total = length > JsonReader::Max - total ? JsonReader::Max : total + length; // a crafted file may overflow
    }
    return total;
}

void checkRotation(const RunResult &run, const RunSummary &summary, QStringList &out)
{
    // Only runs that estimate access time are random reads one at a time (seek runs).
    if (!summary.accessTime || run.target.rotational != DeviceInfo::Rotational::Rotational || summary.latency.count == 0
        || regionBytes(run) < BeyondAnyDriveCache)
        return;
    if (summary.latency.meanNs >= FastestRotationalWaitNs)
        return;
    out << Text::tr("Random reads averaged %1 ms on a disk that says it spins, faster than any spinning disk "
                    "answers them (half a revolution alone is 2 ms at 15,000 rpm): a cache answered (the "
                    "drive's, the host's page cache, or the host's disk under a virtual one).")
               .arg(formatNumber(summary.latency.meanNs / 1e6, 'f', 3));
}

void checkFileSystem(const RunResult &run, QStringList &out)
{
    static const QStringList network { QStringLiteral("nfs"), QStringLiteral("nfs4"), QStringLiteral("cifs"),
        QStringLiteral("smb3"), QStringLiteral("smbfs"), QStringLiteral("9p"), QStringLiteral("virtiofs"),
        QStringLiteral("ceph"), QStringLiteral("glusterfs"), QStringLiteral("afs") };
    const QString fs = run.target.fileSystemType;
    if (run.target.kind != DeviceInfo::Kind::RegularFile || fs.isEmpty())
        return;
    if (network.contains(fs) || fs.startsWith(u"fuse"))
        //: %1 the file system's type ("nfs4", "cifs")
        out << Text::tr("The file is on %1, a network or FUSE file system: the figures include the network "
                        "or the file system's process and the server's caches, not only a drive.")
                   .arg(fs);
}

// A run at depth whose queue was shallower than asked: its figures are a shallower
// queue's. One sentence for the run, naming up to three parts (depths, phases).
void checkDepthKept(const RunResult &run, QStringList &out)
{
    QStringList parts;
    int shallow = 0;
    auto check = [&](const InFlightCounts &c, const QString &name) {
        if (c.asked <= 1 || c.keptDepth())
            return;
        if (++shallow <= 3)
            //: %1 a depth or a phase ("QD32", "RND4K Q32T1 · read · 1"), %2 the mean in flight, %3 the depth asked
            parts << Text::tr("%1 had %2 of %3 in flight").arg(name, formatNumber(c.mean(), 'f', 1)).arg(c.asked);
    };
    for (const InFlightCounts &c : run.inFlight)
        check(c, QStringLiteral("QD%1").arg(c.asked));
    for (const PhaseStats &p : run.phases)
        check(p.inFlight, p.phase);
    if (shallow == 0)
        return;
    QString list = parts.join(QStringLiteral("; "));
    if (shallow > parts.size())
        //: %1 the parts named, %2 how many more
        list = Text::tr("%1; and %2 more").arg(list).arg(shallow - parts.size());
    out << Text::tr("The queue was shallower than asked (on average at submission, under %1 % of the depth): %2. "
                    "The figures are those of the shallower queue.")
               .arg(qRound(InFlightCounts::KeptShare * 100))
               .arg(list);
}

} // namespace

QStringList plausibilityWarnings(const RunResult &run, const RunSummary &summary)
{
    QStringList out;
    checkLink(run, summary, out);
    checkRotation(run, summary, out);
    checkFileSystem(run, out);
    checkDepthKept(run, out);
    return out;
}

QString plausibilityText(const QStringList &warnings)
{
    QString text;
    for (const QString &w : warnings)
        text += QStringLiteral("WARNING: ") + w + u'\n';
    return text.isEmpty() ? text : u'\n' + text;
}

} // namespace DriveScope
