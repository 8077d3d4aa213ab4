// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/run/inflightcounts.h"

#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/text.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>
#include <bit>

namespace DriveScope {

namespace {

// A bucket's depths as a reader sees them: its lower bound, up to the depth asked for
// ("32" for 32–63 at depth 32, "16–31" below it).
QString bucketLabel(int bucket, int asked)
{
    const int low = InFlightCounts::bucketLow(bucket);
    if (bucket == InFlightCounts::Buckets - 1)
        return low >= asked ? QString::number(low) : QStringLiteral("%1+").arg(low);
    const int high = std::min(2 * low - 1, std::max(asked, low));
    return high > low ? QStringLiteral("%1–%2").arg(low).arg(high) : QString::number(low);
}

QString percentText(qint64 count, qint64 total)
{
    return QStringLiteral("%1 %").arg(formatNumber(100.0 * double(count) / double(total), 'f', 1));
}

// 2^53: exact in JSON; a depth fits 16 bits (the deepest queue a run may ask for).
constexpr qint64 MaxCount = qint64(1) << 53;
constexpr int MaxDepth = 65535;

} // namespace

int InFlightCounts::bucketOf(int depth)
{
    if (depth <= 1)
        return 0;
    return std::min(Buckets - 1, int(std::bit_width(unsigned(depth))) - 1);
}

void InFlightCounts::add(int inFlight, qint64 n)
{
    if (n <= 0)
        return;
    ios += n;
    depthSum += qint64(inFlight) * n;
    byBucket[std::size_t(bucketOf(inFlight))] += n;
}

void InFlightCounts::merge(const InFlightCounts &other)
{
    asked = std::max(asked, other.asked);
    ios += other.ios;
    depthSum += other.depthSum;
    for (int i = 0; i < Buckets; ++i)
        byBucket[std::size_t(i)] += other.byBucket[std::size_t(i)];
}

QString InFlightCounts::distributionText() const
{
    if (ios == 0)
        return {};
    QStringList parts;
    for (int i = Buckets - 1; i >= 0; --i) {
        const qint64 n = byBucket[std::size_t(i)];
        if (n > 0)
            parts << QStringLiteral("%1: %2").arg(bucketLabel(i, asked), percentText(n, ios));
    }
    return parts.join(QStringLiteral(", "));
}

QString InFlightCounts::sentence() const
{
    if (ios == 0)
        return {};
    QString s = Text::tr("In flight at submission: %1; mean %2 of %3.")
                    .arg(distributionText(), formatNumber(mean(), 'f', 2))
                    .arg(asked);
    if (!keptDepth())
        s += u' '
            + Text::tr("This run could not keep its depth: its I/Os went out with %1 in flight on average, "
                       "under %2 % of the %3 asked for.")
                  .arg(formatNumber(mean(), 'f', 1))
                  .arg(qRound(KeptShare * 100))
                  .arg(asked);
    return s;
}

QJsonObject InFlightCounts::toJson() const
{
    QJsonArray buckets;
    for (int i = 0; i < Buckets; ++i)
        if (byBucket[std::size_t(i)] > 0)
            buckets.append(QJsonArray { bucketLow(i), byBucket[std::size_t(i)] });
    return { { QStringLiteral("asked"), asked }, { QStringLiteral("ios"), ios },
        { QStringLiteral("depth_sum"), depthSum }, { QStringLiteral("by_depth"), buckets } };
}

std::optional<InFlightCounts> InFlightCounts::fromJson(const QJsonObject &o, QString *error)
{
    //: Whose value is meant, before its key in "The file is damaged: %1'%2' is not %3." (keep the trailing space).
    JsonReader s { error, Text::tr("the run's in-flight counts' ") };
    InFlightCounts c;
    c.asked = int(s.integer(o, "asked", 1, MaxDepth));
    c.ios = s.integer(o, "ios", 0, MaxCount);
    c.depthSum = s.integer(o, "depth_sum", 0, MaxCount);
    const QJsonArray buckets = s.array(o, "by_depth");
    if (!s.ok)
        return std::nullopt;
    int previous = -1;
    qint64 total = 0;
    quint64 lowestSum = 0; // each I/O at least its bucket's lower bound deep (≤ 2^63)
    for (const QJsonValue &b : buckets) {
        const QJsonArray pair = b.toArray();
        const auto low = JsonReader::wholeNumber(pair.at(0), 1, bucketLow(Buckets - 1));
        const auto count = JsonReader::wholeNumber(pair.at(1), 1, MaxCount);
        const int bucket = low ? bucketOf(int(*low)) : -1;
        if (pair.size() != 2 || !low || !count || bucketLow(bucket) != *low || bucket <= previous
            || *count > c.ios - total) {
            s.bad(QStringLiteral("by_depth"), QT_TRANSLATE_NOOP("DriveScope", "a list of [depth, count] pairs"));
            return std::nullopt;
        }
        c.byBucket[std::size_t(bucket)] = *count;
        previous = bucket;
        total += *count;
        lowestSum += quint64(*low) * quint64(*count);
    }
    // The sum of depths lies between what the buckets' bounds allow, and no I/O went out
    // deeper than MaxDepth.
    if (total != c.ios || quint64(c.depthSum) < lowestSum || double(c.depthSum) > double(c.ios) * MaxDepth) {
        s.bad(QStringLiteral("by_depth"), QT_TRANSLATE_NOOP("DriveScope", "as many I/Os as the counts say"));
        return std::nullopt;
    }
    return c;
}

const InFlightCounts *inFlightAt(const std::vector<InFlightCounts> &parts, int depth)
{
    for (const InFlightCounts &c : parts)
        if (c.asked == depth && !c.empty())
            return &c;
    return nullptr;
}

bool readInFlightCounts(const QJsonValue &v, InFlightCounts *out, QString *error)
{
    // Not an object: the same sentence as an object without its keys.
    auto counts = InFlightCounts::fromJson(v.isObject() ? v.toObject() : QJsonObject {}, error);
    if (!counts)
        return false;
    *out = *counts;
    return true;
}

} // namespace DriveScope
