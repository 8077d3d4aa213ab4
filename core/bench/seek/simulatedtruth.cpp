// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/seek/simulatedtruth.h"

#include "core/bench/engine/offsetgenerator.h"
#include "core/io/sim/hddmodel.h"
#include "core/io/sim/simulateddriveconfig.h"
#include "core/util/byteunits.h"
#include "core/util/jsonreader.h"

#include <QJsonArray>

namespace DriveScope {

std::optional<SimulatedSeekTruth> simulatedSeekTruth(const RunResult &run)
{
    if (run.target.kind != DeviceInfo::Kind::Simulated || run.benchmark != u"seek")
        return std::nullopt;
    // The canonical path spells out every parameter, so a reopened run can say it too.
    const auto config = parseSimulatedDriveSpec(run.target.canonicalPath, nullptr);
    if (!config || config->kind != SimulatedDriveConfig::Kind::Hdd)
        return std::nullopt;
    const QJsonObject &c = run.config;
    const QJsonArray regions = c.value(QStringLiteral("regions")).toArray();
    const QString placement = c.value(QStringLiteral("placement")).toString();
    const qint64 readSize = JsonReader::wholeOr(c.value(QStringLiteral("read_size")), 0, 0, qint64(1) << 30);
    // One read at a time: several readers or a queue make the head choose (ncq), and
    // the mean access time below is then no longer what each read waits.
    if (c.value(QStringLiteral("workers")).toInt(1) != 1 || c.value(QStringLiteral("queue_depth")).toInt(1) != 1
        || readSize <= 0)
        return std::nullopt;
    auto start
        = [&](int i) { return JsonReader::wholeOr(regions.at(i).toObject().value(QStringLiteral("start")), -1, 0); };
    auto length
        = [&](int i) { return JsonReader::wholeOr(regions.at(i).toObject().value(QStringLiteral("length")), -1, 0); };
    int from = 0, to = 0;
    if (regions.size() == 2 && placement == placementName(Placement::Alternate))
        to = 1;
    else if (regions.size() != 1)
        return std::nullopt;
    // Regions inside the model's drive, as planned: a crafted one is no ground truth.
    for (const int i : { from, to })
        if (start(i) < 0 || length(i) < readSize || length(i) > config->capacityBytes - start(i))
            return std::nullopt;

    const HddModel model(*config);
    SimulatedSeekTruth t;
    t.averageSeekNs = model.expectedSeekMeanNs(start(from), length(from), start(to), length(to));
    t.rotationalNs = model.expectedRotationalNs();
    t.meanNs = model.expectedRandomReadMeanNs(start(from), length(from), start(to), length(to), readSize);
    t.medianNs = model.expectedRandomReadQuantileNs(start(from), length(from), start(to), length(to), readSize, 0.5);
    return t;
}

QString simulatedSeekTruthText(const RunResult &run)
{
    if (run.target.kind != DeviceInfo::Kind::Simulated)
        return {};
    const bool paced = run.target.canonicalPath.endsWith(QStringLiteral(",paced"));
    QString text = QStringLiteral("Simulated drive %1\n  (%2)\n")
                       .arg(run.target.canonicalPath,
                           paced ? QStringLiteral("paced: the model's latencies, played out in real time")
                                 : QStringLiteral("simulated time: latencies are the model's, no real waiting"));
    if (const auto t = simulatedSeekTruth(run))
        text += QStringLiteral("Model truth: mean %1 (seek %2 + rotation %3 + transfer), median %4\n")
                    .arg(formatDurationNs(t->meanNs), formatDurationNs(t->averageSeekNs),
                        formatDurationNs(t->rotationalNs), formatDurationNs(t->medianNs));
    return text;
}

} // namespace DriveScope
