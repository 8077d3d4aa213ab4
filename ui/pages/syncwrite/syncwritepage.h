// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

#include "core/bench/syncwrite/syncwriteconfig.h"

class QLabel;

namespace DriveScope {

class LatencyHistogramChart;
class SyncWriteCharts;
class SyncWriteForm;
class TimelineChart;

// Latency of small synchronous writes: SyncWriteForm, a latency histogram, the latency
// of each write over time, and the write-cache state line. Each (size, mode) pair is
// one run, as in the CLI; the page starts them one after another (each mode needs the
// target opened with its own flags). Writes go only through the write guard: a scratch
// file in the scratch target's folder, or a drive whose name was typed.
class SyncWritePage : public FormChartsPage<SyncWriteForm, SyncWriteCharts> {
    Q_OBJECT
public:
    explicit SyncWritePage(QWidget *parent = nullptr);
    bool writes() const override { return true; }

    LatencyHistogramChart *histogram() const;
    TimelineChart *timeline() const;
    QString writeCacheText() const;
    // The target's cache state as probed when it was chosen (empty while probing).
    QString probedWriteCache() const { return m_probeDone ? m_probeLine : QString(); }
    // Runs still to start after the current one.
    int queuedRuns() const { return int(m_queue.size()); }

signals:
    // The write-cache state of the newly chosen target is known (tests wait on it).
    void writeCacheProbed(const QString &summary);

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    OpenOptions openOptions() const override;
    bool prepareTarget(TargetChoice *choice) override;
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void beginCharts(const RunResult &header) override;

private:
    void onRunFinished(const RunRecordPtr &record);
    void probeWriteCache(const TargetChoice &target);
    void showCacheLines();

    QLabel *m_cache;
    QString m_probeLine; // the target's cache now (sysfs + hdparm), probed on a pool thread
    QString m_runLine; // the run shown: its size, mode, target and recorded cache state
    bool m_probeDone = false;
    int m_probeGeneration = 0; // only the newest target's probe may be shown
    // The runs of one Start: the current (size, mode) and those still to come.
    SyncWriteConfig m_config;
    std::pair<qint64, SyncMode> m_current { 512, SyncMode::OSync };
    std::vector<std::pair<qint64, SyncMode>> m_queue;
    bool m_continuing = false;
    TargetChoice m_writeChoice; // confirmed once for all the runs of one Start
};

} // namespace DriveScope
