// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"

#include <QString>

#include <vector>

namespace DriveScope {

// What a session file holds: runs in the order they were made, each with everything
// needed to show it again without the drive (target, plan, every sample, status,
// host, times), plus a title and notes. A run may carry a label ("recovered
// (partial)" for one rebuilt from a crash journal). A plain value.
struct Session {
    QString title;
    QString notes;
    std::vector<RunResult> runs;
    std::vector<QString> labels; // one per run, usually empty

    void addRun(RunResult run, const QString &label = {})
    {
        runs.push_back(std::move(run));
        labels.push_back(label);
    }
    QString label(std::size_t index) const { return index < labels.size() ? labels[index] : QString(); }
    qint64 sampleCount() const;
};

// One run as the list of a session shows it: "seek of /dev/sdb, completed, 1500
// samples" (plus the label).
QString describeRun(const RunResult &run, const QString &label = {});

} // namespace DriveScope
