// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/samplelog.h"

#include <QString>

#include <atomic>

namespace DriveScope {

class BenchRunner;

// What one worker thread sees of its run: where its samples go, whether to stop, and
// how to report a failure. Checked between I/Os, never during one.
class WorkerContext {
public:
    WorkerContext(BenchRunner &runner, int index, SampleLog &log, qint64 runStartNs)
        : m_runner(runner)
        , m_index(index)
        , m_log(log)
        , m_runStartNs(runStartNs)
    {
    }

    int index() const { return m_index; }
    SampleLog &log() { return m_log; }
    qint64 runStartNs() const { return m_runStartNs; }
    bool shouldStop() const;
    // Ends the whole run as failed (first failure wins) and stops the other workers.
    void fail(int errnoValue, qint64 offset, const QString &message);

private:
    BenchRunner &m_runner;
    int m_index;
    SampleLog &m_log;
    qint64 m_runStartNs;
};

} // namespace DriveScope
