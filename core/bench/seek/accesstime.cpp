// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/seek/accesstime.h"

#include "core/util/text.h"

#include <QJsonArray>

#include <algorithm>

namespace DriveScope {

AccessTimeEstimate accessTimeOf(const RunResult &run)
{
    const QJsonObject &c = run.config;
    const int workers = c.value(QStringLiteral("workers")).toInt(1);
    const int depth = c.value(QStringLiteral("queue_depth")).toInt(1);
    if (workers != 1 || depth != 1 || run.target.sizeBytes <= 0) {
        AccessTimeEstimate e;
        e.rotation.whyNot = e.seek.whyNot = run.target.sizeBytes <= 0
            ? Text::tr("the target's size is not known")
            : Text::tr("it needs one reader at queue depth 1 (with several reads in flight the drive chooses "
                       "their order, and a read no longer waits one revolution at most)");
        return e;
    }
    std::vector<const Sample *> order;
    order.reserve(run.samples.size());
    for (const Sample &s : run.samples)
        order.push_back(&s);
    std::stable_sort(
        order.begin(), order.end(), [](const Sample *a, const Sample *b) { return a->startNs < b->startNs; });
    const double size = double(run.target.sizeBytes);
    std::vector<AccessRead> reads;
    reads.reserve(order.size());
    const Sample *previous = nullptr;
    for (const Sample *s : order) {
        // The warm-up read places the head but spun the disk up: never a data point.
        if (previous && !previous->isFailed() && !s->isFailed() && !s->isWarmUp())
            reads.push_back(
                { double(previous->offset + previous->result) / size, double(s->offset) / size, double(s->latencyNs) });
        previous = s;
    }
    return estimateAccessTime(reads);
}

QJsonObject accessTimeToJson(const AccessTimeEstimate &e)
{
    QJsonObject rotation { { QStringLiteral("reads"), double(e.rotation.reads) } };
    if (e.rotation.known) {
        rotation.insert(QStringLiteral("rpm"), e.rotation.rpm());
        rotation.insert(QStringLiteral("revolution_ns"), e.rotation.revolutionNs);
        rotation.insert(QStringLiteral("half_width_ns"), e.rotation.halfWidthNs);
    } else {
        rotation.insert(QStringLiteral("why_not"), e.rotation.whyNot);
    }
    const SeekCurveEstimate &s = e.seek;
    QJsonObject seek { { QStringLiteral("reads"), double(s.reads) }, { QStringLiteral("span"), s.span } };
    if (s.known) {
        seek.insert(QStringLiteral("track_to_track_ns"), s.trackToTrackNs);
        seek.insert(QStringLiteral("track_to_track_half_width_ns"), s.trackToTrackHalfWidthNs);
        seek.insert(QStringLiteral("average_ns"), s.averageNs);
        seek.insert(QStringLiteral("average_half_width_ns"), s.averageHalfWidthNs);
        seek.insert(QStringLiteral("full_stroke_ns"), s.fullStrokeNs);
        seek.insert(QStringLiteral("full_stroke_half_width_ns"), s.fullStrokeHalfWidthNs);
        seek.insert(
            QStringLiteral("coefficients_ns"), QJsonArray { s.coefficients[0], s.coefficients[1], s.coefficients[2] });
        seek.insert(QStringLiteral("zone_ratio"), s.zoneRatio);
    } else {
        seek.insert(QStringLiteral("why_not"), s.whyNot);
    }
    return { { QStringLiteral("rotation"), rotation }, { QStringLiteral("seek_curve"), seek } };
}

} // namespace DriveScope
