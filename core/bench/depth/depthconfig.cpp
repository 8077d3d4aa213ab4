// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/depth/depthconfig.h"

#include "core/bench/engine/offsetgenerator.h"
#include "core/bench/engine/transfersize.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"
#include "core/util/random.h"
#include "core/util/text.h"

#include <QJsonArray>

#include <bit>

namespace DriveScope {

std::optional<std::vector<int>> parseDepthList(const QString &text, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<std::vector<int>> {
        *error = message;
        return std::nullopt;
    };
    auto depthOf = [](QStringView part, bool *ok) {
        const int d = part.trimmed().toInt(ok);
        *ok = *ok && d >= 1 && d <= DepthConfig::MaxDepth;
        return d;
    };
    std::vector<int> depths;
    for (const QStringView part : QStringView(text).split(u',')) {
        if (part.trimmed().isEmpty())
            continue;
        const qsizetype dots = part.indexOf(u"..");
        bool okFrom = false, okTo = true;
        const int from = depthOf(dots < 0 ? part : part.left(dots), &okFrom);
        const int to = dots < 0 ? from : depthOf(part.mid(dots + 2), &okTo);
        if (!okFrom || !okTo)
            return fail(Text::tr("'%1' is not a queue depth from 1 to %2 (nor A..B, the powers of two between).")
                            .arg(part.trimmed())
                            .arg(DepthConfig::MaxDepth));
        if (to < from)
            return fail(Text::tr("In '%1' the first depth is larger than the second.").arg(part.trimmed()));
        // A..B: A, the powers of two between, and B.
        std::vector<int> these { from };
        for (int d = int(std::bit_ceil(unsigned(from) + 1)); d < to; d *= 2)
            these.push_back(d);
        if (to > from)
            these.push_back(to);
        for (int d : these) {
            if (!depths.empty() && d <= depths.back())
                return fail(
                    Text::tr("The depths must go up, each once (%1 comes after %2).").arg(d).arg(depths.back()));
            depths.push_back(d);
        }
    }
    if (depths.empty())
        return fail(Text::tr("No queue depth given."));
    return depths;
}

QString depthListText(const std::vector<int> &depths)
{
    QStringList parts;
    for (int d : depths)
        parts << QString::number(d);
    return parts.join(QStringLiteral(", "));
}

std::optional<DepthPlan> planDepth(const DepthConfig &config, const DeviceInfo &target, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<DepthPlan> {
        *error = message;
        return std::nullopt;
    };
    if (config.depths.empty())
        return fail(Text::tr("No queue depth given."));
    for (std::size_t i = 0; i < config.depths.size(); ++i) {
        const int d = config.depths[i];
        if (d < 1 || d > DepthConfig::MaxDepth)
            return fail(
                Text::tr("The queue depth must be between 1 and %1 (got %2).").arg(DepthConfig::MaxDepth).arg(d));
        if (i > 0 && d <= config.depths[i - 1])
            return fail(Text::tr("The depths must go up, each once."));
    }
    if (config.durationNs < 10'000'000 || config.durationNs > 3600'000'000'000)
        return fail(Text::tr("The time per depth must be between 0.01 s and one hour."));
    if (config.maxIosPerDepth < 1 || config.maxIosPerDepth > DepthConfig::MaxIosPerDepth)
        return fail(Text::tr("The reads per depth must be between 1 and %1 (got %2).")
                        .arg(DepthConfig::MaxIosPerDepth)
                        .arg(config.maxIosPerDepth));
    DepthPlan plan;
    plan.depths = config.depths;
    plan.durationNs = config.durationNs;
    plan.maxIosPerDepth = config.maxIosPerDepth;
    plan.alignment = directIoUnit(target);
    plan.readSize = config.readSize;
    //: %1 of the sentences on a transfer size ("The %1 must be positive (got %2 B).")
    const QString readSize = Text::tr("read size");
    //: %4 of "The %1 %2 is larger than the %3 %4 may be."
    const QString oneRead = Text::tr("one read");
    if (QString why = transferSizeProblem(readSize, plan.readSize, target, qint64(1) << 30, oneRead); !why.isEmpty())
        return fail(why);
    if (plan.readSize * plan.maxDepth() > (qint64(1) << 30))
        return fail(Text::tr("%1 reads of %2 in flight would need more than 1 GiB of buffers.")
                        .arg(plan.maxDepth())
                        .arg(formatBytesBinary(plan.readSize)));
    QString why;
    const auto region = planRegion(config.region, target.sizeBytes, &why);
    if (!region)
        return fail(why);
    plan.region = *region;
    if (OffsetGenerator::slotCount(plan.region, plan.readSize, plan.alignment) == 0)
        return fail(Text::tr("The region '%1' is too small for one %2 read.")
                        .arg(plan.region.label, formatBytesBinary(plan.readSize)));
    plan.seed = runSeed(config.seed);
    return plan;
}

QJsonObject DepthPlan::toJson() const
{
    QJsonArray list;
    for (int d : depths)
        list.append(d);
    return {
        { QStringLiteral("depths"), list },
        { QStringLiteral("read_size"), double(readSize) },
        { QStringLiteral("alignment"), double(alignment) },
        { QStringLiteral("duration_per_depth_s"), double(durationNs) / 1e9 },
        { QStringLiteral("max_reads_per_depth"), double(maxIosPerDepth) },
        { QStringLiteral("region"), regionToJson(region) },
        { QStringLiteral("workers"), 1 },
        { QStringLiteral("seed"), QString::number(seed) },
    };
}

std::optional<DepthPlan> DepthPlan::fromJson(const QJsonObject &c)
{
    // A session file may be crafted: every number is bounded before it is used.
    DepthPlan plan;
    for (const QJsonValue &v : c.value(QStringLiteral("depths")).toArray()) {
        const auto d = JsonReader::wholeNumber(v, 1, DepthConfig::MaxDepth);
        if (!d || (!plan.depths.empty() && *d <= plan.depths.back()))
            return std::nullopt;
        plan.depths.push_back(int(*d));
    }
    constexpr qint64 Gib = qint64(1) << 30;
    const auto readSize = JsonReader::wholeNumber(c.value(QStringLiteral("read_size")), 1, Gib);
    const auto alignment = JsonReader::wholeNumber(c.value(QStringLiteral("alignment")), 0, Gib);
    const auto seconds = JsonReader::finiteNumber(c.value(QStringLiteral("duration_per_depth_s")), 0, 3600);
    const auto maxIos
        = JsonReader::wholeNumber(c.value(QStringLiteral("max_reads_per_depth")), 0, DepthConfig::MaxIosPerDepth);
    const auto region = regionFromJson(c.value(QStringLiteral("region")));
    if (plan.depths.empty() || !readSize || !alignment || !seconds || !maxIos || !region)
        return std::nullopt;
    plan.readSize = *readSize;
    plan.alignment = *alignment;
    plan.durationNs = qint64(*seconds * 1e9);
    plan.maxIosPerDepth = *maxIos;
    plan.region = *region;
    plan.seed = c.value(QStringLiteral("seed")).toString().toULongLong();
    return plan;
}

DepthConfig configFromPlan(const DepthPlan &plan, const DeviceInfo &measured)
{
    DepthConfig c;
    c.depths = plan.depths;
    c.readSize = plan.readSize;
    c.durationNs = plan.durationNs;
    c.maxIosPerDepth = plan.maxIosPerDepth;
    c.region = regionSpec(plan.region, measured.sizeBytes);
    return c;
}

} // namespace DriveScope
