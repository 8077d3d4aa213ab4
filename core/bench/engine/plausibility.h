// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QStringList>

namespace DriveScope {

struct RunSummary;

// The results a run's target cannot have produced, one sentence each naming the likely
// cause, for the headline, text reports and JSON:
// - throughput beyond the host link (DeviceInfo::linkBytesPerSecond: USB, SATA, NVMe
//   from sysfs, a loop device's backing disk): a cache answered, or the data never
//   left the host;
// - random reads on a disk that says it spins, faster than a revolution allows;
// - a network or FUSE file system under a file target: the figures include them.
// Empty for an honest run.
QStringList plausibilityWarnings(const RunResult &run, const RunSummary &summary);

// "WARNING: <sentence>\n" for each, after a blank line; empty when there are none.
QString plausibilityText(const QStringList &warnings);

} // namespace DriveScope
