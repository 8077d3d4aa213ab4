// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/bench/speed/speedconfig.h"

#include "core/bench/engine/transfersize.h"
#include "core/run/phasestats.h"
#include "core/util/byteunits.h"
#include "core/util/frontendwords.h"
#include "core/util/jsonreader.h"
#include "core/util/random.h"
#include "core/util/text.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace DriveScope {

namespace {

constexpr qint64 MiB = qint64(1) << 20;
constexpr qint64 KiB = qint64(1) << 10;
constexpr qint64 MaxBuffers = qint64(1) << 30;

SpeedTest test(bool sequential, qint64 block, int depth, int threads)
{
    return SpeedTest { sequential, block, depth, threads };
}

} // namespace

QString SpeedTest::name() const
{
    const QString size = blockSize % MiB == 0 ? QStringLiteral("%1M").arg(blockSize / MiB)
                                              : QStringLiteral("%1K").arg(blockSize / KiB);
    return QStringLiteral("%1%2 Q%3T%4")
        .arg(sequential ? QStringLiteral("SEQ") : QStringLiteral("RND"), size)
        .arg(depth)
        .arg(threads);
}

std::optional<SpeedTest> SpeedTest::parse(const QString &text, QString *error)
{
    static const QRegularExpression form(
        QStringLiteral("^(SEQ|RND)\\s*(\\d{1,6})\\s*([KM])\\s+Q(\\d{1,5})\\s*T(\\d{1,3})$"),
        QRegularExpression::CaseInsensitiveOption);
    const QString t = text.trimmed();
    const QRegularExpressionMatch m = form.match(t);
    if (!m.hasMatch()) {
        *error = Text::tr("'%1' is not a test: write SEQ or RND, the block size (4K, 128K, 1M), a space, then "
                          "Q<depth>T<threads>, as in 'RND4K Q32T1'.")
                     .arg(t);
        return std::nullopt;
    }
    SpeedTest s;
    s.sequential = m.captured(1).toUpper() == u"SEQ";
    s.blockSize = m.captured(2).toLongLong() * (m.captured(3).toUpper() == u"M" ? MiB : KiB);
    s.depth = m.captured(4).toInt();
    s.threads = m.captured(5).toInt();
    if (s.blockSize < 4 * KiB || s.blockSize > MaxBlock) {
        *error = Text::tr("'%1': the block size must be from 4K to 64M.").arg(t);
        return std::nullopt;
    }
    if (s.depth < 1 || s.depth > MaxDepth) {
        *error = Text::tr("'%1': the queue depth must be from 1 to %2.").arg(t).arg(MaxDepth);
        return std::nullopt;
    }
    if (s.threads < 1 || s.threads > MaxThreads) {
        *error = Text::tr("'%1': the threads must be from 1 to %2.").arg(t).arg(MaxThreads);
        return std::nullopt;
    }
    // As seek's --queue-depth: what one process may keep in flight without raising limits.
    if (qint64(s.depth) * s.threads > 65536) {
        *error = Text::tr("'%1': %2 I/Os in flight is more than the 65536 the kernel's io_uring allows one "
                          "process here (depth × threads).")
                     .arg(t)
                     .arg(qint64(s.depth) * s.threads);
        return std::nullopt;
    }
    return s;
}

QString speedDirectionName(SpeedDirection d)
{
    switch (d) {
    case SpeedDirection::Read: return QStringLiteral("read");
    case SpeedDirection::Write: return QStringLiteral("write");
    case SpeedDirection::Mix: return QStringLiteral("mix");
    }
    return {};
}

QString speedDirectionTitle(SpeedDirection d)
{
    switch (d) {
    case SpeedDirection::Read: return Text::tr("read", "direction");
    case SpeedDirection::Write: return Text::tr("write", "direction");
    case SpeedDirection::Mix: return Text::tr("mix", "direction: reads and writes mixed");
    }
    return {};
}

QStringList speedProfileNames()
{
    return { QStringLiteral("standard"), QStringLiteral("nvme") };
}

std::optional<std::vector<SpeedTest>> speedProfile(const QString &name, QString *error)
{
    // CrystalDiskMark 8's "Default" and "NVMe SSD" sets, in its order.
    if (name == u"standard")
        return std::vector<SpeedTest> { test(true, MiB, 8, 1), test(true, MiB, 1, 1), test(false, 4 * KiB, 32, 1),
            test(false, 4 * KiB, 1, 1) };
    if (name == u"nvme")
        return std::vector<SpeedTest> { test(true, MiB, 8, 1), test(true, 128 * KiB, 32, 1),
            test(false, 4 * KiB, 32, 16), test(false, 4 * KiB, 1, 1) };
    QStringList names = speedProfileNames();
    const QString last = names.takeLast();
    const QString profiles = names.isEmpty() ? last : Text::tr("%1 and %2").arg(names.join(QStringLiteral(", ")), last);
    *error = Text::tr("There is no profile '%1': the profiles are %2 (or %3).")
                 .arg(name, profiles, frontEndWords(u"give --tests", Text::tr("list the tests")));
    return std::nullopt;
}

std::optional<std::vector<SpeedTest>> parseSpeedTests(const QString &text, QString *error)
{
    std::vector<SpeedTest> tests;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        if (part.trimmed().isEmpty())
            continue;
        const auto t = SpeedTest::parse(part, error);
        if (!t)
            return std::nullopt;
        if (std::find(tests.begin(), tests.end(), *t) != tests.end()) {
            *error = Text::tr("'%1' is listed twice.").arg(t->name());
            return std::nullopt;
        }
        tests.push_back(*t);
    }
    if (tests.empty()) {
        *error = Text::tr("No test given: list them as 'SEQ1M Q8T1,RND4K Q32T1'.");
        return std::nullopt;
    }
    return tests;
}

std::vector<SpeedPlan::Phase> SpeedPlan::phases() const
{
    std::vector<Phase> list;
    for (int t = 0; t < int(tests.size()); ++t)
        for (SpeedDirection d : directions)
            for (int r = 1; r <= runs; ++r)
                list.push_back({ t, d, r });
    return list;
}

QString SpeedPlan::phaseName(const SpeedTest &test, SpeedDirection d, int run)
{
    return QStringLiteral("%1 · %2 · %3").arg(test.name(), speedDirectionName(d)).arg(run);
}

int SpeedPlan::maxThreads() const
{
    int n = 1;
    for (const SpeedTest &t : tests)
        n = std::max(n, t.threads);
    return n;
}

bool SpeedPlan::writes() const
{
    return std::any_of(
        directions.begin(), directions.end(), [](SpeedDirection d) { return d != SpeedDirection::Read; });
}

std::optional<SpeedPlan> planSpeed(const SpeedConfig &config, const DeviceInfo &target, bool writable, QString *error)
{
    auto fail = [&](const QString &message) -> std::optional<SpeedPlan> {
        *error = message;
        return std::nullopt;
    };
    SpeedPlan plan;
    plan.tests = config.tests;
    if (plan.tests.empty())
        plan.tests = *speedProfile(QStringLiteral("standard"), error);
    if (config.read)
        plan.directions.push_back(SpeedDirection::Read);
    if (config.write)
        plan.directions.push_back(SpeedDirection::Write);
    if (config.mixReadPercent >= 0) {
        if (config.mixReadPercent > 100)
            return fail(Text::tr("The mix must be from 0 to 100 % reads (got %1).").arg(config.mixReadPercent));
        plan.directions.push_back(SpeedDirection::Mix);
    }
    if (plan.directions.empty())
        return fail(Text::tr("Nothing to measure: neither reads nor writes nor a mix."));
    plan.mixReadPercent = config.mixReadPercent;
    if (plan.writes() && !writable)
        return fail(
            Text::tr("%1 was opened for reading only: writes need a directory (for a scratch file) or a "
                     "whole device %2.")
                .arg(target.path,
                    frontEndWords(u"confirmed with --destroy-data-on", Text::tr("whose name you typed to confirm"))));
    if (config.runs < 1 || config.runs > SpeedConfig::MaxRuns)
        return fail(Text::tr("The runs of each test must be from 1 to %1 (got %2).")
                        .arg(SpeedConfig::MaxRuns)
                        .arg(config.runs));
    plan.runs = config.runs;
    if (config.durationNs < 10'000'000 || config.durationNs > 3600'000'000'000)
        return fail(Text::tr("The time of each run must be between 0.01 s and one hour."));
    plan.durationNs = config.durationNs;
    if (plan.phases().size() > std::size_t(PhaseStats::MaxPhasesPerRun))
        return fail(Text::tr("%1 tests × %2 directions × %3 runs is more than %4 runs in all.")
                        .arg(plan.tests.size())
                        .arg(plan.directions.size())
                        .arg(plan.runs)
                        .arg(PhaseStats::MaxPhasesPerRun));
    plan.alignment = directIoUnit(target);
    plan.areaBytes = config.areaBytes;
    if (plan.areaBytes <= 0 || plan.areaBytes % plan.alignment != 0)
        return fail(Text::tr("The test area must be a positive multiple of the %1 B block (got %2 B).")
                        .arg(plan.alignment)
                        .arg(plan.areaBytes));
    if (target.sizeBytes < plan.areaBytes)
        return fail(Text::tr("%1 holds %2, less than the %3 test area: %4.")
                        .arg(target.path, formatBytesBinary(target.sizeBytes), formatBytesBinary(plan.areaBytes),
                            frontEndWords(u"give a smaller --area", Text::tr("choose a smaller test area"))));
    for (const SpeedTest &t : plan.tests) {
        if (QString why
            = transferSizeProblem(Text::tr("block size"), t.blockSize, target, MaxBuffers, Text::tr("one transfer"));
            !why.isEmpty())
            return fail(QStringLiteral("%1: %2").arg(t.name(), why));
        // Sequential threads each stream their own share of the area.
        if (t.blockSize * (t.sequential ? t.threads : 1) > plan.areaBytes)
            return fail(
                Text::tr("%1 needs more than the %2 test area.").arg(t.name(), formatBytesBinary(plan.areaBytes)));
        if (t.blockSize * t.depth * t.threads > MaxBuffers)
            return fail(Text::tr("%1 would need more than 1 GiB of buffers (block × depth × threads).").arg(t.name()));
    }
    if (config.keepSamplesPerThread < 0 || config.keepSamplesPerThread > 1'000'000)
        return fail(Text::tr("The samples kept per thread must be from 0 to 1000000."));
    plan.keepSamplesPerThread = config.keepSamplesPerThread;
    plan.seed = runSeed(config.seed);
    return plan;
}

QJsonObject SpeedPlan::toJson() const
{
    QJsonArray testList, directionList;
    for (const SpeedTest &t : tests)
        testList.append(t.name());
    for (SpeedDirection d : directions)
        directionList.append(speedDirectionName(d));
    return {
        { QStringLiteral("tests"), testList },
        { QStringLiteral("directions"), directionList },
        { QStringLiteral("mix_read_percent"), mixReadPercent },
        { QStringLiteral("area_bytes"), double(areaBytes) },
        { QStringLiteral("alignment"), double(alignment) },
        { QStringLiteral("duration_per_run_s"), double(durationNs) / 1e9 },
        { QStringLiteral("runs"), runs },
        { QStringLiteral("kept_samples_per_thread"), double(keepSamplesPerThread) },
        { QStringLiteral("workers"), maxThreads() },
        { QStringLiteral("seed"), QString::number(seed) },
    };
}

std::optional<SpeedPlan> SpeedPlan::fromJson(const QJsonObject &c)
{
    // A session file may be crafted: every list and number is bounded before use.
    auto whole = [&c](const char *key, qint64 lo, qint64 hi) {
        return JsonReader::wholeNumber(c.value(QLatin1String(key)), lo, hi);
    };
    SpeedPlan plan;
    QString error;
    const QJsonArray tests = c.value(QStringLiteral("tests")).toArray();
    const QJsonArray directions = c.value(QStringLiteral("directions")).toArray();
    if (tests.isEmpty() || tests.size() > PhaseStats::MaxPhasesPerRun || directions.isEmpty() || directions.size() > 3)
        return std::nullopt;
    for (const QJsonValue &v : tests) {
        const auto t = SpeedTest::parse(v.toString(), &error);
        if (!t || std::find(plan.tests.begin(), plan.tests.end(), *t) != plan.tests.end())
            return std::nullopt;
        plan.tests.push_back(*t);
    }
    for (const QJsonValue &v : directions) {
        const QString name = v.toString();
        bool known = false;
        for (SpeedDirection d : { SpeedDirection::Read, SpeedDirection::Write, SpeedDirection::Mix })
            if (speedDirectionName(d) == name
                && std::find(plan.directions.begin(), plan.directions.end(), d) == plan.directions.end()) {
                plan.directions.push_back(d);
                known = true;
            }
        if (!known)
            return std::nullopt;
    }
    const auto mix = whole("mix_read_percent", -1, 100);
    const auto area = whole("area_bytes", 1, JsonReader::Max);
    const auto alignment = whole("alignment", 0, 1 << 30);
    const auto seconds = JsonReader::finiteNumber(c.value(QStringLiteral("duration_per_run_s")), 0, 3600);
    const auto runs = whole("runs", 1, SpeedConfig::MaxRuns);
    const auto keep = whole("kept_samples_per_thread", 0, 1'000'000);
    if (!mix || !area || !alignment || !seconds || !runs || !keep)
        return std::nullopt;
    plan.mixReadPercent = int(*mix);
    plan.areaBytes = *area;
    plan.alignment = *alignment;
    plan.durationNs = qint64(*seconds * 1e9);
    plan.runs = int(*runs);
    plan.keepSamplesPerThread = *keep;
    plan.seed = c.value(QStringLiteral("seed")).toString().toULongLong();
    if (plan.phases().size() > std::size_t(PhaseStats::MaxPhasesPerRun))
        return std::nullopt;
    return plan;
}

SpeedConfig configFromPlan(const SpeedPlan &plan, const DeviceInfo &measured)
{
    (void)measured; // the test area is bytes from the start, whatever the target
    SpeedConfig c;
    c.tests = plan.tests;
    c.read = std::find(plan.directions.begin(), plan.directions.end(), SpeedDirection::Read) != plan.directions.end();
    c.write = std::find(plan.directions.begin(), plan.directions.end(), SpeedDirection::Write) != plan.directions.end();
    c.mixReadPercent = plan.mixReadPercent;
    c.areaBytes = plan.areaBytes;
    c.durationNs = plan.durationNs;
    c.runs = plan.runs;
    c.keepSamplesPerThread = plan.keepSamplesPerThread;
    return c;
}

} // namespace DriveScope
