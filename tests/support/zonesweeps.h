// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Zone sweeps as the tests set them up (tst_zoneprofile, tst_zonesweep,
// tst_simulatedbenchmarks): the config from the four figures that shape a sweep, and one
// sweep run to completion.

#include "benchruns.h"

#include "core/bench/zone/zonebenchmark.h"
#include "core/bench/zone/zoneconfig.h"

#include <QTest>

#include <optional>

namespace DriveScope::Test {

// points points of bytesPerPoint bytes each, read in blocks of blockSize, spread over
// region (empty: the whole target); exactly those bytes, even where the points overlap.
inline ZoneConfig zoneConfig(qint64 points, qint64 bytesPerPoint, qint64 blockSize, const QString &region = {})
{
    ZoneConfig c;
    c.points = points;
    c.bytesPerPoint = bytesPerPoint;
    c.shrinkToFit = false;
    c.blockSize = blockSize;
    c.region = region;
    return c;
}

// A sweep of config on target, to its end: a plan the target refuses, a run that has not
// ended within timeoutMs or one that did not complete fails the test (the caller returns
// when QTest::currentTestFailed()). *plan and *run: what ran.
inline void runZoneSweep(
    Target &target, const ZoneConfig &config, int timeoutMs, std::optional<ZonePlan> *plan, RunResult *run)
{
    QString error;
    *plan = planZone(config, target.info(), &error);
    QVERIFY2(*plan, qPrintable(error));
    StartedRun started(makeZoneBenchmark(target, **plan));
    QVERIFY(started.runner.wait(timeoutMs));
    *run = started.result();
    QCOMPARE(run->status, RunStatus::Completed);
}

} // namespace DriveScope::Test
