// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/run/runresult.h"
#include "ui/run/runrecord.h"

#include <QList>

#include <QString>

#include <span>

class QSettings;

namespace DriveScope {

// The two halves every benchmark page has, behind one interface each, so BenchmarkPage
// forwards to them once for every benchmark.

// The options form: remembers its values and shows why the options do not fit.
class PageForm {
public:
    virtual ~PageForm() = default;
    virtual void save(QSettings &settings) const = 0;
    virtual void restore(const QSettings &settings) = 0;
    // One sentence under the form; empty clears it.
    virtual void setError(const QString &message) = 0;
    // The options run was measured with, to measure them again on another target ("Use
    // These Settings"); false and one sentence why when its plan cannot be read back (a
    // damaged or crafted session), the form unchanged.
    virtual bool useSettings(const RunResult &run, QString *why) = 0;
};

// The charts: drawn live and again from a finished run through the same path.
class PageCharts {
public:
    virtual ~PageCharts() = default;
    // A new run: what is known before its first sample (target, config).
    virtual void begin(const RunResult &header) = 0;
    virtual void add(std::span<const Sample> samples) = 0;
    // A finished run's charts made with its record (PageEntry::prepareCharts) in place of
    // adding its samples; false when these charts do not take that kind.
    virtual bool showPrepared(const PreparedCharts &prepared)
    {
        (void)prepared;
        return false;
    }
    virtual void refresh(bool final) = 0;
    // "1234 reads/s · mean 17.2 ms · p99 31.0 ms" from what the charts hold.
    virtual QString figures() const = 0;
    // A final run's summary (finished, or picked again), for what the charts draw from it
    // beyond the samples (the Seek page's fitted seek curve); session holds every run,
    // for figures other runs of the same drive add.
    virtual void showSummary(const RunRecord &record, const QList<RunRecordPtr> &session)
    {
        (void)record;
        (void)session;
    }
};

} // namespace DriveScope
