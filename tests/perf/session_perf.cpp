// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark, not a test: save and open a session of 1,000,000 samples, print the
// times and bytes per sample against the targets (2 s each, 12 B/sample).
//   build/release/tests/session_perf [DIR] [--strict]
// Three shapes: random seek reads from the simulated drive (the hardest to compress),
// sequential 1 MiB blocks (zone/bandwidth) and two seek workers interleaved.
#include "benchruns.h"
#include "core/bench/bandwidth/bandwidthbenchmark.h"
#include "core/bench/bandwidth/bandwidthconfig.h"
#include "core/bench/seek/seekbenchmark.h"
#include "core/bench/seek/seekconfig.h"
#include "core/io/target.h"
#include "core/session/sessionfile.h"
#include "testfiles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

using namespace DriveScope;

namespace {

RunResult seekRun(qint64 perWorker, int workers)
{
    auto target = Target::open(QStringLiteral("sim:hdd"), {}, nullptr);
    SeekConfig config;
    config.count = perWorker;
    config.workers = workers;
    config.seed = 1;
    const auto plan = planSeek(config, target->info(), nullptr);
    return Test::runToEnd(makeSeekBenchmark(*target, *plan));
}

RunResult sequentialRun(qint64 blocks)
{
    auto target = Target::open(QStringLiteral("sim:ssd,capacity=2TB"), {}, nullptr);
    BandwidthConfig config;
    config.total = blocks << 20;
    const auto plan = planBandwidth(config, target->info(), nullptr);
    return Test::runToEnd(
        std::make_shared<BandwidthBenchmark>(*target, *plan, DiskStatsSource::forTarget(target->info())));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    const bool strict = args.contains(QStringLiteral("--strict"));
    QString dir = DriveScope::Test::scratchRoot();
    for (const QString &a : args)
        if (!a.startsWith(u'-'))
            dir = a;
    bool allPass = true;
    struct Shape {
        const char *name;
        std::function<RunResult()> make;
    };
    const Shape shapes[] = {
        { "seek, random 512 B reads, 1 worker", [] { return seekRun(999'999, 1); } },
        { "seek, 2 workers interleaved", [] { return seekRun(499'999, 2); } },
        { "sequential 1 MiB blocks", [] { return sequentialRun(1'000'000); } },
    };
    std::printf("Session file: 1,000,000 samples, save (encode + QSaveFile) and open (read + decode)\n");
    for (const Shape &shape : shapes) {
        Session session;
        session.title = QStringLiteral("perf");
        session.addRun(shape.make());
        const qint64 n = session.sampleCount();
        const QString path = dir + QStringLiteral("/session-perf.dss");
        QString error;
        double saveS = 1e9, openS = 1e9;
        for (int round = 0; round < 3; ++round) { // best of three: the machine is shared
            QElapsedTimer t;
            t.start();
            if (!SessionFile::save(session, path, &error)) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            saveS = std::min(saveS, t.nsecsElapsed() / 1e9);
            t.restart();
            const auto back = SessionFile::load(path, &error);
            openS = std::min(openS, t.nsecsElapsed() / 1e9);
            if (!back || back->sampleCount() != n) {
                std::fprintf(stderr, "reopen failed: %s\n", qPrintable(error));
                return 1;
            }
        }
        const qint64 bytes = QFileInfo(path).size();
        const double perSample = double(bytes) / double(n);
        const bool pass = saveS < 2 && openS < 2 && perSample < 12;
        allPass = allPass && pass;
        std::printf("  %-38s %7lld samples  save %.3f s  open %.3f s  %9lld B  %.2f B/sample  %s\n", shape.name,
            qlonglong(n), saveS, openS, qlonglong(bytes), perSample, pass ? "PASS" : "FAIL");
        QFile::remove(path);
    }
    std::printf("Targets: save < 2 s, open < 2 s, < 12 B/sample. %s\n", allPass ? "PASS" : "FAIL");
    return strict && !allPass ? 1 : 0;
}
