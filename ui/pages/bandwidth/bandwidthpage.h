// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/pages/formchartspage.h"

class QLabel;

namespace DriveScope {

class BandwidthBenchmark;
class BandwidthCharts;
class BandwidthForm;

// Sequential MB/s with the device's own counters alongside: BandwidthForm,
// BandwidthCharts, BandwidthBenchmark. Live, the device rows come from the benchmark's
// DiskStatsSampler (thread-safe); when the run ends, from the result. Writes go only
// through the write guard, as for the other write pages.
class BandwidthPage : public FormChartsPage<BandwidthForm, BandwidthCharts> {
    Q_OBJECT
public:
    explicit BandwidthPage(QWidget *parent = nullptr);
    bool writes() const override;

    QString requestSizeText() const;

protected:
    bool checkForm(const DeviceInfo &info, QString *error) override;
    bool prepareTarget(TargetChoice *choice) override;
    std::shared_ptr<BenchmarkJob> makeJob(Target &target, QString *error) override;
    void beginCharts(const RunResult &header) override;
    void refreshCharts(bool final) override;

private:
    QLabel *m_requestSize;
    // The running benchmark, for its sampler's device rows while live (the run owns it).
    std::weak_ptr<BandwidthBenchmark> m_live;
};

} // namespace DriveScope
