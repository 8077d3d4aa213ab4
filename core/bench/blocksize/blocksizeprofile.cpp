// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/blocksize/blocksizeprofile.h"

#include "core/run/targetfacts.h"
#include "core/util/byteunits.h"

#include <QJsonArray>
#include <QTextStream>

#include <algorithm>

namespace DriveScope {

BlockSizeFigures BlockSizeFigures::of(const PhaseStats &phase)
{
    BlockSizeFigures f;
    f.measured = !phase.empty();
    f.megabytesPerSecond = phase.megabytesPerSecond();
    f.iops = phase.iops();
    f.meanNs = phase.meanNs();
    f.p99Ns = phase.histogram.percentile(99);
    f.ios = phase.ios;
    return f;
}

qint64 BlockSizeProfile::fullFrom(const std::vector<qint64> &sizes, const std::vector<double> &values, double share)
{
    const double best = values.empty() ? 0 : *std::max_element(values.begin(), values.end());
    if (best <= 0)
        return 0;
    for (std::size_t i = 0; i < sizes.size(); ++i)
        if (values[i] >= share * best)
            return sizes[i];
    return 0;
}

bool BlockSizeProfile::writes() const
{
    return std::any_of(rows.begin(), rows.end(), [](const BlockSizeRow &r) { return r.write.measured; });
}

BlockSizeProfile BlockSizeProfile::of(const BlockSizePlan &plan, const std::vector<PhaseStats> &phases)
{
    BlockSizeProfile p;
    auto find = [&](const QString &name) -> const PhaseStats * {
        for (const PhaseStats &s : phases)
            if (s.phase == name)
                return &s;
        return nullptr;
    };
    for (const PhaseStats &s : phases) {
        p.ios += s.ios;
        p.keptSamples += s.keptSamples;
    }
    std::vector<qint64> readSizes, writeSizes;
    std::vector<double> reads, writes;
    for (qint64 size : plan.sizes) {
        const PhaseStats *read = find(BlockSizePlan::phaseName(size, false));
        const PhaseStats *write = plan.write ? find(BlockSizePlan::phaseName(size, true)) : nullptr;
        if (!read && !write)
            continue;
        BlockSizeRow row;
        row.size = size;
        if (read) {
            row.read = BlockSizeFigures::of(*read);
            readSizes.push_back(size);
            reads.push_back(row.read.megabytesPerSecond);
        }
        if (write) {
            row.write = BlockSizeFigures::of(*write);
            writeSizes.push_back(size);
            writes.push_back(row.write.megabytesPerSecond);
        }
        p.rows.push_back(row);
    }
    p.bestReadMBps = reads.empty() ? 0 : *std::max_element(reads.begin(), reads.end());
    p.bestWriteMBps = writes.empty() ? 0 : *std::max_element(writes.begin(), writes.end());
    p.readFullFrom = fullFrom(readSizes, reads, FullShare);
    p.writeFullFrom = fullFrom(writeSizes, writes, FullShare);
    return p;
}

QString blockSizeTextReport(const RunResult &run, const BlockSizePlan &plan, const BlockSizeProfile &profile)
{
    QString out;
    QTextStream ts(&out);
    const bool simulated = run.target.kind == DeviceInfo::Kind::Simulated;
    ts << "Transfer sizes: sequential " << (plan.write ? "reads and writes" : "reads") << " of "
       << transferSizesText(plan.sizes) << ", "
       << (run.direct ? QStringLiteral("O_DIRECT") : QStringLiteral("buffered (page cache in the way)"))
       << ", queue depth " << plan.depth << ", the first " << formatBytesBinary(plan.areaBytes) << " once or "
       << QString::number(double(plan.durationNs) / 1e9, 'g', 4)
       << " s per size and direction, whichever comes first, 1 worker, "
       << (simulated ? "the model's queue" : "io_uring") << "\n";
    ts << "Target: " << targetFacts(run.target) << "\n";
    const std::size_t phases = plan.phases().size();
    if (run.status == RunStatus::Cancelled)
        ts << "PARTIAL RESULT: cancelled after " << run.phases.size() << " of " << phases << " sizes and directions.\n";
    if (run.status == RunStatus::Failed)
        ts << "PARTIAL RESULT: the run failed: " << run.failure.message << "\n";
    ts << "\n";
    if (profile.rows.empty()) {
        ts << "No transfer size was measured.\n";
        return out;
    }
    const bool writes = plan.write;
    auto mbps = [](const BlockSizeFigures &f) {
        return f.measured ? QString::number(f.megabytesPerSecond, 'f', 1) : QStringLiteral("-");
    };
    auto iops
        = [](const BlockSizeFigures &f) { return f.measured ? QString::number(f.iops, 'f', 0) : QStringLiteral("-"); };
    auto mean = [](const BlockSizeFigures &f) { return f.measured ? formatDurationNs(f.meanNs) : QStringLiteral("-"); };
    ts << QStringLiteral("%1 %2").arg(QStringLiteral("size"), -8).arg(QStringLiteral("read MB/s"), 10);
    if (writes)
        ts << QStringLiteral(" %1").arg(QStringLiteral("write MB/s"), 11);
    ts << QStringLiteral(" %1 %2").arg(QStringLiteral("read IOPS"), 10).arg(QStringLiteral("read mean"), 10);
    if (writes)
        ts << QStringLiteral(" %1 %2").arg(QStringLiteral("write IOPS"), 11).arg(QStringLiteral("write mean"), 11);
    ts << "\n";
    for (const BlockSizeRow &r : profile.rows) {
        ts << QStringLiteral("%1 %2").arg(transferSizeName(r.size), -8).arg(mbps(r.read), 10);
        if (writes)
            ts << QStringLiteral(" %1").arg(mbps(r.write), 11);
        ts << QStringLiteral(" %1 %2").arg(iops(r.read), 10).arg(mean(r.read), 10);
        if (writes)
            ts << QStringLiteral(" %1 %2").arg(iops(r.write), 11).arg(mean(r.write), 11);
        ts << "\n";
    }
    ts << "\n";
    if (profile.readFullFrom)
        ts << "Reads: best " << QString::number(profile.bestReadMBps, 'f', 1)
           << " MB/s; the smallest size reaching 95 % of it: " << transferSizeName(profile.readFullFrom) << ".\n";
    if (writes && profile.writeFullFrom)
        ts << "Writes: best " << QString::number(profile.bestWriteMBps, 'f', 1)
           << " MB/s; the smallest size reaching 95 % of it: " << transferSizeName(profile.writeFullFrom) << ".\n";
    ts << "MB/s = bytes / (last completion - first submission) of that size, MB = 10^6 B; each transfer is timed "
          "from its submission to its completion (CLOCK_MONOTONIC"
       << (simulated ? ", here the model's time" : "") << ").";
    if (writes)
        ts << " Writes send random data; each size's writes are flushed, untimed.";
    ts << "\n";
    return out;
}

QJsonObject blockSizeProfileJson(const BlockSizeProfile &profile)
{
    QJsonArray size, readMbps, readIops, readMean, readP99, writeMbps, writeIops, writeMean, writeP99;
    auto value = [](const BlockSizeFigures &f, double v) { return f.measured ? QJsonValue(v) : QJsonValue(); };
    for (const BlockSizeRow &r : profile.rows) {
        size.append(double(r.size));
        readMbps.append(value(r.read, r.read.megabytesPerSecond));
        readIops.append(value(r.read, r.read.iops));
        readMean.append(value(r.read, r.read.meanNs));
        readP99.append(value(r.read, r.read.p99Ns));
        writeMbps.append(value(r.write, r.write.megabytesPerSecond));
        writeIops.append(value(r.write, r.write.iops));
        writeMean.append(value(r.write, r.write.meanNs));
        writeP99.append(value(r.write, r.write.p99Ns));
    }
    return {
        { QStringLiteral("best_read_mb_per_s"), profile.bestReadMBps },
        { QStringLiteral("best_write_mb_per_s"), profile.bestWriteMBps },
        { QStringLiteral("read_95_percent_from_bytes"), double(profile.readFullFrom) },
        { QStringLiteral("write_95_percent_from_bytes"), double(profile.writeFullFrom) },
        { QStringLiteral("rows"),
            QJsonObject { { QStringLiteral("size_bytes"), size }, { QStringLiteral("read_mb_per_s"), readMbps },
                { QStringLiteral("read_iops"), readIops }, { QStringLiteral("read_mean_ns"), readMean },
                { QStringLiteral("read_p99_ns"), readP99 }, { QStringLiteral("write_mb_per_s"), writeMbps },
                { QStringLiteral("write_iops"), writeIops }, { QStringLiteral("write_mean_ns"), writeMean },
                { QStringLiteral("write_p99_ns"), writeP99 } } },
    };
}

} // namespace DriveScope
