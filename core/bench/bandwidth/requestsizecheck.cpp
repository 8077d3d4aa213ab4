// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/bandwidth/requestsizecheck.h"

#include "core/bench/bandwidth/bandwidthconfig.h"

#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <algorithm>

namespace DriveScope {

namespace {

constexpr qint64 Page = 4096;

QString kib(double bytes)
{
    return QStringLiteral("%1 KiB").arg(bytes / 1024.0, 0, 'f', bytes >= 10 * 1024 ? 0 : 1);
}

} // namespace

QString RequestSizeCheck::verdictName(Verdict v)
{
    switch (v) {
    case Verdict::AsAsked: return QStringLiteral("as_asked");
    case Verdict::Smaller: return QStringLiteral("smaller");
    case Verdict::Larger: return QStringLiteral("larger");
    default: return QStringLiteral("unknown");
    }
}

RequestSizeCheck checkRequestSize(const RunResult &run)
{
    RequestSizeCheck c;
    const auto plan = BandwidthPlan::fromJson(run.config);
    c.blockSize = plan ? plan->blockSize : 0;
    const bool write = plan && plan->write;
    const QJsonObject &src = run.deviceStatsSource;
    const QString device = src.value(QStringLiteral("device")).toString();
    const QString queueDisk = src.value(QStringLiteral("queue_disk")).toString(device);
    const int maxKb = src.value(QStringLiteral("max_sectors_kb")).toInt();
    const int maxHwKb = src.value(QStringLiteral("max_hw_sectors_kb")).toInt();
    const int maxSegments = src.value(QStringLiteral("max_segments")).toInt();
    const qint64 maxSegmentSize = JsonReader::wholeOr(src.value(QStringLiteral("max_segment_size")), 0, 0);
    const bool shared = src.value(QStringLiteral("shared_with_other_io")).toBool();

    if (run.deviceStats.empty()) {
        const QString why = src.value(QStringLiteral("error")).toString();
        c.sentence = why.isEmpty()
            ? Text::tr("The size of the requests the device received is unknown: no device statistics.")
            : Text::tr("The size of the requests the device received is unknown: no device statistics (%1).").arg(why);
        return c;
    }
    const IostatRow all = sumIostatRows(run.deviceStats);
    c.requests = write ? all.writeIos : all.readIos;
    c.averageRequestBytes = write ? all.writeAvgRequestBytes : all.readAvgRequestBytes;
    if (c.requests == 0) {
        if (write)
            c.sentence = run.direct ? Text::tr("%1 counted no write requests during the run.")
                                    : Text::tr("%1 counted no write requests during the run (without O_DIRECT the "
                                               "page cache answered).");
        else
            c.sentence = run.direct ? Text::tr("%1 counted no read requests during the run.")
                                    : Text::tr("%1 counted no read requests during the run (without O_DIRECT the "
                                               "page cache answered).");
        c.sentence = c.sentence.arg(device);
        return c;
    }
    const QString limits = Text::tr("max_sectors_kb = %1 KiB, max_hw_sectors_kb = %2 KiB in /sys/block/%3/queue")
                               .arg(maxKb)
                               .arg(maxHwKb)
                               .arg(queueDisk);
    const QString got = (write ? Text::tr("%1 received %2 write requests of %3 on average")
                               : Text::tr("%1 received %2 read requests of %3 on average"))
                            .arg(device)
                            .arg(c.requests)
                            .arg(kib(c.averageRequestBytes));
    const double asked = double(c.blockSize);
    // 2 % slack: a shorter last block, or a few file-system metadata requests.
    if (c.averageRequestBytes < asked * 0.98) {
        c.verdict = RequestSizeCheck::Verdict::Smaller;
        QString why;
        if (maxKb > 0 && qint64(maxKb) * 1024 < c.blockSize) {
            why = maxHwKb > maxKb
                ? Text::tr("the kernel splits every request larger than max_sectors_kb (%1 KiB) before it reaches "
                           "the device; the hardware limit max_hw_sectors_kb is %2 KiB, so as root 'echo %2 > "
                           "/sys/block/%3/queue/max_sectors_kb' lets larger requests through")
                      .arg(maxKb)
                      .arg(maxHwKb)
                      .arg(queueDisk)
                : Text::tr("the kernel splits every request larger than max_sectors_kb (%1 KiB) before it reaches "
                           "the device; the hardware limit max_hw_sectors_kb is %2 KiB, so the device itself "
                           "cannot take larger ones")
                      .arg(maxKb)
                      .arg(maxHwKb);
        } else if (maxSegments > 0
            && qint64(maxSegments) * std::min<qint64>(Page, maxSegmentSize > 0 ? maxSegmentSize : Page) < c.blockSize) {
            // A user buffer is pages scattered in physical memory: each is one segment.
            const qint64 perRequest
                = qint64(maxSegments) * std::min<qint64>(Page, maxSegmentSize > 0 ? maxSegmentSize : Page);
            why = (shared ? Text::tr("max_sectors_kb (%1 KiB) would allow whole blocks, but max_segments is %2: the %3 "
                                     "buffer is %4 memory pages of 4 KiB, each its own segment unless physically "
                                     "adjacent, so one request carries at most about %2 x 4 KiB = %5 "
                                     "(max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue); other programs' I/O on the "
                                     "same disk is counted too")
                          : Text::tr("max_sectors_kb (%1 KiB) would allow whole blocks, but max_segments is %2: the %3 "
                                     "buffer is %4 memory pages of 4 KiB, each its own segment unless physically "
                                     "adjacent, so one request carries at most about %2 x 4 KiB = %5 "
                                     "(max_hw_sectors_kb = %6 KiB; /sys/block/%7/queue)"))
                      .arg(maxKb)
                      .arg(maxSegments)
                      .arg(formatBytesBinary(c.blockSize))
                      .arg(c.blockSize / Page)
                      .arg(formatBytesBinary(perRequest))
                      .arg(maxHwKb)
                      .arg(queueDisk);
        } else {
            why = (shared ? Text::tr("%1 allow whole blocks, so another limit split them (max_segment_size, the "
                                     "file's extents, a stacked device), or other programs' smaller I/O on the same "
                                     "disk is counted too")
                          : Text::tr("%1 allow whole blocks, so another limit split them (max_segment_size, the "
                                     "file's extents, a stacked device)"))
                      .arg(limits);
        }
        c.sentence = Text::tr("The device received smaller requests than the %1 blocks asked for: %2: %3.")
                         .arg(formatBytesBinary(c.blockSize), got, why);
    } else if (c.averageRequestBytes > asked * 1.02) {
        c.verdict = RequestSizeCheck::Verdict::Larger;
        c.sentence = (run.direct ? Text::tr("The device received larger requests than the %1 blocks asked for: %2 "
                                            "(the kernel merged neighbouring blocks; %3).")
                                 : Text::tr("The device received larger requests than the %1 blocks asked for: %2 "
                                            "(the kernel merged neighbouring blocks, or the page cache read ahead; "
                                            "%3)."))
                         .arg(formatBytesBinary(c.blockSize), got, limits);
    } else {
        c.verdict = RequestSizeCheck::Verdict::AsAsked;
        c.sentence = Text::tr("The device received the %1 blocks as asked: %2 (%3).")
                         .arg(formatBytesBinary(c.blockSize), got, limits);
    }
    return c;
}

} // namespace DriveScope
